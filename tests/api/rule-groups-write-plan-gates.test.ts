import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  as,
  enterprise,
  org,
  server,
  setUpRuleGroupsWriteWorld,
  starter,
} from './rule-groups-write-world';

setUpRuleGroupsWriteWorld();

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
