import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompensationCreate } from '../../contract/compensation';
import type { EmployeeDetail, EmployeePatch } from '../../contract/employee-detail';
import { reloadProfile } from '../session/load-session';
import { request } from './client';
import { EMPLOYEES_AND_TEAMS_QUERY_ROOT, EMPLOYEES_QUERY_ROOT } from './employees';
import { ORG_QUERY_ROOT } from './orgs';
import { RULE_GROUPS_QUERY_ROOT } from './rule-groups';
import { TEAMS_QUERY_ROOT } from './teams';

/** Query keys of one team member (the lists' keys are in employees.ts). */
export const EMPLOYEE_QUERY_ROOT = ['employee'] as const;
const employeeKey = (orgId: number, employeeId: number) =>
  [...EMPLOYEE_QUERY_ROOT, orgId, employeeId] as const;

/** GET /orgs/{org_id}/employee/{employee_id}: the detail view. */
export function employeeQuery(orgId: number, employeeId: number) {
  return queryOptions({
    queryKey: employeeKey(orgId, employeeId),
    queryFn: ({ signal }) =>
      request('employee', { params: { org_id: orgId, employee_id: employeeId } }, { signal }).then(
        (r) => r.data,
      ),
  });
}

export function useEmployee(orgId: number, employeeId: number) {
  return useQuery({
    ...employeeQuery(orgId, employeeId),
    enabled:
      Number.isInteger(orgId) && orgId >= 0 && Number.isInteger(employeeId) && employeeId > 0,
  });
}

/** GET /roles: every role with its variable permissions. The table never changes while running. */
export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => request('roles', undefined, { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * After a change of a team member: their detail, the people lists and pickers, the org's
 * time approvers (a role change or deactivation changes who approves), and the rule groups they
 * follow (with the groups' member counts) are out of date.
 */
function useRefreshAfterChange(orgId: number, employeeId: number) {
  const client = useQueryClient();
  return async (detail?: EmployeeDetail) => {
    if (detail) client.setQueryData(employeeKey(orgId, employeeId), detail);
    await Promise.all([
      client.invalidateQueries({ queryKey: employeeKey(orgId, employeeId) }),
      client.invalidateQueries({ queryKey: [...EMPLOYEES_QUERY_ROOT, orgId] }),
      client.invalidateQueries({ queryKey: [...EMPLOYEES_AND_TEAMS_QUERY_ROOT, orgId] }),
      client.invalidateQueries({ queryKey: [...TEAMS_QUERY_ROOT, orgId] }),
      client.invalidateQueries({ queryKey: [...ORG_QUERY_ROOT, orgId] }),
      client.invalidateQueries({ queryKey: [...RULE_GROUPS_QUERY_ROOT, orgId] }),
    ]);
  };
}

/** PATCH /orgs/{org_id}/employee/{employee_id}: only the fields sent change. */
export function usePatchEmployee(orgId: number, employeeId: number) {
  const refresh = useRefreshAfterChange(orgId, employeeId);
  return useMutation({
    mutationFn: (body: EmployeePatch) =>
      request('patchEmployee', {
        params: { org_id: orgId, employee_id: employeeId },
        body,
      }).then((r) => r.data),
    onSuccess: (detail) => refresh(detail),
  });
}

export type SaasEnabledInput = { is_enabled: boolean; taking_over_time_approver_id?: number };

/**
 * POST /orgs/{org_id}/employees/{employee_id}/update_saas_enabled: deactivates or reactivates.
 * Answers the detail with the message to show. The signed-in profile is reloaded afterwards
 * (core.md 3 "Employee activation"), as a change of people can change the user's own records.
 */
export function useUpdateSaasEnabled(orgId: number, employeeId: number) {
  const refresh = useRefreshAfterChange(orgId, employeeId);
  return useMutation({
    mutationFn: (body: SaasEnabledInput) =>
      request('updateSaasEnabled', { params: { org_id: orgId, employee_id: employeeId }, body }),
    onSuccess: async (answer) => {
      await refresh(answer.data);
      // A failed reload keeps the profile that was there; the change itself went through.
      await reloadProfile().catch(() => undefined);
    },
  });
}

/** POST /orgs/{org_id}/employee/{employee_id}/resend_invite: answers the message to show. */
export function useResendEmployeeInvite(orgId: number, employeeId: number) {
  const refresh = useRefreshAfterChange(orgId, employeeId);
  return useMutation({
    mutationFn: () =>
      request('resendInvite', { params: { org_id: orgId, employee_id: employeeId } }).then(
        (r) => r.message,
      ),
    onSuccess: () => refresh(),
  });
}

/** Pay records of one team member; `[root, orgId, employeeId]`. */
export const COMPENSATION_QUERY_ROOT = ['compensation'] as const;
const compensationKey = (orgId: number, employeeId: number) =>
  [...COMPENSATION_QUERY_ROOT, orgId, employeeId] as const;

/**
 * GET …/employee/{employee_id}/saas_compensation: the pay history, newest first. A refusal (403:
 * no financial access to this person) is an answer for the caller to read, not the 403 page.
 */
export function useCompensations(orgId: number, employeeId: number, enabled: boolean) {
  return useQuery({
    queryKey: compensationKey(orgId, employeeId),
    queryFn: ({ signal }) =>
      request(
        'compensations',
        { params: { org_id: orgId, employee_id: employeeId } },
        { signal, redirectOn403: false },
      ).then((r) => r.data),
    enabled,
  });
}

/** A pay change: the history, the detail's remunerations and the list's pay column. */
function useRefreshPay(orgId: number, employeeId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: compensationKey(orgId, employeeId) }),
      client.invalidateQueries({ queryKey: employeeKey(orgId, employeeId) }),
      client.invalidateQueries({ queryKey: [...EMPLOYEES_QUERY_ROOT, orgId] }),
    ]);
}

/** POST (no id) or PATCH (with id) a pay record; answers the record and the message to show. */
export function useSaveCompensation(orgId: number, employeeId: number) {
  const refresh = useRefreshPay(orgId, employeeId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompensationCreate }) =>
      id === null
        ? request('createCompensation', {
            params: { org_id: orgId, employee_id: employeeId },
            body,
          })
        : request('patchCompensation', {
            params: { org_id: orgId, employee_id: employeeId, compensation_id: id },
            body,
          }),
    onSuccess: refresh,
  });
}

/** DELETE a pay record entered by mistake; answers the message to show. */
export function useDeleteCompensation(orgId: number, employeeId: number) {
  const refresh = useRefreshPay(orgId, employeeId);
  return useMutation({
    mutationFn: (id: number) =>
      request('deleteCompensation', {
        params: { org_id: orgId, employee_id: employeeId, compensation_id: id },
      }).then((r) => r.message),
    onSuccess: refresh,
  });
}
