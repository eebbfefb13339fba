import type { Task } from '../../../contract/tasks';
import {
  addDays,
  addMonthsClamped,
  partsOf,
  type PlainDate,
} from '../../../contract/time/plain-date';
import { zonedDate } from '../../../contract/time/zoned-time';
import { weekStartOf, type DaySpan } from './task-range';

/**
 * Where the calendars put tasks and where their keys move: each task on the day it starts in the
 * calendar's zone (or the first day shown, when it started earlier and still runs), in start
 * order; a month day shows a few chips and '+N more'. Pure.
 */

/** Chips a month day shows before '+N more'. */
export const MONTH_CHIPS_MAX = 3;

const byStart = (a: Task, b: Task) =>
  a.start_dt_unix - b.start_dt_unix || a.title.localeCompare(b.title) || a.id - b.id;

/** The tasks of each shown day, by start time. */
export function tasksByDay(
  tasks: readonly Task[],
  span: DaySpan,
  timeZone: string,
): Map<PlainDate, Task[]> {
  const days = new Map<PlainDate, Task[]>();
  for (const task of [...tasks].sort(byStart)) {
    const start = zonedDate(task.start_dt_unix, timeZone);
    const day = start < span.first ? span.first : start;
    if (day > span.last) continue;
    const list = days.get(day);
    if (list) list.push(task);
    else days.set(day, [task]);
  }
  return days;
}

/** The chips a month day shows, and how many more it holds. */
export function monthDayChips(tasks: readonly Task[]): { shown: Task[]; more: number } {
  // Four fit where three and '+1 more' would: the line says no more than a chip would.
  if (tasks.length <= MONTH_CHIPS_MAX + 1) return { shown: [...tasks], more: 0 };
  return { shown: tasks.slice(0, MONTH_CHIPS_MAX), more: tasks.length - MONTH_CHIPS_MAX };
}

/** '+2 more'. */
export const moreText = (more: number) => `+${more} more`;

/**
 * The day a key moves the calendar's focus to, as the date pickers move it (document 2, section
 * 4 "Calendar range pick"): arrows by a day or a week, Home and End to the week's ends, Page Up
 * and Page Down by a month. Null for any other key.
 */
export function dayForKey(key: string, day: PlainDate): PlainDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return weekStartOf(day);
    case 'End':
      return addDays(weekStartOf(day), 6);
    case 'PageUp':
      return addMonthsClamped(day, -1);
    case 'PageDown':
      return addMonthsClamped(day, 1);
    default:
      return null;
  }
}

/**
 * Whether moving the focus to `day` leaves what the view shows: out of the week, or out of the
 * month (the month grid's days of the months around it belong to those months).
 */
export function leavesView(
  period: 'week' | 'month',
  anchor: PlainDate,
  span: DaySpan,
  day: PlainDate,
) {
  if (period === 'week') return day < span.first || day > span.last;
  const a = partsOf(anchor);
  const d = partsOf(day);
  return a.year !== d.year || a.month !== d.month;
}

/** The day that takes the focus first: today when shown (and in the month), else the first day. */
export function initialFocusDay(
  period: 'week' | 'month',
  anchor: PlainDate,
  span: DaySpan,
  today: PlainDate,
): PlainDate {
  if (!leavesView(period, anchor, span, today)) return today;
  if (period === 'week') return span.first;
  const { year, month } = partsOf(anchor);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}
