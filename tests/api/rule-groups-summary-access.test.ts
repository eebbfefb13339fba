import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  server,
  as,
  org,
  other,
  staff,
  defaults,
  otherDefaults,
  employeeGroupPath,
  employeeProjectPath,
  groupOf,
  projectGroupOf,
  orgSummary,
  setUpRuleGroupsWorld,
} from './rule-groups-world';

setUpRuleGroupsWorld();

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
