import { z } from 'zod';
import { EXEMPTION_STATUSES, PAY_TYPES } from './compensation';
import { zOrgIdParams } from './orgs';
import { SUMMARY_MAX_DAYS } from './time-card-summary';
import { zIdListQuery, zUnixQuery } from './time-cards';
import { RULE_TEXT } from './validation';

/**
 * GET /orgs/{org_id}/payroll/summary (core.md 7; issue 15): recorded time turned into payable
 * hours. Per member and per day of the range: regular, overtime and double-time seconds as the
 * pay-rules engine (server/modules/pay-rules) classifies them, with the reason of every span, the
 * breaks, meal and rest break premiums, time off, and gross pay for the members whose pay the
 * caller may read (permission 15: administrators and provider staff everyone's, a manager their
 * own workers'). Everyone else gets the hours with `pay: null`.
 *
 * The range is either `start_dt_unix`/`end_dt_unix` or a pay period (`pay_period_id`, the
 * period's index in `pay_schedule_id`, the organisation's default schedule when omitted).
 * Overtime is decided per workweek, so the server classifies every workweek the range touches in
 * full and reports the part inside the range: a range that cuts a workweek still shows the
 * weekly overtime its days earned. A day is a workday as the engine defines it (it begins at the
 * workweek's start time each local day).
 *
 * GET /orgs/{org_id}/payroll/summary.csv answers the same query as text/csv, streamed: a header
 * row (PAYROLL_CSV_COLUMNS) and one row per member per day with time, in member then day order.
 */

/** The longest range one summary reads (a month, like the managers' time card summary). */
export const PAYROLL_MAX_DAYS = SUMMARY_MAX_DAYS;
const PAYROLL_MAX_SECONDS = PAYROLL_MAX_DAYS * 86_400 + 3_600;

export const PAYROLL_TEXT = {
  rangeOrPeriod: 'Please choose a date range or a pay period',
  rangeTooLong: `Please choose at most ${PAYROLL_MAX_DAYS} days`,
  periodNotFound: 'That pay period does not exist',
  scheduleNotFound: 'That pay schedule does not exist',
  noSchedule: 'Add a pay schedule to report by pay period',
  closed: 'The pay period has been closed',
} as const;

export const zPayrollSummaryQuery = z
  .object({
    start_dt_unix: zUnixQuery.optional(),
    end_dt_unix: zUnixQuery.optional(),
    employee_ids: zIdListQuery.optional(),
    employee_group_ids: zIdListQuery.optional(),
    org_project_ids: zIdListQuery.optional(),
    job_code_ids: zIdListQuery.optional(),
    pay_schedule_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** The period's `index` in its schedule (GET pay_schedules/{id}/periods). */
    pay_period_id: z.coerce.number().int().min(-100_000).max(100_000).optional(),
    /** Add approved time off (leave) to the hours and pay: the time-off-management feature. */
    include_time_off: z.stringbool().default(false),
  })
  .superRefine((query, ctx) => {
    const hasRange = query.start_dt_unix !== undefined && query.end_dt_unix !== undefined;
    if (query.pay_period_id !== undefined) return;
    if (!hasRange) {
      ctx.addIssue({
        code: 'custom',
        path: ['start_dt_unix'],
        message: PAYROLL_TEXT.rangeOrPeriod,
      });
      return;
    }
    if (query.start_dt_unix! >= query.end_dt_unix!)
      ctx.addIssue({ code: 'custom', path: ['start_dt_unix'], message: RULE_TEXT.dateRangeOrder });
    else if (query.end_dt_unix! - query.start_dt_unix! > PAYROLL_MAX_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['end_dt_unix'], message: PAYROLL_TEXT.rangeTooLong });
  });
export type PayrollSummaryQuery = z.infer<typeof zPayrollSummaryQuery>;
export const zPayrollSummaryParams = zOrgIdParams;

const zInt = z.number().int();

export const PAY_CLASSES = ['regular', 'overtime', 'double_time'] as const;
export type PayClass = (typeof PAY_CLASSES)[number];

export const PAY_REASON_CODES = [
  'regular',
  'daily_overtime',
  'daily_double_time',
  'weekly_overtime',
  'seventh_day_overtime',
  'seventh_day_double_time',
  'exempt',
  'contractor',
] as const;
export type PayReasonCode = (typeof PAY_REASON_CODES)[number];

