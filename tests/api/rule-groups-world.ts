/** Shared set-up of the rule group read and assignment API tests (rule-groups-*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE } from '../../contract/access';
import { zOrgResponse } from '../../contract/orgs';
import {
  zProjectTimeRuleGroupListResponse,
  zProjectTimeRuleGroupResponse,
  zRuleGroupListResponse,
  zRuleGroupResponse,
} from '../../contract/rule-groups';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

export let server: TestServer;
export const { tokenOf, as } = callersOf(() => server);
/** Admin, two managers (21, no view-all), four workers: 1 and 3 under manager 1, 2 and 4 under 2. */
export let org: OrgFixture;
export let other: OrgFixture;
export let staff: FixtureUser;
export let defaults: { ruleGroupId: number; projectTimeRuleGroupId: number };
export let otherDefaults: { ruleGroupId: number; projectTimeRuleGroupId: number };
/** Two more groups of each kind in `org`, named so they sort after the default. */
export let kioskGroupId: number;
export let nightGroupId: number;
export let autoGroupId: number;
export let manualGroupId: number;

export const employeeGroupPath = (employee: { employeeId: number }, orgId = org.orgId) =>
  `/orgs/${orgId}/employee/${employee.employeeId}/rule_group`;
export const employeeProjectPath = (employee: { employeeId: number }, orgId = org.orgId) =>
  `/orgs/${orgId}/employee/${employee.employeeId}/project_time_rule_group`;

export async function groupOf(
  employee: { employeeId: number },
  user: { email: string } = org.admin,
) {
  const response = await as(user, 'GET', employeeGroupPath(employee));
  expect(response.status, response.text).toBe(200);
  return zRuleGroupResponse.parse(response.body).data;
}

export async function projectGroupOf(
  employee: { employeeId: number },
  user: { email: string } = org.admin,
) {
  const response = await as(user, 'GET', employeeProjectPath(employee));
  expect(response.status, response.text).toBe(200);
  return zProjectTimeRuleGroupResponse.parse(response.body).data;
}

export async function timeClockList(user: { email: string } = org.admin, query = '') {
  const response = await as(user, 'GET', `/orgs/${org.orgId}/rule_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zRuleGroupListResponse.parse(response.body);
}

export async function projectTimeList(user: { email: string } = org.admin, query = '') {
  const response = await as(user, 'GET', `/orgs/${org.orgId}/project_time_rule_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zProjectTimeRuleGroupListResponse.parse(response.body);
}

export async function orgSummary(orgId = org.orgId, user: { email: string } = org.admin) {
  const response = await as(user, 'GET', `/orgs/${orgId}`);
  expect(response.status, response.text).toBe(200);
  const data = zOrgResponse.parse(response.body).data;
  return { rule_group: data.rule_group, project_time_rules: data.project_time_rules };
}

/**
 * Starts the server with Alpha Framing (an administrator, two managers, four workers and two more
 * groups of each kind), Beta Concrete and provider staff; call once per test file.
 */
export function setUpRuleGroupsWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    org = await server.fixtures.org({ name: 'Alpha Framing', managers: 2, workers: 4 });
    other = await server.fixtures.org({ name: 'Beta Concrete', managers: 1, workers: 1 });
    staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
    // Removed people follow no group; deactivated ones keep theirs.
    await server.fixtures.member(org.orgId, ROLE.worker, { status: 'removed' });
    await server.fixtures.member(other.orgId, ROLE.worker, { status: 'saas_disabled' });
    defaults = await server.fixtures.defaultRuleGroups(org.orgId);
    otherDefaults = await server.fixtures.defaultRuleGroups(other.orgId);
    kioskGroupId = await server.fixtures.ruleGroup(org.orgId, {
      name: 'Kiosk crews',
      allow_clock_in_and_clock_out_from_kiosks: 1,
      require_clock_in_photo: 1,
      clock_in_from_seconds: 6 * 3600,
      clock_out_by_seconds: 19 * 3600,
      total_daily_seconds: 12 * 3600,
    });
    nightGroupId = await server.fixtures.ruleGroup(org.orgId, {
      name: 'night shift',
      has_auto_meal_breaks: 1,
      is_first_meal_break_required: 1,
      first_meal_break_after_seconds: 5 * 3600,
      first_meal_break_duration_seconds: 1800,
      time_card_waiver: 1,
    });
    autoGroupId = await server.fixtures.projectTimeRuleGroup(org.orgId, {
      name: 'Automatic',
      assignment_mode: 'auto',
      assign_driving_time_target: 'next_project',
    });
    manualGroupId = await server.fixtures.projectTimeRuleGroup(org.orgId, {
      name: 'Manual with cost codes',
      require_team_members_to_assign_time_to_projects: 1,
      require_team_members_to_assign_time_to_cost_codes: 1,
    });
  });
  afterAll(async () => server?.close());
}
