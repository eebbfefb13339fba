import { useCallback, useMemo } from 'react';
import { Clock } from 'lucide-react';
import type { OvertimeRule } from '../../../contract/overtime-rules';
import { useOvertimeRules, usePatchOvertimeRule } from '../../api/pay-settings';
import { usePagedList } from '../../lists/use-paged-list';
import { CataloguePanel, type CatalogueWords } from '../../lists/catalogue-panel';
import { PAY_SETTING_ARCHIVE_MESSAGE } from '../pay-settings/pay-setting-words';
import { overtimeRuleColumns, overtimeRulePhoneColumns } from './overtime-rule-columns';
import { OvertimeRuleFormDialog } from './overtime-rule-form-dialog';

export const OVERTIME_RULES_GRID_ID = 'settings-overtime-rules';

const WORDS: CatalogueWords<OvertimeRule> = {
  plural: 'rules',
  searchPlaceholder: 'Rule name',
  gridLabel: 'Overtime rules',
  archivedGridLabel: 'Archived overtime rules',
  loadingLabel: 'Loading overtime rules',
  loadErrorTitle: 'The overtime rules could not be loaded',
  addLabel: 'Add rule',
  emptyTitle: 'No overtime rules yet',
  emptyDescription: {
    manager:
      'Add the overtime rules your team members are paid by, then choose them on pay records.',
    reader: 'An administrator has not added any overtime rules yet.',
  },
  archiveTitle: (rule) => `Archive ${rule?.name ?? 'rule'}?`,
  archiveLabel: 'Archive rule',
  archiveMessage: PAY_SETTING_ARCHIVE_MESSAGE,
};

export type OvertimeRulesPanelProps = {
  orgId: number;
  /** Holders of organisation settings: add, edit, archive and unarchive. */
  canManage: boolean;
};

/**
 * The overtime rules tab: search by name, the archived switch, the paged grid, and for
 * administrators 'Add rule' and each row's Edit and Archive / Unarchive.
 */
export function OvertimeRulesPanel({ orgId, canManage }: OvertimeRulesPanelProps) {
  const list = usePagedList(OVERTIME_RULES_GRID_ID);
  const query = useOvertimeRules({ orgId, ...list.query });
  // A page emptied by an archive: show the new last page.
  list.keepPageInRange(query.data?.meta);
  const { mutateAsync } = usePatchOvertimeRule(orgId);
  const columns = useMemo(() => overtimeRuleColumns(), []);
  const phoneColumns = useMemo(() => overtimeRulePhoneColumns(), []);
  const setArchived = useCallback(
    (rule: OvertimeRule, isArchived: boolean) =>
      mutateAsync({ ruleId: rule.id, body: { is_archived: isArchived } }),
    [mutateAsync],
  );

  return (
    <CataloguePanel
      gridId={OVERTIME_RULES_GRID_ID}
      list={list}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(rule) => rule.name}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<Clock />}
      setArchived={setArchived}
      renderForm={({ item, open, onOpenChange }) => (
        <OvertimeRuleFormDialog orgId={orgId} rule={item} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
