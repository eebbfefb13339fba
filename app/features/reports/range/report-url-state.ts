import { isPlainDate, type PlainDate } from '../../../../contract/time/plain-date';
import {
  isRangeKind,
  normalRange,
  rangeAround,
  type DayRange,
  type RangeKind,
} from './report-range-model';

/**
 * A report's choices as its address holds them, so a link (or a reload) shows the same report:
 * `range` (day, week, month, custom, payperiod), `from` and `to` (calendar days), `schedule` and
 * `period` (a pay schedule's id and a period's index), and one parameter per filter: `team`,
 * `project`, `costCode`, `member`, each a list of ids, prefixed `not:` for "is none of"
 * (`team=3,4`, `project=not:12`). Anything unreadable falls back to this week. Pure.
 */

export const FILTER_KEYS = ['team', 'project', 'costCode', 'member'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A filter on ids: keep those named, or all but those. */
export type IdFilter = { rule: 'is_any_of' | 'is_none_of'; ids: number[] };
export type ReportFilters = Partial<Record<FilterKey, IdFilter>>;

export type ReportState = {
  kind: RangeKind;
  /** The days of a calendar kind; for a pay period, the days last shown (kept for switching back). */
  range: DayRange;
  /** The pay schedule of a pay period report; null: the organisation's default. */
  scheduleId: number | null;
  /** The period's index in its schedule; null: the current period. */
  periodIndex: number | null;
  filters: ReportFilters;
};

const NOT = 'not:';
const ID_MAX = 2_147_483_647;

function readIds(text: string): number[] | null {
  const ids = text.split(',').map(Number);
  const valid =
    ids.length > 0 && ids.every((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX);
  return valid ? [...new Set(ids)] : null;
}

function readFilter(text: string | null): IdFilter | null {
  if (!text) return null;
  const isNone = text.startsWith(NOT);
  const ids = readIds(isNone ? text.slice(NOT.length) : text);
  return ids && { rule: isNone ? 'is_none_of' : 'is_any_of', ids };
}

function readInt(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * What a report shows before anyone chooses: this week, or the year so far (job costing, whose
 * budgets are for a project's life: a week's actual would not show against them).
 */
export type ReportOpening = 'week' | 'year-to-date';

/** The choices a report's address holds; `today` (the organisation's) fills in what it lacks. */
export function readReportState(
  params: URLSearchParams,
  today: PlainDate,
  maxDays: number,
  opening: ReportOpening = 'week',
): ReportState {
  const kindText = params.get('range');
  if (kindText === null && opening === 'year-to-date')
    return {
      kind: 'custom',
      range: normalRange(
        'custom',
        { first: `${today.slice(0, 4)}-01-01` as PlainDate, last: today },
        maxDays,
      ),
      scheduleId: null,
      periodIndex: null,
      filters: readFilters(params),
    };
  const kind: RangeKind = isRangeKind(kindText) ? kindText : 'week';
  const from = params.get('from');
  const to = params.get('to');
  const first = from && isPlainDate(from) ? from : today;
  const last = to && isPlainDate(to) ? to : first;
  const calendarKind = kind === 'payperiod' ? 'week' : kind;
  const range =
    from && isPlainDate(from)
      ? normalRange(calendarKind, { first, last }, maxDays)
      : rangeAround(calendarKind, today);
  return {
    kind,
    range,
    scheduleId: readInt(params.get('schedule'), 1, ID_MAX),
    periodIndex: readInt(params.get('period'), -100_000, 100_000),
    filters: readFilters(params),
  };
}

function readFilters(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of FILTER_KEYS) {
    const filter = readFilter(params.get(key));
    if (filter) filters[key] = filter;
  }
  return filters;
}

/** The address query of a report's choices (what readReportState reads back). */
export function reportSearch(state: ReportState): string {
  const params = new URLSearchParams({ range: state.kind });
  if (state.kind === 'payperiod') {
    if (state.scheduleId !== null) params.set('schedule', String(state.scheduleId));
    if (state.periodIndex !== null) params.set('period', String(state.periodIndex));
  } else {
    params.set('from', state.range.first);
    if (state.kind === 'custom') params.set('to', state.range.last);
  }
  for (const key of FILTER_KEYS) {
    const filter = state.filters[key];
    if (!filter || filter.ids.length === 0) continue;
    params.set(key, `${filter.rule === 'is_none_of' ? NOT : ''}${filter.ids.join(',')}`);
  }
  // Commas read better than %2C in an address someone shares.
  return `?${params.toString().replaceAll('%2C', ',').replaceAll('%3A', ':')}`;
}
