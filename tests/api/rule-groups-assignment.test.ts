import { describe, expect, it } from 'vitest';
import { zImpersonateResponse } from '../../contract/auth';
import { zEmployeeResponse } from '../../contract/employee-detail';
import { MESSAGES } from '../../contract/errors';
import { RULE_GROUP_TEXT } from '../../contract/rule-groups';
import {
  server,
  tokenOf,
  as,
  org,
  staff,
  defaults,
  otherDefaults,
  kioskGroupId,
  autoGroupId,
  employeeGroupPath,
  groupOf,
  projectGroupOf,
  timeClockList,
  projectTimeList,
  setUpRuleGroupsWorld,
} from './rule-groups-world';

setUpRuleGroupsWorld();

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
