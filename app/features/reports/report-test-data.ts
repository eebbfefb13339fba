import type { JobCosting } from '../../../contract/job-costing';
import type { PaySchedule, PayPeriodItem } from '../../../contract/pay-schedules';
import type {
  BreakFlag,
  PayReasonView,
  PayrollDay,
  PayrollHours,
  PayrollMember,
  PayrollPay,
  PayrollSummary,
  PaySpanView,
} from '../../../contract/payroll';
import { addDays, type PlainDate } from '../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate, zonedToUnix } from '../../../contract/time/zoned-time';

/**
 * The reports' test data (not a test file): org 7 in Chicago, the week of Monday 23 November
 * 2026, two members' classified days as GET payroll/summary answers them, a bi-weekly pay
 * schedule's periods, and job costing.
 */

export const ZONE = 'America/Chicago';
const HOUR = 3600;
/** Wednesday 25 November 2026, 9:16 PM in Chicago. */
export const NOW = Date.UTC(2026, 10, 26, 3, 16);
export const at = (date: PlainDate, hours: number) =>
  zonedToUnix(date, Math.round(hours * HOUR), ZONE);

export const ANN = { employee_id: 11, display_name: 'Ann Lee' };
export const BO = { employee_id: 12, display_name: 'Bo Diaz' };

const CALIFORNIA_DAILY: PayReasonView = {
  code: 'daily_overtime',
  rule_id: 'california',
  rule_name: 'California',
  threshold_seconds: 8 * HOUR,
  multiplier: 1.5,
  citation: 'Cal. Lab. Code 510(a)',
  text: 'Over 8 h in the workday: overtime at 1.5×',
};
const CALIFORNIA_DOUBLE: PayReasonView = {
  code: 'daily_double_time',
  rule_id: 'california',
  rule_name: 'California',
  threshold_seconds: 12 * HOUR,
  multiplier: 2,
  citation: 'Cal. Lab. Code 510(a)',
  text: 'Over 12 h in the workday: double time at 2×',
};
const REGULAR: PayReasonView = {
  code: 'regular',
  rule_id: 'california',
  rule_name: 'California',
  threshold_seconds: 8 * HOUR,
  multiplier: 1,
  citation: null,
  text: 'Within 8 h in the workday: regular',
};

export const MISSED_MEAL: BreakFlag = {
  time_card_id: 102,
  kind: 'missed',
  break: 'first_meal',
  premium_hours: 1,
  text: 'First meal break missed, 30 min required after 5 h',
};

export function hours(overrides: Partial<PayrollHours> = {}): PayrollHours {
  const regular = overrides.regular_seconds ?? 0;
  const overtime = overrides.overtime_seconds ?? 0;
  const double = overrides.double_time_seconds ?? 0;
  return {
    worked_seconds: regular + overtime + double,
    regular_seconds: regular,
    overtime_seconds: overtime,
    double_time_seconds: double,
    break_seconds: 0,
    paid_break_seconds: 0,
    time_off_seconds: 0,
    paid_time_off_seconds: 0,
    premium_hours: 0,
    ...overrides,
  };
}

export function pay(grossCents: number): PayrollPay {
  return {
    straight_time_cents: grossCents,
    overtime_premium_cents: 0,
    double_time_premium_cents: 0,
    break_premium_cents: 0,
    time_off_cents: 0,
    gross_cents: grossCents,
    regular_rate_cents_per_hour: 2500,
  };
}

type DaySpec = {
  regular?: number;
  overtime?: number;
  doubleTime?: number;
  /** Approved and pending cards that day. */
  approved?: number;
  pending?: number;
  flags?: BreakFlag[];
  /** Where the worked hours start, for the spans (07:00 by default). */
  startsAt?: number;
};

function span(
  cardId: number,
  from: number,
  seconds: number,
  payClass: PaySpanView['pay_class'],
  reason: PayReasonView,
): PaySpanView {
  return {
    time_card_id: cardId,
    start_dt_unix: from,
    end_dt_unix: from + seconds,
    seconds,
    pay_class: payClass,
    reason,
  };
}

