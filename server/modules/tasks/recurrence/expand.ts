import { DAY_SECONDS } from './calendar-days';
import { findOccurrence, isWithinEnd, occurrenceOnDay, readSeries } from './series';
import type { Occurrence, SeriesTiming } from './types';
import { wallOf } from './zone-offsets';

export const DEFAULT_EXPAND_LIMIT = 1000;

/**
 * Occurrences whose [start, due] overlaps [from_unix, to_unix), in start order, at most `limit`.
 * Jumps to the range: the days before it are counted, not visited.
 */
export function expandOccurrences(
  timing: SeriesTiming,
  range: { from_unix: number; to_unix: number },
  limit: number = DEFAULT_EXPAND_LIMIT,
): Occurrence[] {
  const { from_unix: from, to_unix: to } = range;
  const found: Occurrence[] = [];
  if (limit <= 0 || to <= from) return found;
  const series = readSeries(timing);
  // [start, due] meets [from, to): it starts before the range ends and is due at or after it starts.
  if (series.first.start_dt_unix < to && series.first.due_dt_unix >= from) found.push(series.first);

  // An occurrence due in the range starts at most its length before it; a day more covers a
  // daylight-saving change in between.
  const lengthDays = Math.ceil(Math.max(0, series.wallLength) / DAY_SECONDS);
  const firstDay = wallOf(from, series.timeZone).day - lengthDays - 2;
  let day = series.days.next(firstDay);
  let index = day === null ? 0 : 1 + series.days.rank(day);
  while (day !== null && found.length < limit) {
    const occurrence = occurrenceOnDay(series, day, index);
    if (occurrence.start_dt_unix >= to || !isWithinEnd(series, occurrence)) break;
    if (occurrence.due_dt_unix >= from) found.push(occurrence);
    day = series.days.next(day + 1);
    index += 1;
  }
  return found;
}

/** The occurrence of the series that starts (by the rule) at `occurrenceUnix`, or null. */
export function occurrenceAt(timing: SeriesTiming, occurrenceUnix: number): Occurrence | null {
  return findOccurrence(readSeries(timing), occurrenceUnix)?.occurrence ?? null;
}

/**
 * The last occurrence's due, or null when the rule never ends (no COUNT, no UNTIL), so a list
 * can skip the series that ended before its range.
 */
export function seriesLastDue(timing: SeriesTiming): number | null {
  const series = readSeries(timing);
  const { days, lastIndex, untilUnix } = series;
  if (lastIndex !== Infinity) {
    // COUNT is at most 100 (spec): counting the days one by one is cheap.
    let last = { day: series.startDay, index: 0 };
    while (last.index < lastIndex) {
      const day = days.next(last.day + 1);
      if (day === null) break;
      last = { day, index: last.index + 1 };
    }
    if (last.index === 0) return series.first.due_dt_unix;
    return occurrenceOnDay(series, last.day, last.index).due_dt_unix;
  }
  if (untilUnix === null) return null;
  // The last day the rule matches up to UNTIL's day whose start is not after UNTIL.
  let day = days.prev(wallOf(untilUnix, series.timeZone).day);
  while (day !== null) {
    const occurrence = occurrenceOnDay(series, day, 1 + days.rank(day));
    if (occurrence.start_dt_unix <= untilUnix) return occurrence.due_dt_unix;
    day = days.prev(day - 1);
  }
  return series.first.due_dt_unix;
}
