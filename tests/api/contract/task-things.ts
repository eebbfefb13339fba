import type { OrgFixture } from '../../../server/db/fixtures';
import type { TestServer } from '../harness';
import { nextUnique } from './schema-values';

/** Calls as the organisation's administrator, answering the created thing's id. */
type Create = (path: string, body: unknown) => Promise<number>;

/** 9:00–11:00 on 3 June 2027 in Los Angeles: a future task, which every edit may change. */
const START = 1_812_038_400;
const TIMEZONE = 'America/Los_Angeles';

/** The list's range the sweeps ask for: the days around the things' tasks. */
export function taskListQuery() {
  return {
    display_start_dt_unix: String(START - 86_400),
    display_end_dt_unix: String(START + 86_400),
  };
}

/** employees.v2's day: the things' tasks' day. */
export function tasksDayQuery() {
  return { has_assigned_tasks_display_dt_unix: String(START) };
}

/** A valid create payload (the generator can not guess a time zone or a due after the start). */
export function taskBody() {
  return {
    title: `Fuzz task ${nextUnique()}`,
    start_dt_unix: START,
    due_dt_unix: START + 2 * 3600,
    timezone: TIMEZONE,
    notify_assignees: false,
  };
}

/** A note the generator can not guess: a note is never empty. */
export const TASK_NOTE_BODY = { description: 'Fuzz note' };

/**
 * The tasks module's things for the contract sweeps (thing-pool.ts): a tag, and a one-off task
 * with one checklist item and one note, made by the administrator and assigned to the things'
 * worker and to the organisation's first worker, who wrote the note: the role sweep's worker
 * reaches the task and may change that note (a worker changes only their own).
 */
export async function taskThings(
  server: TestServer,
  org: OrgFixture,
  create: Create,
  employeeId: number,
) {
  const n = nextUnique();
  const tag_id = await create('/tags', { name: `Fuzz tag ${n}` });
  const author = org.workers[0]!;
  const task_id = await create('/tasks', {
    ...taskBody(),
    assignee_ids: [employeeId, author.employeeId],
    tag_ids: [tag_id],
  });
  const checklist_item_id = await create(`/tasks/${task_id}/checklist`, {
    description: `Fuzz item ${n}`,
  });
  const { access_token } = await server.signIn(author.email);
  const note = await server.call('POST', `/v1/orgs/${org.orgId}/tasks/${task_id}/notes`, {
    token: access_token,
    body: TASK_NOTE_BODY,
  });
  if (note.status !== 200) throw new Error(`Setting up a task note: ${note.status} ${note.text}`);
  return {
    tag_id,
    task_id,
    checklist_item_id,
    note_id: (note.body as { data: { id: number } }).data.id,
  };
}
