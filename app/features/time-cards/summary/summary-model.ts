import type { SummaryMember } from '../../../../contract/time-card-summary';
import {
  addDays,
  daysBetween,
  weekdayOf,
  type PlainDate,
} from '../../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate } from '../../../../contract/time/zoned-time';

/**
 * The managers' summary as data: the range of days it covers in the organisation's time zone,
 * what the server is asked for, and a member's row of the server's answer as day cells. The
 * counting itself happens on the server (GET time_cards/summary). Pure: no clock, no fetching.
 */

/** The first and last day (both shown) of a range. */
export type DayRange = { first: PlainDate; last: PlainDate };

/** The week (Monday to Sunday, as workweeks and the demo's weeks run) holding `today`. */
export function weekOf(today: PlainDate): DayRange {
  const first = addDays(today, -weekdayOf(today));
  return { first, last: addDays(first, 6) };
}

/** The range moved by whole weeks (negative: back), keeping its length. */
export function stepRange(range: DayRange, weeks: number): DayRange {
  return { first: addDays(range.first, 7 * weeks), last: addDays(range.last, 7 * weeks) };
}

/** Today's calendar day in the organisation's zone. */
export function todayIn(timeZone: string, nowUnix: number): PlainDate {
  return zonedDate(nowUnix, timeZone);
}

/** How many days the range shows (its columns while the answer loads). */
export function rangeDayCount({ first, last }: DayRange): number {
  return Math.max(0, daysBetween(first, last) + 1);
}

/**
 * The instants the summary and the list are asked for: from the start of the first day to the
 * start of the day after the last, in the zone. A card belongs to the day of its clock-in, so
 * this range holds exactly the cards the grid counts.
 */
export function rangeQuery({ first, last }: DayRange, timeZone: string) {
  return {
    start_dt_unix: startOfZonedDay(first, timeZone),
    end_dt_unix: startOfZonedDay(addDays(last, 1), timeZone),
  };
}

/** One member's day as the grid shows it: worked time, and marks for the cards begun on it. */
export type DayCell = {
  seconds: number;
  /** A card begun that day has exceptions or break warnings. */
  hasExceptions: boolean;
  /** A card begun that day is still running (clocked in or on a break). */
  isRunning: boolean;
};

/** A member's row of the answer as one cell per day of `dayCount` (the answer's days). */
export function memberDays(member: SummaryMember, dayCount: number): DayCell[] {
  const exceptions = new Set(member.exception_days);
  const running = new Set(member.running_days);
  return Array.from({ length: dayCount }, (_, index) => ({
    seconds: member.day_seconds[index] ?? 0,
    hasExceptions: exceptions.has(index),
    isRunning: running.has(index),
  }));
}
