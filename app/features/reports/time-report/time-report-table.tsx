import { CircleCheck, Clock3, TriangleAlert } from 'lucide-react';
import type { PayrollHours, PayrollMember, PayrollSummary } from '../../../../contract/payroll';
import { Badge } from '../../../../design-system/badge/badge';
import type { TimeDisplay } from '../../../../design-system/format/format-hours';
import { dayColumnLabel, dayLabel } from '../../time-cards/summary/summary-format';
import { PAY_CLASS_SHORT, hoursCell, moneyText } from '../shared/report-format';
import {
  approvalBadge,
  closedChange,
  dayTotals,
  memberCells,
  type ApprovalMark,
  type DayCell,
} from './time-report-model';
import { WhyPopover } from './why-popover';
import { ScrollRegion } from '../shared/scroll-region';

export type TimeReportTableProps = {
  summary: PayrollSummary;
  /** The caller sees pay of at least one member: the pay column shows. */
  showsPay: boolean;
  display: TimeDisplay;
};

const CELL = 'px-3 py-2 align-top text-right tabular-nums';
// The member column stays in view while the days scroll sideways (a phone, a month).
const STICKY = 'sticky left-0 z-[1] bg-surface shadow-[inset_-1px_0_0_var(--cc-border)]';

/**
 * Hours by member and day, classified as the pay rules count them: regular hours, then overtime
 * (OT) and double time (DT), whose button explains them; premium hours and break flags marked;
 * each day's approval; each member's totals and gross pay (only where the caller may see pay);
 * and a last row of everyone. A member whose totals changed since the pay period was closed says
 * so, with the closed numbers. Wide ranges scroll sideways with the member column held.
 */
