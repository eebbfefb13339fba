import { useCallback, useMemo, useState } from 'react';
import { Archive, ArchiveRestore, Clock, Pencil, Plus } from 'lucide-react';
import type { OvertimeRule } from '../../../../contract/overtime-rules';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import { DataGrid, type DataGridRowAction } from '../../../../design-system/data-grid/data-grid';
import { loadSettings } from '../../../../design-system/data-grid/data-grid-settings';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { DEFAULT_GRID_PAGE_SIZE } from '../../../../design-system/pagination/pagination-model';
import { SearchInput } from '../../../../design-system/search-input/search-input';
import { SkeletonTableRows } from '../../../../design-system/skeleton/skeleton';
import { Switch } from '../../../../design-system/switch/switch';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { useOvertimeRules, usePatchOvertimeRule } from '../../../api/pay-settings';
import { overtimeRuleColumns } from './overtime-rule-columns';
import { OvertimeRuleFormDialog } from './overtime-rule-form-dialog';

export const OVERTIME_RULES_GRID_ID = 'settings-overtime-rules';

export type OvertimeRulesPanelProps = {
  orgId: number;
  /** Holders of organisation settings: add, edit, archive and unarchive. */
  canManage: boolean;
};

type Editing = { rule: OvertimeRule | null; open: boolean; key: number };
type Archiving = { rule: OvertimeRule | null; open: boolean };

/**
 * The overtime rules tab: search by name, the archived switch, the paged grid, and for
 * administrators 'Add rule' and each row's Edit and Archive / Unarchive.
 */
export function OvertimeRulesPanel({ orgId, canManage }: OvertimeRulesPanelProps) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(
    () => loadSettings(OVERTIME_RULES_GRID_ID).pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  );
  const [search, setSearch] = useState('');
  const [isArchived, setIsArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>({ rule: null, open: false, key: 0 });
  const [archiving, setArchiving] = useState<Archiving>({ rule: null, open: false });

  const list = useOvertimeRules({ orgId, page, limit: pageSize, search, isArchived });
  const patchRule = usePatchOvertimeRule(orgId);
  const meta = list.data?.meta;
  if (meta && page > meta.last_page) setPage(meta.last_page);

  const openEditor = useCallback(
    (rule: OvertimeRule | null) => setEditing((last) => ({ rule, open: true, key: last.key + 1 })),
    [],
  );
  const unarchive = useCallback(
    async (rule: OvertimeRule) => {
      try {
        const answer = await patchRule.mutateAsync({
          ruleId: rule.id,
          body: { is_archived: false },
        });
        toast.success(answer.message);
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    [patchRule, toast],
  );
  const columns = useMemo(() => overtimeRuleColumns(), []);
  const rowActions = useMemo<DataGridRowAction<OvertimeRule>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (rule) => openEditor(rule) },
      isArchived
        ? {
            label: 'Unarchive',
            icon: <ArchiveRestore aria-hidden="true" />,
            onSelect: (rule) => void unarchive(rule),
          }
        : {
            label: 'Archive',
            icon: <Archive aria-hidden="true" />,
            onSelect: (rule) => setArchiving({ rule, open: true }),
          },
    ],
    [isArchived, openEditor, unarchive],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add rule
    </Button>
  ) : null;
  const hasNoRules = meta?.total === 0 && search === '' && !isArchived;

  const body =
    list.isError && !list.data ? (
      <Alert tone="danger" title="The overtime rules could not be loaded">
        <div className="flex flex-col items-start gap-2">
          <p>{errorText(list.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    ) : list.isPending ? (
      <div
        role="status"
        aria-label="Loading overtime rules"
        className="rounded-lg border border-border bg-surface px-4"
      >
        <SkeletonTableRows rows={3} columns={6} />
      </div>
    ) : hasNoRules ? (
      <EmptyState
        icon={<Clock />}
        title="No overtime rules yet"
        description={
          canManage
            ? 'Add the overtime rules your team members are paid by, then choose them on pay records.'
            : 'An administrator has not added any overtime rules yet.'
        }
        action={addButton}
      />
    ) : (
      <DataGrid<OvertimeRule>
        gridId={OVERTIME_RULES_GRID_ID}
        label={isArchived ? 'Archived overtime rules' : 'Overtime rules'}
        columns={columns}
        rows={list.data?.data ?? []}
        getRowId={(rule) => String(rule.id)}
        getRowLabel={(rule) => rule.name}
        rowActions={canManage ? rowActions : undefined}
        pagination
        total={meta?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        emptyMessage={
          search
            ? `No ${isArchived ? 'archived ' : ''}rules match “${search}”.`
            : 'No archived rules.'
        }
      />
    );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <SearchInput
            label="Search rules"
            placeholder="Rule name"
            fieldClassName="sm:w-72"
            onSearch={(text) => {
              setSearch(text.trim());
              setPage(1);
            }}
          />
          <Switch
            label="Show archived rules"
            fieldClassName="sm:pb-2.5"
            checked={isArchived}
            onCheckedChange={(checked) => {
              setIsArchived(checked);
              setPage(1);
            }}
          />
        </div>
        {addButton && <div className="flex flex-wrap items-center gap-2">{addButton}</div>}
      </div>
      {body}
      {canManage && (
        <>
          {editing.key > 0 && (
            <OvertimeRuleFormDialog
              key={editing.key}
              orgId={orgId}
              rule={editing.rule}
              open={editing.open}
              onOpenChange={(open) => setEditing((last) => ({ ...last, open }))}
            />
          )}
          <ConfirmDialog
            open={archiving.open}
            onOpenChange={(open) => setArchiving((last) => ({ ...last, open }))}
            title={`Archive ${archiving.rule?.name ?? 'rule'}?`}
            message="Pay records that use it keep it, but new pay records can no longer choose it. You can unarchive it later."
            confirmLabel="Archive rule"
            onConfirm={async () => {
              if (!archiving.rule) return;
              const answer = await patchRule.mutateAsync({
                ruleId: archiving.rule.id,
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