/** Why a span is paid as it is: the engine's reason, for "why is this hour overtime?". */
export const zPayReason = z.object({
  code: z.enum(PAY_REASON_CODES),
  /** 'flsa', 'california' or 'overtime_rule:{id}'. */
  rule_id: z.string(),
  rule_name: z.string(),
  /** The threshold crossed (or kept under), in seconds; null when none applies. */
  threshold_seconds: zInt.nullable(),
  multiplier: z.union([z.literal(1), z.literal(1.5), z.literal(2)]),
  /** The statute or regulation; null for an organisation's own rule. */
  citation: z.string().nullable(),
  /** One sentence, e.g. "Over 8 h in the workday: overtime at 1.5×". */
  text: z.string(),
});
export type PayReasonView = z.infer<typeof zPayReason>;

/** A stretch of one card in one workday, all paid one way for one reason. */
export const zPaySpan = z.object({
  time_card_id: zInt,
  start_dt_unix: zInt,
  end_dt_unix: zInt,
  seconds: zInt,
  pay_class: z.enum(PAY_CLASSES),
  reason: zPayReason,
});
export type PaySpanView = z.infer<typeof zPaySpan>;

export const BREAK_FLAG_KINDS = ['missed', 'short', 'late'] as const;
export type BreakFlagKind = (typeof BREAK_FLAG_KINDS)[number];
export const BREAK_FLAG_BREAKS = ['first_meal', 'second_meal', 'rest'] as const;
export type BreakFlagBreak = (typeof BREAK_FLAG_BREAKS)[number];

/**
 * A required break the card's rule group asked for that was missed, too short or taken late;
 * `premium_hours` (0 or 1) is the premium hour at the regular rate it earns where the rule says
 * so (Cal. Lab. Code 226.7: at most one meal and one rest premium per workday).
 */
export const zBreakFlag = z.object({
  time_card_id: zInt,
  kind: z.enum(BREAK_FLAG_KINDS),
  break: z.enum(BREAK_FLAG_BREAKS),
  premium_hours: zInt,
  /** One sentence, e.g. "First meal break 20 min, 30 min required". */
  text: z.string(),
});
export type BreakFlag = z.infer<typeof zBreakFlag>;

/** Approved time off on a day (include_time_off). */
export const zTimeOffEntry = z.object({
  time_off_request_id: zInt,
  leave_policy_id: zInt,
  policy_name: z.string(),
  is_paid: z.boolean(),
  seconds: zInt,
});
export type TimeOffEntry = z.infer<typeof zTimeOffEntry>;

/** Seconds and premium hours of a day, a member or everyone. */
export const zPayrollHours = z.object({
  /** Hours worked: the cards' time less unpaid breaks (paid breaks are hours worked). */
  worked_seconds: zInt,
  regular_seconds: zInt,
  overtime_seconds: zInt,
  double_time_seconds: zInt,
  /** Every break taken, paid or not. */
  break_seconds: zInt,
  paid_break_seconds: zInt,
  /** Approved time off, paid and unpaid (0 unless include_time_off). */
  time_off_seconds: zInt,
  paid_time_off_seconds: zInt,
  /** Meal and rest break premium hours earned. */
  premium_hours: zInt,
});
export type PayrollHours = z.infer<typeof zPayrollHours>;

/** Money, in cents, of a day, a member or everyone the caller may see pay of. */
export const zPayrollPay = z.object({
  /** Every hour at its own rate. */
  straight_time_cents: zInt,
  /** Half the weighted regular rate for each overtime hour (29 CFR 778.115). */
  overtime_premium_cents: zInt,
  /** The regular rate again for each double-time hour. */
  double_time_premium_cents: zInt,
  /** One hour at the regular rate per premium hour. */
  break_premium_cents: zInt,
  /** Paid time off at the member's rate. */
  time_off_cents: zInt,
  gross_cents: zInt,
  /** The week's weighted regular rate (for a member's day or total: the range's, hours-weighted). */
  regular_rate_cents_per_hour: zInt,
});
export type PayrollPay = z.infer<typeof zPayrollPay>;

export const APPROVAL_COUNTS = z.object({
  card_count: zInt,
  approved_count: zInt,
  pending_count: zInt,
});

