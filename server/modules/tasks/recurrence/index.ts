/**
 * Repeating tasks on the server: a task's rule expanded in its time zone, validated with the
 * spec's messages, and split for an 'all_future' edit. Pure: no database, clock or HTTP.
 */
export type { Occurrence, RecurrenceProblem, SeriesTiming } from './types';
export { expandOccurrences, occurrenceAt, seriesLastDue } from './expand';
export { checkRecurrence, RECURRENCE_MESSAGES } from './rule-checks';
export { splitSeriesAt } from './split-series';
