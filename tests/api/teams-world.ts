/** Shared set-up and calls of the teams API tests (teams-*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';

import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';

import {
  zEmployeesAndTeamsResponse,
  zTeamListResponse,
  zTeamResponse,
  type EmployeesAndTeams,
} from '../../contract/teams';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';

import { startTestServer, type ApiResponse, type TestServer } from './harness';

import { callersOf } from './callers';

export let server: TestServer;
export const { tokenOf, as } = callersOf(() => server);
/** Admin, two managers, six workers (workers 1, 3, 5 under manager 1; 2, 4, 6 under manager 2). */
export let org: OrgFixture;
export let other: OrgFixture;
export let deactivated: FixtureUser;
export let invited: FixtureUser;
export let expiredInvite: FixtureUser;
export let removed: FixtureUser;
export let staff: FixtureUser;

export const orgPath = (orgId = org.orgId) => `/orgs/${orgId}`;
export const ids = (people: { employee_id: number }[]) =>
  people.map((person) => person.employee_id);
export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** Every current active member of the main organisation. */
export const activeIds = () =>
  sorted([org.admin, ...org.managers, ...org.workers].map((user) => user.employeeId));

export async function createTeam(
  body: Record<string, unknown>,
  user: { email: string } = org.admin,
) {
  const response = await as(user, 'POST', `${orgPath()}/employee_group`, body);
  expect(response.status, response.text).toBe(200);
  return zTeamResponse.parse(response.body).data;
}

export async function listTeams(
  query = '',
  user: { email: string } = org.admin,
  orgId = org.orgId,
) {
  const response = await as(user, 'GET', `${orgPath(orgId)}/employee_group_list${query}`);
  expect(response.status, response.text).toBe(200);
  return zTeamListResponse.parse(response.body);
}

export async function picker(user: { email: string }, query = ''): Promise<EmployeesAndTeams> {
  const response = await as(user, 'GET', `${orgPath()}/employees_and_employee_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zEmployeesAndTeamsResponse.parse(response.body).data;
}

export async function teamExists(id: number): Promise<boolean> {
  const row = await server.db
    .selectFrom('employee_groups')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function auditOf(teamId: number) {
  return server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'employee_group')
    .where('entity_id', '=', teamId)
    .orderBy('id')
    .execute();
}

export function expectHints(response: ApiResponse, hints: Record<string, string[]>) {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toEqual({
    status_code: 400,
    message: MESSAGES.validation,
    field_hints: hints,
  });
}

/**
 * The organisations and people of the teams tests: call once at the top of a test file; the
 * bindings above are set before its tests run.
 */
export function setUpTeamsWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    org = await server.fixtures.org({ managers: 2, workers: 6 });
    other = await server.fixtures.org({ managers: 1, workers: 2 });
    ({
      deactivated,
      invited,
      expired: expiredInvite,
      removed,
    } = await server.fixtures.workersInEveryState(org.orgId, org.managers[0]!.employeeId));
    staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
  });
  afterAll(async () => server?.close());
}
