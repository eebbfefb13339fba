import type { Endpoint } from './endpoint';

/** Where a call goes and who may make it: the part of an Endpoint that needs no schema. */
export type Route = Pick<Endpoint, 'method' | 'path' | 'auth'>;

/**
 * Method, path (relative to /v1) and auth kind of every call, by name. contract/api.ts adds the
 * schemas to each entry; the fetch client reads only this table at runtime, so the sign-in pages
 * can reach the API without downloading zod.
 */
export const routes = {
  config: { method: 'GET', path: '/config/{country_code}', auth: 'public' },
  signup: { method: 'POST', path: '/signup', auth: 'public' },
  loginEmail: { method: 'POST', path: '/login_email', auth: 'public' },
  requestOtp: { method: 'POST', path: '/request_otp', auth: 'public' },
  loginMobile: { method: 'POST', path: '/login_mobile', auth: 'public' },
  mobileVerifyOtp: { method: 'POST', path: '/mobile_verify_otp', auth: 'public' },
  requestPasswordReset: { method: 'POST', path: '/request_password_reset', auth: 'public' },
  resetPassword: { method: 'POST', path: '/reset_password', auth: 'public' },
  validateInvite: { method: 'GET', path: '/validate_invite/{invite_token}', auth: 'public' },
  completeProfile: { method: 'POST', path: '/complete_profile', auth: 'public' },
  refreshToken: { method: 'POST', path: '/me/refresh_token', auth: 'refresh' },
  me: { method: 'GET', path: '/me', auth: 'private' },
  logout: { method: 'POST', path: '/me/logout', auth: 'private' },
  changePassword: { method: 'POST', path: '/me/change_password', auth: 'private' },
  roles: { method: 'GET', path: '/roles', auth: 'private' },
  orgs: { method: 'GET', path: '/orgs', auth: 'private' },
  createOrg: { method: 'POST', path: '/orgs', auth: 'private' },
  org: { method: 'GET', path: '/orgs/{org_id}', auth: 'private' },
  patchOrg: { method: 'PATCH', path: '/orgs/{org_id}', auth: 'private' },
  adminOrg: { method: 'GET', path: '/admin/orgs/{id}', auth: 'private' },
  impersonate: { method: 'POST', path: '/admin/impersonate', auth: 'private' },
  employees: { method: 'GET', path: '/orgs/{org_id}/employees', auth: 'private' },
  createEmployee: { method: 'POST', path: '/orgs/{org_id}/employees', auth: 'private' },
  employee: { method: 'GET', path: '/orgs/{org_id}/employee/{employee_id}', auth: 'private' },
  patchEmployee: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee/{employee_id}',
    auth: 'private',
  },
  patchEmployees: { method: 'PATCH', path: '/orgs/{org_id}/employees', auth: 'private' },
  sendInvites: { method: 'POST', path: '/orgs/{org_id}/send_invites', auth: 'private' },
  resendInvite: {
    method: 'POST',
    path: '/orgs/{org_id}/employee/{employee_id}/resend_invite',
    auth: 'private',
  },
  resendInviteByEmail: { method: 'POST', path: '/resend_invite_by_email', auth: 'public' },
  updateSaasEnabled: {
    method: 'POST',
    path: '/orgs/{org_id}/employees/{employee_id}/update_saas_enabled',
    auth: 'private',
  },
  teams: { method: 'GET', path: '/orgs/{org_id}/employee_group_list', auth: 'private' },
  createTeam: { method: 'POST', path: '/orgs/{org_id}/employee_group', auth: 'private' },
  patchTeam: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee_group/{employee_group_id}',
    auth: 'private',
  },
  patchTeams: { method: 'PATCH', path: '/orgs/{org_id}/employee_groups', auth: 'private' },
  deleteTeam: {
    method: 'DELETE',
    path: '/orgs/{org_id}/employee_group/{employee_group_id}',
    auth: 'private',
  },
  employeesAndTeams: {
    method: 'GET',
    path: '/orgs/{org_id}/employees_and_employee_groups',
    auth: 'private',
  },
  // Pay records, overtime rules and workers' compensation codes (financial settings).
  compensations: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation',
    auth: 'private',
  },
  createCompensation: {
    method: 'POST',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation',
    auth: 'private',
  },
  patchCompensation: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation/{compensation_id}',
    auth: 'private',
  },
  deleteCompensation: {
    method: 'DELETE',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation/{compensation_id}',
    auth: 'private',
  },
  overtimeRules: { method: 'GET', path: '/orgs/{org_id}/overtime_rules', auth: 'private' },
  createOvertimeRule: { method: 'POST', path: '/orgs/{org_id}/overtime_rules', auth: 'private' },
  patchOvertimeRule: {
    method: 'PATCH',
    path: '/orgs/{org_id}/overtime_rules/{overtime_rule_id}',
    auth: 'private',
  },
  wcCodes: { method: 'GET', path: '/orgs/{org_id}/wc_codes', auth: 'private' },
  createWcCode: { method: 'POST', path: '/orgs/{org_id}/wc_codes', auth: 'private' },
  patchWcCode: { method: 'PATCH', path: '/orgs/{org_id}/wc_codes/{wc_code_id}', auth: 'private' },
  wcCodeHistory: { method: 'GET', path: '/orgs/{org_id}/wc_codes/history', auth: 'private' },
  // Rule groups: time-clock and project-time rules (core.md 7, "Rules").
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
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
