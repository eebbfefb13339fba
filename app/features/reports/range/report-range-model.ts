import { MONTH_LONG } from '../../../../design-system/format/calendar-names';
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  partsOf,
  plainDate,
  type PlainDate,
} from '../../../../contract/time/plain-date';
import { rangeQuery, weekOf, type DayRange } from '../../time-cards/summary/summary-model';
import { dayLabel } from '../../time-cards/summary/summary-format';

/**
 * The reports' ranges as data (integrations-tasks-plans-widgets.md 9: period types day, week,
 * month, custom, payperiod; date range types Daily, Weekly, Monthly, Custom Range): which days a
 * kind of range covers around a day, a step back or forward, and the words for it. Days are
 * calendar days of the organisation's zone; instants come from rangeQuery, which starts each day
 * at its own local midnight, so a week across a daylight-saving change is 167 or 169 hours.
 * Pure: no clock, no fetching.
 */

export type { DayRange };

/** The spec's period types the reports offer ('all' is no report range). */
export const RANGE_KINDS = ['day', 'week', 'month', 'custom', 'payperiod'] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];
/** The kinds whose days follow from one day (not a pay schedule's periods). */
export type CalendarKind = Exclude<RangeKind, 'payperiod'>;

/** The spec's date range types, and the pay period. */
export const RANGE_KIND_LABELS: Record<RangeKind, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  custom: 'Custom Range',
  payperiod: 'Pay period',
};

export const isRangeKind = (value: string | null): value is RangeKind =>
  (RANGE_KINDS as readonly string[]).includes(value ?? '');

/** The calendar month holding `date`. */
export function monthOf(date: PlainDate): DayRange {
  const { year, month } = partsOf(date);
  return {
    first: plainDate(year, month, 1),
    last: plainDate(year, month, daysInMonth(year, month)),
  };
}

/**
 * The days a kind of range covers around `date`: the day, its week (Monday to Sunday, the spec's
 * week helpers), its month; a custom range is the day alone until the user picks more.
 */
export function rangeAround(kind: CalendarKind, date: PlainDate): DayRange {
  if (kind === 'week') return weekOf(date);
  if (kind === 'month') return monthOf(date);
  return { first: date, last: date };
}

/** How many days the range shows. */
export function dayCount({ first, last }: DayRange): number {
  return daysBetween(first, last) + 1;
}

/**
 * The range one step back (-1) or forward (1): a day, a week, a calendar month, or a custom
 * range's own length.
 */
export function stepRange(kind: CalendarKind, range: DayRange, direction: -1 | 1): DayRange {
  if (kind === 'month') return monthOf(addMonthsClamped(range.first, direction, 1));
  const days = kind === 'day' ? 1 : kind === 'week' ? 7 : dayCount(range);
  return {
    first: addDays(range.first, direction * days),
    last: addDays(range.last, direction * days),
  };
}

/**
 * A range the kind allows, from days read from a link or a picker: a day, week or month is
 * snapped to the one holding its first day; a custom range is kept in order and cut to `maxDays`.
 */
export function normalRange(kind: CalendarKind, range: DayRange, maxDays: number): DayRange {
  if (kind !== 'custom') return rangeAround(kind, range.first);
  const [first, last] =
    range.first <= range.last ? [range.first, range.last] : [range.last, range.first];
  return dayCount({ first, last }) > maxDays
    ? { first, last: addDays(first, maxDays - 1) }
    : { first, last };
}

/** The range in words: 'Mon 23 Nov 2026', 'November 2026', 'Mon 23 Nov – Sun 29 Nov 2026'. */
export function rangeText(kind: RangeKind, range: DayRange): string {
  const { year, month } = partsOf(range.first);
  const lastYear = partsOf(range.last).year;
  if (kind === 'month') return `${MONTH_LONG[month - 1]} ${year}`;
  if (range.first === range.last) return `${dayLabel(range.first)} ${year}`;
  const start = year === lastYear ? dayLabel(range.first) : `${dayLabel(range.first)} ${year}`;
  return `${start} – ${dayLabel(range.last)} ${lastYear}`;
}

/** The instants of the range in the zone: from the first day's start to the next day's. */
export function rangeInstants(range: DayRange, timeZone: string) {
  return rangeQuery(range, timeZone);
}
