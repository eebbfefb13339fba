import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ProjectTimeRuleGroupCreate,
  ProjectTimeRuleGroupPatch,
  RuleGroupCreate,
  RuleGroupPatch,
} from '../../contract/rule-groups-write';
import { fetchAllPages, request } from './client';
import { invalidates, keys, useInvalidate, type RuleGroupKind } from './keys';

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

/** POST …/rule_groups or PATCH …/rule_group/{id}: a time-clock group saved. */
export function useSaveRuleGroup(orgId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number | null; body: RuleGroupCreate | RuleGroupPatch }) =>
      input.id === null
        ? request('createRuleGroup', {
            params: { org_id: orgId },
            body: input.body as RuleGroupCreate,
          })
        : request('patchRuleGroup', {
            params: { org_id: orgId, rule_group_id: input.id },
            body: input.body,
          }),
    onSuccess: () => invalidate(invalidates.ruleGroup(orgId)),
  });
}

/** POST …/project_time_rule_groups or PATCH …/project_time_rule_groups/{id}. */
export function useSaveProjectTimeRuleGroup(orgId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: {
      id: number | null;
      body: ProjectTimeRuleGroupCreate | ProjectTimeRuleGroupPatch;
    }) =>
      input.id === null
        ? request('createProjectTimeRuleGroup', {
            params: { org_id: orgId },
            body: input.body as ProjectTimeRuleGroupCreate,
          })
        : request('patchProjectTimeRuleGroup', {
            params: { org_id: orgId, project_time_rule_group_id: input.id },
            body: input.body,
          }),
    onSuccess: () => invalidate(invalidates.ruleGroup(orgId)),
  });
}

/** DELETE a group of either kind: its members go back to the default. */
export function useDeleteRuleGroup(orgId: number, kind: RuleGroupKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'time-clock'
        ? request('deleteRuleGroup', { params: { org_id: orgId, rule_group_id: id } })
        : request('deleteProjectTimeRuleGroup', {
            params: { org_id: orgId, project_time_rule_group_id: id },
          }),
    onSuccess: () => invalidate(invalidates.ruleGroup(orgId)),
  });
}

/**
 * Moves team members into a group (the employee PATCH, one call each): the group's members are
 * assigned where they are managed, on the team member's record.
 */
export function useAssignRuleGroup(orgId: number, kind: RuleGroupKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { groupId: number | null; employeeIds: readonly number[] }) => {
      const field = kind === 'time-clock' ? 'rule_group_id' : 'project_time_rule_group_id';
      for (const employeeId of input.employeeIds)
        await request('patchEmployee', {
          params: { org_id: orgId, employee_id: employeeId },
          body: { [field]: input.groupId },
        });
    },
    onSettled: () => invalidate(invalidates.ruleGroup(orgId)),
  });
}
