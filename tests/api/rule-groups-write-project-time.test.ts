import { describe, expect, it } from 'vitest';
import { zOrgResponse } from '../../contract/orgs';
import { zProjectTimeRuleGroupResponse } from '../../contract/rule-groups';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  zProjectTimeRuleGroupWriteResponse,
} from '../../contract/rule-groups-write';
import {
  as,
  costCode,
  enterprise,
  other,
  server,
  setUpRuleGroupsWriteWorld,
} from './rule-groups-write-world';

setUpRuleGroupsWriteWorld();

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
