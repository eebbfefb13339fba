import { EVERY_MEMBER, policy, type AccessTableFor } from './access-entries';
import type { ruleGroupRoutes } from './rule-groups.routes';

export const ruleGroupAccess: AccessTableFor<typeof ruleGroupRoutes> = {
  // A worker reads the groups they follow (the clock needs them); the service limits the target.
  employeeRuleGroup: EVERY_MEMBER,
  employeeProjectTimeRuleGroup: EVERY_MEMBER,
  ruleGroups: policy('ruleGroups.view'),
  ruleGroup: policy('ruleGroups.view'),
  projectTimeRuleGroups: policy('ruleGroups.view'),
  projectTimeRuleGroup: policy('ruleGroups.view'),
};
