import { useMemo } from 'react';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { can } from '../../../contract/access';
import type { PaySchedule } from '../../../contract/pay-schedules';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import type { DataGridRowAction } from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { useToast } from '../../../design-system/toast/toast';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useDeletePaySchedule, usePaySchedules } from '../../api/reference-data';
import { ListBody } from '../../lists/list-body';
import { DataGrid } from '../../../design-system/data-grid/data-grid';
import { usePhoneColumns } from '../../lists/phone-grid';
import { useItemDialog } from '../../lists/use-item-dialog';
import { PayPeriodsPreview } from './pay-periods-preview';
import { payScheduleColumns, paySchedulePhoneColumns } from './pay-schedule-columns';
import { PayScheduleFormDialog } from './pay-schedule-form-dialog';

export const PAY_SCHEDULES_GRID_ID = 'pay-schedules';
/** An organisation has a handful of schedules: one page holds them all. */
const SCHEDULES_LIMIT = 100;

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
  const toast = useToast();
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = canManageProp ?? (actor !== null && can(actor, 'orgSettings.edit'));
  const query = usePaySchedules({ orgId, page: 1, limit: SCHEDULES_LIMIT });
  const schedules = query.data?.data ?? [];
  const deleteSchedule = useDeletePaySchedule(orgId);
  const editing = useItemDialog<PaySchedule>();
  const deleting = useItemDialog<PaySchedule>();
  const { columns, isStacked } = usePhoneColumns(
    useMemo(() => payScheduleColumns(), []),
    useMemo(() => paySchedulePhoneColumns(), []),
  );
  const { openFor: openEditor } = editing;
  const { openFor: openDeleting } = deleting;
  const rowActions = useMemo<DataGridRowAction<PaySchedule>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (item) => openEditor(item) },
      {
        label: 'Delete',
        icon: <Trash2 aria-hidden="true" />,
        tone: 'danger',
        onSelect: (item) => openDeleting(item),
      },
    ],
    [openEditor, openDeleting],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add pay schedule
    </Button>
  ) : null;
  const isEmpty = query.data?.meta.total === 0;

  return (
    <section aria-label="Pay schedules" className="flex min-w-0 flex-col gap-4">
      {!isEmpty && addButton && <div className="flex justify-end">{addButton}</div>}
      <ListBody
        query={query}
        errorTitle="The pay schedules could not be loaded"
        loadingLabel="Loading pay schedules"
        skeleton={{ rows: 2, columns: columns.length }}
        isEmpty={isEmpty}
        empty={
          <EmptyState
            icon={<CalendarClock />}
            title="No pay schedules yet"
            description={
              canManage
                ? 'Add how often your team is paid, so time cards and overtime follow your pay periods.'
                : 'An administrator has not added a pay schedule yet.'
            }
            action={addButton}
          />
        }
      >
        <DataGrid<PaySchedule>
          gridId={PAY_SCHEDULES_GRID_ID}
          label="Pay schedules"
          columns={columns}
          enableColumnPicker={!isStacked}
          rows={schedules}
          getRowId={(schedule) => String(schedule.id)}
          getRowLabel={(schedule) => schedule.name}
          rowActions={canManage ? rowActions : undefined}
        />
      </ListBody>
      {org && schedules.length > 0 && (
        <PayPeriodsPreview orgId={orgId} timeZone={org.timezone} schedules={schedules} />
      )}
      {canManage && (
        <>
          {editing.key > 0 && (
            <PayScheduleFormDialog
              key={editing.key}
              orgId={orgId}
              schedule={editing.item}
              isFirst={schedules.length === 0 && editing.item === null}
              open={editing.open}
              onOpenChange={editing.onOpenChange}
            />
          )}
          <ConfirmDialog
            open={deleting.open}
            onOpenChange={deleting.onOpenChange}
            title={`Delete ${deleting.item?.name ?? 'pay schedule'}?`}
            message="The schedule is removed. This cannot be undone."
            confirmLabel="Delete pay schedule"
            tone="danger"
            onConfirm={async () => {
              if (!deleting.item) return;
              toast.success((await deleteSchedule.mutateAsync(deleting.item.id)).message);
            }}
          />
        </>
      )}
    </section>
  );
}
