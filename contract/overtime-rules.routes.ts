import type { Route } from './endpoint';

/** An organisation's overtime rules (financial settings). */
export const overtimeRuleRoutes = {
  overtimeRules: { method: 'GET', path: '/orgs/{org_id}/overtime_rules', auth: 'private' },
  createOvertimeRule: { method: 'POST', path: '/orgs/{org_id}/overtime_rules', auth: 'private' },
  patchOvertimeRule: {
    method: 'PATCH',
    path: '/orgs/{org_id}/overtime_rules/{overtime_rule_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
