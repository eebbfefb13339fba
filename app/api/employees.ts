import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EmployeeCreate } from '../../contract/employee-detail';
import type { EmployeeListQuery } from '../../contract/employees';
import { fetchAllPages, request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * The team-member list and its bulk calls: GET/POST/PATCH /orgs/{id}/employees,
 * POST /orgs/{id}/send_invites, the per-row resend, and the people-and-teams picker call.
 * (The single-employee calls live in employee-detail.ts.)
 */
/** The largest page the server gives: used when a page needs every row (local filters). */
const ALL_ROWS_PAGE_SIZE = 500;

export type EmployeeListInput = Omit<EmployeeListQuery, 'page' | 'limit'> & {
  page: number;
  limit: number;
};

/** GET /orgs/{org_id}/employees: one page; the previous page stays shown while the next loads. */
export function useEmployeeList(orgId: number, input: EmployeeListInput, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).employees.page(input),
    queryFn: ({ signal }) =>
      request('employees', { params: { org_id: orgId }, query: input }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every row of the list for the given filters, all pages concatenated: for views that filter
 * by what the server cannot (role, several statuses) and then page in the browser.
 */
export function useAllEmployees(
  orgId: number,
  input: Omit<EmployeeListInput, 'page' | 'limit'>,
  enabled = true,
) {
  return useQuery({
    queryKey: keys.org(orgId).employees.every(input),
    queryFn: ({ signal }) =>
      fetchAllPages(
        'employees',
        { params: { org_id: orgId }, query: { ...input, limit: ALL_ROWS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /orgs/{org_id}/employees_and_employee_groups: the people and open teams the pickers offer
 * (teams with their member ids). Shared by the member list, the add form and the teams page.
 */
export function useEmployeesAndTeams(
  orgId: number,
  options: { includeDeactivated?: boolean; enabled?: boolean } = {},
) {
  const includeDeactivated = options.includeDeactivated ?? false;
  return useQuery({
    queryKey: keys.org(orgId).employeesAndTeams.list({ includeDeactivated }),
    queryFn: ({ signal }) =>
      request(
        'employeesAndTeams',
        {
          params: { org_id: orgId },
          query: { include_deactivated_employees: String(includeDeactivated) },
        },
        { signal },
      ).then((answer) => answer.data),
    enabled: options.enabled ?? true,
  });
}

function useInvalidateLists(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.employeeList(orgId));
}

/** POST /orgs/{org_id}/employees: adds a team member (and invites them); answers their detail. */
export function useCreateEmployee(orgId: number) {
  const invalidate = useInvalidateLists(orgId);
  return useMutation({
    mutationFn: (body: EmployeeCreate) =>
      request('createEmployee', { params: { org_id: orgId }, body }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** PATCH /orgs/{org_id}/employees: adds the people to the teams; answers the message to show. */
export function useAssignTeams(orgId: number) {
  const invalidate = useInvalidateLists(orgId);
  return useMutation({
    mutationFn: (body: { employee_ids: number[]; employee_group_ids: number[] }) =>
      request('patchEmployees', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

/** POST /orgs/{org_id}/send_invites: invites the pending among the ids; answers sent and skipped. */
export function useSendInvites(orgId: number) {
  const invalidate = useInvalidateLists(orgId);
  return useMutation({
    mutationFn: (employeeIds: number[]) =>
      request('sendInvites', { params: { org_id: orgId }, body: { employee_ids: employeeIds } }),
    onSuccess: invalidate,
  });
}

/** POST /orgs/{org_id}/employee/{employee_id}/resend_invite: a fresh invitation for one person. */
export function useResendInvite(orgId: number) {
  const invalidate = useInvalidateLists(orgId);
  return useMutation({
    mutationFn: (employeeId: number) =>
      request('resendInvite', { params: { org_id: orgId, employee_id: employeeId } }),
    onSuccess: invalidate,
  });
}
