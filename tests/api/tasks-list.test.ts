import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { zEmployeesWithTasksResponse, zTaskListResponse } from '../../contract/tasks';
import { TASK_TEXT } from '../../contract/tasks-text';
import { nowUnix } from '../../server/lib/time';
import { DAY, HOUR, at, tasksWorld } from './tasks-world';

const { world, call, base, created, listed, read, pathOf, patched } = tasksWorld();

const listPath = (query: string) => `${base()}/tasks?${query}`;

describe('GET /orgs/{org_id}/tasks: the range and the page', () => {
  it('needs a range of at most a year, in order', async () => {
    const missing = await call(world.org.admin, 'GET', listPath(''));
    expect(missing.status).toBe(400);
    expect(missing.body.field_hints).toEqual({
      display_start_dt_unix: [TASK_TEXT.rangeRequired],
      display_end_dt_unix: [TASK_TEXT.rangeRequired],
    });
    const start = at('2028-01-01', 0);
    const backwards = await call(
      world.org.admin,
      'GET',
      listPath(`display_start_dt_unix=${start}&display_end_dt_unix=${start - DAY}`),
    );
    expect(backwards.body.field_hints).toEqual({ display_end_dt_unix: [TASK_TEXT.rangeOrder] });
    const long = await call(
      world.org.admin,
      'GET',
      listPath(`display_start_dt_unix=${start}&display_end_dt_unix=${start + 400 * DAY}`),
    );
    expect(long.body.field_hints).toEqual({ display_end_dt_unix: [TASK_TEXT.rangeTooLong] });
  });

  it('answers 100 rows a page at most, the rest on the next pages', async () => {
    const start = at('2029-02-01', 6);
    const series = await created({
      start_dt_unix: start,
      due_dt_unix: start + HOUR,
      rrule_string: 'RRULE:FREQ=DAILY;COUNT=100',
    });
    const oneOff = await created({ start_dt_unix: start + 30 * 60, due_dt_unix: start + HOUR });
    const range = `display_start_dt_unix=${start}&display_end_dt_unix=${start + 120 * DAY}`;
    const first = zTaskListResponse.parse(
      (await call(world.org.admin, 'GET', listPath(range))).body,
    );
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: 2,
      total: 101,
      per_page: 100,
      to: 100,
    });
    expect(first.data[0]).toMatchObject({ id: series.id, start_dt_unix: start });
    expect(first.data[1]).toMatchObject({ id: oneOff.id });
    const second = zTaskListResponse.parse(
      (await call(world.org.admin, 'GET', listPath(`${range}&page=2`))).body,
    );
    expect(second.data).toHaveLength(1);
    expect(second.meta.to).toBe(101);
    const tooMany = await call(world.org.admin, 'GET', listPath(`${range}&limit=101`));
    expect(tooMany.status).toBe(400);
  });
});

describe('GET /orgs/{org_id}/tasks: filters', () => {
  it('filters by assignee (directly or through a team), team, project, tag, search and status', async () => {
    const { org, teamId } = world;
    const day = at('2028-03-06', 0);
    const tag = (await call(org.admin, 'POST', `${base()}/tags`, { name: 'Inspection' })).body.data;
    const project = (
      await call(org.admin, 'POST', `${base()}/org_projects`, { name: 'Filter yard' })
    ).body.data;
    const direct = await created({
      title: 'Direct one',
      start_dt_unix: day + 8 * HOUR,
      due_dt_unix: day + 9 * HOUR,
      assignee_ids: [org.workers[0]!.employeeId],
      tag_ids: [tag.id],
    });
    const teamTask = await created({
      title: 'Crew one',
      start_dt_unix: day + 10 * HOUR,
      due_dt_unix: day + 11 * HOUR,
      employee_group_ids: [teamId],
      org_project_id: project.id,
    });
    const range = `display_start_dt_unix=${day}&display_end_dt_unix=${day + DAY}`;
    const ids = async (query: string) =>
      zTaskListResponse
        .parse((await call(org.admin, 'GET', listPath(`${range}&${query}`))).body)
        .data.map((task) => task.id);
    expect(await ids(`assignee_ids=${org.workers[0]!.employeeId}`)).toEqual([direct.id]);
    expect(await ids(`assignee_ids=${org.workers[3]!.employeeId}`)).toEqual([teamTask.id]);
    expect(await ids(`employee_group_ids=${teamId}`)).toEqual([teamTask.id]);
    expect(await ids(`org_project_id=${project.id}`)).toEqual([teamTask.id]);
    expect(await ids(`tag_ids=${tag.id}`)).toEqual([direct.id]);
    expect(await ids('search=CREW')).toEqual([teamTask.id]);
    await patched(direct, { status: 'done' });
    expect(await ids('status=done')).toEqual([direct.id]);
    expect(await ids('status=to_do')).toEqual([teamTask.id]);
  });

  it('shows a renamed member and team at once (the list is kept under the task version)', async () => {
    const { org } = world;
    const day = at('2028-06-05', 0);
    const person = await world.server.fixtures.member(org.orgId, 1, { name: 'Olly Oldname' });
    await created({
      start_dt_unix: day + 8 * HOUR,
      due_dt_unix: day + 9 * HOUR,
      assignee_ids: [person.employeeId],
    });
    const names = async () =>
      (await listed(org.admin, day, day + DAY)).data.flatMap((task) =>
        task.assignees.map((assignee) => assignee.display_name),
      );
    expect(await names()).toEqual(['Olly Oldname']);
    await world.server.db
      .updateTable('employees')
      .set({ display_name: 'Olly Newname' })
      .where('id', '=', person.employeeId)
      .execute();
    expect(await names()).toEqual(['Olly Newname']);
  });

  it('calls a to-do task whose due time has passed overdue', async () => {
    const now = nowUnix();
    const late = await created({ start_dt_unix: now - 3 * HOUR, due_dt_unix: now - 2 * HOUR });
    await created({ start_dt_unix: now - 3 * HOUR, due_dt_unix: now + 2 * HOUR });
    const { data } = await listed(world.org.admin, now - 4 * HOUR, now, '&status=overdue');
    expect(data.map((task) => task.id)).toEqual([late.id]);
  });
});

