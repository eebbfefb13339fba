import { DAY_SECONDS } from './calendar-days';
import { formatRule, iCalUtc } from './rule';
import { findOccurrence, readSeries } from './series';
import type { Occurrence, SeriesTiming } from './types';
import { unixOfWall } from './zone-offsets';

/**
 * An 'all_future' edit at an occurrence: `before` is the old series' rule ending just before it
 * (null when the occurrence is the first: nothing stays before), `after` the rule of the new
 * series that starts at the occurrence. A COUNT is shared out (the first k occurrences before,
 * the rest after); a series without one ends before on the day before the occurrence, written as
 * the editor writes an end date (its last second in the task's zone, in UTC), and keeps its UNTIL
 * after. Both are written in the editor's shape, without DTSTART.
 */
export function splitSeriesAt(
  timing: SeriesTiming,
  occurrence: Occurrence,
): { before: string | null; after: string } {
  const series = readSeries(timing);
  const found = findOccurrence(series, occurrence.occurrence_dt_unix);
  if (!found || found.occurrence.occurrence_index !== occurrence.occurrence_index) {
    throw new RangeError('The occurrence is not one of the series.');
  }
  const { rule, timeZone } = series;
  const index = found.occurrence.occurrence_index;
  if (index === 0) return { before: null, after: formatRule(rule) };
  if (rule.count !== null) {
    return {
      before: formatRule(rule, { count: index }),
      after: formatRule(rule, { count: rule.count - index }),
    };
  }
  const endOfDayBefore = unixOfWall(found.day - 1, DAY_SECONDS - 1, timeZone);
  const until = Math.min(endOfDayBefore, found.occurrence.start_dt_unix - 1);
  return { before: formatRule(rule, { until: iCalUtc(until) }), after: formatRule(rule) };
}
