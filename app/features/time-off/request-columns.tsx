import type { TimeOffRequest } from '../../../contract/time-off';
import { Badge } from '../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { STATUS_LABEL, STATUS_TONE, amountText, datesText } from './time-off-model';

export function StatusBadge({ request }: { request: Pick<TimeOffRequest, 'status'> }) {
  return <Badge tone={STATUS_TONE[request.status]}>{STATUS_LABEL[request.status]}</Badge>;
}

/** The request's note and the decider's, as one line each. */
function notesOf(request: TimeOffRequest): string[] {
  const notes: string[] = [];
  if (request.note) notes.push(request.note);
  if (request.decision_note)
    notes.push(`${request.decided_by?.display_name ?? 'Reply'}: ${request.decision_note}`);
  return notes;
}

const policyName = (request: TimeOffRequest) =>
  request.leave_policy.is_paid
    ? request.leave_policy.name
    : `${request.leave_policy.name} (unpaid)`;

/**
 * The columns of a requests grid: the member (when the grid holds several people's), the
 * dates, the policy, how long, the state and the notes.
 */
export function requestColumns(withMember: boolean): DataGridColumn<TimeOffRequest>[] {
  return [
    ...(withMember
      ? [
          {
            id: 'member',
            header: 'Team member',
            accessor: (request: TimeOffRequest) => request.employee.display_name,
            width: 180,
            enableHiding: false,
          },
        ]
      : []),
    {
      id: 'dates',
      header: 'Dates',
      accessor: datesText,
      width: 250,
      enableHiding: withMember,
    },
    { id: 'policy', header: 'Policy', accessor: policyName, width: 170 },
    { id: 'time', header: 'Time', accessor: amountText, width: 190 },
    {
      id: 'status',
      header: 'Status',
      accessor: (request) => STATUS_LABEL[request.status],
      cell: (request) => <StatusBadge request={request} />,
      width: 110,
    },
    {
      id: 'notes',
      header: 'Notes',
      accessor: (request) => notesOf(request).join(' · '),
      width: 260,
    },
  ];
}

/** The same on a phone: one stacked column, so nothing scrolls sideways. */
export function requestPhoneColumns(withMember: boolean): DataGridColumn<TimeOffRequest>[] {
  return [
    {
      id: 'summary',
      header: 'Request',
      accessor: (request) => `${request.employee.display_name} ${datesText(request)}`,
      cell: (request) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">
              {withMember ? request.employee.display_name : datesText(request)}
            </span>
            <StatusBadge request={request} />
          </span>
          <ul className="m-0 flex list-none flex-col p-0 text-xs text-text-muted">
            {withMember && <li>{datesText(request)}</li>}
            <li>
              {policyName(request)} · {amountText(request)}
            </li>
            {notesOf(request).map((note) => (
              <li key={note} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
