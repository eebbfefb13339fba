import { addDays, type PlainDate } from '../../../contract/time/plain-date';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { classifyWeek } from './pay-rules';
import type { PayCard, PayMember, PayRuleChoice, PayWeekResult, Workweek } from './types';
import { DEFAULT_WORKWEEK } from './workweek';

/** Golden weeks written as people read a timesheet: day of the week, local start, hours. */

export const LA = 'America/Los_Angeles';
export const HOUR = 3600;
/** A Monday with no daylight-saving change in Los Angeles that week. */
export const MONDAY = '2026-01-05';
export const HOURLY: PayMember = { pay_type: 'hourly', exemption_status: 'non-exempt' };

export type Shift = {
  /** Days after the week's first date. */
  day: number;
  /** Local start, hours after midnight (may be fractional). */
  at?: number;
  hours: number;
  /** Cents per hour; $20 unless told. */
  rate?: number;
};

/** Real elapsed hours from a local wall-clock start, so shifts across a DST change are exact. */
export function card(id: number, shift: Shift, weekStart: PlainDate = MONDAY, zone = LA): PayCard {
  const start = zonedToUnix(
    addDays(weekStart, shift.day),
    Math.round((shift.at ?? 7) * HOUR),
    zone,
  );
  return {
    id,
    work: [{ start_dt_unix: start, end_dt_unix: start + Math.round(shift.hours * HOUR) }],
    rate_cents_per_hour: shift.rate ?? 2000,
  };
}

export function week(
  rule: PayRuleChoice,
  shifts: readonly Shift[],
  options: {
    member?: PayMember;
    weekStart?: PlainDate;
    workweek?: Workweek;
    zone?: string;
  } = {},
): PayWeekResult {
  const weekStart = options.weekStart ?? MONDAY;
  const zone = options.zone ?? LA;
  return classifyWeek({
    cards: shifts.map((shift, index) => card(index + 1, shift, weekStart, zone)),
    member: options.member ?? HOURLY,
    rule,
    time_zone: zone,
    workweek: options.workweek ?? DEFAULT_WORKWEEK,
    week_start_date: weekStart,
  });
}

/** The week's totals in hours: [regular, overtime, double time]. */
export const hours = (result: PayWeekResult) => [
  result.totals.regular_seconds / HOUR,
  result.totals.overtime_seconds / HOUR,
  result.totals.double_time_seconds / HOUR,
];

/** Each day's [regular, overtime, double time] hours, Monday first. */
export const dayHours = (result: PayWeekResult) =>
  result.days.map((day) => [
    day.regular_seconds / HOUR,
    day.overtime_seconds / HOUR,
    day.double_time_seconds / HOUR,
  ]);

/** Seconds of each reason code in the week. */
export function byReason(result: PayWeekResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const span of result.spans)
    out[span.reason.code] = (out[span.reason.code] ?? 0) + span.seconds / HOUR;
  return out;
}

export const days = (count: number, shift: Omit<Shift, 'day'>, from = 0): Shift[] =>
  Array.from({ length: count }, (_, index) => ({ ...shift, day: from + index }));
