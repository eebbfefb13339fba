import { describe, expect, it } from 'vitest';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  zRuleGroupWriteResponse,
} from '../../contract/rule-groups-write';
import { as, defaults, org, server, setUpRuleGroupsWriteWorld } from './rule-groups-write-world';

setUpRuleGroupsWriteWorld();

describe('deleting rule groups', () => {
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
});
