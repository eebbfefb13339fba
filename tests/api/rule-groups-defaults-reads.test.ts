import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { zOrgResponse } from '../../contract/orgs';
import {
  STARTING_PROJECT_TIME,
  STARTING_TIME_CLOCK,
  zProjectTimeRuleGroupResponse,
  zRuleGroupListResponse,
  zRuleGroupResponse,
} from '../../contract/rule-groups';
import { signupBody } from './bodies';
import {
  server,
  as,
  org,
  other,
  defaults,
  otherDefaults,
  kioskGroupId,
  nightGroupId,
  manualGroupId,
  timeClockList,
  projectTimeList,
  setUpRuleGroupsWorld,
} from './rule-groups-world';

setUpRuleGroupsWorld();

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
