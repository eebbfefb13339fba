import {
  addDays,
  addMonthsClamped,
  compareDates,
  daysBetween,
  partsOf,
  type PlainDate,
  type WeekdayCode,
} from '../../../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../../../contract/time/zoned-time';

/**
 * Pay periods of a schedule, pure and deterministic. The cadence runs both ways from the first
 * period, so time recorded before it still falls in a period. Weekly and bi-weekly periods are
 * whole workweeks: they begin on the workweek's first day at its start time. Semi-monthly and
 * monthly periods begin at local midnight on their dates. Every boundary is a wall-clock time of
 * the organisation's zone, so a period across a daylight-saving change is an hour shorter or
 * longer, never shifted.
 */

export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

export type PayScheduleRule = {
  frequency: PayFrequency;
  first_period_start_date: PlainDate;
  /** 0 Monday … 6 Sunday. */
  workweek_start_day: WeekdayCode;
  /** Seconds after local midnight the workweek starts at (0–86399). */
  workweek_start_seconds: number;
};

export type PayPeriod = {
  /** 0 is the first period; earlier ones count down. */
  index: number;
  start_date: PlainDate;
  /** The period's last day (inclusive). */
  end_date: PlainDate;
  start_dt_unix: number;
  /** The instant the next period begins (exclusive end). */
  end_dt_unix: number;
};

/** The n-th period's first day (n may be negative). */
export function periodStartDate(rule: PayScheduleRule, index: number): PlainDate {
  const first = rule.first_period_start_date;
  switch (rule.frequency) {
    case 'weekly':
      return addDays(first, 7 * index);
    case 'biweekly':
      return addDays(first, 14 * index);
    case 'monthly':
      return addMonthsClamped(first, index, partsOf(first).day);
    case 'semimonthly': {
      // Two periods a month, starting on day A and on day A + 15 (kept to the month's length).
      const { day } = partsOf(first);
      const half = index + (day > 15 ? 1 : 0);
      const months = Math.floor(half / 2);
      const early = day > 15 ? day - 15 : day;
      return addMonthsClamped(first, months, half - 2 * months === 0 ? early : early + 15);
    }
  }
}

function startSeconds(rule: PayScheduleRule): number {
  return rule.frequency === 'weekly' || rule.frequency === 'biweekly'
    ? rule.workweek_start_seconds
    : 0;
}

/** The index of the period that contains a date (by days; the start time is applied after). */
function indexAtOrBefore(rule: PayScheduleRule, date: PlainDate): number {
  const first = rule.first_period_start_date;
  let index: number;
  switch (rule.frequency) {
    case 'weekly':
      return Math.floor(daysBetween(first, date) / 7);
    case 'biweekly':
      return Math.floor(daysBetween(first, date) / 14);
    case 'monthly': {
      const [a, b] = [partsOf(first), partsOf(date)];
      index = (b.year - a.year) * 12 + (b.month - a.month);
      break;
    }
    case 'semimonthly': {
      const [a, b] = [partsOf(first), partsOf(date)];
      index = 2 * ((b.year - a.year) * 12 + (b.month - a.month));
      break;
    }
  }
  // A month-based estimate: walk to the last period starting on or before the date.
  while (compareDates(periodStartDate(rule, index + 1), date) <= 0) index += 1;
  while (compareDates(periodStartDate(rule, index), date) > 0) index -= 1;
  return index;
}

function periodAt(rule: PayScheduleRule, index: number, timeZone: string): PayPeriod {
  const start = periodStartDate(rule, index);
  const next = periodStartDate(rule, index + 1);
  const seconds = startSeconds(rule);
  return {
    index,
    start_date: start,
    end_date: addDays(next, -1),
    start_dt_unix: zonedToUnix(start, seconds, timeZone),
    end_dt_unix: zonedToUnix(next, seconds, timeZone),
  };
}

/** Every period with a day in [from, to] (inclusive dates), in order. */
export function payPeriodsBetween(
  rule: PayScheduleRule,
  from: PlainDate,
  to: PlainDate,
  timeZone: string,
): PayPeriod[] {
  const periods: PayPeriod[] = [];
  for (let index = indexAtOrBefore(rule, from); ; index += 1) {
    const period = periodAt(rule, index, timeZone);
    if (compareDates(period.start_date, to) > 0) break;
    periods.push(period);
  }
  return periods;
}

/** The period an instant falls in (the workweek start time decides near a boundary). */
export function payPeriodAt(rule: PayScheduleRule, unix: number, timeZone: string): PayPeriod {
  for (let index = indexAtOrBefore(rule, zonedDate(unix, timeZone)) + 1; ; index -= 1) {
    const period = periodAt(rule, index, timeZone);
    if (period.start_dt_unix <= unix) return period;
  }
}
