import { zEmployeeParams } from './employee-detail';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';
import {
  zProjectTimeRuleGroupIdParams,
  zProjectTimeRuleGroupListResponse,
  zProjectTimeRuleGroupResponse,
  zRuleGroupIdParams,
  zRuleGroupListQuery,
  zRuleGroupListResponse,
  zRuleGroupResponse,
} from './rule-groups';
import { ruleGroupRoutes } from './rule-groups.routes';

export const ruleGroupApi = {
  employeeRuleGroup: endpoint({
    ...ruleGroupRoutes.employeeRuleGroup,
    params: zEmployeeParams,
    response: zRuleGroupResponse,
  }),
  employeeProjectTimeRuleGroup: endpoint({
    ...ruleGroupRoutes.employeeProjectTimeRuleGroup,
    params: zEmployeeParams,
    response: zProjectTimeRuleGroupResponse,
  }),
  ruleGroups: endpoint({
    ...ruleGroupRoutes.ruleGroups,
    params: zOrgIdParams,
    query: zRuleGroupListQuery,
    response: zRuleGroupListResponse,
  }),
  ruleGroup: endpoint({
    ...ruleGroupRoutes.ruleGroup,
    params: zRuleGroupIdParams,
    response: zRuleGroupResponse,
  }),
  projectTimeRuleGroups: endpoint({
    ...ruleGroupRoutes.projectTimeRuleGroups,
    params: zOrgIdParams,
    query: zRuleGroupListQuery,
    response: zProjectTimeRuleGroupListResponse,
  }),
  projectTimeRuleGroup: endpoint({
    ...ruleGroupRoutes.projectTimeRuleGroup,
    params: zProjectTimeRuleGroupIdParams,
    response: zProjectTimeRuleGroupResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof ruleGroupApi, typeof ruleGroupRoutes> = true;
