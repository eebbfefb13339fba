import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { History, ShieldCheck } from 'lucide-react';
import type { WcCode } from '../../../contract/wc-codes';
import { Button } from '../../../design-system/button/button';
import { usePatchWcCode, useWcCodes } from '../../api/pay-settings';
import { usePagedList } from '../../lists/use-paged-list';
import { CataloguePanel, type CatalogueWords } from '../../lists/catalogue-panel';
import { PAY_SETTING_ARCHIVE_MESSAGE } from '../pay-settings/pay-setting-words';
import { isCodeFetchFailureFor404, useWcCodeFetchFailure } from './use-wc-code-fetch-failure';
import { wcCodeColumns, wcCodePhoneColumns } from './wc-code-columns';
import { WcCodeFormDialog } from './wc-code-form-dialog';

export const WC_CODES_GRID_ID = 'settings-wc-codes';

const WORDS: CatalogueWords<WcCode> = {
  plural: 'codes',
  searchPlaceholder: 'Code or description',
  gridLabel: 'Workers’ compensation codes',
  archivedGridLabel: 'Archived workers’ compensation codes',
  loadingLabel: 'Loading workers’ compensation codes',
  loadErrorTitle: 'The codes could not be loaded',
  addLabel: 'Add code',
  emptyTitle: 'No workers’ compensation codes yet',
  emptyDescription: {
    manager:
      'Add the class codes of your insurance policy and their rates, then choose them on pay records.',
    reader: 'An administrator has not added any codes yet.',
  },
  archiveTitle: (code) => `Archive code ${code?.code ?? ''}?`,
  archiveLabel: 'Archive code',
  archiveMessage: PAY_SETTING_ARCHIVE_MESSAGE,
};

export type WcCodesPanelProps = {
  orgId: number;
  /** The organisation's country, whose states a code may name. */
  countryCode: string | undefined;
  /** Holders of organisation settings: add, edit, archive, and the history link. */
  canManage: boolean;
};

/**
 * The workers' compensation codes tab: search (code or description), the archived switch, the
 * paged grid, and for administrators 'Add code', 'View history' and each row's Edit and
 * Archive / Unarchive. A failed fetch of the codes is logged and leaves for /error/404.
 */
export function WcCodesPanel({ orgId, countryCode, canManage }: WcCodesPanelProps) {
  const list = usePagedList(WC_CODES_GRID_ID);
  const query = useWcCodes({ orgId, ...list.query });
  useWcCodeFetchFailure(query.error);
  // A page emptied by an archive: show the new last page.
  list.keepPageInRange(query.data?.meta);
  const { mutateAsync } = usePatchWcCode(orgId);
  const columns = useMemo(() => wcCodeColumns(), []);
  const phoneColumns = useMemo(() => wcCodePhoneColumns(), []);
  const setArchived = useCallback(
    (code: WcCode, isArchived: boolean) =>
      mutateAsync({ wcCodeId: code.id, body: { is_archived: isArchived } }),
    [mutateAsync],
  );

  return (
    <CataloguePanel
      gridId={WC_CODES_GRID_ID}
      list={list}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(code) => code.code}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<ShieldCheck />}
      setArchived={setArchived}
      isErrorHandled={isCodeFetchFailureFor404}
      managerActions={
        <Button asChild variant="secondary">
          <Link to={`/org/${orgId}/settings/workers-comp/history`}>
            <History aria-hidden="true" />
            View history
          </Link>
        </Button>
      }
      renderForm={({ item, open, onOpenChange }) => (
        <WcCodeFormDialog
          orgId={orgId}
          countryCode={countryCode}
          code={item}
          open={open}
          onOpenChange={onOpenChange}
        />
      )}
    />
  );
}
