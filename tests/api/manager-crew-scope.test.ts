import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { EMPLOYEE_TEXT, zEmployeeResponse } from '../../contract/employee-detail';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

/**
 * Issue 11, item 2: a manager puts people only into teams they manage and under themselves;
 * an administrator may do anything.
 */
let server: TestServer;
const { as } = callersOf(() => server);
/** Workers 1 and 3 are under manager 1, workers 2 and 4 under manager 2. */
let org: OrgFixture;
let mine: FixtureUser;
let manager: FixtureUser;
let otherManager: FixtureUser;
let myTeam: number;
let theirTeam: number;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 2, workers: 4 });
  [manager, otherManager] = org.managers as [FixtureUser, FixtureUser];
  mine = org.workers[0]!;
  myTeam = await server.fixtures.team(org.orgId, {
    name: 'Crew of manager 1',
    managerIds: [manager.employeeId],
  });
  theirTeam = await server.fixtures.team(org.orgId, {
    name: 'Crew of manager 2',
    employeeIds: [org.workers[1]!.employeeId],
    managerIds: [otherManager.employeeId],
  });
});
afterAll(async () => server?.close());

const path = (suffix = '') => `/orgs/${org.orgId}${suffix}`;
const newEmail = () => `crew-${randomBytes(4).toString('hex')}@example.com`;

function expectHint(
  response: ApiResponse<{ field_hints?: Record<string, string[]> }>,
  field: string,
  message: string,
) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.field_hints?.[field]).toEqual([message]);
}

async function teamsOf(employeeId: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('employee_group_members')
    .select('group_id')
    .where('employee_id', '=', employeeId)
    .orderBy('group_id')
    .execute();
  return rows.map((row) => row.group_id);
}

describe('a manager moving their own worker', () => {
  it('may put them into a team they manage, not into another manager’s team', async () => {
    expectHint(
      await as(manager, 'PATCH', path(`/employee/${mine.employeeId}`), {
        employee_group_ids: [theirTeam],
      }),
      'employee_group_ids',
      EMPLOYEE_TEXT.teamNotManaged,
    );
    expect(await teamsOf(mine.employeeId)).toEqual([]);
    const ok = await as(manager, 'PATCH', path(`/employee/${mine.employeeId}`), {
      employee_group_ids: [myTeam],
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await teamsOf(mine.employeeId)).toEqual([myTeam]);
  });

  it('may not take them out of a team another manager runs', async () => {
    const worker = org.workers[2]!; // manager 1's
    await as(org.admin, 'PATCH', path(`/employee/${worker.employeeId}`), {
      employee_group_ids: [myTeam, theirTeam],
    });
    expectHint(
      await as(manager, 'PATCH', path(`/employee/${worker.employeeId}`), {
        employee_group_ids: [myTeam],
      }),
      'employee_group_ids',
      EMPLOYEE_TEXT.teamNotManaged,
    );
    // Sending the teams as they are (as the edit form does) changes nothing and is fine.
    const same = await as(manager, 'PATCH', path(`/employee/${worker.employeeId}`), {
      employee_group_ids: [theirTeam, myTeam],
      title: 'Foreman',
    });
    expect(same.status, same.text).toBe(200);
    expect(await teamsOf(worker.employeeId)).toEqual([myTeam, theirTeam].sort((a, b) => a - b));
  });

  it('assigns teams in bulk only to teams they manage', async () => {
    expectHint(
      await as(manager, 'PATCH', path('/employees'), {
        employee_ids: [mine.employeeId],
        employee_group_ids: [theirTeam],
      }),
      'employee_group_ids',
      EMPLOYEE_TEXT.teamNotManaged,
    );
    expect(await teamsOf(mine.employeeId)).not.toContain(theirTeam);
    const ok = await as(manager, 'PATCH', path('/employees'), {
      employee_ids: [mine.employeeId],
      employee_group_ids: [myTeam],
    });
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('a manager adding a worker', () => {
  it('adds them under themselves, never under another manager or into their team', async () => {
    expectHint(
      await as(manager, 'POST', path('/employees'), {
        display_name: 'Nat Newcomer',
        email: newEmail(),
        role_id: ROLE.worker,
        primary_manager_id: otherManager.employeeId,
      }),
      'primary_manager_id',
      EMPLOYEE_TEXT.managerNotSelf,
    );
    expectHint(
      await as(manager, 'POST', path('/employees'), {
        display_name: 'Nat Newcomer',
        email: newEmail(),
        role_id: ROLE.worker,
        employee_group_ids: [theirTeam],
      }),
      'employee_group_ids',
      EMPLOYEE_TEXT.teamNotManaged,
    );

    const plain = await as(manager, 'POST', path('/employees'), {
      display_name: 'Nat Newcomer',
      email: newEmail(),
      role_id: ROLE.worker,
    });
    expect(plain.status, plain.text).toBe(200);
    expect(zEmployeeResponse.parse(plain.body).data.primary_manager?.employee_id).toBe(
      manager.employeeId,
    );
    const placed = await as(manager, 'POST', path('/employees'), {
      display_name: 'Nia Newcomer',
      email: newEmail(),
      role_id: ROLE.worker,
      primary_manager_id: manager.employeeId,
      employee_group_ids: [myTeam],
    });
    expect(placed.status, placed.text).toBe(200);
    expect(zEmployeeResponse.parse(placed.body).data.employee_groups.map((g) => g.id)).toEqual([
      myTeam,
    ]);
  });
});

describe('an administrator', () => {
  it('may put anyone into any team and under any manager', async () => {
    const moved = await as(org.admin, 'PATCH', path(`/employee/${org.workers[3]!.employeeId}`), {
      employee_group_ids: [myTeam, theirTeam],
      primary_manager_id: manager.employeeId,
    });
    expect(moved.status, moved.text).toBe(200);
    const bulk = await as(org.admin, 'PATCH', path('/employees'), {
      employee_ids: [mine.employeeId],
      employee_group_ids: [theirTeam],
    });
    expect(bulk.status, bulk.text).toBe(200);
    const added = await as(org.admin, 'POST', path('/employees'), {
      display_name: 'Ola Onboard',
      email: newEmail(),
      role_id: ROLE.worker,
      primary_manager_id: otherManager.employeeId,
      employee_group_ids: [theirTeam],
    });
    expect(added.status, added.text).toBe(200);
    expect(zEmployeeResponse.parse(added.body).data.primary_manager?.employee_id).toBe(
      otherManager.employeeId,
    );
  });
});
