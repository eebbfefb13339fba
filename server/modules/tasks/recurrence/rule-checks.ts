import { daysInMonth } from '../../../../contract/time/plain-date';
import { isTimeZone } from '../../../../contract/time/zoned-time';
import { civilDay, dayNumber } from './calendar-days';
import { parseRule, type RecurrenceRule, type RuleUntil } from './rule';
import type { RecurrenceProblem } from './types';
import { wallOf } from './zone-offsets';

/** The spec's recurrence limits (section 9). */
export const DAILY_INTERVAL = { min: 2, max: 365 } as const;
export const WEEKLY_INTERVAL = { min: 1, max: 52 } as const;
export const MONTH_DAY = { min: 1, max: 31 } as const;
export const OCCURRENCES = { min: 1, max: 100 } as const;

/** The spec's recurrence messages (section 5), word for word, and the one for a rule it cannot read. */
export const RECURRENCE_MESSAGES = {
  unsupported: 'This repeat rule is not supported.',
  timeZone: 'This time zone is not supported.',
  dailyInterval: `Must enter a value between ${DAILY_INTERVAL.min}-${DAILY_INTERVAL.max}`,
  weeklyInterval: `Must enter a value between ${WEEKLY_INTERVAL.min}-${WEEKLY_INTERVAL.max}`,
  monthDay: `Must enter a value between ${MONTH_DAY.min}-${MONTH_DAY.max}`,
  weekdays: 'Must select at least one calendar day',
  yearlyDay: 'Must enter a month day that is valid',
  endAfterStart: 'Must be greater than task start date',
  occurrences: `Must be between ${OCCURRENCES.min}-${OCCURRENCES.max}`,
} as const;

const between = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min && value <= max;

/** The calendar day UNTIL ends on in the task's zone (an instant is read in the zone). */
function untilDay(until: RuleUntil, timeZone: string): number {
  return until.kind === 'utc'
    ? wallOf(until.unix, timeZone).day
    : dayNumber(until.year, until.month, until.day);
}

/**
 * The first field of a parsed rule that breaks the spec's rules, in the editor's order: what
 * repeats, then how it ends. `startDay` is the task's start day in its zone.
 */
export function ruleProblem(
  rule: RecurrenceRule,
  startDay: number,
  timeZone: string,
): RecurrenceProblem | null {
  const { freq, interval } = rule;
  // FREQ=DAILY alone, or with weekdays, repeats every day: 'every N days' starts at 2.
  if (freq === 'DAILY' && !rule.weekdays && interval !== 1 && !between(interval, DAILY_INTERVAL)) {
    return { field: 'daily_interval', message: RECURRENCE_MESSAGES.dailyInterval };
  }
  if ((freq === 'DAILY' || freq === 'WEEKLY') && rule.weekdays?.length === 0) {
    return { field: 'weekdays', message: RECURRENCE_MESSAGES.weekdays };
  }
  if (freq === 'WEEKLY' && !between(interval, WEEKLY_INTERVAL)) {
    return { field: 'weekly_interval', message: RECURRENCE_MESSAGES.weeklyInterval };
  }
  if (freq === 'MONTHLY' && rule.monthDay !== null && !between(rule.monthDay, MONTH_DAY)) {
    return { field: 'monthly_interval', message: RECURRENCE_MESSAGES.monthDay };
  }
  if (freq === 'YEARLY') {
    const start = civilDay(startDay);
    const month = rule.month ?? start.month;
    const day = rule.monthDay ?? start.day;
    // 29 February is a day of the year: it repeats in leap years.
    if (
      !between(month, { min: 1, max: 12 }) ||
      !between(day, { min: 1, max: daysInMonth(2024, month) })
    ) {
      return { field: 'yearly_interval', message: RECURRENCE_MESSAGES.yearlyDay };
    }
  }
  // Day against day, as the editor: ending on the start's own day leaves a single occurrence.
  if (rule.until && untilDay(rule.until, timeZone) <= startDay) {
    return { field: 'end_on', message: RECURRENCE_MESSAGES.endAfterStart };
  }
  if (rule.count !== null && !between(rule.count, OCCURRENCES)) {
    return { field: 'occurrences', message: RECURRENCE_MESSAGES.occurrences };
  }
  return null;
}

/** The spec's validation of a task's `rrule_string` against its start and zone; null when valid. */
export function checkRecurrence(
  rrule: string,
  task: { start_dt_unix: number; timezone: string },
): RecurrenceProblem | null {
  const rule = parseRule(rrule);
  if (!rule) return { field: 'rrule_string', message: RECURRENCE_MESSAGES.unsupported };
  if (!isTimeZone(task.timezone)) {
    return { field: 'timezone', message: RECURRENCE_MESSAGES.timeZone };
  }
  return ruleProblem(rule, wallOf(task.start_dt_unix, task.timezone).day, task.timezone);
}
