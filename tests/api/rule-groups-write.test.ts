import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { zOrgResponse } from '../../contract/orgs';
import { zProjectTimeRuleGroupResponse, zRuleGroupResponse } from '../../contract/rule-groups';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  zProjectTimeRuleGroupWriteResponse,
  zRuleGroupWriteResponse,
} from '../../contract/rule-groups-write';
import type { OrgFixture } from '../../server/db/fixtures';
import { nowUnix } from '../../server/lib/time';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const { as } = callersOf(() => server);
/** Pro (the fixtures' plan). */
let org: OrgFixture;
let other: OrgFixture;
let starter: OrgFixture;
let enterprise: OrgFixture;
let defaults: { ruleGroupId: number; projectTimeRuleGroupId: number };

/** Plans of migration 0001: 1 Starter, 3 Pro, 5 Enterprise. */
async function setPlan(orgId: number, planId: number) {
  await server.db
    .updateTable('organisations')
    .set({ plan_id: planId })
    .where('id', '=', orgId)
    .execute();
}

async function costCode(orgId: number, code: string) {
  const now = nowUnix();
  const row = await server.db
    .insertInto('job_codes')
    .values({
      org_id: orgId,
      code,
      name: `Code ${code}`,
      created_at_unix: now,
      updated_at_unix: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const MEAL_RULES = {
  name: 'California crews',
  clock_permissions: { allow_clock_editing: true, require_clock_in_photo: true },
  geofence: { restrict_geofence_clockin: true },
  breaks: {
    has_auto_meal_breaks: true,
    is_first_meal_break_required: true,
    first_meal_break_after_seconds: 5 * 3600,
    first_meal_break_duration_seconds: 30 * 60,
    is_second_meal_break_required: true,
    second_meal_break_after_seconds: 10 * 3600,
    second_meal_break_duration_seconds: 30 * 60,
    is_send_meal_break_reminders: true,
  },
  time_limits: { clock_in_from_seconds: 5 * 3600, clock_out_by_seconds: 20 * 3600 },
};

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ name: 'Alpha Framing', managers: 1, workers: 3 });
  other = await server.fixtures.org({ name: 'Beta Concrete', managers: 1, workers: 1 });
  starter = await server.fixtures.org({ name: 'Gamma Starter', managers: 0, workers: 1 });
  enterprise = await server.fixtures.org({ name: 'Delta Enterprise', managers: 0, workers: 1 });
  await setPlan(starter.orgId, 1);
  await setPlan(enterprise.orgId, 5);
  defaults = await server.fixtures.defaultRuleGroups(org.orgId);
});
afterAll(async () => server?.close());

