import {
  MONTH_LONG,
  MONTH_SHORT,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
} from '../../../design-system/format/calendar-names';
import {
  addDays,
  addMonthsClamped,
  daysInMonth,
  partsOf,
  plainDate,
  weekdayOf,
  type PlainDate,
} from '../../../contract/time/plain-date';
import { startOfZonedDay } from '../../../contract/time/zoned-time';

/**
 * The days each view of the tasks page shows around one day, a step back or forward, and the
 * words for them. Days are calendar days of the calendar's zone (the organisation's); the range
 * GET tasks is asked for starts and ends at local midnights, so a week across a daylight-saving
 * change is 167 or 169 hours. Weeks start on Sunday (document 2, section 9). Pure: no clock.
 */

export const TASK_VIEWS = ['list', 'week', 'month', 'board'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_VIEW_LABELS: Record<TaskView, string> = {
  list: 'List',
  week: 'Week',
  month: 'Month',
  board: 'Board',
};

export const isTaskView = (value: string | null): value is TaskView =>
  (TASK_VIEWS as readonly string[]).includes(value ?? '');

/** The week views (the calendar week, the board) step by a week; the list and month by a month. */
export type TaskPeriod = 'week' | 'month';
export const periodOf = (view: TaskView): TaskPeriod =>
  view === 'week' || view === 'board' ? 'week' : 'month';

export type DaySpan = { first: PlainDate; last: PlainDate };

/** The Sunday on or before a day. */
export function weekStartOf(date: PlainDate): PlainDate {
  // weekdayOf: Monday 0 … Sunday 6.
  return addDays(date, -((weekdayOf(date) + 1) % 7));
}

export function monthOf(date: PlainDate): DaySpan {
  const { year, month } = partsOf(date);
  return {
    first: plainDate(year, month, 1),
    last: plainDate(year, month, daysInMonth(year, month)),
  };
}

/** Every day from `first` to `last`, both included. */
export function daysOf({ first, last }: DaySpan): PlainDate[] {
  const days: PlainDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days a view shows: the week (Sunday to Saturday) for the week and the board; whole weeks
 * around the month for the month grid; the month itself for the list.
 */
export function spanOf(view: TaskView, anchor: PlainDate): DaySpan {
  if (periodOf(view) === 'week') {
    const first = weekStartOf(anchor);
    return { first, last: addDays(first, 6) };
  }
  const month = monthOf(anchor);
  if (view === 'list') return month;
  return { first: weekStartOf(month.first), last: addDays(weekStartOf(month.last), 6) };
}

/** The instants GET tasks is asked for: from the first day's midnight to the next day's after the last. */
export function rangeOf(span: DaySpan, timeZone: string) {
  return {
    display_start_dt_unix: startOfZonedDay(span.first, timeZone),
    display_end_dt_unix: startOfZonedDay(addDays(span.last, 1), timeZone),
  };
}

/** The day a step back (-1) or forward (1) shows: a week, or a month (kept to its last day). */
export function stepAnchor(view: TaskView, anchor: PlainDate, direction: 1 | -1): PlainDate {
  return periodOf(view) === 'week'
    ? addDays(anchor, 7 * direction)
    : addMonthsClamped(anchor, direction);
}

/**
 * What a view shows, as its heading reads it: 'March 2026' for a month, 'Mar 1 – 7, 2026' for a
 * week, 'Mar 29 – Apr 4, 2026' across months and 'Dec 27, 2026 – Jan 2, 2027' across years.
 */
export function spanLabel(view: TaskView, anchor: PlainDate): string {
  if (periodOf(view) === 'month') {
    const { year, month } = partsOf(anchor);
    return `${MONTH_LONG[month - 1]} ${year}`;
  }
  const span = spanOf(view, anchor);
  const first = partsOf(span.first);
  const last = partsOf(span.last);
  const start = `${MONTH_SHORT[first.month - 1]} ${first.day}`;
  if (first.year !== last.year) {
    return `${start}, ${first.year} – ${MONTH_SHORT[last.month - 1]} ${last.day}, ${last.year}`;
  }
  const end =
    first.month === last.month ? `${last.day}` : `${MONTH_SHORT[last.month - 1]} ${last.day}`;
  return `${start} – ${end}, ${last.year}`;
}

/** Sunday 0 … Saturday 6, as the calendar's columns run. */
const columnOf = (date: PlainDate) => (weekdayOf(date) + 1) % 7;

/** 'Sun', 'Mon'…: a calendar column's heading. */
export const weekdayShort = (date: PlainDate) => WEEKDAY_SHORT[columnOf(date)]!;

/** The seven column headings of a week starting on Sunday, long and short. */
export const WEEK_COLUMNS = WEEKDAY_LONG.map((long, index) => ({
  long,
  short: WEEKDAY_SHORT[index]!,
}));

/** 'Monday, March 2, 2026': a day as it is named to assistive technology and in the agenda. */
export function longDayLabel(date: PlainDate): string {
  const { year, month, day } = partsOf(date);
  return `${WEEKDAY_LONG[columnOf(date)]}, ${MONTH_LONG[month - 1]} ${day}, ${year}`;
}

/** 'Mar 2': a day where the weekday is shown beside it. */
export function shortDayLabel(date: PlainDate): string {
  const { month, day } = partsOf(date);
  return `${MONTH_SHORT[month - 1]} ${day}`;
}
