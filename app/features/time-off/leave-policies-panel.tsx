import { useCallback, useMemo } from 'react';
import { CalendarOff } from 'lucide-react';
import type { LeavePolicy } from '../../../contract/time-off';
import { useDeleteLeavePolicy, useLeavePolicies, usePatchLeavePolicy } from '../../api/time-off';
import { CataloguePanel, type CatalogueWords } from '../../lists/catalogue-panel';
import { usePagedList } from '../../lists/use-paged-list';
import { leavePolicyColumns, leavePolicyPhoneColumns } from './leave-policy-columns';
import { LeavePolicyFormDialog } from './leave-policy-form-dialog';
import { TimeOffGate } from './time-off-gate';

export const LEAVE_POLICIES_GRID_ID = 'settings-leave-policies';

const WORDS: CatalogueWords<LeavePolicy> = {
  plural: 'policies',
  searchPlaceholder: 'Policy name or code',
  gridLabel: 'Leave policies',
  archivedGridLabel: 'Archived leave policies',
  loadingLabel: 'Loading leave policies',
  loadErrorTitle: 'The leave policies could not be loaded',
  addLabel: 'Add leave policy',
  emptyTitle: 'No leave policies yet',
  emptyDescription: {
    manager: 'Add the kinds of time off your team can request: vacation, sick leave, unpaid leave.',
    reader: 'An administrator has not added any leave policies yet.',
  },
  archiveTitle: (policy) => `Archive ${policy?.name ?? 'policy'}?`,
  archiveLabel: 'Archive policy',
  archiveMessage:
    'A policy no request names is deleted. One with requests is archived: its requests and balances keep it, but nobody can request it any more. You can unarchive it later.',
};

export type LeavePoliciesPanelProps = {
  orgId: number;
  /** Holders of organisation settings: add, edit, archive and unarchive. */
  canManage: boolean;
};

/**
 * The time settings' Time off tab: the leave policies (search, the archived switch, the paged
 * grid; for administrators 'Add leave policy' and each row's Edit and Archive / Unarchive).
 * Archiving deletes a policy no request names. On a plan without time off, the upgrade prompt.
 */
export function LeavePoliciesPanel(props: LeavePoliciesPanelProps) {
  return (
    <TimeOffGate orgId={props.orgId} actionLabel="Add leave policy">
      <Policies {...props} />
    </TimeOffGate>
  );
}

function Policies({ orgId, canManage }: LeavePoliciesPanelProps) {
  const list = usePagedList(LEAVE_POLICIES_GRID_ID);
  const query = useLeavePolicies({ orgId, ...list.query });
  list.keepPageInRange(query.data?.meta);
  const { mutateAsync: patch } = usePatchLeavePolicy(orgId);
  const { mutateAsync: remove } = useDeleteLeavePolicy(orgId);
  const columns = useMemo(() => leavePolicyColumns(), []);
  const phoneColumns = useMemo(() => leavePolicyPhoneColumns(), []);
  const setArchived = useCallback(
    (policy: LeavePolicy, isArchived: boolean) =>
      isArchived ? remove(policy.id) : patch({ id: policy.id, body: { is_archived: false } }),
    [patch, remove],
  );

  return (
    <CataloguePanel
      gridId={LEAVE_POLICIES_GRID_ID}
      list={list}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(policy) => policy.name}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<CalendarOff />}
      setArchived={setArchived}
      renderForm={({ item, open, onOpenChange }) => (
        <LeavePolicyFormDialog
          orgId={orgId}
          policy={item}
          open={open}
          onOpenChange={onOpenChange}
        />
      )}
    />
  );
}
