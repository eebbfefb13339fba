import type {
  BreakFlag,
  PayrollDay,
  PayrollHours,
  PayrollMember,
  PayrollSummary,
  PaySpanView,
} from '../../../../contract/payroll';

/**
 * The time report as data: each member's days as compact cells (classified hours, premium hours,
 * break flags, approval), what a cell's "why" popover explains, the approval badges, the day
 * totals of everyone, and what changed since a pay period was closed. Pure.
 */

export type ApprovalMark = 'approved' | 'pending' | null;

export type DayCell = {
  date: string;
  regular: number;
  overtime: number;
  doubleTime: number;
  premiumHours: number;
  timeOff: number;
  /** The spans that are not regular: what the popover explains. */
  extraSpans: PaySpanView[];
  breakFlags: BreakFlag[];
  approval: ApprovalMark;
  /** The cell has something to explain: overtime, double time or a break flag. */
  hasWhy: boolean;
};

type Counts = PayrollDay['approval'];

/** A day's or member's cards: all approved, some pending, or none. */
export function approvalMark(approval: Counts): ApprovalMark {
  if (approval.card_count === 0) return null;
  return approval.pending_count > 0 ? 'pending' : 'approved';
}

/** A member's approval badge: 'Approved', '2 pending'; none without cards. */
export function approvalBadge(
  approval: Counts,
): { tone: 'success' | 'warning'; text: string } | null {
  const mark = approvalMark(approval);
  if (mark === null) return null;
  return mark === 'approved'
    ? { tone: 'success', text: 'Approved' }
    : { tone: 'warning', text: `${approval.pending_count} pending` };
}

export function dayCell(day: PayrollDay): DayCell {
  const extraSpans = day.spans
    .filter((span) => span.pay_class !== 'regular')
    .sort((a, b) => a.start_dt_unix - b.start_dt_unix);
  return {
    date: day.date,
    regular: day.regular_seconds,
    overtime: day.overtime_seconds,
    doubleTime: day.double_time_seconds,
    premiumHours: day.premium_hours,
    timeOff: day.time_off_seconds,
    extraSpans,
    breakFlags: day.break_flags,
    approval: approvalMark(day.approval),
    hasWhy: extraSpans.length > 0 || day.break_flags.length > 0,
  };
}

/** A member's row: one cell per day of the summary, in its order. */
export function memberCells(member: PayrollMember): DayCell[] {
  return member.days.map(dayCell);
}

const HOUR_FIELDS = [
  'worked_seconds',
  'regular_seconds',
  'overtime_seconds',
  'double_time_seconds',
  'break_seconds',
  'paid_break_seconds',
  'time_off_seconds',
  'paid_time_off_seconds',
  'premium_hours',
] as const satisfies readonly (keyof PayrollHours)[];

const zeroHours = (): PayrollHours =>
  Object.fromEntries(HOUR_FIELDS.map((field) => [field, 0])) as PayrollHours;

/** Everyone's hours per day (the summary's totals cover the whole range only). */
export function dayTotals(summary: PayrollSummary): PayrollHours[] {
  return summary.days.map((_, index) => {
    const total = zeroHours();
    for (const member of summary.members) {
      const day = member.days[index];
      if (!day) continue;
      for (const field of HOUR_FIELDS) total[field] += day[field];
    }
    return total;
  });
}

/** What changed in a member's totals since the pay period was closed, or null. */
export function closedChange(member: PayrollMember): PayrollHours | null {
  return member.changed_since_close ? member.closed_totals : null;
}
