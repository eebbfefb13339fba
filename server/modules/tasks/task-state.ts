import type { TaskPatch } from '../../../contract/tasks';
import type { TaskStatus } from '../../../contract/tasks-text';
import { fromFlag } from '../../lib/flags';
import type { Addressed, TaskChange, TaskValues } from './task-occurrences';
import type { TaskLinks } from './tasks.repository';

/** An addressed occurrence as a write compares against: what the client saw. */
export type TaskState = {
  title: string;
  start_dt_unix: number;
  due_dt_unix: number;
  timezone: string;
  org_project_id: number | null;
  work_site_id: number | null;
  notify_assignees: boolean;
  status: TaskStatus;
  /** The rule it repeats by (its series'); null for a one-off task. */
  rrule: string | null;
  links: TaskLinks;
};

export function stateOf(addressed: Addressed, links: TaskLinks): TaskState {
  const row = addressed.kind === 'virtual' ? addressed.series : addressed.row;
  const timing =
    addressed.kind === 'virtual'
      ? addressed.occurrence
      : { start_dt_unix: Number(row.start_dt_unix), due_dt_unix: Number(row.due_dt_unix) };
  return {
    title: row.title,
    start_dt_unix: timing.start_dt_unix,
    due_dt_unix: timing.due_dt_unix,
    timezone: row.timezone,
    org_project_id: row.org_project_id,
    work_site_id: row.work_site_id,
    notify_assignees: fromFlag(row.notify_assignees),
    status: row.status as TaskStatus,
    rrule: addressed.kind === 'task' ? null : addressed.series.rrule_string,
    links,
  };
}

const VALUE_FIELDS = [
  'title',
  'start_dt_unix',
  'due_dt_unix',
  'timezone',
  'org_project_id',
  'work_site_id',
  'notify_assignees',
] as const;
const LINK_FIELDS = ['assignee_ids', 'watcher_ids', 'employee_group_ids', 'tag_ids'] as const;

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

/** What a PATCH changes: only the fields sent whose value differs from what the task holds. */
export function changeOf(patch: TaskPatch, state: TaskState): TaskChange {
  const values: TaskValues = {};
  for (const field of VALUE_FIELDS) {
    const value = patch[field];
    if (value !== undefined && value !== state[field]) Object.assign(values, { [field]: value });
  }
  const links: Partial<TaskLinks> = {};
  for (const field of LINK_FIELDS) {
    const ids = patch[field];
    if (ids !== undefined && !sameIds(ids, state.links[field])) links[field] = [...new Set(ids)];
  }
  const change: TaskChange = { values, links };
  if (patch.rrule_string !== undefined && patch.rrule_string !== state.rrule)
    change.rrule = patch.rrule_string;
  if (patch.status !== undefined && patch.status !== state.status) change.status = patch.status;
  return change;
}

export function isEmptyChange(change: TaskChange): boolean {
  return (
    Object.keys(change.values).length === 0 &&
    Object.keys(change.links).length === 0 &&
    change.rrule === undefined &&
    change.status === undefined
  );
}
