import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompensationCreate } from '../../contract/compensation';
import type { EmployeeDetail, EmployeePatch } from '../../contract/employee-detail';
import { reloadProfile } from '../session/load-session';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/** GET /orgs/{org_id}/employee/{employee_id}: the detail view. */
export function employeeQuery(orgId: number, employeeId: number) {
  return queryOptions({
    queryKey: keys.org(orgId).employee(employeeId),
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
    queryKey: keys.roles,
    queryFn: ({ signal }) => request('roles', undefined, { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change of a team member: the answer's detail at once, then what invalidates.employee names. */
function useRefreshAfterChange(orgId: number, employeeId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return async (detail?: EmployeeDetail) => {
    if (detail) client.setQueryData(keys.org(orgId).employee(employeeId), detail);
    await invalidate(invalidates.employee(orgId, employeeId));
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

/**
 * GET …/employee/{employee_id}/saas_compensation: the pay history, newest first. A refusal (403:
 * no financial access to this person) is an answer for the caller to read, not the 403 page.
 */
export function useCompensations(orgId: number, employeeId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.org(orgId).compensation(employeeId),
    queryFn: ({ signal }) =>
      request(
        'compensations',
        { params: { org_id: orgId, employee_id: employeeId } },
        { signal, redirectOn403: false },
      ).then((r) => r.data),
    enabled,
  });
}

function useRefreshPay(orgId: number, employeeId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.compensation(orgId, employeeId));
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
