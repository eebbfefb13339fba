import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { History, Plus, ShieldCheck } from 'lucide-react';
import type { WcCode } from '../../../../contract/wc-codes';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import { loadSettings } from '../../../../design-system/data-grid/data-grid-settings';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { DEFAULT_GRID_PAGE_SIZE } from '../../../../design-system/pagination/pagination-model';
import { SearchInput } from '../../../../design-system/search-input/search-input';
import { SkeletonTableRows } from '../../../../design-system/skeleton/skeleton';
import { Switch } from '../../../../design-system/switch/switch';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { usePatchWcCode, useWcCodes } from '../../../api/pay-settings';
import { isCodeFetchFailureFor404, useWcCodeFetchFailure } from './use-wc-code-fetch-failure';
import { WcCodeFormDialog } from './wc-code-form-dialog';
import { WC_CODES_GRID_ID, WcCodesGrid } from './wc-codes-grid';

export type WcCodesPanelProps = {
  orgId: number;
  /** The organisation's country, whose states a code may name. */
  countryCode: string | undefined;
  /** Holders of organisation settings: add, edit, archive, and the history link. */
  canManage: boolean;
};

type Editing = { code: WcCode | null; open: boolean; key: number };
type Archiving = { code: WcCode | null; open: boolean };

/**
 * The workers' compensation codes tab: search (code or description), the archived switch, the
 * paged grid, and for administrators 'Add code', 'View history' and each row's Edit and
 * Archive / Unarchive.
 */
export function WcCodesPanel({ orgId, countryCode, canManage }: WcCodesPanelProps) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(
    () => loadSettings(WC_CODES_GRID_ID).pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  );
  const [search, setSearch] = useState('');
  const [isArchived, setIsArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>({ code: null, open: false, key: 0 });
  const [archiving, setArchiving] = useState<Archiving>({ code: null, open: false });

  const list = useWcCodes({ orgId, page, limit: pageSize, search, isArchived });
  useWcCodeFetchFailure(list.error);
  const patchCode = usePatchWcCode(orgId);
  const meta = list.data?.meta;
  // A page emptied by an archive: show the new last page.
  if (meta && page > meta.last_page) setPage(meta.last_page);

  const openEditor = useCallback(
    (code: WcCode | null) => setEditing((last) => ({ code, open: true, key: last.key + 1 })),
    [],
  );
  const onArchive = useCallback((code: WcCode) => setArchiving({ code, open: true }), []);
  const onUnarchive = useCallback(
    async (code: WcCode) => {
      try {
        const answer = await patchCode.mutateAsync({
          wcCodeId: code.id,
          body: { is_archived: false },
        });
        toast.success(answer.message);
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    [patchCode, toast],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add code
    </Button>
  ) : null;
  const hasNoCodes = meta?.total === 0 && search === '' && !isArchived;

  const body =
    list.isError && !list.data ? (
      isCodeFetchFailureFor404(list.error) ? null : (
        <Alert tone="danger" title="The codes could not be loaded">
          <div className="flex flex-col items-start gap-2">
            <p>{errorText(list.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      )
    ) : list.isPending ? (
      <div
        role="status"
        aria-label="Loading workers’ compensation codes"
        className="rounded-lg border border-border bg-surface px-4"
      >
        <SkeletonTableRows rows={5} columns={5} />
      </div>
    ) : hasNoCodes ? (
      <EmptyState
        icon={<ShieldCheck />}
        title="No workers’ compensation codes yet"
        description={
          canManage
            ? 'Add the class codes of your insurance policy and their rates, then choose them on pay records.'
            : 'An administrator has not added any codes yet.'
        }
        action={addButton}
      />
    ) : (
      <WcCodesGrid
        rows={list.data?.data ?? []}
        total={meta?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        canManage={canManage}
        isArchived={isArchived}
        onEdit={openEditor}
        onArchive={onArchive}
        onUnarchive={(code) => void onUnarchive(code)}
        emptyMessage={
          search
            ? `No ${isArchived ? 'archived ' : ''}codes match “${search}”.`
            : 'No archived codes.'
        }
      />
    );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <SearchInput
            label="Search codes"
            placeholder="Code or description"
            fieldClassName="sm:w-72"
            onSearch={(text) => {
              setSearch(text.trim());
              setPage(1);
            }}
          />
          <Switch
            label="Show archived codes"
            fieldClassName="sm:pb-2.5"
            checked={isArchived}
            onCheckedChange={(checked) => {
              setIsArchived(checked);
              setPage(1);
            }}
          />
        </div>
        {canManage && (
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="secondary">
              <Link to={`/org/${orgId}/settings/workers-comp/history`}>
                <History aria-hidden="true" />
                View history
              </Link>
            </Button>
            {addButton}
          </div>
        )}
      </div>
      {body}
      {canManage && (
        <>
          {editing.key > 0 && (
            <WcCodeFormDialog
              key={editing.key}
              orgId={orgId}
              countryCode={countryCode}
              code={editing.code}
              open={editing.open}
              onOpenChange={(open) => setEditing((last) => ({ ...last, open }))}
            />
          )}
          <ConfirmDialog
            open={archiving.open}
            onOpenChange={(open) => setArchiving((last) => ({ ...last, open }))}
            title={`Archive code ${archiving.code?.code ?? ''}?`}
            message="Pay records that use it keep it, but new pay records can no longer choose it. You can unarchive it later."
            confirmLabel="Archive code"
            onConfirm={async () => {
              if (!archiving.code) return;
              const answer = await patchCode.mutateAsync({
                wcCodeId: archiving.code.id,
                body: { is_archived: true },
              });
              toast.success(answer.message);
            }}
          />
        </>
      )}
    </div>
  );
}
