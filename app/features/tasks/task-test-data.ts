import type { Task, TaskDetail } from '../../../contract/tasks';

/**
 * Tasks for the feature's tests and the screen stories: Acme Builders' week of 1 March 2026 in
 * Denver (UTC-7), each task a complete answer of GET tasks.
 */

/** Monday 2 March 2026, 9:00 AM in Denver. */
export const MONDAY_9AM = Date.UTC(2026, 2, 2, 16) / 1000;
export const HOUR = 3600;
export const DAY = 86_400;

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    series_id: null,
    occurrence_dt_unix: null,
    title: 'Pour footings',
    status: 'to_do',
    start_dt_unix: MONDAY_9AM,
    due_dt_unix: MONDAY_9AM + 8 * HOUR,
    timezone: 'America/Denver',
    rrule_string: null,
    is_recurring: false,
    assignees: [{ employee_id: 50, display_name: 'Wes Walker' }],
    employee_groups: [],
    watchers: [],
    org_project: { id: 11, name: 'Riverside Medical Center' },
    work_site: null,
    tags: [],
    checklist_summary: { done: 0, total: 0 },
    notes_count: 0,
    version: 1,
    notify_assignees: true,
    created_by: { employee_id: 703, display_name: 'Ada Admin' },
    created_at_unix: MONDAY_9AM - 7 * DAY,
    updated_at_unix: MONDAY_9AM - 7 * DAY,
    ...overrides,
  };
}

export function makeTaskDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return { ...makeTask(), checklist: [], notes: [], ...overrides };
}
