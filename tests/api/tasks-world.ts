/** Shared set-up of the tasks API tests (tasks-*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE } from '../../contract/access';
import {
  zTaskListResponse,
  zTaskResponse,
  zTaskWriteResponse,
  type Task,
  type TaskBody,
  type TaskDetail,
} from '../../contract/tasks';
import { plainDate } from '../../contract/time/plain-date';
import { zonedToUnix } from '../../contract/time/zoned-time';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

export type TasksWorld = {
  server: TestServer;
  /**
   * Pro (the fixtures' plan): an administrator, two default managers (21), four workers
   * (workers[0], [2] under managers[0]; [1], [3] under managers[1]), and a team holding
   * workers[2] and [3].
   */
  org: OrgFixture;
  teamId: number;
  other: OrgFixture;
  /** Starter (plan 1 of migration 0001): task management is not in it. */
  starter: OrgFixture;
  staff: FixtureUser;
  recruiter: FixtureUser;
};

export const LA = 'America/Los_Angeles';
export const HOUR = 3600;
export const DAY = 86_400;

/** The instant of a wall-clock time in a zone ('2027-03-08', 7, 30 → 07:30 that day). */
export function at(date: string, hour: number, minute = 0, timeZone = LA): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedToUnix(plainDate(year, month, day), hour * HOUR + minute * 60, timeZone);
}

/** Starts a server with the organisations (closed after the file) and gives the calls. */
export function tasksWorld() {
  const world = {} as TasksWorld;
  const { as } = callersOf(() => world.server);

  beforeAll(async () => {
    world.server = await startTestServer();
    const { fixtures, db } = world.server;
    world.org = await fixtures.org({ managers: 2, workers: 4 });
    world.teamId = await fixtures.team(world.org.orgId, {
      name: 'Framing crew',
      employeeIds: [world.org.workers[2]!.employeeId, world.org.workers[3]!.employeeId],
      managerIds: [world.org.managers[0]!.employeeId],
    });
    world.other = await fixtures.org({ managers: 1, workers: 1 });
    world.starter = await fixtures.org({ managers: 1, workers: 1 });
    world.staff = await fixtures.providerStaff(ROLE.providerAdmin);
    world.recruiter = await fixtures.providerStaff(ROLE.providerRecruiter);
    await db
      .updateTable('organisations')
      .set({ plan_id: 1 })
      .where('id', '=', world.starter.orgId)
      .execute();
  });
  afterAll(async () => world.server?.close());

  const base = (orgId = world.org.orgId) => `/orgs/${orgId}`;

  /** A call under /v1 as a fixture person, answered loosely (tests parse where the shape matters). */
  const call = (
    user: { email: string },
    method: string,
    path: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<ApiResponse<any>> => as(user, method, path, body);

  let titles = 0;
  /** A task made by the administrator (a 2-hour one-off in Los Angeles unless the body says). */
  async function created(
    body: Partial<TaskBody> = {},
    user = world.org.admin,
  ): Promise<TaskDetail> {
    titles += 1;
    const start = body.start_dt_unix ?? at('2027-06-07', 9);
    const response = await call(user, 'POST', `${base()}/tasks`, {
      title: `Task ${titles}`,
      start_dt_unix: start,
      due_dt_unix: start + 2 * HOUR,
      timezone: LA,
      notify_assignees: false,
      ...body,
    });
    expect(response.status, response.text).toBe(200);
    return zTaskWriteResponse.parse(response.body).data;
  }

  /** Every row of the list over a range (a page of 100 unless the query says), as `user`. */
  async function listed(
    user: FixtureUser,
    from: number,
    to: number,
    query = '',
  ): Promise<{ data: Task[]; total: number }> {
    const response = await call(
      user,
      'GET',
      `${base()}/tasks?display_start_dt_unix=${from}&display_end_dt_unix=${to}${query}`,
    );
    expect(response.status, response.text).toBe(200);
    const page = zTaskListResponse.parse(response.body);
    return { data: page.data, total: page.meta.total };
  }

  /** The rows of one series in a range: their starts. */
  async function seriesStarts(seriesId: number, from: number, to: number) {
    const { data } = await listed(world.org.admin, from, to);
    return data.filter((task) => task.series_id === seriesId).map((task) => task.start_dt_unix);
  }

  /** One task or occurrence as `user` sees it. */
  async function read(user: FixtureUser, id: number, occurrence?: number): Promise<TaskDetail> {
    const query = occurrence === undefined ? '' : `?occurrence_dt_unix=${occurrence}`;
    const response = await call(user, 'GET', `${base()}/tasks/${id}${query}`);
    expect(response.status, response.text).toBe(200);
    return zTaskResponse.parse(response.body).data;
  }

  /** The path of an occurrence: the row's id, and the occurrence for a series' one. */
  const pathOf = (task: Pick<Task, 'id' | 'series_id' | 'occurrence_dt_unix'>, level?: string) => {
    const query = new URLSearchParams();
    if (task.series_id === task.id && task.occurrence_dt_unix !== null)
      query.set('occurrence_dt_unix', String(task.occurrence_dt_unix));
    if (level) query.set('update_level', level);
    const text = query.toString();
    return `${base()}/tasks/${task.id}${text ? `?${text}` : ''}`;
  };

  /** A PATCH that must go through, as the administrator unless said. */
  async function patched(
    task: Task,
    body: Record<string, unknown>,
    level?: 'this' | 'all_future',
    user = world.org.admin,
  ): Promise<TaskDetail> {
    const response = await call(user, 'PATCH', pathOf(task, level), {
      version: task.version,
      ...body,
    });
    expect(response.status, response.text).toBe(200);
    return zTaskWriteResponse.parse(response.body).data;
  }

  return { world, call, base, created, listed, seriesStarts, read, pathOf, patched };
}