export function TimeReportTable({ summary, showsPay, display }: TimeReportTableProps) {
  const totals = dayTotals(summary);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ScrollRegion label="Time report by member and day">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Hours by member and day: regular, overtime (OT) and double time (DT)
          </caption>
          <thead className="bg-surface-sunken text-text-muted">
            <tr>
              <th
                scope="col"
                className={`${STICKY} bg-surface-sunken px-3 py-2 text-left font-medium`}
              >
                Member
              </th>
              {summary.days.map((day) => (
                <th
                  key={day.date}
                  scope="col"
                  className="px-3 py-2 text-right font-medium whitespace-nowrap"
                >
                  <abbr title={dayLabel(day.date)} className="no-underline">
                    {dayColumnLabel(day.date)}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
              {showsPay && (
                <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  Gross pay
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {summary.members.map((member) => (
              <MemberRow
                key={member.employee_id}
                member={member}
                summary={summary}
                showsPay={showsPay}
                display={display}
              />
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-semibold">
              <th scope="row" className={`${STICKY} px-3 py-2 text-left`}>
                All members
              </th>
              {totals.map((total, index) => (
                <td key={summary.days[index]?.date ?? index} className={CELL}>
                  <HoursLines hours={total} display={display} />
                </td>
              ))}
              <td className={CELL}>
                <HoursLines hours={summary.totals} display={display} />
              </td>
              {showsPay && (
                <td className={CELL}>{summary.pay ? moneyText(summary.pay.gross_cents) : '—'}</td>
              )}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-muted">
        <span>
          Hours are regular unless marked {PAY_CLASS_SHORT.overtime} (overtime) or{' '}
          {PAY_CLASS_SHORT.double_time} (double time); press those to see why
        </span>
        <span className="inline-flex items-center gap-1">
          <CircleCheck aria-hidden="true" className="size-3.5 text-success" />
          Approved
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock3 aria-hidden="true" className="size-3.5 text-warning" />
          Waiting for approval
        </span>
        <span className="inline-flex items-center gap-1">
          <TriangleAlert aria-hidden="true" className="size-3.5 text-warning" />
          Break missed, short or late
        </span>
        <span>+P: premium hours</span>
      </p>
    </div>
  );
}

function MemberRow({
  member,
  summary,
  showsPay,
  display,
}: {
  member: PayrollMember;
  summary: PayrollSummary;
  showsPay: boolean;
  display: TimeDisplay;
}) {
  const badge = approvalBadge(member.approval);
  const closed = closedChange(member);
  const cells = memberCells(member);
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${STICKY} min-w-36 px-3 py-2 text-left align-top font-normal`}>
        <div className="flex flex-col items-start gap-1">
          <span className="font-medium text-text">{member.display_name}</span>
          {badge && <Badge tone={badge.tone}>{badge.text}</Badge>}
          {closed && (
            <>
              <Badge tone="info">Changed since closed</Badge>
              <span className="text-xs text-text-muted">
                Closed: <ClosedNumbers hours={closed} display={display} />
                {member.closed_pay && showsPay && ` · ${moneyText(member.closed_pay.gross_cents)}`}
              </span>
            </>
          )}
        </div>
      </th>
      {cells.map((cell) => (
        <td key={cell.date} className={CELL}>
          <DayHours
            cell={cell}
            context={`${member.display_name}, ${dayLabel(cell.date)}`}
            timeZone={summary.timezone}
            display={display}
          />
        </td>
      ))}
      <td className={`${CELL} font-semibold`}>
        <HoursLines hours={member.totals} display={display} />
      </td>
      {showsPay && <td className={CELL}>{member.pay ? moneyText(member.pay.gross_cents) : '—'}</td>}
    </tr>
  );
}

const APPROVAL_WORDS: Record<Exclude<ApprovalMark, null>, string> = {
  approved: 'approved',
  pending: 'waiting for approval',
};

function DayHours({
  cell,
  context,
  timeZone,
  display,
}: {
  cell: DayCell;
  context: string;
  timeZone: string;
  display: TimeDisplay;
}) {
  const worked = cell.regular + cell.overtime + cell.doubleTime;
  if (worked === 0 && cell.approval === null && cell.timeOff === 0) return <span>—</span>;
  return (
    <div className="flex flex-col items-end gap-0.5 whitespace-nowrap">
      <span className="inline-flex items-center gap-1">
        {cell.approval === 'approved' && (
          <CircleCheck aria-hidden="true" className="size-3.5 shrink-0 text-success" />
        )}
        {cell.approval === 'pending' && (
          <Clock3 aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
        )}
        {hoursCell(cell.regular, display)}
        <span className="sr-only">
          {' '}
          regular{cell.approval && `, ${APPROVAL_WORDS[cell.approval]}`}
        </span>
      </span>
      {cell.hasWhy && (
        <WhyPopover cell={cell} context={context} timeZone={timeZone} display={display} />
      )}
      {/* Premium hours come of break flags, shown on the flags' line; any others here. */}
      {cell.premiumHours > 0 && cell.breakFlags.length === 0 && (
        <span className="text-xs text-warning">
          +{cell.premiumHours}P<span className="sr-only"> premium hours</span>
        </span>
      )}
      {cell.timeOff > 0 && (
        <span className="text-xs text-text-muted">Time off {hoursCell(cell.timeOff, display)}</span>
      )}
    </div>
  );
}

/** Totals as lines: regular, then overtime, double time and premium hours when there are any. */
function HoursLines({ hours, display }: { hours: PayrollHours; display: TimeDisplay }) {
  return (
    <div className="flex flex-col items-end gap-0.5 whitespace-nowrap">
      <span>
        {hoursCell(hours.regular_seconds, display)}
        <span className="sr-only"> regular</span>
      </span>
      {hours.overtime_seconds > 0 && (
        <span>
          {PAY_CLASS_SHORT.overtime} {hoursCell(hours.overtime_seconds, display)}
        </span>
      )}
      {hours.double_time_seconds > 0 && (
        <span>
          {PAY_CLASS_SHORT.double_time} {hoursCell(hours.double_time_seconds, display)}
        </span>
      )}
      {hours.premium_hours > 0 && (
        <span className="text-xs text-warning">
          +{hours.premium_hours}P<span className="sr-only"> premium hours</span>
        </span>
      )}
    </div>
  );
}

function ClosedNumbers({ hours, display }: { hours: PayrollHours; display: TimeDisplay }) {
  const parts = [
    `${hoursCell(hours.regular_seconds, display)} regular`,
    hours.overtime_seconds > 0 && `${hoursCell(hours.overtime_seconds, display)} OT`,
    hours.double_time_seconds > 0 && `${hoursCell(hours.double_time_seconds, display)} DT`,
  ].filter(Boolean);
  return <>{parts.join(', ')}</>;
}
