import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { PayrollHours, PayrollMember, PayrollSummary } from '../../../../contract/payroll';
import { Badge } from '../../../../design-system/badge/badge';
import type { TimeDisplay } from '../../../../design-system/format/format-hours';
import { cn } from '../../../../design-system/lib/cn';
import { hoursCell, moneyText } from '../shared/report-format';
import { approvalBadge } from '../time-report/time-report-model';
import {
  DEFAULT_CREW_SORT,
  crewColumns,
  nextSort,
  sortMembers,
  type CrewColumn,
  type CrewSort,
} from './crew-reports-model';
import { ScrollRegion } from '../shared/scroll-region';

export type CrewTotalsTableProps = {
  summary: PayrollSummary;
  showsPay: boolean;
  display: TimeDisplay;
  /** The time report of one member, with the same range. */
  timeReportOf: (member: PayrollMember) => string;
};

const STICKY = 'sticky left-0 z-[1] bg-surface shadow-[inset_-1px_0_0_var(--cc-border)]';

function text(column: CrewColumn, value: string | number | null, display: TimeDisplay): string {
  if (value === null) return '—';
  if (column.kind === 'hours') return hoursCell(Number(value), display);
  if (column.kind === 'money') return moneyText(Number(value));
  if (column.kind === 'count') return Number(value) > 0 ? String(value) : '—';
  return String(value);
}

/** The totals row's value of a column, from everyone's totals and pay. */
function totalOf(column: CrewColumn, summary: PayrollSummary): string | number | null {
  const hours: Partial<Record<CrewColumn['id'], keyof PayrollHours>> = {
    regular: 'regular_seconds',
    overtime: 'overtime_seconds',
    double_time: 'double_time_seconds',
    breaks: 'break_seconds',
    time_off: 'time_off_seconds',
    premium: 'premium_hours',
  };
  if (column.id === 'gross') return summary.pay?.gross_cents ?? null;
  const field = hours[column.id];
  return field ? summary.totals[field] : null;
}

/**
 * Each member's totals of the range (regular, overtime, double time, breaks, time off, premium
 * hours, and gross pay where the caller may see pay), sorted by any column: its header is a
 * button, and the column says how it is sorted (aria-sort). A member's name opens their days in
 * the time report.
 */
export function CrewTotalsTable({
  summary,
  showsPay,
  display,
  timeReportOf,
}: CrewTotalsTableProps) {
  const [sort, setSort] = useState<CrewSort>(DEFAULT_CREW_SORT);
  const columns = crewColumns(showsPay);
  const members = sortMembers(summary.members, sort);
  return (
    <ScrollRegion label="Totals by member">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Totals by member. Column headers with buttons sort the table.
        </caption>
        <thead className="bg-surface-sunken text-text-muted">
          <tr>
            {columns.map((column) => {
              const isSorted = sort.column === column.id;
              const Icon = !isSorted
                ? ArrowUpDown
                : sort.direction === 'ascending'
                  ? ArrowUp
                  : ArrowDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={isSorted ? sort.direction : undefined}
                  className={cn(
                    'px-3 py-2 font-medium whitespace-nowrap',
                    column.kind === 'name' ? `${STICKY} bg-surface-sunken text-left` : 'text-right',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => setSort(nextSort(sort, column.id))}
                    className="inline-flex items-center gap-1 rounded-sm hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {column.header}
                    <Icon
                      aria-hidden="true"
                      className={cn('size-3.5', !isSorted && 'opacity-50')}
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const badge = approvalBadge(member.approval);
            return (
              <tr key={member.employee_id} className="border-t border-border">
                {columns.map((column) =>
                  column.kind === 'name' ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`${STICKY} min-w-40 px-3 py-2 text-left font-normal`}
                    >
                      <div className="flex flex-col items-start gap-1">
                        <Link
                          to={timeReportOf(member)}
                          className="font-medium text-primary underline underline-offset-2"
                        >
                          {member.display_name}
                        </Link>
                        {badge && <Badge tone={badge.tone}>{badge.text}</Badge>}
                        {member.changed_since_close && (
                          <Badge tone="info">Changed since closed</Badge>
                        )}
                      </div>
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className="px-3 py-2 text-right whitespace-nowrap tabular-nums"
                    >
                      {text(column, column.value(member), display)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            {columns.map((column) =>
              column.kind === 'name' ? (
                <th key={column.id} scope="row" className={`${STICKY} px-3 py-2 text-left`}>
                  All members
                </th>
              ) : (
                <td key={column.id} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {text(column, totalOf(column, summary), display)}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