function payrollDay(date: PlainDate, spec: DaySpec | undefined, cardId: number): PayrollDay {
  const regular = (spec?.regular ?? 0) * HOUR;
  const overtime = (spec?.overtime ?? 0) * HOUR;
  const double = (spec?.doubleTime ?? 0) * HOUR;
  const start = at(date, spec?.startsAt ?? 7);
  const spans = [
    regular > 0 && span(cardId, start, regular, 'regular', REGULAR),
    overtime > 0 && span(cardId, start + regular, overtime, 'overtime', CALIFORNIA_DAILY),
    double > 0 &&
      span(cardId, start + regular + overtime, double, 'double_time', CALIFORNIA_DOUBLE),
  ].filter((item): item is PaySpanView => item !== false);
  const approved = spec?.approved ?? 0;
  const pending = spec?.pending ?? 0;
  const flags = spec?.flags ?? [];
  return {
    ...hours({
      regular_seconds: regular,
      overtime_seconds: overtime,
      double_time_seconds: double,
      premium_hours: flags.reduce((sum, flag) => sum + flag.premium_hours, 0),
    }),
    date,
    pay: null,
    spans,
    break_flags: flags,
    time_off: [],
    approval: { card_count: approved + pending, approved_count: approved, pending_count: pending },
  };
}

type MemberSpec = {
  who: { employee_id: number; display_name: string };
  days: Record<PlainDate, DaySpec>;
  grossCents?: number | null;
  closed?: { totals: PayrollHours; grossCents: number } | null;
};

function sumHours(days: readonly PayrollHours[]): PayrollHours {
  const total = hours();
  for (const day of days)
    for (const key of Object.keys(total) as (keyof PayrollHours)[]) total[key] += day[key];
  return total;
}

/** The week's members as the tests start with them: Ann with overtime and a missed meal, Bo plain. */
export const WEEK_MEMBERS: MemberSpec[] = [
  {
    who: ANN,
    days: {
      '2026-11-23': { regular: 8, approved: 1 },
      '2026-11-24': { regular: 8, overtime: 2, pending: 1, flags: [MISSED_MEAL] },
      '2026-11-25': { regular: 8, overtime: 4, doubleTime: 1, pending: 1 },
    },
    grossCents: 123_456,
    // When the period was closed, Wednesday's overtime was not on record yet.
    closed: {
      totals: hours({ regular_seconds: 24 * HOUR, overtime_seconds: 2 * HOUR, premium_hours: 1 }),
      grossCents: 110_000,
    },
  },
  {
    who: BO,
    days: { '2026-11-23': { regular: 8, approved: 1 }, '2026-11-24': { regular: 6, approved: 1 } },
    grossCents: null,
  },
];

