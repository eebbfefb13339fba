import { useQuery } from '@tanstack/react-query';
import { fetchAllPages, request } from './client';

/**
 * Rule groups (core.md 7 "Rules"): the time-clock and project-time groups of an organisation,
 * and the ones a team member follows. `[root, orgId]` covers one organisation: the lists and
 * every member's groups (a change of a member refreshes both, see employee-detail.ts).
 */
export const RULE_GROUPS_QUERY_ROOT = ['rule-groups'] as const;
/** The largest page the server gives: the pickers need every group. */
const ALL_ROWS_PAGE_SIZE = 500;

const employeeGroupKey = (orgId: number, employeeId: number, kind: 'time-clock' | 'project-time') =>
  [...RULE_GROUPS_QUERY_ROOT, orgId, 'employee', employeeId, kind] as const;

/** GET /orgs/{org_id}/employee/{employee_id}/rule_group: theirs, or the organisation's default. */
export function useEmployeeRuleGroup(orgId: number, employeeId: number) {
  return useQuery({
    queryKey: employeeGroupKey(orgId, employeeId, 'time-clock'),
    queryFn: ({ signal }) =>
      request(
        'employeeRuleGroup',
        { params: { org_id: orgId, employee_id: employeeId } },
        { signal },
      ).then((answer) => answer.data),
  });
}

/** GET /orgs/{org_id}/employee/{employee_id}/project_time_rule_group: as useEmployeeRuleGroup. */
export function useEmployeeProjectTimeRuleGroup(orgId: number, employeeId: number) {
  return useQuery({
    queryKey: employeeGroupKey(orgId, employeeId, 'project-time'),
    queryFn: ({ signal }) =>
      request(
        'employeeProjectTimeRuleGroup',
        { params: { org_id: orgId, employee_id: employeeId } },
        { signal },
      ).then((answer) => answer.data),
  });
}

/** GET /orgs/{org_id}/rule_groups, every page: the default first, then by name. */
export function useRuleGroups(orgId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...RULE_GROUPS_QUERY_ROOT, orgId, 'time-clock'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        'ruleGroups',
        { params: { org_id: orgId }, query: { limit: ALL_ROWS_PAGE_SIZE } },
        { signal },
      ).then((answer) => answer.data),
    enabled: options.enabled ?? true,
  });
}

/** GET /orgs/{org_id}/project_time_rule_groups, every page: the default first, then by name. */
export function useProjectTimeRuleGroups(orgId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...RULE_GROUPS_QUERY_ROOT, orgId, 'project-time'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        'projectTimeRuleGroups',
        { params: { org_id: orgId }, query: { limit: ALL_ROWS_PAGE_SIZE } },
        { signal },
      ).then((answer) => answer.data),
    enabled: options.enabled ?? true,
  });
}
