import { describe, expect, it } from 'vitest';
import { changeOf, isEmptyChange, type TaskState } from './task-state';

const state: TaskState = {
  title: 'Site walk',
  start_dt_unix: 1000,
  due_dt_unix: 4600,
  timezone: 'America/Los_Angeles',
  org_project_id: 3,
  work_site_id: null,
  notify_assignees: true,
  status: 'to_do',
  rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
  links: { assignee_ids: [5, 7], watcher_ids: [], employee_group_ids: [2], tag_ids: [] },
};

describe('changeOf', () => {
  it('keeps only the fields sent whose value differs', () => {
    const change = changeOf(
      {
        version: 1,
        title: 'Site walk',
        due_dt_unix: 8200,
        assignee_ids: [7, 5, 5],
        tag_ids: [9],
        rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
        status: 'done',
      },
      state,
    );
    expect(change).toEqual({
      values: { due_dt_unix: 8200 },
      links: { tag_ids: [9] },
      status: 'done',
    });
  });

  it('sees a rule removed, and nothing sent as no change', () => {
    expect(changeOf({ version: 1, rrule_string: null }, state).rrule).toBeNull();
    expect(isEmptyChange(changeOf({ version: 1 }, state))).toBe(true);
    expect(isEmptyChange(changeOf({ version: 1, notify_assignees: true }, state))).toBe(true);
  });
});
