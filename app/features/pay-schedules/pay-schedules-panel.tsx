import { useMemo } from 'react';
import { CalendarClock } from 'lucide-react';
import { can } from '../../../contract/access';
import type { PaySchedule } from '../../../contract/pay-schedules';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useDeletePaySchedule, usePaySchedules } from '../../api/reference-data';
import { DeletableListPanel, type DeletableListWords } from '../../lists/deletable-list-panel';
import { PayPeriodsPreview } from './pay-periods-preview';
import { payScheduleColumns, paySchedulePhoneColumns } from './pay-schedule-columns';
import { PayScheduleFormDialog } from './pay-schedule-form-dialog';

export const PAY_SCHEDULES_GRID_ID = 'pay-schedules';
/** An organisation has a handful of schedules: one page holds them all. */
const SCHEDULES_LIMIT = 100;

const WORDS: DeletableListWords<PaySchedule> = {
  label: 'Pay schedules',
  loadingLabel: 'Loading pay schedules',
  loadErrorTitle: 'The pay schedules could not be loaded',
  addLabel: 'Add pay schedule',
  emptyTitle: 'No pay schedules yet',
  emptyDescription: {
    manager: 'Add how often your team is paid, so time cards and overtime follow your pay periods.',
    reader: 'An administrator has not added a pay schedule yet.',
  },
  deleteTitle: (schedule) => `Delete ${schedule?.name ?? 'pay schedule'}?`,
  deleteLabel: 'Delete pay schedule',
  deleteMessage: 'The schedule is removed. This cannot be undone.',
};

export type PaySchedulesPanelProps = {
  orgId: number;
  /**
   * Whether the viewer may add, edit and delete schedules (permission 8). Worked out from the
   * signed-in member when not given.
   */
  canManage?: boolean;
};

/**
 * The organisation's pay schedules, for the settings hub's Company tab: the list (the default
 * first), add, edit and delete for managers, and the next periods of a chosen schedule.
 */
export function PaySchedulesPanel({ orgId, canManage: canManageProp }: PaySchedulesPanelProps) {
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = canManageProp ?? (actor !== null && can(actor, 'orgSettings.edit'));
  const query = usePaySchedules({ orgId, page: 1, limit: SCHEDULES_LIMIT });
  const schedules = query.data?.data ?? [];
  const { mutateAsync: deleteSchedule } = useDeletePaySchedule(orgId);
  const columns = useMemo(() => payScheduleColumns(), []);
  const phoneColumns = useMemo(() => paySchedulePhoneColumns(), []);

  return (
    <DeletableListPanel
      gridId={PAY_SCHEDULES_GRID_ID}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(schedule) => schedule.name}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<CalendarClock />}
      skeletonRows={2}
      deleteItem={(schedule) => deleteSchedule(schedule.id)}
      renderForm={({ item, open, onOpenChange }) => (
        <PayScheduleFormDialog
          orgId={orgId}
          schedule={item}
          isFirst={schedules.length === 0 && item === null}
          open={open}
          onOpenChange={onOpenChange}
        />
      )}
      footer={
        org &&
        schedules.length > 0 && (
          <PayPeriodsPreview orgId={orgId} timeZone={org.timezone} schedules={schedules} />
        )
      }
    />
  );
}
