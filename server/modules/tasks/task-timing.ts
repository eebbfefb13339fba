import { occurrenceAt, seriesLastDue, type Occurrence, type SeriesTiming } from './recurrence';
import type { TaskRow } from './tasks.repository';

/** The timing of a series row, as the recurrence module reads it. */
export function timingOf(
  series: Pick<TaskRow, 'rrule_string' | 'timezone' | 'start_dt_unix' | 'due_dt_unix'>,
): SeriesTiming {
  return {
    rrule: series.rrule_string ?? '',
    timezone: series.timezone,
    start_dt_unix: Number(series.start_dt_unix),
    due_dt_unix: Number(series.due_dt_unix),
  };
}

/** What a range query reads of a row: the last occurrence's due of a series (null: no end), else its due. */
export function lastDueOf(timing: {
  rrule: string | null;
  timezone: string;
  start_dt_unix: number;
  due_dt_unix: number;
}): number | null {
  if (timing.rrule === null) return timing.due_dt_unix;
  return seriesLastDue({ ...timing, rrule: timing.rrule });
}

/** The first occurrence of a series (DTSTART is always one, as RFC 5545 counts it). */
export function firstOccurrence(timing: SeriesTiming): Occurrence {
  return (
    occurrenceAt(timing, timing.start_dt_unix) ?? {
      occurrence_dt_unix: timing.start_dt_unix,
      occurrence_index: 0,
      start_dt_unix: timing.start_dt_unix,
      due_dt_unix: timing.due_dt_unix,
    }
  );
}

const COUNT_PART = /(^|[;:])COUNT=(\d+)/i;

/** The COUNT of a rule (its 'after N occurrences' end), or null without one. */
export function countOf(rule: string | null): number | null {
  const match = rule === null ? null : COUNT_PART.exec(rule);
  return match ? Number(match[2]) : null;
}

/**
 * A rule whose COUNT is reduced by the occurrences a split leaves before it, so the old and the
 * new series together keep the number of occurrences the rule names.
 */
export function withCountAfter(rule: string, occurrencesBefore: number): string {
  const count = countOf(rule);
  if (count === null || occurrencesBefore === 0) return rule;
  return rule.replace(COUNT_PART, `$1COUNT=${Math.max(1, count - occurrencesBefore)}`);
}
