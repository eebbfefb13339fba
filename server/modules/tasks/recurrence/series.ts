import { isTimeZone } from '../../../../contract/time/zoned-time';
import { DAY_SECONDS, dayNumber } from './calendar-days';
import { dayPatternOf, type DayPattern } from './day-patterns';
import { RECURRENCE_MESSAGES, ruleProblem } from './rule-checks';
import { parseRule, type RecurrenceRule, type RuleUntil } from './rule';
import type { Occurrence, SeriesTiming } from './types';
import { offsetAt, unixOfWall, wallOf } from './zone-offsets';

/** A series read once for the questions asked of it: its rule, days and wall-clock times. */
export type Series = {
  rule: RecurrenceRule;
  timeZone: string;
  first: Occurrence;
  startDay: number;
  startSeconds: number;
  /** Wall-clock seconds from the first start to its due: every occurrence keeps them. */
  wallLength: number;
  days: DayPattern;
  /** Index of the last occurrence by COUNT; Infinity without one. */
  lastIndex: number;
  /** UNTIL as an instant (inclusive); null without one. */
  untilUnix: number | null;
};

/**
 * Rules already read: a page of tasks repeats a few rule strings many times. Parsing is pure, so
 * keeping the answers changes nothing but the time; bounded for a long-running server.
 */
const rules = new Map<string, RecurrenceRule | null>();
const MAX_RULES = 2_000;

function cachedRule(text: string): RecurrenceRule | null {
  if (rules.has(text)) return rules.get(text) ?? null;
  if (rules.size >= MAX_RULES) rules.clear();
  const rule = parseRule(text);
  rules.set(text, rule);
  return rule;
}

function untilInstant(until: RuleUntil, timeZone: string): number {
  if (until.kind === 'utc') return until.unix;
  const day = dayNumber(until.year, until.month, until.day);
  // A day alone ends at its last second, as the editor writes an 'ends on' date.
  return unixOfWall(day, until.kind === 'date' ? DAY_SECONDS - 1 : until.seconds, timeZone);
}

/**
 * Reads a stored series. Throws a RangeError for a rule the server would not have stored
 * (checkRecurrence refuses it); an UNTIL on the start's day and a COUNT above the spec's limit
 * still expand, since a split series can end that way.
 */
export function readSeries(timing: SeriesTiming): Series {
  const { timezone: timeZone } = timing;
  const rule = cachedRule(timing.rrule);
  if (!rule) throw new RangeError(`${RECURRENCE_MESSAGES.unsupported} (${timing.rrule})`);
  if (!isTimeZone(timeZone)) throw new RangeError(`${RECURRENCE_MESSAGES.timeZone} (${timeZone})`);
  const start = wallOf(timing.start_dt_unix, timeZone);
  const due = wallOf(timing.due_dt_unix, timeZone);
  const problem = ruleProblem(rule, start.day, timeZone);
  const expandable =
    !problem ||
    problem.field === 'end_on' ||
    (problem.field === 'occurrences' && rule.count !== null && rule.count >= 1);
  if (!expandable) {
    throw new RangeError(`${problem.field}: ${problem.message} (${timing.rrule})`);
  }
  return {
    rule,
    timeZone,
    first: {
      occurrence_dt_unix: timing.start_dt_unix,
      occurrence_index: 0,
      start_dt_unix: timing.start_dt_unix,
      due_dt_unix: timing.due_dt_unix,
    },
    startDay: start.day,
    startSeconds: start.seconds,
    wallLength: (due.day - start.day) * DAY_SECONDS + due.seconds - start.seconds,
    days: dayPatternOf(rule, start.day),
    lastIndex: rule.count === null ? Infinity : rule.count - 1,
    untilUnix: rule.until ? untilInstant(rule.until, timeZone) : null,
  };
}

/**
 * The occurrence on a day the rule matches (after the start's day): it starts at the first
 * start's wall-clock time on that day and is due the first occurrence's wall-clock length later,
 * counted from the wall clock it starts at (a start a gap moved from 02:30 to 03:30 keeps its
 * length too). Never due before its start.
 */
export function occurrenceOnDay(series: Series, day: number, index: number): Occurrence {
  const { timeZone } = series;
  const start = unixOfWall(day, series.startSeconds, timeZone);
  const dueWall = start + offsetAt(start, timeZone) + series.wallLength;
  const dueDay = Math.floor(dueWall / DAY_SECONDS);
  const due = unixOfWall(dueDay, dueWall - dueDay * DAY_SECONDS, timeZone);
  return {
    occurrence_dt_unix: start,
    occurrence_index: index,
    start_dt_unix: start,
    due_dt_unix: Math.max(start, due),
  };
}

/** Whether an occurrence is inside the series' end (COUNT, UNTIL); the first always is. */
export function isWithinEnd(series: Series, occurrence: Occurrence): boolean {
  if (occurrence.occurrence_index === 0) return true;
  if (occurrence.occurrence_index > series.lastIndex) return false;
  return series.untilUnix === null || occurrence.start_dt_unix <= series.untilUnix;
}

/** The occurrence starting at an instant, with the day the rule gives it, or null. */
export function findOccurrence(
  series: Series,
  occurrenceUnix: number,
): { occurrence: Occurrence; day: number } | null {
  if (occurrenceUnix === series.first.occurrence_dt_unix) {
    return { occurrence: series.first, day: series.startDay };
  }
  const day = wallOf(occurrenceUnix, series.timeZone).day;
  // A start a daylight-saving gap moved forward can land on the next day's wall clock.
  for (const candidate of [day - 1, day]) {
    if (candidate <= series.startDay || series.days.next(candidate) !== candidate) continue;
    const occurrence = occurrenceOnDay(series, candidate, 1 + series.days.rank(candidate));
    if (occurrence.start_dt_unix !== occurrenceUnix) continue;
    return isWithinEnd(series, occurrence) ? { occurrence, day: candidate } : null;
  }
  return null;
}
