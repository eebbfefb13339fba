import { useQuery } from '@tanstack/react-query';
import { fetchAllPages, request } from './client';
import { keys } from './keys';

/*
 * Rule groups (core.md 7 "Rules"): the time-clock and project-time groups of an organisation,
 * and the ones a team member follows. A change of a member refreshes both (invalidates.employee).
 */
/** The largest page the server gives: the pickers need every group. */
const ALL_ROWS_PAGE_SIZE = 500;

/** GET /orgs/{org_id}/employee/{employee_id}/rule_group: theirs, or the organisation's default. */
export function useEmployeeRuleGroup(orgId: number, employeeId: number) {
  return useQuery({
    queryKey: keys.org(orgId).ruleGroups.ofEmployee(employeeId, 'time-clock'),
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
    queryKey: keys.org(orgId).ruleGroups.ofEmployee(employeeId, 'project-time'),
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
    queryKey: keys.org(orgId).ruleGroups.list('time-clock'),
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
    queryKey: keys.org(orgId).ruleGroups.list('project-time'),
    queryFn: ({ signal }) =>
      fetchAllPages(
        'projectTimeRuleGroups',
        { params: { org_id: orgId }, query: { limit: ALL_ROWS_PAGE_SIZE } },
        { signal },
      ).then((answer) => answer.data),
    enabled: options.enabled ?? true,
  });
}
