import type { Route } from './endpoint';

/** Time off: leave policies, requests and their decisions, and a member's balances. */
export const timeOffRoutes = {
  leavePolicies: { method: 'GET', path: '/orgs/{org_id}/leave_policies', auth: 'private' },
  createLeavePolicy: { method: 'POST', path: '/orgs/{org_id}/leave_policies', auth: 'private' },
  patchLeavePolicy: {
    method: 'PATCH',
    path: '/orgs/{org_id}/leave_policies/{leave_policy_id}',
    auth: 'private',
  },
  deleteLeavePolicy: {
    method: 'DELETE',
    path: '/orgs/{org_id}/leave_policies/{leave_policy_id}',
    auth: 'private',
  },
  timeOffRequests: { method: 'GET', path: '/orgs/{org_id}/time_off_requests', auth: 'private' },
  createTimeOffRequest: {
    method: 'POST',
    path: '/orgs/{org_id}/time_off_requests',
    auth: 'private',
  },
  approveTimeOffRequest: {
    method: 'POST',
    path: '/orgs/{org_id}/time_off_requests/{time_off_request_id}/approve',
    auth: 'private',
  },
  denyTimeOffRequest: {
    method: 'POST',
    path: '/orgs/{org_id}/time_off_requests/{time_off_request_id}/deny',
    auth: 'private',
  },
  cancelTimeOffRequest: {
    method: 'DELETE',
    path: '/orgs/{org_id}/time_off_requests/{time_off_request_id}',
    auth: 'private',
  },
  timeOffBalances: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/time_off_balances',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
