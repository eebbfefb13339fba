import { EVERY_MEMBER, policy, withFeature, type AccessTableFor } from './access-entries';
import type { ruleGroupRoutes } from './rule-groups.routes';

export const ruleGroupAccess: AccessTableFor<typeof ruleGroupRoutes> = {
  // A worker reads the groups they follow (the clock needs them); the service limits the target.
  employeeRuleGroup: EVERY_MEMBER,
  employeeProjectTimeRuleGroup: EVERY_MEMBER,
  ruleGroups: policy('ruleGroups.view'),
  ruleGroup: policy('ruleGroups.view'),
  projectTimeRuleGroups: policy('ruleGroups.view'),
  projectTimeRuleGroup: policy('ruleGroups.view'),
  // Writes are organisation settings; time-clock rules are a Pro feature, and project-time rules
  // belong to project tracking (Pro). Settings inside a group that a bigger tier unlocks are the
  // service's check (contract/rule-groups-write.ts).
  createRuleGroup: withFeature('time-clock-rules', policy('orgSettings.edit')),
  patchRuleGroup: withFeature('time-clock-rules', policy('orgSettings.edit')),
  deleteRuleGroup: withFeature('time-clock-rules', policy('orgSettings.edit')),
  createProjectTimeRuleGroup: withFeature('project-tracking', policy('orgSettings.edit')),
  patchProjectTimeRuleGroup: withFeature('project-tracking', policy('orgSettings.edit')),
  deleteProjectTimeRuleGroup: withFeature('project-tracking', policy('orgSettings.edit')),
};
