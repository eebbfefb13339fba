import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Ban } from 'lucide-react';
import type { Actor } from '../../../contract/access';
import type { TimeOffRequest } from '../../../contract/time-off';
import { mayCancelTimeOff, type TimeOffStatus } from '../../../contract/time-off-rules';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import type { DataGridRowAction } from '../../../design-system/data-grid/data-grid';
import { Select } from '../../../design-system/select/select';
import { useToast } from '../../../design-system/toast/toast';
import { useCancelTimeOffRequest, useTimeOffRequests } from '../../api/time-off';
import { ListScreen } from '../../lists/list-screen';
import { useGridPaging } from '../../lists/use-paged-list';
import { requestColumns, requestPhoneColumns } from './request-columns';
import { STATUS_LABEL, datesText } from './time-off-model';

const STATUS_FILTERS = ['all', 'pending', 'approved', 'denied', 'cancelled'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

export type RequestsListProps = {
  orgId: number;
  actor: Actor;
  /** The grid's id (its saved settings) and accessible name. */
  gridId: string;
  label: string;
  /** One person's requests (the viewer's own), or everyone's the viewer reaches. */
  employeeId?: number | null;
  /** People the viewer manages (as the pickers say): who they may cancel for. */
  isMyWorker: (employeeId: number) => boolean;
  /** What shows while there are no requests at all. */
  empty: ReactNode;
};

/**
 * A server-paged grid of requests, newest dates first, with a state filter; each pending request
 * the viewer may cancel (their own, their people's) and each approved one they decide has
 * 'Cancel request' in its menu, asked before it happens.
 */
export function RequestsList({
  orgId,
  actor,
  gridId,
  label,
  employeeId,
  isMyWorker,
  empty,
}: RequestsListProps) {
  const toast = useToast();
  const paging = useGridPaging(gridId);
  const [status, setStatus] = useState<StatusFilter>('all');
  const withMember = employeeId === undefined;
  const query = useTimeOffRequests({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    ...(status === 'all' ? {} : { statuses: [status] }),
    ...(employeeId ? { employeeIds: [employeeId] } : {}),
  });
  paging.keepPageInRange(query.data?.meta);
  const cancel = useCancelTimeOffRequest(orgId);
  const [cancelling, setCancelling] = useState<TimeOffRequest | null>(null);

  const mayCancel = useCallback(
    (request: TimeOffRequest) =>
      mayCancelTimeOff(
        actor,
        {
          employeeId: request.employee.employee_id,
          isMyWorker: isMyWorker(request.employee.employee_id),
        },
        request.status,
      ),
    [actor, isMyWorker],
  );
  const rowActions = useMemo<DataGridRowAction<TimeOffRequest>[]>(
    () => [
      {
        label: 'Cancel request',
        icon: <Ban aria-hidden="true" />,
        tone: 'danger',
        isDisabled: (request) => !mayCancel(request),
        onSelect: (request) => setCancelling(request),
      },
    ],
    [mayCancel],
  );
  const columns = useMemo(() => requestColumns(withMember), [withMember]);
  const phoneColumns = useMemo(() => requestPhoneColumns(withMember), [withMember]);
  const rows = query.data?.data ?? [];
  const isFiltered = status !== 'all';

  return (
    <ListScreen<TimeOffRequest>
      label={label}
      query={query}
      errorTitle="The requests could not be loaded"
      loadingLabel="Loading requests"
      skeletonRows={3}
      isEmpty={query.data?.meta.total === 0 && !isFiltered}
      empty={empty}
      actions={
        <Select
          label="Status"
          fieldClassName="w-full sm:w-48"
          value={status}
          onValueChange={(value) => {
            setStatus((value ?? 'all') as StatusFilter);
            paging.setPage(1);
          }}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? 'All' : STATUS_LABEL[value as TimeOffStatus],
          }))}
        />
      }
      paging={paging}
      total={query.data?.meta.total}
      phoneColumns={phoneColumns}
      grid={{
        gridId,
        label,
        columns,
        rows,
        getRowId: (request) => String(request.id),
        getRowLabel: (request) =>
          withMember
            ? `${request.employee.display_name}, ${datesText(request)}`
            : datesText(request),
        rowActions,
        emptyMessage: isFiltered ? 'No requests in this state.' : 'No requests yet.',
      }}
    >
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this request?"
        message={
          cancelling
            ? `${cancelling.employee.display_name}, ${datesText(cancelling)}: the time goes back to the balance.`
            : ''
        }
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={async () => {
          if (!cancelling) return;
          toast.success((await cancel.mutateAsync(cancelling.id)).message);
        }}
      />
    </ListScreen>
  );
}
