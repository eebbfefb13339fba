import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MANAGER_VARIANT, ROLE } from '../../contract/access';
import { EMPLOYEE_TEXT } from '../../contract/employee-detail';
import { zTeamListResponse } from '../../contract/teams';
import type { OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 11, item 4: a manager or administrator who stops managing leaves the teams they managed
 * (to whoever takes over their people), and whoever takes over is a manager of the same
 * organisation.
 */
let server: TestServer;
let org: OrgFixture;
let other: OrgFixture;
const { as } = callersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 2, workers: 2 });
  other = await server.fixtures.org({ managers: 1, workers: 0 });
});
afterAll(async () => server?.close());

const patch = (employeeId: number, body: unknown) =>
  as(org.admin, 'PATCH', `/orgs/${org.orgId}/employee/${employeeId}`, body);

async function managersOf(teamId: number): Promise<number[]> {
  const response = await as(org.admin, 'GET', `/orgs/${org.orgId}/employee_group_list?limit=500`);
  const team = zTeamListResponse.parse(response.body).data.find((t) => t.id === teamId);
  return (team?.managers ?? []).map((person) => person.employee_id).sort((a, b) => a - b);
}

describe('demoting a manager', () => {
  it('hands their teams to whoever takes over their team members', async () => {
    const leaving = await server.fixtures.member(org.orgId, DEFAULT_MANAGER_VARIANT, {
      label: 'leaving',
      name: 'Lee Leaving',
    });
    const report = await server.fixtures.member(org.orgId, ROLE.worker, {
      label: 'report',
      name: 'Rae Report',
      primaryManagerId: leaving.employeeId,
    });
    const heir = org.managers[1]!;
    const team = await server.fixtures.team(org.orgId, {
      name: 'Leaving crew',
      employeeIds: [report.employeeId],
      managerIds: [leaving.employeeId],
    });
    const response = await patch(leaving.employeeId, {
      role_id: ROLE.worker,
      taking_over_manager_id: heir.employeeId,
    });
    expect(response.status, response.text).toBe(200);
    expect(await managersOf(team)).toEqual([heir.employeeId]);
  });

  it('takes a manager with no team members off the teams they managed', async () => {
    const idle = await server.fixtures.member(org.orgId, DEFAULT_MANAGER_VARIANT, {
      label: 'idle',
      name: 'Ian Idle',
    });
    const stays = org.managers[0]!;
    const team = await server.fixtures.team(org.orgId, {
      name: 'Shared crew',
      employeeIds: [org.workers[0]!.employeeId],
      managerIds: [idle.employeeId, stays.employeeId],
    });
    expect((await patch(idle.employeeId, { role_id: ROLE.worker })).status).toBe(200);
    expect(await managersOf(team)).toEqual([stays.employeeId]);
  });

  it('takes a former administrator off the teams they managed too', async () => {
    const formerAdmin = await server.fixtures.member(org.orgId, ROLE.admin, {
      label: 'former',
      name: 'Fay Former',
    });
    const team = await server.fixtures.team(org.orgId, {
      name: 'Admin crew',
      employeeIds: [org.workers[1]!.employeeId],
      managerIds: [formerAdmin.employeeId],
    });
    expect((await patch(formerAdmin.employeeId, { role_id: ROLE.worker })).status).toBe(200);
    expect(await managersOf(team)).toEqual([]);
  });

  it('keeps someone who stays a manager (another variant) on their teams', async () => {
    const variant = await server.fixtures.member(org.orgId, DEFAULT_MANAGER_VARIANT, {
      label: 'variant',
      name: 'Val Variant',
    });
    const team = await server.fixtures.team(org.orgId, {
      name: 'Variant crew',
      employeeIds: [org.workers[1]!.employeeId],
      managerIds: [variant.employeeId],
    });
    expect((await patch(variant.employeeId, { role_id: 23 })).status).toBe(200);
    expect(await managersOf(team)).toEqual([variant.employeeId]);
  });

  it('refuses a taking-over person who is not a manager of this organisation', async () => {
    const leaving = await server.fixtures.member(org.orgId, DEFAULT_MANAGER_VARIANT, {
      label: 'refused',
      name: 'Ros Refused',
    });
    const team = await server.fixtures.team(org.orgId, {
      name: 'Refused crew',
      employeeIds: [org.workers[0]!.employeeId],
      managerIds: [leaving.employeeId],
    });
    for (const takingOver of [other.managers[0]!.employeeId, org.workers[0]!.employeeId]) {
      const response = await patch(leaving.employeeId, {
        role_id: ROLE.worker,
        taking_over_manager_id: takingOver,
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints?.taking_over_manager_id).toEqual([
        EMPLOYEE_TEXT.approverInvalid,
      ]);
    }
    // Nothing changed.
    expect(await managersOf(team)).toEqual([leaving.employeeId]);
    const row = await server.db
      .selectFrom('employees')
      .select('role_id')
      .where('id', '=', leaving.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.role_id).toBe(DEFAULT_MANAGER_VARIANT);
  });
});
