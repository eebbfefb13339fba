import { useMemo } from 'react';
import { TimerReset, TriangleAlert } from 'lucide-react';
import type { SummaryMember, TimeCardSummary } from '../../../../contract/time-card-summary';
import { DataGrid, type DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import { memberDays, type DayCell } from './summary-model';
import { dayColumnLabel, hoursText } from './summary-format';

/** A row of the hours grid: a member with their day cells, or the totals of every member. */
type HoursRow =
  | { kind: 'member'; member: SummaryMember; days: DayCell[] }
  | { kind: 'total'; summary: TimeCardSummary };

const TOTAL_ROW_ID = 'total';
const TOTAL_LABEL = 'All members';

export type HoursGridProps = {
  /** The server's answer for the range and filters. */
  summary: TimeCardSummary;
  /** The member whose cards are shown below, if one is. */
  chosenMemberId: number | null;
  /** A member's name was pressed: show their cards. */
  onChooseMember: (member: SummaryMember) => void;
  isLoading: boolean;
};

/**
 * Worked hours, one row per member and a column per day, each member's total, and a last row of
 * every day's total. A day with a card that has exceptions, or is still running, carries a mark
 * (named for screen readers; the legend under the grid names it for everyone). Wide ranges scroll
 * sideways inside the grid, on a phone too.
 */
export function HoursGrid({ summary, chosenMemberId, onChooseMember, isLoading }: HoursGridProps) {
  const columns = useMemo(
    () => hoursColumns(summary, chosenMemberId, onChooseMember),
    [summary, chosenMemberId, onChooseMember],
  );
  const rows = useMemo<HoursRow[]>(
    () =>
      summary.members.length === 0
        ? []
        : [
            ...summary.members.map((member) => ({
              kind: 'member' as const,
              member,
              days: memberDays(member, summary.days.length),
            })),
            { kind: 'total' as const, summary },
          ],
    [summary],
  );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <DataGrid<HoursRow>
        gridId="time-card-hours"
        label="Hours by member and day"
        title="Hours by member"
        description="Worked time per day. Choose a member to see their time cards."
        columns={columns}
        rows={rows}
        getRowId={(row) => (row.kind === 'member' ? String(row.member.employee_id) : TOTAL_ROW_ID)}
        getRowLabel={(row) => (row.kind === 'member' ? row.member.display_name : TOTAL_LABEL)}
        // Day columns follow the range: nothing to pick among.
        enableColumnPicker={false}
        isLoading={isLoading}
        emptyMessage="No time cards in these dates."
      />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-muted">
        <span className="inline-flex items-center gap-1">
          <TriangleAlert aria-hidden="true" className="size-3.5 text-warning" />A card that day has
          exceptions
        </span>
        <span className="inline-flex items-center gap-1">
          <TimerReset aria-hidden="true" className="size-3.5 text-info" />A card that day is still
          running
        </span>
      </p>
    </div>
  );
}

function DayHours({ cell }: { cell: DayCell }) {
  return (
    <span className="inline-flex items-center justify-end gap-1">
      {cell.hasExceptions && (
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
      )}
      {cell.isRunning && <TimerReset aria-hidden="true" className="size-3.5 shrink-0 text-info" />}
      <span>{hoursText(cell.seconds)}</span>
      {(cell.hasExceptions || cell.isRunning) && (
        <span className="sr-only">
          {[cell.hasExceptions && 'has exceptions', cell.isRunning && 'running']
            .filter(Boolean)
            .map((word) => `, ${word}`)
            .join('')}
        </span>
      )}
    </span>
  );
}

function hoursColumns(
  summary: TimeCardSummary,
  chosenMemberId: number | null,
  onChooseMember: (member: SummaryMember) => void,
): DataGridColumn<HoursRow>[] {
  return [
    {
      id: 'member',
      header: 'Member',
      accessor: (row) => (row.kind === 'member' ? row.member.display_name : TOTAL_LABEL),
      cell: (row) =>
        row.kind === 'member' ? (
          <button
            type="button"
            aria-pressed={row.member.employee_id === chosenMemberId}
            className="max-w-full truncate font-medium text-primary underline underline-offset-2 aria-pressed:no-underline"
            onClick={() => onChooseMember(row.member)}
          >
            {row.member.display_name}
          </button>
        ) : (
          <span className="font-semibold">{TOTAL_LABEL}</span>
        ),
      width: 160,
      minWidth: 120,
      enableHiding: false,
    },
    ...summary.days.map((day, index): DataGridColumn<HoursRow> => ({
      id: `day-${day.date}`,
      header: dayColumnLabel(day.date),
      accessor: (row) =>
        hoursText(
          row.kind === 'member'
            ? (row.days[index]?.seconds ?? 0)
            : (row.summary.day_totals[index] ?? 0),
        ),
      cell: (row) => {
        if (row.kind === 'total')
          return (
            <span className="font-semibold">{hoursText(row.summary.day_totals[index] ?? 0)}</span>
          );
        const cell = row.days[index];
        return cell ? <DayHours cell={cell} /> : null;
      },
      // A week of days and the total fit a desktop page without scrolling sideways.
      width: 88,
      minWidth: 80,
      align: 'end',
    })),
    {
      id: 'total',
      header: 'Total',
      accessor: (row) =>
        hoursText(row.kind === 'member' ? row.member.total_seconds : row.summary.total_seconds),
      cell: (row) => (
        <span className="font-semibold">
          {hoursText(row.kind === 'member' ? row.member.total_seconds : row.summary.total_seconds)}
        </span>
      ),
      width: 88,
      minWidth: 72,
      align: 'end',
      enableHiding: false,
    },
  ];
}
