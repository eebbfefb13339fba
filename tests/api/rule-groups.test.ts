import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { zImpersonateResponse } from '../../contract/auth';
import { zEmployeeResponse } from '../../contract/employee-detail';
import { MESSAGES } from '../../contract/errors';
import { zOrgResponse } from '../../contract/orgs';
import {
  RULE_GROUP_TEXT,
  STARTING_PROJECT_TIME,
  STARTING_TIME_CLOCK,
  zProjectTimeRuleGroupListResponse,
  zProjectTimeRuleGroupResponse,
  zRuleGroupListResponse,
  zRuleGroupResponse,
} from '../../contract/rule-groups';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { signupBody } from './bodies';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

let server: TestServer;
const { tokenOf, as } = callersOf(() => server);
/** Admin, two managers (21, no view-all), four workers: 1 and 3 under manager 1, 2 and 4 under 2. */
let org: OrgFixture;
let other: OrgFixture;
let staff: FixtureUser;
let defaults: { ruleGroupId: number; projectTimeRuleGroupId: number };
let otherDefaults: { ruleGroupId: number; projectTimeRuleGroupId: number };
/** Two more groups of each kind in `org`, named so they sort after the default. */
let kioskGroupId: number;
let nightGroupId: number;
let autoGroupId: number;
let manualGroupId: number;

const employeeGroupPath = (employee: { employeeId: number }, orgId = org.orgId) =>
  `/orgs/${orgId}/employee/${employee.employeeId}/rule_group`;
const employeeProjectPath = (employee: { employeeId: number }, orgId = org.orgId) =>
  `/orgs/${orgId}/employee/${employee.employeeId}/project_time_rule_group`;

async function groupOf(employee: { employeeId: number }, user: { email: string } = org.admin) {
  const response = await as(user, 'GET', employeeGroupPath(employee));
  expect(response.status, response.text).toBe(200);
  return zRuleGroupResponse.parse(response.body).data;
}

async function projectGroupOf(
  employee: { employeeId: number },
  user: { email: string } = org.admin,
) {
  const response = await as(user, 'GET', employeeProjectPath(employee));
  expect(response.status, response.text).toBe(200);
  return zProjectTimeRuleGroupResponse.parse(response.body).data;
}

