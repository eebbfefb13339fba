import { addDays, weekdayOf, type PlainDate } from '../../../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../../../contract/time/zoned-time';
import type { Workweek } from './types';

/**
 * The workweek and its seven workdays on the organisation's wall clock. The workweek is a fixed,
 * regularly recurring period of 168 hours (29 CFR 778.105), read as seven local days: across a
 * daylight-saving change it is 167 or 169 real hours and one workday is 23 or 25. Each workday
 * begins at the workweek's start time ("a consecutive 24-hour period beginning at the same time
 * each calendar day", Cal. Lab. Code 500(a)), so workdays nest inside the workweek.
 */

const DAY_SECONDS = 86_400;

/** The spec's week helpers: without a pay schedule the workweek starts Monday 00:00 local. */
export const DEFAULT_WORKWEEK: Workweek = { start_day: 0, start_seconds: 0 };

/** The workweek of the organisation's default pay schedule, or the default one without it. */
export function workweekOfSchedule(
  schedule: { workweek_start_day: number; workweek_start_seconds: number } | null | undefined,
): Workweek {
  if (!schedule) return DEFAULT_WORKWEEK;
  const workweek = {
    start_day: schedule.workweek_start_day,
    start_seconds: schedule.workweek_start_seconds,
  } as Workweek;
  checkWorkweek(workweek);
  return workweek;
}

export type Workday = {
  index: number;
  date: PlainDate;
  start_dt_unix: number;
  end_dt_unix: number;
};

export type WorkweekSpan = {
  start_date: PlainDate;
  start_dt_unix: number;
  end_dt_unix: number;
  days: Workday[];
};

function checkWorkweek(workweek: Workweek): void {
  const { start_day: day, start_seconds: seconds } = workweek;
  if (!Number.isInteger(day) || day < 0 || day > 6)
    throw new RangeError(`Workweek start day must be 0 (Monday) to 6 (Sunday): ${day}`);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds >= DAY_SECONDS)
    throw new RangeError(`Workweek start must be 0 to 86399 seconds after midnight: ${seconds}`);
}

/**
 * Workweeks already computed: the zone lookups cost about a millisecond a week, and a pay-period
 * summary asks for the same week for every member. The answer depends only on the key (a zone's
 * rules do not change while the process runs), so caching keeps the function pure. Frozen, since
 * every caller shares it; bounded, so a long-running server does not grow it forever.
 */
const cache = new Map<string, Readonly<WorkweekSpan>>();
const CACHE_MAX = 1024;

/** The workweek that begins on `startDate` (which must fall on the workweek's start day). */
export function workweekOf(
  startDate: PlainDate,
  workweek: Workweek,
  timeZone: string,
): Readonly<WorkweekSpan> {
  const key = `${timeZone}|${startDate}|${workweek.start_day}|${workweek.start_seconds}`;
  const cached = cache.get(key);
  if (cached) return cached;
  checkWorkweek(workweek);
  if (weekdayOf(startDate) !== workweek.start_day)
    throw new RangeError(`${startDate} is not the first day of the workweek`);
  const bounds = Array.from({ length: 8 }, (_, index) =>
    zonedToUnix(addDays(startDate, index), workweek.start_seconds, timeZone),
  );
  const days = Array.from({ length: 7 }, (_, index) =>
    Object.freeze({
      index,
      date: addDays(startDate, index),
      start_dt_unix: bounds[index]!,
      end_dt_unix: bounds[index + 1]!,
    }),
  );
  const span = Object.freeze({
    start_date: startDate,
    start_dt_unix: bounds[0]!,
    end_dt_unix: bounds[7]!,
    days: Object.freeze(days) as Workday[],
  });
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, span);
  return span;
}

/** The workweek an instant falls in. */
export function workweekAt(
  unix: number,
  workweek: Workweek,
  timeZone: string,
): Readonly<WorkweekSpan> {
  checkWorkweek(workweek);
  const date = zonedDate(unix, timeZone);
  let start = addDays(date, -((weekdayOf(date) - workweek.start_day + 7) % 7));
  // Before the start time on the start day itself: still the week before.
  if (zonedToUnix(start, workweek.start_seconds, timeZone) > unix) start = addDays(start, -7);
  return workweekOf(start, workweek, timeZone);
}
