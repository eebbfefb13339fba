import { zEmployeeParams } from './employee-detail';
import { zMessage } from './auth';
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
import {
  zProjectTimeRuleGroupCreate,
  zProjectTimeRuleGroupPatch,
  zProjectTimeRuleGroupWriteResponse,
  zRuleGroupCreate,
  zRuleGroupPatch,
  zRuleGroupWriteResponse,
} from './rule-groups-write';

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
  createRuleGroup: endpoint({
    ...ruleGroupRoutes.createRuleGroup,
    params: zOrgIdParams,
    body: zRuleGroupCreate,
    response: zRuleGroupWriteResponse,
  }),
  patchRuleGroup: endpoint({
    ...ruleGroupRoutes.patchRuleGroup,
    params: zRuleGroupIdParams,
    body: zRuleGroupPatch,
    response: zRuleGroupWriteResponse,
  }),
  deleteRuleGroup: endpoint({
    ...ruleGroupRoutes.deleteRuleGroup,
    params: zRuleGroupIdParams,
    response: zMessage,
  }),
  createProjectTimeRuleGroup: endpoint({
    ...ruleGroupRoutes.createProjectTimeRuleGroup,
    params: zOrgIdParams,
    body: zProjectTimeRuleGroupCreate,
    response: zProjectTimeRuleGroupWriteResponse,
  }),
  patchProjectTimeRuleGroup: endpoint({
    ...ruleGroupRoutes.patchProjectTimeRuleGroup,
    params: zProjectTimeRuleGroupIdParams,
    body: zProjectTimeRuleGroupPatch,
    response: zProjectTimeRuleGroupWriteResponse,
  }),
  deleteProjectTimeRuleGroup: endpoint({
    ...ruleGroupRoutes.deleteProjectTimeRuleGroup,
    params: zProjectTimeRuleGroupIdParams,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof ruleGroupApi, typeof ruleGroupRoutes> = true;