export const zPayrollDay = zPayrollHours.extend({
  /** The workday's local start date (YYYY-MM-DD). */
  date: z.string(),
  pay: zPayrollPay.nullable(),
  /** The overtime and double-time spans of the day with their reasons (regular time has none). */
  spans: z.array(zPaySpan),
  break_flags: z.array(zBreakFlag),
  time_off: z.array(zTimeOffEntry),
  approval: APPROVAL_COUNTS,
});
export type PayrollDay = z.infer<typeof zPayrollDay>;

/** The summary as it stood when the pay period was closed, when it differs from now. */
export const zPayrollClosedRun = z.object({
  payroll_run_id: zInt,
  closed_at_unix: zInt,
  closed_by: z.object({ employee_id: zInt, display_name: z.string() }).nullable(),
});

export const zPayrollMember = z.object({
  employee_id: zInt,
  display_name: z.string(),
  /** The pay record in effect at the range's end (null: none on record). */
  pay_type: z.enum(PAY_TYPES).nullable(),
  exemption_status: z.enum(EXEMPTION_STATUSES).nullable(),
  /** The overtime rule applied ('flsa', 'california', 'overtime_rule:{id}') and its name. */
  rule_id: z.string(),
  rule_name: z.string(),
  totals: zPayrollHours,
  /** null: the caller may not see this member's pay, or no pay record covers the range. */
  pay: zPayrollPay.nullable(),
  /** One per day of `days`, in order. */
  days: z.array(zPayrollDay),
  approval: APPROVAL_COUNTS,
  /** The member's totals when the period was closed; null when the period is not closed. */
  closed_totals: zPayrollHours.nullable(),
  closed_pay: zPayrollPay.nullable(),
  /** The totals or pay differ from the closed run. */
  changed_since_close: z.boolean(),
});
export type PayrollMember = z.infer<typeof zPayrollMember>;

export const zPayrollSummary = z.object({
  timezone: z.string(),
  /** Running cards count up to this instant. */
  as_of_unix: zInt,
  start_dt_unix: zInt,
  end_dt_unix: zInt,
  /** Set when the range is a pay period. */
  pay_period: z
    .object({
      pay_schedule_id: zInt,
      pay_period_id: zInt,
      start_date: z.string(),
      end_date: z.string(),
    })
    .nullable(),
  days: z.array(z.object({ date: z.string(), start_dt_unix: zInt, end_dt_unix: zInt })),
  members: z.array(zPayrollMember),
  totals: zPayrollHours,
  /** Pay of the members listed whose pay the caller may see; null when none. */
  pay: zPayrollPay.nullable(),
  /** The closed run of this pay period, if it was closed. */
  closed_run: zPayrollClosedRun.nullable(),
});
export type PayrollSummary = z.infer<typeof zPayrollSummary>;

export const zPayrollSummaryResponse = z.object({
  data: zPayrollSummary,
  meta: z.object({
    member_count: zInt,
    /** The caller sees pay of at least one member listed. */
    shows_pay: z.boolean(),
    include_time_off: z.boolean(),
  }),
});
export type PayrollSummaryResponse = z.infer<typeof zPayrollSummaryResponse>;

/** The CSV's columns, in order (hours as decimals with 2 places, money as dollars with 2). */
export const PAYROLL_CSV_COLUMNS = [
  'employee_id',
  'display_name',
  'date',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'break_hours',
  'paid_break_hours',
  'time_off_hours',
  'premium_hours',
  'gross_pay',
  'approved',
] as const;

/** The CSV answers raw text; the description names no JSON body. */
export const zPayrollCsv = z.string();

/**
 * POST /orgs/{org_id}/payroll/runs: close a pay period, keeping its summary as it is now, so a
 * later re-run shows what changed beside it instead of silently rewriting it. Closing a closed
 * period again replaces the kept result (the earlier one stays in the audit log).
 */
export const zPayrollRunCreate = z.object({
  pay_schedule_id: z.number().int().min(1).max(2_147_483_647).optional(),
  pay_period_id: z.number().int().min(-100_000).max(100_000),
});
export type PayrollRunCreate = z.infer<typeof zPayrollRunCreate>;
export const zPayrollRunResponse = z.object({
  data: zPayrollClosedRun.extend({
    pay_schedule_id: zInt,
    pay_period_id: zInt,
    member_count: zInt,
  }),
  message: z.string(),
});