describe('who reaches which tasks', () => {
  it('shows a worker without permission 6 only the tasks assigned to them or that they watch', async () => {
    const { org, teamId } = world;
    const day = at('2028-04-03', 0);
    const mine = await created({
      start_dt_unix: day + 8 * HOUR,
      due_dt_unix: day + 9 * HOUR,
      assignee_ids: [org.workers[1]!.employeeId],
    });
    const crews = await created({
      start_dt_unix: day + 9 * HOUR,
      due_dt_unix: day + 10 * HOUR,
      employee_group_ids: [teamId],
      rrule_string: 'RRULE:FREQ=DAILY;COUNT=2',
    });
    const watched = await created({
      start_dt_unix: day + 10 * HOUR,
      due_dt_unix: day + 11 * HOUR,
      watcher_ids: [org.workers[2]!.employeeId],
    });
    const others = await created({ start_dt_unix: day + 11 * HOUR, due_dt_unix: day + 12 * HOUR });
    const seen = async (user = org.workers[2]!) =>
      (await listed(user, day, day + 2 * DAY)).data.map((task) => task.id);
    // workers[2] is in the team and watches one.
    expect(await seen()).toEqual([crews.id, watched.id, crews.id]);
    expect(await seen(org.workers[1]!)).toEqual([mine.id]);
    expect((await seen(org.admin)).length).toBe(5);
    const hidden = await call(org.workers[2]!, 'GET', `${base()}/tasks/${others.id}`);
    expect(hidden.status).toBe(404);
    expect((await read(org.workers[2]!, crews.id)).id).toBe(crews.id);
  });

  it('keeps a manager who does not view all time cards to their own people and teams', async () => {
    const { org, teamId } = world;
    const manager = org.managers[1]!;
    const day = at('2028-04-10', 0);
    const theirs = await created({
      start_dt_unix: day + 8 * HOUR,
      due_dt_unix: day + 9 * HOUR,
      assignee_ids: [org.workers[1]!.employeeId],
    });
    // workers[3] is theirs, in a team managers[0] manages.
    const crews = await created({
      start_dt_unix: day + 9 * HOUR,
      due_dt_unix: day + 10 * HOUR,
      employee_group_ids: [teamId],
    });
    const own = await created(
      { start_dt_unix: day + 10 * HOUR, due_dt_unix: day + 11 * HOUR },
      manager,
    );
    const elsewhere = await created({
      start_dt_unix: day + 11 * HOUR,
      due_dt_unix: day + 12 * HOUR,
      assignee_ids: [org.workers[0]!.employeeId],
    });
    const { data } = await listed(manager, day, day + DAY);
    expect(data.map((task) => task.id)).toEqual([theirs.id, crews.id, own.id]);
    expect((await call(manager, 'GET', `${base()}/tasks/${elsewhere.id}`)).status).toBe(404);
    const assign = await call(manager, 'POST', `${base()}/tasks`, {
      title: 'Not mine to give',
      start_dt_unix: day,
      due_dt_unix: day + HOUR,
      timezone: 'America/Los_Angeles',
      assignee_ids: [org.workers[0]!.employeeId],
      employee_group_ids: [teamId],
    });
    expect(assign.status).toBe(400);
    expect(assign.body.field_hints).toEqual({
      assignee_ids: [TASK_TEXT.memberOutOfReach],
      employee_group_ids: [TASK_TEXT.teamOutOfReach],
    });
    // An edit may keep what it does not reach, and add what it does.
    const kept = await patched(
      crews,
      { assignee_ids: [org.workers[3]!.employeeId] },
      undefined,
      manager,
    );
    expect(kept.employee_groups).toEqual([{ id: teamId, name: 'Framing crew' }]);
  });

  it('lets an assigned worker mark their task done and tick its checklist, and nothing more', async () => {
    const { org } = world;
    const worker = org.workers[1]!;
    const task = await created({
      assignee_ids: [worker.employeeId],
      initial_checklist: [{ description: 'Lock the gate' }],
    });
    const title = await call(worker, 'PATCH', pathOf(task), {
      version: task.version,
      title: 'Mine',
    });
    expect(title.body).toEqual({ status_code: 403, message: TASK_TEXT.assigneeStatusOnly });
    const done = await patched(task, { status: 'done' }, undefined, worker);
    expect(done.status).toBe('done');
    const item = task.checklist[0]!;
    const tick = await call(worker, 'PATCH', `${base()}/tasks/${task.id}/checklist/${item.id}`, {
      status: 'done',
    });
    expect(tick.status, tick.text).toBe(200);
    const reword = await call(worker, 'PATCH', `${base()}/tasks/${task.id}/checklist/${item.id}`, {
      description: 'Leave it open',
    });
    expect(reword.status).toBe(403);
    const add = await call(worker, 'POST', `${base()}/tasks/${task.id}/checklist`, {
      description: 'More work',
    });
    expect(add.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    const remove = await call(worker, 'DELETE', pathOf(task));
    expect(remove.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
  });
});

describe('GET /orgs/{org_id}/employees.v2?has_assigned_tasks_display_dt_unix=', () => {
  it('lists the members with a task on that local day, in each task’s zone', async () => {
    const { org, teamId } = world;
    // Noon UTC on 1 May is 05:00 that day in Los Angeles and 22:00 that day in Sydney; a task at
    // 23:30 on 1 May in Los Angeles is already 2 May in UTC.
    const noonUtc = (day: number) => Date.UTC(2028, 4, day, 12) / 1000;
    const lateLa = at('2028-05-01', 23, 30);
    await created({
      start_dt_unix: lateLa,
      due_dt_unix: lateLa + 15 * 60,
      assignee_ids: [org.workers[0]!.employeeId],
    });
    await created({
      start_dt_unix: at('2028-05-01', 9, 0, 'Australia/Sydney'),
      due_dt_unix: at('2028-05-01', 10, 0, 'Australia/Sydney'),
      timezone: 'Australia/Sydney',
      employee_group_ids: [teamId],
    });
    const onDay = async (instant: number, user = org.admin) => {
      const response = await call(
        user,
        'GET',
        `${base()}/employees.v2?has_assigned_tasks_display_dt_unix=${instant}`,
      );
      expect(response.status, response.text).toBe(200);
      return zEmployeesWithTasksResponse.parse(response.body);
    };
    const firstOfMay = await onDay(noonUtc(1));
    expect(firstOfMay.data.map((row) => row.employee_id).sort()).toEqual(
      [org.workers[0]!, org.workers[2]!, org.workers[3]!].map((w) => w.employeeId).sort(),
    );
    expect(firstOfMay.meta.total).toBe(3);
    // An administrator approves everyone's time and is nobody's manager.
    expect(
      firstOfMay.data.every((row) => !row.is_my_worker && row.is_time_approver_for_worker),
    ).toBe(true);
    // A manager who does not see everyone: their own workers (workers[0] and [2]) only.
    const asManager = await onDay(noonUtc(1), org.managers[0]!);
    expect(asManager.data.map((row) => [row.employee_id, row.is_my_worker]).sort()).toEqual(
      [
        [org.workers[0]!.employeeId, true],
        [org.workers[2]!.employeeId, true],
      ].sort(),
    );
    const secondOfMay = await onDay(noonUtc(2));
    expect(secondOfMay.data).toEqual([]);
    const workerCall = await call(
      org.workers[0]!,
      'GET',
      `${base()}/employees.v2?has_assigned_tasks_display_dt_unix=${lateLa}`,
    );
    expect(workerCall.status).toBe(403);
  });
});
