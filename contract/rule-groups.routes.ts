import type { Route } from './endpoint';

/** Rule groups: time-clock and project-time rules (core.md 7, "Rules"). */
export const ruleGroupRoutes = {
  employeeRuleGroup: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/rule_group',
    auth: 'private',
  },
  employeeProjectTimeRuleGroup: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/project_time_rule_group',
    auth: 'private',
  },
  ruleGroups: { method: 'GET', path: '/orgs/{org_id}/rule_groups', auth: 'private' },
  ruleGroup: { method: 'GET', path: '/orgs/{org_id}/rule_group/{rule_group_id}', auth: 'private' },
  projectTimeRuleGroups: {
    method: 'GET',
    path: '/orgs/{org_id}/project_time_rule_groups',
    auth: 'private',
  },
  projectTimeRuleGroup: {
    method: 'GET',
    path: '/orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}',
    auth: 'private',
  },
  createRuleGroup: { method: 'POST', path: '/orgs/{org_id}/rule_groups', auth: 'private' },
  patchRuleGroup: {
    method: 'PATCH',
    path: '/orgs/{org_id}/rule_group/{rule_group_id}',
    auth: 'private',
  },
  deleteRuleGroup: {
    method: 'DELETE',
    path: '/orgs/{org_id}/rule_group/{rule_group_id}',
    auth: 'private',
  },
  createProjectTimeRuleGroup: {
    method: 'POST',
    path: '/orgs/{org_id}/project_time_rule_groups',
    auth: 'private',
  },
  patchProjectTimeRuleGroup: {
    method: 'PATCH',
    path: '/orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}',
    auth: 'private',
  },
  deleteProjectTimeRuleGroup: {
    method: 'DELETE',
    path: '/orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
