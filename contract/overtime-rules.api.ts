import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import {
  zOvertimeRuleCreate,
  zOvertimeRuleIdParams,
  zOvertimeRuleListQuery,
  zOvertimeRuleListResponse,
  zOvertimeRulePatch,
  zOvertimeRuleResponse,
} from './overtime-rules';
import { overtimeRuleRoutes } from './overtime-rules.routes';
import type { SameKeys } from './route-tables';

export const overtimeRuleApi = {
  overtimeRules: endpoint({
    ...overtimeRuleRoutes.overtimeRules,
    params: zOrgIdParams,
    query: zOvertimeRuleListQuery,
    response: zOvertimeRuleListResponse,
  }),
  createOvertimeRule: endpoint({
    ...overtimeRuleRoutes.createOvertimeRule,
    params: zOrgIdParams,
    body: zOvertimeRuleCreate,
    response: zOvertimeRuleResponse,
  }),
  patchOvertimeRule: endpoint({
    ...overtimeRuleRoutes.patchOvertimeRule,
    params: zOvertimeRuleIdParams,
    body: zOvertimeRulePatch,
    response: zOvertimeRuleResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof overtimeRuleApi, typeof overtimeRuleRoutes> = true;
