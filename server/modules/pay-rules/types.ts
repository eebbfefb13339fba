import type { PayClass, PayReasonCode as ReasonCode } from '../../../contract/payroll';
import type { ExemptionStatus, PayType } from '../../../contract/compensation';
import type { OvertimeRule } from '../../../contract/overtime-rules';
import type { PlainDate, WeekdayCode } from '../../../contract/time/plain-date';

/**
 * The plain data the pay-rules engine reads and answers. Instants are unix seconds, intervals are
 * half-open [start, end), money is integer cents. The API fills these from the database; the
 * engine itself never reads a table, a clock or the environment.
 */

/** A stretch of hours worked: breaks that are not hours worked already left out. */
export type PayInterval = { start_dt_unix: number; end_dt_unix: number };

/** One time card of the member, as hours worked at one rate. */
export type PayCard = {
  id: number;
  /** The card's hours worked, in order, not overlapping (see `workOfCard`). */
  work: readonly PayInterval[];
  /** Straight-time rate of these hours, in whole cents per hour. */
  rate_cents_per_hour: number;
  /** The pay record (compensation) in effect for the card, carried through to the spans. */
  compensation_id?: number | null | undefined;
};

/** Who is paid: the member's pay record in effect for the workweek. */
export type PayMember = {
  pay_type: PayType;
  exemption_status: ExemptionStatus | null;
};

/** A custom rule of the overtime-rule table: thresholds in (quarter) hours, null does not apply. */
export type CustomOvertimeRule = Pick<
  OvertimeRule,
  | 'id'
  | 'name'
  | 'daily_overtime_after_hours'
  | 'daily_double_time_after_hours'
  | 'weekly_overtime_after_hours'
  | 'is_seventh_day_rule'
>;

/** Which overtime law or rule applies. */
export type PayRuleChoice =
  { kind: 'flsa' } | { kind: 'california' } | { kind: 'custom'; rule: CustomOvertimeRule };

/** When the organisation's workweek (and each workday) begins, on its local wall clock. */
export type Workweek = {
  /** 0 Monday … 6 Sunday (the pay schedule's `workweek_start_day`). */
  start_day: WeekdayCode;
  /** Seconds after local midnight (the pay schedule's `workweek_start_seconds`). */
  start_seconds: number;
};

export type PayWeekInput = {
  /** Every card of the member touching the workweek; time outside the workweek is ignored. */
  cards: readonly PayCard[];
  member: PayMember;
  rule: PayRuleChoice;
  /** The organisation's IANA time zone. */
  time_zone: string;
  workweek: Workweek;
  /** The workweek's first local date; its weekday must be `workweek.start_day`. */
  week_start_date: PlainDate;
};

// The classes and reasons are the API's words (contract/payroll.ts): the engine answers in them.
export { PAY_CLASSES, PAY_REASON_CODES as REASON_CODES } from '../../../contract/payroll';
export type { PayClass, ReasonCode };

/** Why a span is paid as it is: enough for a report to answer "why is this hour overtime?". */
export type PayReason = {
  code: ReasonCode;
  /** 'flsa', 'california' or 'overtime_rule:{id}'. */
  rule_id: string;
  rule_name: string;
  /** The threshold crossed (or kept under, for regular time), in seconds; null when none. */
  threshold_seconds: number | null;
  /** 1 straight time, 1.5 overtime, 2 double time. */
  multiplier: 1 | 1.5 | 2;
  /** The statute or regulation, e.g. "Cal. Lab. Code 510(a)"; null for an organisation's own rule. */
  citation: string | null;
  /** One sentence for people. */
  text: string;
};

/** A stretch of one card's hours in one workday, all paid one way for one reason. */
export type ClassifiedSpan = {
  card_id: number;
  compensation_id: number | null;
  start_dt_unix: number;
  end_dt_unix: number;
  seconds: number;
  rate_cents_per_hour: number;
  pay_class: PayClass;
  reason: PayReason;
};

export type PaySeconds = {
  worked_seconds: number;
  regular_seconds: number;
  overtime_seconds: number;
  double_time_seconds: number;
};

export type PayDay = PaySeconds & {
  /** 0 … 6 within the workweek. */
  index: number;
  /** The local date the workday begins on. */
  date: PlainDate;
  start_dt_unix: number;
  /** Exclusive; 23 or 25 hours after the start across a daylight-saving change. */
  end_dt_unix: number;
  /** The seventh consecutive day of work in the workweek, under a rule that has the seventh-day rule. */
  is_seventh_day: boolean;
  spans: ClassifiedSpan[];
};

export type WeekPay = {
  /** Every hour at its own rate, rounded once for the week. */
  straight_time_cents: number;
  /** The weighted regular rate (29 CFR 778.115), rounded for display; premiums use it unrounded. */
  regular_rate_cents_per_hour: number;
  /** 0.5 × regular rate × overtime hours. */
  overtime_premium_cents: number;
  /** 1.0 × regular rate × double-time hours. */
  double_time_premium_cents: number;
  /** straight time + both premiums. */
  gross_cents: number;
  citation: string;
};

export type PayWeekResult = {
  rule_id: string;
  rule_name: string;
  week: { start_date: PlainDate; start_dt_unix: number; end_dt_unix: number };
  days: PayDay[];
  /** Every span of the week, in time order (the days' spans joined). */
  spans: ClassifiedSpan[];
  totals: PaySeconds;
  pay: WeekPay;
};