describe('time-clock rule groups', () => {
  it('an administrator creates a group with every section; the rest keep their defaults', async () => {
    const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, MEAL_RULES);
    expect(response.status, response.text).toBe(200);
    const { data, message } = zRuleGroupWriteResponse.parse(response.body);
    expect(message).toBe(TEXT.created);
    expect(data).toMatchObject({
      name: 'California crews',
      is_organization_default: false,
      employee_count: 0,
      clock_permissions: {
        time_tracking: true,
        allow_clock_editing: true,
        require_clock_in_photo: true,
        allow_clock_in_and_clock_out_from_kiosks: false,
      },
      geofence: { restrict_geofence_clockin: true, automatic_geofence_clockout_trim: false },
      breaks: { ...MEAL_RULES.breaks, is_send_rest_break_reminders: false },
      time_limits: { ...MEAL_RULES.time_limits, total_daily_seconds: null },
      rule_work_forms: { time_card_waiver: false },
    });
    const read = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${data.id}`);
    expect(zRuleGroupResponse.parse(read.body).data).toEqual(data);
  });

  it('an edit changes only what it sends; names stay unique whatever their case', async () => {
    const created = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
      name: 'Yard crew',
    });
    const id = zRuleGroupWriteResponse.parse(created.body).data.id;
    const patched = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/rule_group/${id}`, {
      name: '  Yard crew (days) ',
      time_limits: { total_daily_seconds: 12 * 3600 },
    });
    expect(patched.status, patched.text).toBe(200);
    const group = zRuleGroupWriteResponse.parse(patched.body);
    expect(group.message).toBe(TEXT.updated);
    expect(group.data).toMatchObject({
      name: 'Yard crew (days)',
      clock_permissions: { time_tracking: true, allow_clock_editing: false },
      time_limits: { clock_in_from_seconds: null, total_daily_seconds: 12 * 3600 },
    });
    for (const [method, path, name] of [
      ['POST', `/orgs/${org.orgId}/rule_groups`, 'california CREWS'],
      ['PATCH', `/orgs/${org.orgId}/rule_group/${id}`, 'DEFAULT'],
    ] as const) {
      const taken = await as(org.admin, method, path, { name });
      expect(taken.status, taken.text).toBe(400);
      expect(taken.body.field_hints).toEqual({ name: [TEXT.nameTaken] });
    }
  });

  it('checks the rules across fields on the group as it will be', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { breaks: { is_first_meal_break_required: true } },
        {
          'breaks.first_meal_break_after_seconds': [TEXT.mealBreakIncomplete],
          'breaks.first_meal_break_duration_seconds': [TEXT.mealBreakIncomplete],
        },
      ],
      [
        {
          breaks: {
            is_first_meal_break_required: true,
            first_meal_break_after_seconds: 6 * 3600,
            first_meal_break_duration_seconds: 1800,
            is_second_meal_break_required: true,
            second_meal_break_after_seconds: 5 * 3600,
            second_meal_break_duration_seconds: 1800,
          },
        },
        { 'breaks.second_meal_break_after_seconds': [TEXT.secondAfterFirst] },
      ],
      [
        { time_limits: { clock_in_from_seconds: 9 * 3600, clock_out_by_seconds: 8 * 3600 } },
        { 'time_limits.clock_out_by_seconds': [TEXT.clockOutAfterClockIn] },
      ],
    ];
    for (const [settings, hints] of cases) {
      const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
        name: 'Checked',
        ...(settings as object),
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    }
    // An edit is checked with what is stored: clearing the start of a required break is refused.
    const list = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_groups`);
    const california = list.body.data.find((g: { name: string }) => g.name === 'California crews');
    const cleared = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/rule_group/${california.id}`, {
      breaks: { first_meal_break_after_seconds: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.field_hints).toEqual({
      'breaks.first_meal_break_after_seconds': [TEXT.mealBreakIncomplete],
    });
    // Whole minutes, bounds, unknown fields, a blank name.
    for (const body of [
      { name: 'Odd', breaks: { first_meal_break_duration_seconds: 90 } },
      { name: 'Long', breaks: { first_meal_break_duration_seconds: 5 * 3600 } },
      { name: 'Late', time_limits: { clock_out_by_seconds: 86_400 } },
      { name: 'Unknown', breaks: { lunch: true } },
      { name: '   ' },
      { name: 'x'.repeat(81) },
    ]) {
      const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('members are assigned with the employee PATCH and fall back to the default when their group is deleted', async () => {
    const created = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
      name: 'Night shift',
    });
    const id = zRuleGroupWriteResponse.parse(created.body).data.id;
    const [first, second] = org.workers;
    for (const worker of [first!, second!]) {
      const assigned = await as(
        org.admin,
        'PATCH',
        `/orgs/${org.orgId}/employee/${worker.employeeId}`,
        { rule_group_id: id },
      );
      expect(assigned.status, assigned.text).toBe(200);
    }
    const group = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${id}`);
    expect(group.body.data.employee_count).toBe(2);
    const defaultBefore = (
      await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`)
    ).body.data.employee_count;

    const deleted = await as(org.admin, 'DELETE', `/orgs/${org.orgId}/rule_group/${id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: TEXT.deleted });
    expect((await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${id}`)).status).toBe(404);
    const followed = await as(
      org.admin,
      'GET',
      `/orgs/${org.orgId}/employee/${first!.employeeId}/rule_group`,
    );
    expect(followed.body.data).toMatchObject({
      id: defaults.ruleGroupId,
      is_organization_default: true,
    });
    const defaultAfter = (
      await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`)
    ).body.data.employee_count;
    expect(defaultAfter).toBe(defaultBefore + 2);
    const row = await server.db
      .selectFrom('employees')
      .select('rule_group_id')
      .where('id', '=', first!.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.rule_group_id).toBeNull();
  });

  it('the default group of either kind cannot be deleted', async () => {
    for (const path of [
      `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`,
      `/orgs/${org.orgId}/project_time_rule_groups/${defaults.projectTimeRuleGroupId}`,
    ]) {
      const response = await as(org.admin, 'DELETE', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ status_code: 400, message: TEXT.defaultNotDeletable });
    }
    // Its settings can be edited.
    const edited = await as(
      org.admin,
      'PATCH',
      `/orgs/${org.orgId}/rule_group/${defaults.ruleGroupId}`,
      {
        clock_permissions: { allow_clock_editing: true },
      },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.is_organization_default).toBe(true);
  });

  it('refuses managers, workers and other organisations; another organisation’s group is not found', async () => {
    const created = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, { name: 'Kept' });
    const id = zRuleGroupWriteResponse.parse(created.body).data.id;
    const calls: [string, string, unknown?][] = [
      ['POST', `/orgs/${org.orgId}/rule_groups`, { name: 'Refused' }],
      ['PATCH', `/orgs/${org.orgId}/rule_group/${id}`, { name: 'Refused' }],
      ['DELETE', `/orgs/${org.orgId}/rule_group/${id}`],
      ['POST', `/orgs/${org.orgId}/project_time_rule_groups`, { name: 'Refused' }],
    ];
    for (const user of [org.managers[0]!, org.workers[0]!, other.admin]) {
      for (const [method, path, body] of calls) {
        const response = await as(user, method, path, body);
        expect(response.status, `${user.email} ${method} ${path}`).toBe(403);
        // Not a member of the organisation: its own wording.
        if (user !== other.admin) expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
    for (const [method, body] of [
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await as(other.admin, method, `/orgs/${other.orgId}/rule_group/${id}`, body);
      expect(response.status).toBe(404);
    }
    expect((await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${id}`)).body.data.name).toBe(
      'Kept',
    );
  });
});

