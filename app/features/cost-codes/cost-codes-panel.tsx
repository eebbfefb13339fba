import { useCallback, useMemo } from 'react';
import { Tags } from 'lucide-react';
import type { CostCode } from '../../../contract/cost-codes';
import { usePatchCostCode, useCostCodes } from '../../api/reference-data';
import { CataloguePanel, type CatalogueWords } from '../../lists/catalogue-panel';
import { usePagedList } from '../../lists/use-paged-list';
import { costCodeColumns, costCodePhoneColumns } from './cost-code-columns';
import { CostCodeFormDialog } from './cost-code-form-dialog';

export const COST_CODES_GRID_ID = 'cost-codes';

const WORDS: CatalogueWords<CostCode> = {
  plural: 'cost codes',
  searchPlaceholder: 'Code or name',
  gridLabel: 'Cost codes',
  archivedGridLabel: 'Archived cost codes',
  loadingLabel: 'Loading cost codes',
  loadErrorTitle: 'The cost codes could not be loaded',
  addLabel: 'Add cost code',
  emptyTitle: 'No cost codes yet',
  emptyDescription: {
    manager:
      'Add the cost codes of your estimates, such as 03-300 Cast-in-place concrete, so your crews can put their hours against them.',
    reader: 'An administrator has not added any cost codes yet.',
  },
  archiveTitle: (code) => `Archive cost code ${code?.code ?? ''}?`,
  archiveLabel: 'Archive cost code',
  archiveMessage:
    'Time already recorded keeps the code, but nobody can choose it any more. You can unarchive it later.',
};

export type CostCodesPanelProps = {
  orgId: number;
  /** Holders of permission 14: add, edit, archive. */
  canManage: boolean;
};

/** The cost codes: search (code or name), the archived switch, the grid, and add/edit/archive. */
export function CostCodesPanel({ orgId, canManage }: CostCodesPanelProps) {
  const list = usePagedList(COST_CODES_GRID_ID);
  const query = useCostCodes({ orgId, ...list.query });
  list.keepPageInRange(query.data?.meta);
  const { mutateAsync } = usePatchCostCode(orgId);
  const columns = useMemo(() => costCodeColumns(), []);
  const phoneColumns = useMemo(() => costCodePhoneColumns(), []);
  const setArchived = useCallback(
    (code: CostCode, isArchived: boolean) =>
      mutateAsync({ id: code.id, body: { is_archived: isArchived } }),
    [mutateAsync],
  );

  return (
    <CataloguePanel
      gridId={COST_CODES_GRID_ID}
      list={list}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(code) => `${code.code} ${code.name}`}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<Tags />}
      setArchived={setArchived}
      renderForm={({ item, open, onOpenChange }) => (
        <CostCodeFormDialog orgId={orgId} code={item} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