async function timeClockList(user: { email: string } = org.admin, query = '') {
  const response = await as(user, 'GET', `/orgs/${org.orgId}/rule_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zRuleGroupListResponse.parse(response.body);
}

async function projectTimeList(user: { email: string } = org.admin, query = '') {
  const response = await as(user, 'GET', `/orgs/${org.orgId}/project_time_rule_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zProjectTimeRuleGroupListResponse.parse(response.body);
}

async function orgSummary(orgId = org.orgId, user: { email: string } = org.admin) {
  const response = await as(user, 'GET', `/orgs/${orgId}`);
  expect(response.status, response.text).toBe(200);
  const data = zOrgResponse.parse(response.body).data;
  return { rule_group: data.rule_group, project_time_rules: data.project_time_rules };
}

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

describe('default rule groups', () => {
  it('every organisation starts with one default group of each kind, with the default settings', async () => {
    const timeClock = await as(
      org.admin,
      'GET',
      `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`,
    );
    expect(timeClock.status).toBe(200);
    expect(zRuleGroupResponse.parse(timeClock.body).data).toEqual({
      ...STARTING_TIME_CLOCK,
      id: defaults.ruleGroupId,
      name: 'Default',
      is_organization_default: true,
      // Admin, two managers and four workers; not the removed worker.
      employee_count: 7,
    });
    const projectTime = await as(
      org.admin,
      'GET',
      `/orgs/${org.orgId}/project_time_rule_groups/${defaults.projectTimeRuleGroupId}`,
    );
    expect(projectTime.status).toBe(200);
    expect(zProjectTimeRuleGroupResponse.parse(projectTime.body).data).toEqual({
      ...STARTING_PROJECT_TIME,
      id: defaults.projectTimeRuleGroupId,
      name: 'Default',
      is_organization_default: true,
      employee_count: 7,
    });
    // A deactivated member still follows the default.
    const otherList = await as(other.admin, 'GET', `/orgs/${other.orgId}/rule_groups`);
    expect(zRuleGroupListResponse.parse(otherList.body).data.map((g) => g.employee_count)).toEqual([
      4,
    ]);
  });

  it('sign-up and POST /orgs create both defaults, and the migration gave org 0 its own', async () => {
    const signup = await server.call('POST', '/v1/signup', { body: signupBody() });
    expect(signup.status, signup.text).toBe(200);
    const owner = signup.body.profile.employees[0];
    const ownerToken: string = signup.body.access_token;
    const created = await server.call('POST', '/v1/orgs', {
      token: ownerToken,
      body: { name: 'Gamma Paving', country_code: 'us', company_size: '2-5' },
    });
    expect(created.status, created.text).toBe(200);
    const createdOrg = zOrgResponse.parse(created.body).data;
    expect(createdOrg.project_time_rules).toEqual({
      is_auto: false,
      require_project_time: false,
      require_cost_codes: false,
    });
    for (const orgId of [owner.org_id as number, createdOrg.id]) {
      for (const path of ['rule_groups', 'project_time_rule_groups']) {
        const list = await as(ownerToken, 'GET', `/orgs/${orgId}/${path}`);
        expect(list.status, list.text).toBe(200);
        expect(list.body.data).toHaveLength(1);
        expect(list.body.data[0]).toMatchObject({
          name: 'Default',
          is_organization_default: true,
          employee_count: 1,
        });
      }
    }
    for (const table of ['rule_groups', 'project_time_rule_groups'] as const) {
      const staffDefaults = await server.db
        .selectFrom(table)
        .select('id')
        .where('org_id', '=', 0)
        .where('is_organization_default', '=', 1)
        .execute();
      expect(staffDefaults).toHaveLength(1);
    }
  });
});

describe('GET /v1/orgs/{org_id}/rule_groups and /rule_group/{id}', () => {
  it('lists the default first, then by name, each with its settings and member count', async () => {
    const page = await timeClockList();
    expect(page.data.map((g) => [g.name, g.is_organization_default, g.employee_count])).toEqual([
      ['Default', true, 7],
      ['Kiosk crews', false, 0],
      ['night shift', false, 0],
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 50, to: 3 });
    const kiosk = page.data[1]!;
    expect(kiosk.clock_permissions).toMatchObject({
      require_clock_in_photo: true,
      allow_clock_in_and_clock_out_from_kiosks: true,
    });
    expect(kiosk.time_limits).toEqual({
      clock_in_from_seconds: 21600,
      clock_out_by_seconds: 68400,
      total_daily_seconds: 43200,
    });
    const night = page.data[2]!;
    expect(night.breaks).toMatchObject({
      has_auto_meal_breaks: true,
      is_first_meal_break_required: true,
      first_meal_break_after_seconds: 18000,
      first_meal_break_duration_seconds: 1800,
    });
    expect(night.rule_work_forms).toEqual({ time_card_waiver: true });
  });

  it('pages', async () => {
    const second = await timeClockList(org.admin, '?limit=1&page=2');
    expect(second.data.map((g) => g.id)).toEqual([kioskGroupId]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 3, total: 3, per_page: 1, to: 2 });
  });

  it('answers one group, and 404 for an unknown group or one of another organisation', async () => {
    const one = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${nightGroupId}`);
    expect(one.status).toBe(200);
    expect(zRuleGroupResponse.parse(one.body).data.name).toBe('night shift');
    for (const id of [otherDefaults.ruleGroupId, 999_999]) {
      const response = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status_code: 404, message: MESSAGES.notFound });
    }
  });
});

describe('GET /v1/orgs/{org_id}/project_time_rule_groups and /project_time_rule_groups/{id}', () => {
  it('lists the default first, then by name', async () => {
    const page = await projectTimeList();
    expect(page.data.map((g) => [g.name, g.is_organization_default, g.employee_count])).toEqual([
      ['Default', true, 7],
      ['Automatic', false, 0],
      ['Manual with cost codes', false, 0],
    ]);
    expect(page.data[1]).toMatchObject({
      assignment_mode: 'auto',
      assign_driving_time_target: 'next_project',
      excluded_projects: [],
      driving_time_cost_code: null,
    });
    const second = await projectTimeList(org.admin, '?limit=2&page=2');
    expect(second.data.map((g) => g.id)).toEqual([manualGroupId]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 3, per_page: 2, to: 3 });
  });

  it('answers one group, and 404 for an unknown group or one of another organisation', async () => {
    const one = await as(
      org.admin,
      'GET',
      `/orgs/${org.orgId}/project_time_rule_groups/${manualGroupId}`,
    );
    expect(one.status).toBe(200);
    expect(zProjectTimeRuleGroupResponse.parse(one.body).data).toMatchObject({
      assignment_mode: 'manual',
      require_team_members_to_assign_time_to_projects: true,
      require_team_members_to_assign_time_to_cost_codes: true,
    });
    for (const id of [otherDefaults.projectTimeRuleGroupId, 999_999]) {
      const response = await as(
        org.admin,
        'GET',
        `/orgs/${org.orgId}/project_time_rule_groups/${id}`,
      );
      expect(response.status).toBe(404);
    }
  });
});

describe('an employee’s rule groups and PATCH rule_group_id / project_time_rule_group_id', () => {
  it('follows the default when the employee has none', async () => {
    const worker = org.workers[3]!;
    expect((await groupOf(worker)).id).toBe(defaults.ruleGroupId);
    expect((await projectGroupOf(worker)).id).toBe(defaults.projectTimeRuleGroupId);
  });

  it('an administrator gives a group of the organisation, and null returns to the default', async () => {
    const worker = org.workers[0]!;
    const response = await as(
      org.admin,
      'PATCH',
      `/orgs/${org.orgId}/employee/${worker.employeeId}`,
      {
        rule_group_id: kioskGroupId,
        project_time_rule_group_id: autoGroupId,
      },
    );
    expect(response.status, response.text).toBe(200);
    zEmployeeResponse.parse(response.body);
    const group = await groupOf(worker);
    expect(group).toMatchObject({ id: kioskGroupId, name: 'Kiosk crews', employee_count: 1 });
    expect(await projectGroupOf(worker)).toMatchObject({ id: autoGroupId, employee_count: 1 });
    // The counts move with the person.
    expect((await timeClockList()).data.map((g) => g.employee_count)).toEqual([6, 1, 0]);
    expect((await projectTimeList()).data.map((g) => g.employee_count)).toEqual([6, 1, 0]);
    const stored = await server.db
      .selectFrom('employees')
      .select(['rule_group_id', 'project_time_rule_group_id'])
      .where('id', '=', worker.employeeId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      rule_group_id: kioskGroupId,
      project_time_rule_group_id: autoGroupId,
    });

    // Only the field sent changes.
    const one = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/employee/${worker.employeeId}`, {
      rule_group_id: null,
    });
    expect(one.status, one.text).toBe(200);
    expect((await groupOf(worker)).id).toBe(defaults.ruleGroupId);
    expect((await projectGroupOf(worker)).id).toBe(autoGroupId);
    const back = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/employee/${worker.employeeId}`, {
      project_time_rule_group_id: null,
    });
    expect(back.status, back.text).toBe(200);
    expect((await projectGroupOf(worker)).id).toBe(defaults.projectTimeRuleGroupId);
    expect((await timeClockList()).data.map((g) => g.employee_count)).toEqual([7, 0, 0]);
  });

  it('refuses groups of another organisation and unknown groups, with a field hint', async () => {
    const worker = org.workers[1]!;
    const cases: Array<[string, number]> = [
      ['rule_group_id', otherDefaults.ruleGroupId],
      ['rule_group_id', 999_999],
      ['project_time_rule_group_id', otherDefaults.projectTimeRuleGroupId],
      ['project_time_rule_group_id', 999_999],
    ];
    for (const [field, id] of cases) {
      const response = await as(
        org.admin,
        'PATCH',
        `/orgs/${org.orgId}/employee/${worker.employeeId}`,
        {
          [field]: id,
        },
      );
      expect(response.status, `${field} ${id}`).toBe(400);
      expect(response.body).toEqual({
        status_code: 400,
        message: RULE_GROUP_TEXT.groupInvalid,
        field_hints: { [field]: [RULE_GROUP_TEXT.groupInvalid] },
      });
    }
    // Nothing changed.
    expect((await groupOf(worker)).id).toBe(defaults.ruleGroupId);
    expect((await projectGroupOf(worker)).id).toBe(defaults.projectTimeRuleGroupId);
  });

  it('a manager may not change the rule groups of their own workers', async () => {
    const manager = org.managers[0]!;
    const worker = org.workers[0]!;
    const response = await as(
      manager,
      'PATCH',
      `/orgs/${org.orgId}/employee/${worker.employeeId}`,
      {
        rule_group_id: kioskGroupId,
      },
    );
    expect(response.status).toBe(403);
    expect((await groupOf(worker)).id).toBe(defaults.ruleGroupId);
  });

  it('a read-only impersonation cannot change rule groups', async () => {
    const impersonation = await server.call('POST', '/v1/admin/impersonate', {
      token: await tokenOf(staff),
      body: { profile_id: org.admin.profileId, mode: 'read' },
    });
    expect(impersonation.status, impersonation.text).toBe(200);
    const token = zImpersonateResponse.parse(impersonation.body).access_token;
    const worker = org.workers[0]!;
    const response = await as(token, 'PATCH', `/orgs/${org.orgId}/employee/${worker.employeeId}`, {
      rule_group_id: kioskGroupId,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status_code: 403, message: MESSAGES.readOnlySession });
    // Reading stays possible.
    expect((await as(token, 'GET', employeeGroupPath(worker))).status).toBe(200);
    expect((await groupOf(worker)).id).toBe(defaults.ruleGroupId);
  });
});

describe('GET /v1/orgs/{org_id}: the rule summary of the default groups', () => {
  async function setDefaultProjectRules(values: Record<string, unknown>) {
    await server.db
      .updateTable('project_time_rule_groups')
      .set({
        assignment_mode: 'manual',
        require_team_members_to_assign_time_to_projects: 0,
        require_team_members_to_assign_time_to_cost_codes: 0,
        require_team_members_to_assign_time_to_cost_codes_on_clockout: 0,
        ...values,
      })
      .where('id', '=', otherDefaults.projectTimeRuleGroupId)
      .execute();
  }

  it('starts manual, requiring nothing, with time tracking on and clock editing off', async () => {
    expect(await orgSummary(other.orgId, other.admin)).toEqual({
      rule_group: { clock_permissions: { time_tracking: true, allow_clock_editing: false } },
      project_time_rules: {
        is_auto: false,
        require_project_time: false,
        require_cost_codes: false,
      },
    });
  });

  it('manual: follows the require-projects and require-cost-codes flags', async () => {
    await setDefaultProjectRules({ require_team_members_to_assign_time_to_projects: 1 });
    expect((await orgSummary(other.orgId, other.admin)).project_time_rules).toEqual({
      is_auto: false,
      require_project_time: true,
      require_cost_codes: false,
    });
    await setDefaultProjectRules({
      require_team_members_to_assign_time_to_cost_codes: 1,
      // Read in auto mode only.
      require_team_members_to_assign_time_to_cost_codes_on_clockout: 0,
    });
    expect((await orgSummary(other.orgId, other.admin)).project_time_rules).toEqual({
      is_auto: false,
      require_project_time: false,
      require_cost_codes: true,
    });
  });

  it('auto: always requires project time; cost codes follow the clock-out flag', async () => {
    await setDefaultProjectRules({
      assignment_mode: 'auto',
      require_team_members_to_assign_time_to_cost_codes: 1,
    });
    expect((await orgSummary(other.orgId, other.admin)).project_time_rules).toEqual({
      is_auto: true,
      require_project_time: true,
      require_cost_codes: false,
    });
    await setDefaultProjectRules({
      assignment_mode: 'auto',
      require_team_members_to_assign_time_to_cost_codes_on_clockout: 1,
    });
    expect((await orgSummary(other.orgId, other.admin)).project_time_rules).toEqual({
      is_auto: true,
      require_project_time: true,
      require_cost_codes: true,
    });
  });

  it('reads the default groups, not another group or an employee’s', async () => {
    await server.db
      .updateTable('rule_groups')
      .set({ allow_clock_editing: 1 })
      .where('id', '=', otherDefaults.ruleGroupId)
      .execute();
    const otherGroup = await server.fixtures.ruleGroup(other.orgId, { time_tracking: 0 });
    await server.db
      .updateTable('employees')
      .set({ rule_group_id: otherGroup })
      .where('id', '=', other.admin.employeeId)
      .execute();
    expect((await orgSummary(other.orgId, other.admin)).rule_group).toEqual({
      clock_permissions: { time_tracking: true, allow_clock_editing: true },
    });
    // A worker reading the organisation sees the same summary.
    expect((await orgSummary(other.orgId, other.workers[0]!)).rule_group).toEqual({
      clock_permissions: { time_tracking: true, allow_clock_editing: true },
    });
  });
});

describe('who may read rule groups', () => {
  const lists = () => [
    `/orgs/${org.orgId}/rule_groups`,
    `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`,
    `/orgs/${org.orgId}/project_time_rule_groups`,
    `/orgs/${org.orgId}/project_time_rule_groups/${defaults.projectTimeRuleGroupId}`,
  ];

  it('a worker reads their own groups only, and none of the lists', async () => {
    const worker = org.workers[0]!;
    expect((await groupOf(worker, worker)).id).toBe(defaults.ruleGroupId);
    expect((await projectGroupOf(worker, worker)).id).toBe(defaults.projectTimeRuleGroupId);
    const colleague = org.workers[1]!;
    for (const path of [employeeGroupPath(colleague), employeeProjectPath(colleague)]) {
      const response = await as(worker, 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ status_code: 404, message: MESSAGES.notFound });
    }
    for (const path of lists()) {
      const response = await as(worker, 'GET', path);
      expect(response.status, path).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    }
  });

  it('a manager reads the lists, their own and their workers’ groups, not other people’s', async () => {
    const manager = org.managers[0]!;
    for (const path of lists()) expect((await as(manager, 'GET', path)).status, path).toBe(200);
    for (const person of [manager, org.workers[0]!, org.workers[2]!]) {
      expect((await as(manager, 'GET', employeeGroupPath(person))).status).toBe(200);
      expect((await as(manager, 'GET', employeeProjectPath(person))).status).toBe(200);
    }
    // Worker 2 is the other manager's.
    const stranger = org.workers[1]!;
    expect((await as(manager, 'GET', employeeGroupPath(stranger))).status).toBe(404);
    expect((await as(manager, 'GET', employeeProjectPath(stranger))).status).toBe(404);
  });

  it('an administrator and provider staff read everything', async () => {
    for (const user of [org.admin, staff]) {
      for (const path of lists()) expect((await as(user, 'GET', path)).status, path).toBe(200);
      for (const person of [org.admin, org.managers[1]!, org.workers[1]!]) {
        expect((await as(user, 'GET', employeeGroupPath(person))).status).toBe(200);
        expect((await as(user, 'GET', employeeProjectPath(person))).status).toBe(200);
      }
    }
  });

  it('nobody of another organisation reads them, and an unknown employee is 404', async () => {
    for (const intruder of [other.admin, other.managers[0]!, other.workers[0]!]) {
      for (const path of [
        ...lists(),
        employeeGroupPath(org.workers[0]!),
        employeeProjectPath(org.workers[0]!),
      ]) {
        const response = await as(intruder, 'GET', path);
        expect(response.status, `${path} as ${intruder.email}`).toBe(403);
        expect(response.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
      }
    }
    // An employee of another organisation, asked for through one's own.
    const response = await as(org.admin, 'GET', employeeGroupPath(other.workers[0]!));
    expect(response.status).toBe(404);
    expect((await as(org.admin, 'GET', employeeProjectPath({ employeeId: 999_999 }))).status).toBe(
      404,
    );
  });
});
