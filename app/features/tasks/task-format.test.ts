import { describe, expect, it } from 'vitest';
import {
  assigneesText,
  checklistLong,
  checklistShort,
  dueText,
  shortTimeIn,
  statusOf,
  timeIn,
  whenText,
} from './task-format';
import { DAY, HOUR, MONDAY_9AM, makeTask } from './task-test-data';

describe('task words', () => {
  it('calls a to-do task past its due time overdue', () => {
    const task = makeTask();
    expect(statusOf(task, task.due_dt_unix - 1)).toBe('to_do');
    expect(statusOf(task, task.due_dt_unix + 1)).toBe('overdue');
    expect(statusOf({ ...task, status: 'done' }, task.due_dt_unix + 1)).toBe('done');
  });

  it('reads times in the task’s own zone', () => {
    expect(timeIn(MONDAY_9AM, 'America/Denver')).toBe('9:00 AM');
    expect(timeIn(MONDAY_9AM, 'America/New_York')).toBe('11:00 AM');
    expect(shortTimeIn(MONDAY_9AM, 'America/Denver')).toBe('9a');
    expect(shortTimeIn(MONDAY_9AM + 3.5 * HOUR, 'America/Denver')).toBe('12:30p');
  });

  it('says when a task runs, with the zone when it is not the calendar’s', () => {
    const task = makeTask();
    expect(whenText(task, 'America/Denver')).toBe('Mar 2, 9:00 AM – 5:00 PM');
    expect(whenText({ ...task, due_dt_unix: MONDAY_9AM + 2 * DAY }, 'America/Denver')).toBe(
      'Mar 2, 9:00 AM – Mar 4, 9:00 AM',
    );
    expect(whenText(task, 'America/Los_Angeles')).toBe('Mar 2, 9:00 AM – 5:00 PM MST');
    expect(dueText({ ...task, due_dt_unix: MONDAY_9AM + HOUR })).toBe('Due Mar 2, 10:00 AM');
  });

  it('counts the checklist', () => {
    expect(checklistShort({ done: 0, total: 0 })).toBe('');
    expect(checklistShort({ done: 2, total: 5 })).toBe('2/5');
    expect(checklistLong({ done: 1, total: 1 })).toBe('1 of 1 checklist item done');
    expect(checklistLong({ done: 0, total: 0 })).toBe('No checklist');
  });

  it('names the assignees and teams', () => {
    expect(assigneesText(makeTask({ employee_groups: [{ id: 5, name: 'Framing crew' }] }))).toBe(
      'Wes Walker, Framing crew',
    );
    expect(assigneesText(makeTask({ assignees: [] }))).toBe('Unassigned');
  });
});