describe('plan gates', () => {
  it('a Starter organisation has no time clock rules nor project-time rules', async () => {
    const { ruleGroupId, projectTimeRuleGroupId } = await server.fixtures.defaultRuleGroups(
      starter.orgId,
    );
    for (const [method, path, body] of [
      ['POST', `/orgs/${starter.orgId}/rule_groups`, { name: 'Nope' }],
      ['PATCH', `/orgs/${starter.orgId}/rule_group/${ruleGroupId}`, { name: 'Nope' }],
      ['POST', `/orgs/${starter.orgId}/project_time_rule_groups`, { name: 'Nope' }],
      [
        'PATCH',
        `/orgs/${starter.orgId}/project_time_rule_groups/${projectTimeRuleGroupId}`,
        { name: 'Nope' },
      ],
    ] as const) {
      const response = await as(starter.admin, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(MESSAGES.featureNotInPlan);
    }
    // Reading stays open: the clock needs the rules.
    expect((await as(starter.admin, 'GET', `/orgs/${starter.orgId}/rule_groups`)).status).toBe(200);
  });

  it('a Pro organisation is refused the Enterprise settings, which an Enterprise one may use', async () => {
    const refused: [string, unknown, string][] = [
      [
        'rule_groups',
        { name: 'Sign-offs', rule_work_forms: { time_card_waiver: true } },
        'rule_work_forms.time_card_waiver',
      ],
      ['project_time_rule_groups', { name: 'Auto', assignment_mode: 'auto' }, 'assignment_mode'],
      [
        'project_time_rule_groups',
        { name: 'Driving', assign_driving_time_target: 'next_project' },
        'assign_driving_time_target',
      ],
    ];
    for (const [path, body, field] of refused) {
      const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/${path}`, body);
      expect(response.status, field).toBe(403);
      expect(response.body).toEqual({
        status_code: 403,
        message: MESSAGES.featureNotInPlan,
        field_hints: { [field]: [MESSAGES.featureNotInPlan] },
      });
      const allowed = await as(enterprise.admin, 'POST', `/orgs/${enterprise.orgId}/${path}`, body);
      expect(allowed.status, allowed.text).toBe(200);
    }
    // Turning a locked setting off is allowed: a smaller plan can leave it.
    const off = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
      name: 'Off',
      rule_work_forms: { time_card_waiver: false },
    });
    expect(off.status, off.text).toBe(200);
  });
});

describe('project-time rule groups', () => {
  it('creates, edits and deletes a group with manual rules and a driving-time cost code', async () => {
    const created = await as(
      enterprise.admin,
      'POST',
      `/orgs/${enterprise.orgId}/project_time_rule_groups`,
      {
        name: 'Manual crews',
        require_team_members_to_assign_time_to_projects: true,
        require_team_members_to_assign_time_to_cost_codes: true,
        allow_team_members_to_create_projects: true,
      },
    );
    expect(created.status, created.text).toBe(200);
    const group = zProjectTimeRuleGroupWriteResponse.parse(created.body).data;
    expect(group).toMatchObject({
      name: 'Manual crews',
      assignment_mode: 'manual',
      require_team_members_to_assign_time_to_projects: true,
      require_team_members_to_assign_time_to_cost_codes: true,
      require_team_members_to_assign_time_to_cost_codes_on_clockout: false,
      allow_team_members_to_create_projects: true,
      excluded_projects: [],
      driving_time_cost_code: null,
    });
    const code = await costCode(enterprise.orgId, 'DRV');
    const foreignCode = await costCode(other.orgId, 'XDRV');
    const path = `/orgs/${enterprise.orgId}/project_time_rule_groups/${group.id}`;
    const refused = await as(enterprise.admin, 'PATCH', path, {
      driving_time_cost_code_id: foreignCode,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ driving_time_cost_code_id: [TEXT.costCodeInvalid] });
    const patched = await as(enterprise.admin, 'PATCH', path, {
      assignment_mode: 'auto',
      assign_non_project_time_target: 'previous_project',
      driving_time_cost_code_id: code,
    });
    expect(patched.status, patched.text).toBe(200);
    expect(zProjectTimeRuleGroupWriteResponse.parse(patched.body).data).toMatchObject({
      assignment_mode: 'auto',
      assign_non_project_time_target: 'previous_project',
      require_team_members_to_assign_time_to_projects: true,
      driving_time_cost_code: { id: code, code: 'DRV', name: 'Code DRV' },
    });
    const read = await as(enterprise.admin, 'GET', path);
    expect(zProjectTimeRuleGroupResponse.parse(read.body).data.driving_time_cost_code?.id).toBe(
      code,
    );
    // Another organisation's id of this group is not found.
    expect(
      (
        await as(
          other.admin,
          'PATCH',
          `/orgs/${other.orgId}/project_time_rule_groups/${group.id}`,
          {},
        )
      ).status,
    ).toBe(404);
    const worker = enterprise.workers[0]!;
    await as(enterprise.admin, 'PATCH', `/orgs/${enterprise.orgId}/employee/${worker.employeeId}`, {
      project_time_rule_group_id: group.id,
    });
    const deleted = await as(enterprise.admin, 'DELETE', path);
    expect(deleted.status, deleted.text).toBe(200);
    const followed = await as(
      enterprise.admin,
      'GET',
      `/orgs/${enterprise.orgId}/employee/${worker.employeeId}/project_time_rule_group`,
    );
    expect(followed.body.data.is_organization_default).toBe(true);
  });

  it('the organisation summary stays derived from the default group', async () => {
    const { projectTimeRuleGroupId } = await server.fixtures.defaultRuleGroups(enterprise.orgId);
    const path = `/orgs/${enterprise.orgId}/project_time_rule_groups/${projectTimeRuleGroupId}`;
    const summary = async () =>
      zOrgResponse.parse((await as(enterprise.admin, 'GET', `/orgs/${enterprise.orgId}`)).body).data
        .project_time_rules;
    await as(enterprise.admin, 'PATCH', path, {
      assignment_mode: 'manual',
      require_team_members_to_assign_time_to_cost_codes: true,
    });
    expect(await summary()).toEqual({
      is_auto: false,
      require_project_time: false,
      require_cost_codes: true,
    });
    const code = await costCode(enterprise.orgId, 'DRV2');
    await as(enterprise.admin, 'PATCH', path, {
      assignment_mode: 'auto',
      driving_time_cost_code_id: code,
    });
    expect(await summary()).toEqual({
      is_auto: true,
      require_project_time: true,
      require_cost_codes: true,
    });
    await as(enterprise.admin, 'PATCH', path, { driving_time_cost_code_id: null });
    expect(await summary()).toEqual({
      is_auto: true,
      require_project_time: true,
      require_cost_codes: false,
    });
  });
});
