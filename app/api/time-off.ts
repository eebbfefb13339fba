import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  LeavePolicyBody,
  LeavePolicyPatch,
  TimeOffRequestBody,
} from '../../contract/time-off';
import type { TimeOffStatus } from '../../contract/time-off-rules';
import { fetchAllPages, request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * Time off: GET/POST/PATCH/DELETE /orgs/{org_id}/leave_policies, GET/POST
 * /orgs/{org_id}/time_off_requests with approve, deny and cancel, and GET
 * /orgs/{org_id}/employee/{employee_id}/time_off_balances. Every write makes all of time off
 * stale: a decision moves balances, a policy change renames requests.
 */

/** The largest page the server gives: the request form offers every policy in use. */
const ALL_ROWS_PAGE_SIZE = 500;

export type LeavePolicyListInput = {
  orgId: number;
  page: number;
  limit: number;
  search: string;
  isArchived: boolean;
};

/** GET leave_policies: one page by name; the last page shows while the next loads. */
export function useLeavePolicies({ orgId, ...rest }: LeavePolicyListInput) {
  return useQuery({
    queryKey: keys.org(orgId).timeOff.policies(rest),
    queryFn: ({ signal }) =>
      request(
        'leavePolicies',
        {
          params: { org_id: orgId },
          query: {
            page: rest.page,
            limit: rest.limit,
            search: rest.search || undefined,
            is_archived: String(rest.isArchived),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every policy in use, by name: the request form's choices. */
export function usePoliciesInUse(orgId: number, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).timeOff.policies({ every: true }),
    queryFn: async ({ signal }) =>
      (
        await fetchAllPages(
          'leavePolicies',
          { params: { org_id: orgId }, query: { limit: ALL_ROWS_PAGE_SIZE } },
          { signal },
        )
      ).data,
    enabled,
  });
}

export type TimeOffRequestsInput = {
  orgId: number;
  page: number;
  limit: number;
  statuses?: TimeOffStatus[];
  employeeIds?: number[];
};

/** GET time_off_requests: one page of the requests the caller reaches, newest dates first. */
export function useTimeOffRequests({ orgId, ...rest }: TimeOffRequestsInput, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).timeOff.requests(rest),
    queryFn: ({ signal }) =>
      request(
        'timeOffRequests',
        {
          params: { org_id: orgId },
          query: {
            page: rest.page,
            limit: rest.limit,
            status: rest.statuses,
            employee_ids: rest.employeeIds,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET employee/{employee_id}/time_off_balances: this year's balances. A 404 (someone the viewer
 * does not reach) is the caller's to read, not the 403 page's.
 */
export function useTimeOffBalances(orgId: number, employeeId: number | null, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).timeOff.balances(employeeId ?? 0),
    queryFn: ({ signal }) =>
      request(
        'timeOffBalances',
        { params: { org_id: orgId, employee_id: employeeId! } },
        { signal, redirectOn403: false },
      ).then((answer) => answer.data),
    enabled: enabled && employeeId !== null,
    retry: false,
  });
}

function useInvalidateTimeOff(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.timeOff(orgId));
}

export function useCreateLeavePolicy(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: (body: LeavePolicyBody) =>
      request('createLeavePolicy', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

export function usePatchLeavePolicy(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LeavePolicyPatch }) =>
      request('patchLeavePolicy', { params: { org_id: orgId, leave_policy_id: id }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE: deleted when unused, archived when requests name it (the answer says which). */
export function useDeleteLeavePolicy(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: (id: number) =>
      request('deleteLeavePolicy', { params: { org_id: orgId, leave_policy_id: id } }),
    onSuccess: invalidate,
  });
}

export function useCreateTimeOffRequest(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: (body: TimeOffRequestBody) =>
      request('createTimeOffRequest', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

export type TimeOffDecisionInput = { id: number; decision: 'approve' | 'deny'; note?: string };

/** POST …/approve or …/deny, with the decider's note. */
export function useDecideTimeOffRequest(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: ({ id, decision, note }: TimeOffDecisionInput) =>
      request(decision === 'approve' ? 'approveTimeOffRequest' : 'denyTimeOffRequest', {
        params: { org_id: orgId, time_off_request_id: id },
        body: note ? { note } : {},
      }),
    onSuccess: invalidate,
  });
}

/** DELETE time_off_requests/{id}: cancels a pending (or, for an approver, an approved) request. */
export function useCancelTimeOffRequest(orgId: number) {
  const invalidate = useInvalidateTimeOff(orgId);
  return useMutation({
    mutationFn: (id: number) =>
      request('cancelTimeOffRequest', { params: { org_id: orgId, time_off_request_id: id } }),
    onSuccess: invalidate,
  });
}
