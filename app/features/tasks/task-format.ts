import type { Task } from '../../../contract/tasks';
import type { TaskStatusFilter } from '../../../contract/tasks-text';
import { zonedParts } from '../../../contract/time/zoned-time';
import { formatTime } from '../../../design-system/time-picker/time-options';
import { shortDayLabel } from './task-range';

/**
 * How a task reads on the list, the calendars, the board and the drawer: its status with
 * overdue, its times in its own zone, and its checklist progress. Pure: `now` is given.
 */

/** Overdue is a to-do task whose due time has passed (contract/tasks-text.ts). */
export function statusOf(
  task: Pick<Task, 'status' | 'due_dt_unix'>,
  nowUnix: number,
): TaskStatusFilter {
  if (task.status === 'done') return 'done';
  return task.due_dt_unix < nowUnix ? 'overdue' : 'to_do';
}

export const STATUS_LABELS: Record<TaskStatusFilter, string> = {
  to_do: 'To do',
  done: 'Done',
  overdue: 'Overdue',
};

export const STATUS_TONES = {
  to_do: 'info',
  done: 'success',
  overdue: 'danger',
} as const satisfies Record<TaskStatusFilter, string>;

/** A wall-clock time of the zone: '9:00 AM'. */
export function timeIn(unix: number, timeZone: string): string {
  const minutes = Math.floor(zonedParts(unix, timeZone).secondsOfDay / 60);
  return formatTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** A start as a crowded month day shows it: '9a', '12:30p'. */
export function shortTimeIn(unix: number, timeZone: string): string {
  const minutes = Math.floor(zonedParts(unix, timeZone).secondsOfDay / 60);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'a' : 'p'}`;
}

/** 'Mar 2, 9:00 AM' in the zone. */
export function dayTimeIn(unix: number, timeZone: string): string {
  return `${shortDayLabel(zonedParts(unix, timeZone).date)}, ${timeIn(unix, timeZone)}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant ('MST', 'GMT+10'), as the platform spells it. */
export function zoneAbbreviation(unix: number, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  return (
    format.formatToParts(new Date(unix * 1000)).find((part) => part.type === 'timeZoneName')
      ?.value ?? timeZone
  );
}

/**
 * When a task runs, in its own zone: 'Mar 2, 9:00 AM – 5:00 PM' within a day, 'Mar 2, 9:00 AM
 * – Mar 4, 5:00 PM' across days; the zone's name follows when it is not the calendar's.
 */
export function whenText(
  task: Pick<Task, 'start_dt_unix' | 'due_dt_unix' | 'timezone'>,
  calendarZone: string,
): string {
  const zone = task.timezone;
  const sameDay =
    zonedParts(task.start_dt_unix, zone).date === zonedParts(task.due_dt_unix, zone).date;
  const end = sameDay ? timeIn(task.due_dt_unix, zone) : dayTimeIn(task.due_dt_unix, zone);
  const text = `${dayTimeIn(task.start_dt_unix, zone)} – ${end}`;
  return zone === calendarZone ? text : `${text} ${zoneAbbreviation(task.start_dt_unix, zone)}`;
}

/** 'Due Mar 4, 5:00 PM' in the task's zone. */
export function dueText(task: Pick<Task, 'due_dt_unix' | 'timezone'>): string {
  return `Due ${dayTimeIn(task.due_dt_unix, task.timezone)}`;
}

/** '2/5' for a checklist with items, '' without. */
export function checklistShort({ done, total }: Task['checklist_summary']): string {
  return total === 0 ? '' : `${done}/${total}`;
}

/** '2 of 5 checklist items done', for assistive technology and the board's cards. */
export function checklistLong({ done, total }: Task['checklist_summary']): string {
  if (total === 0) return 'No checklist';
  return `${done} of ${total} checklist ${total === 1 ? 'item' : 'items'} done`;
}

/** Assignees and teams as one line: 'Wes Walker, Framing crew', or 'Unassigned'. */
export function assigneesText(task: Pick<Task, 'assignees' | 'employee_groups'>): string {
  const names = [
    ...task.assignees.map((person) => person.display_name),
    ...task.employee_groups.map((team) => team.name),
  ];
  return names.length === 0 ? 'Unassigned' : names.join(', ');
}