/** GET payroll/summary over [from, to) in the zone, for the members given. */
export function payrollSummary(
  from: number,
  to: number,
  members: MemberSpec[] = WEEK_MEMBERS,
  options: { showsPay?: boolean; closed?: boolean; period?: PayPeriodItem | null } = {},
): {
  data: PayrollSummary;
  meta: { member_count: number; shows_pay: boolean; include_time_off: boolean };
} {
  const showsPay = options.showsPay ?? true;
  const days: PayrollSummary['days'] = [];
  for (let date = zonedDate(from, ZONE); startOfZonedDay(date, ZONE) < to; date = addDays(date, 1))
    days.push({
      date,
      start_dt_unix: startOfZonedDay(date, ZONE),
      end_dt_unix: startOfZonedDay(addDays(date, 1), ZONE),
    });
  const rows: PayrollMember[] = members.map((member, index) => {
    const memberDays = days.map((day) =>
      payrollDay(day.date, member.days[day.date], 100 + index * 10 + days.indexOf(day)),
    );
    const totals = sumHours(memberDays);
    const approval = {
      card_count: memberDays.reduce((sum, day) => sum + day.approval.card_count, 0),
      approved_count: memberDays.reduce((sum, day) => sum + day.approval.approved_count, 0),
      pending_count: memberDays.reduce((sum, day) => sum + day.approval.pending_count, 0),
    };
    const closed = options.closed ? (member.closed ?? null) : null;
    return {
      employee_id: member.who.employee_id,
      display_name: member.who.display_name,
      pay_type: 'hourly',
      exemption_status: 'non-exempt',
      rule_id: 'california',
      rule_name: 'California',
      totals,
      pay: showsPay && member.grossCents ? pay(member.grossCents) : null,
      days: memberDays,
      approval,
      closed_totals: options.closed ? (closed?.totals ?? totals) : null,
      closed_pay: closed ? pay(closed.grossCents) : null,
      changed_since_close: closed !== null,
    };
  });
  const gross = rows.reduce((sum, row) => sum + (row.pay?.gross_cents ?? 0), 0);
  const period = options.period ?? null;
  return {
    data: {
      timezone: ZONE,
      as_of_unix: NOW / 1000,
      start_dt_unix: from,
      end_dt_unix: to,
      pay_period: period && {
        pay_schedule_id: 2,
        pay_period_id: period.index,
        start_date: period.start_date,
        end_date: period.end_date,
      },
      days,
      members: rows.filter((row) => row.totals.worked_seconds > 0),
      totals: sumHours(rows.map((row) => row.totals)),
      pay: showsPay && gross > 0 ? pay(gross) : null,
      closed_run: options.closed
        ? {
            payroll_run_id: 5,
            closed_at_unix: at('2026-11-20', 17),
            closed_by: { employee_id: 1, display_name: 'Ada Admin' },
          }
        : null,
    },
    meta: { member_count: rows.length, shows_pay: showsPay, include_time_off: false },
  };
}

export const SCHEDULE: PaySchedule = {
  id: 2,
  name: 'Bi-weekly crew payroll',
  frequency: 'biweekly',
  first_period_start_date: '2025-01-06',
  workweek_start_day: 0,
  workweek_start_seconds: 0,
  is_default: true,
  created_at_unix: 1_700_000_000,
  updated_at_unix: 1_700_000_000,
};

/** Bi-weekly periods from 6 January 2025: index 0 is its first. */
export function period(index: number): PayPeriodItem {
  const start = addDays('2025-01-06', index * 14);
  const end = addDays(start, 13);
  return {
    index,
    start_date: start,
    end_date: end,
    start_dt_unix: startOfZonedDay(start, ZONE),
    end_dt_unix: startOfZonedDay(addDays(end, 1), ZONE),
  };
}
/** The period holding 25 November 2026 (23 November – 6 December). */
export const CURRENT_PERIOD = 49;

export function jobCosting(from: number, to: number): { data: JobCosting } {
  const cost = (worked: number, overtime: number, cents: number, premium: number) => ({
    worked_seconds: worked * HOUR,
    regular_seconds: (worked - overtime) * HOUR,
    overtime_seconds: overtime * HOUR,
    double_time_seconds: 0,
    labour_cost_cents: cents,
    premium_cents: premium,
    uncosted_seconds: 0,
  });
  return {
    data: {
      timezone: ZONE,
      start_dt_unix: from,
      end_dt_unix: to,
      projects: [
        {
          ...cost(30, 4, 90_000, 5_000),
          org_project_id: 21,
          name: 'Midtown Lofts',
          budget_hours: 40,
          labour_budget_cents: 100_000,
          budget_hours_used: 0.75,
          labour_budget_used: 0.9,
          cost_codes: [
            { ...cost(20, 4, 60_000, 5_000), job_code_id: 5, code: '03-100', name: 'Concrete' },
            { ...cost(10, 0, 30_000, 0), job_code_id: null, code: null, name: null },
          ],
        },
        {
          ...cost(6, 0, 15_000, 0),
          org_project_id: null,
          name: 'No project',
          budget_hours: null,
          labour_budget_cents: null,
          budget_hours_used: null,
          labour_budget_used: null,
          cost_codes: [],
        },
      ],
      totals: { ...cost(36, 4, 105_000, 5_000), uncosted_seconds: 2 * HOUR },
    },
  };
}
