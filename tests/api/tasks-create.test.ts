import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { TASK_CONFLICT_CODE, TASK_TEXT } from '../../contract/tasks-text';
import { RULE_TEXT } from '../../contract/validation';
import { RECURRENCE_MESSAGES } from '../../server/modules/tasks/recurrence';
import { uploadedAttachment } from './contract/file-attachment-things';
import { HOUR, LA, at, tasksWorld } from './tasks-world';

const { world, call, base, created, read } = tasksWorld();

const start = at('2027-06-07', 9);
const valid = () => ({
  title: 'Pour the slab',
  start_dt_unix: start,
  due_dt_unix: start + 2 * HOUR,
  timezone: LA,
  notify_assignees: false,
});

async function refused(body: Record<string, unknown>, user = world.org.admin) {
  const response = await call(user, 'POST', `${base()}/tasks`, { ...valid(), ...body });
  expect(response.status, response.text).toBe(400);
  return response.body.field_hints as Record<string, string[]>;
}

describe('POST /orgs/{org_id}/tasks: the create payload', () => {
  it('creates a one-off task with its people, team, place, tags, checklist and note', async () => {
    const { org, teamId } = world;
    const project = await call(org.admin, 'POST', `${base()}/org_projects`, {
      name: 'Harbor lofts',
    });
    expect(project.status, project.text).toBe(200);
    const projectId = project.body.data.id as number;
    const site = await call(org.admin, 'POST', `${base()}/org_projects/${projectId}/work_sites`, {
      name: 'North gate',
      latitude: 37.77,
      longitude: -122.42,
      geofence_radius_meters: 100,
    });
    expect(site.status, site.text).toBe(200);
    const tag = await call(org.admin, 'POST', `${base()}/tags`, { name: 'Safety' });
    expect(tag.status, tag.text).toBe(200);
    const task = await created({
      title: '  Pour the slab  ',
      assignee_ids: [org.workers[0]!.employeeId],
      employee_group_ids: [teamId],
      watcher_ids: [org.managers[0]!.employeeId],
      work_site_id: site.body.data.id,
      tag_ids: [tag.body.data.id],
      initial_checklist: [
        { description: 'Check the rebar' },
        { description: 'Order the concrete', status: 'done' },
      ],
      initial_note: { description: 'Gate code 4412' },
    });
    expect(task).toMatchObject({
      series_id: null,
      occurrence_dt_unix: null,
      title: 'Pour the slab',
      status: 'to_do',
      start_dt_unix: start,
      due_dt_unix: start + 2 * HOUR,
      timezone: LA,
      rrule_string: null,
      is_recurring: false,
      assignees: [{ employee_id: org.workers[0]!.employeeId }],
      employee_groups: [{ id: teamId, name: 'Framing crew' }],
      watchers: [{ employee_id: org.managers[0]!.employeeId }],
      // A work site names its project.
      org_project: { id: projectId, name: 'Harbor lofts' },
      work_site: { id: site.body.data.id, name: 'North gate' },
      tags: [{ id: tag.body.data.id, name: 'Safety' }],
      checklist_summary: { done: 1, total: 2 },
      notes_count: 1,
      version: 1,
      created_by: { employee_id: org.admin.employeeId },
      checklist: [
        { description: 'Check the rebar', status: 'to_do' },
        { description: 'Order the concrete', status: 'done' },
      ],
      notes: [
        {
          description: 'Gate code 4412',
          photos: [],
          file_attachments: [],
          created_by: { employee_id: org.admin.employeeId },
        },
      ],
    });
    expect(await read(org.admin, task.id)).toEqual(task);
  });

  it('creates a series whose first occurrence is the start', async () => {
    const task = await created({ rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO' });
    expect(task).toMatchObject({
      series_id: task.id,
      occurrence_dt_unix: start,
      start_dt_unix: start,
      is_recurring: true,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    });
  });

  it('says each field rule in the spec’s words', async () => {
    expect(await refused({ title: '' })).toEqual({ title: [RULE_TEXT.required] });
    expect(await refused({ title: 'x'.repeat(61) })).toEqual({
      title: ['Please enter 60 characters or less.'],
    });
    const sixty = await call(world.org.admin, 'POST', `${base()}/tasks`, {
      ...valid(),
      title: 'x'.repeat(60),
    });
    expect(sixty.status, sixty.text).toBe(200);
    expect(await refused({ due_dt_unix: start })).toEqual({
      due_dt_unix: ['Please enter a due date that is after the start date'],
    });
    expect(await refused({ start_dt_unix: undefined })).toEqual({
      start_dt_unix: [RULE_TEXT.required],
    });
    expect(await refused({ timezone: undefined })).toEqual({ timezone: [RULE_TEXT.required] });
    expect(await refused({ timezone: 'Mars/Olympus' })).toEqual({
      timezone: [MESSAGES.invalidTimezone],
    });
    expect(await refused({ initial_note: { description: '' } })).toEqual({
      'initial_note.description': ['You can not leave both fields empty'],
    });
  });

  it('checks the repeat rule with the spec’s recurrence messages', async () => {
    const rule = async (rrule_string: string) => refused({ rrule_string });
    expect(await rule('RRULE:FREQ=DAILY;INTERVAL=400')).toEqual({
      daily_interval: ['Must enter a value between 2-365'],
    });
    expect(await rule('RRULE:FREQ=WEEKLY;INTERVAL=60;BYDAY=MO')).toEqual({
      weekly_interval: [RECURRENCE_MESSAGES.weeklyInterval],
    });
    expect(await rule('RRULE:FREQ=WEEKLY;BYDAY=')).toEqual({
      weekdays: ['Must select at least one calendar day'],
    });
    expect(await rule('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=101')).toEqual({
      occurrences: ['Must be between 1-100'],
    });
    expect(await rule('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270601T065959Z')).toEqual({
      end_on: ['Must be greater than task start date'],
    });
    expect(await rule('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30')).toEqual({
      yearly_interval: ['Must enter a month day that is valid'],
    });
    expect(await rule('RRULE:FREQ=HOURLY')).toEqual({
      rrule_string: [RECURRENCE_MESSAGES.unsupported],
    });
  });

  it('refuses what another organisation holds: people, teams, tags, places, files', async () => {
    const { other } = world;
    const otherTeam = await world.server.fixtures.team(other.orgId, {
      employeeIds: [other.workers[0]!.employeeId],
    });
    expect(await refused({ assignee_ids: [other.workers[0]!.employeeId] })).toEqual({
      assignee_ids: [TASK_TEXT.unknownMember],
    });
    expect(await refused({ watcher_ids: [other.admin.employeeId] })).toEqual({
      watcher_ids: [TASK_TEXT.unknownMember],
    });
    expect(await refused({ employee_group_ids: [otherTeam] })).toEqual({
      employee_group_ids: [TASK_TEXT.unknownTeam],
    });
    const otherTag = await call(other.admin, 'POST', `${base(other.orgId)}/tags`, {
      name: 'Theirs',
    });
    expect(await refused({ tag_ids: [otherTag.body.data.id] })).toEqual({
      tag_ids: [TASK_TEXT.unknownTag],
    });
    const otherProject = await call(other.admin, 'POST', `${base(other.orgId)}/org_projects`, {
      name: 'Their project',
    });
    expect(await refused({ org_project_id: otherProject.body.data.id })).toEqual({
      org_project_id: [TASK_TEXT.unknownProject],
    });
    const theirFile = await uploadedAttachment(world.server, other.admin, other.orgId);
    expect(
      await refused({ initial_note: { description: 'Plans', file_attachment_ids: [theirFile] } }),
    ).toEqual({ 'initial_note.file_attachment_ids': ['Please remove invalid files.'] });
  });
});

describe('who may create tasks', () => {
  it('refuses an organisation whose plan lacks task management (Starter)', async () => {
    const response = await call(
      world.starter.admin,
      'POST',
      `${base(world.starter.orgId)}/tasks`,
      valid(),
    );
    expect(response.body).toEqual({ status_code: 403, message: MESSAGES.featureNotInPlan });
    const list = await call(
      world.starter.admin,
      'GET',
      `${base(world.starter.orgId)}/tasks?display_start_dt_unix=${start}&display_end_dt_unix=${start + HOUR}`,
    );
    expect(list.body).toEqual({ status_code: 403, message: MESSAGES.featureNotInPlan });
  });

  it('needs the scheduling permission (6): workers and provider recruiters are refused', async () => {
    for (const user of [world.org.workers[0]!, world.recruiter]) {
      const response = await call(user, 'POST', `${base()}/tasks`, valid());
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    }
    // Managers (6 in every variant) and provider admins hold it.
    await created({}, world.org.managers[0]!);
    await created({}, world.staff);
  });

  it('answers another organisation’s task as not found', async () => {
    const theirs = await call(
      world.other.admin,
      'POST',
      `${base(world.other.orgId)}/tasks`,
      valid(),
    );
    expect(theirs.status, theirs.text).toBe(200);
    const response = await call(world.org.admin, 'GET', `${base()}/tasks/${theirs.body.data.id}`);
    expect(response.status).toBe(404);
    const patch = await call(world.org.admin, 'PATCH', `${base()}/tasks/${theirs.body.data.id}`, {
      version: 1,
      title: 'Mine now',
    });
    expect(patch.status).toBe(404);
  });
});

describe('PATCH /orgs/{org_id}/tasks/{task_id}: versions', () => {
  it('answers a stale version with 409000 and the spec’s words', async () => {
    const task = await created();
    const first = await call(world.org.admin, 'PATCH', `${base()}/tasks/${task.id}`, {
      version: task.version,
      title: 'First edit',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.version).toBe(task.version + 1);
    const second = await call(world.org.admin, 'PATCH', `${base()}/tasks/${task.id}`, {
      version: task.version,
      title: 'Second edit',
    });
    expect(second.body).toEqual({
      status_code: 409,
      message: 'A syncing conflict has occurred. Reloading the task...',
      error_code: TASK_CONFLICT_CODE,
    });
    expect((await read(world.org.admin, task.id)).title).toBe('First edit');
  });

  it('lets one of two PATCHes sent at once with the same version through', async () => {
    const task = await created();
    const answers = await Promise.all(
      ['Edit A', 'Edit B'].map((title) =>
        call(world.org.admin, 'PATCH', `${base()}/tasks/${task.id}`, {
          version: task.version,
          title,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error_code).toBe(
      TASK_CONFLICT_CODE,
    );
  });

  it('checks the due date against the start the task keeps', async () => {
    const task = await created();
    const response = await call(world.org.admin, 'PATCH', `${base()}/tasks/${task.id}`, {
      version: task.version,
      due_dt_unix: task.start_dt_unix - HOUR,
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ due_dt_unix: [TASK_TEXT.dueAfterStart] });
  });
});
