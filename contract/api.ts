import { z } from 'zod';
import { routes, type RouteName } from './api-routes';
import { endpoint } from './endpoint';
import {
  zChangePassword,
  zCompleteProfile,
  zImpersonate,
  zImpersonateResponse,
  zInviteTokenParams,
  zLoginEmail,
  zLoginMobile,
  zLoginResponse,
  zMessage,
  zMobileVerifyOtp,
  zOtpRequested,
  zRefreshResponse,
  zRequestOtp,
  zRequestPasswordReset,
  zResetPassword,
  zSignup,
  zSignupResponse,
  zTokens,
  zValidateInviteResponse,
} from './auth';
import { zProfileResponse } from './profile';
import {
  zAdminOrgResponse,
  zOrgCreate,
  zOrgIdParams,
  zOrgListQuery,
  zOrgListResponse,
  zOrgPatch,
  zOrgPatchResponse,
  zOrgResponse,
} from './orgs';
import { zConfigResponse, zCountryCode } from './reference';
import { zRolesResponse } from './roles';
import { zEmployeeListQuery, zEmployeeListResponse } from './employees';
import {
  zEmployeeCreate,
  zEmployeeParams,
  zEmployeePatch,
  zEmployeeResponse,
  zEmployeesBulkPatch,
  zResendInviteByEmail,
  zSendInvites,
  zSendInvitesResponse,
  zUpdateSaasEnabled,
} from './employee-detail';
import {
  zEmployeesAndTeamsQuery,
  zEmployeesAndTeamsResponse,
  zTeamCreate,
  zTeamIdParams,
  zTeamListQuery,
  zTeamListResponse,
  zTeamPatch,
  zTeamResponse,
  zTeamsBulkPatch,
  zTeamsBulkResponse,
} from './teams';
import {
  zCompensationCreate,
  zCompensationListResponse,
  zCompensationParams,
  zCompensationPatch,
  zCompensationResponse,
} from './compensation';
import {
  zOvertimeRuleCreate,
  zOvertimeRuleIdParams,
  zOvertimeRuleListQuery,
  zOvertimeRuleListResponse,
  zOvertimeRulePatch,
  zOvertimeRuleResponse,
} from './overtime-rules';
import {
  zWcCodeCreate,
  zWcCodeHistoryQuery,
  zWcCodeHistoryResponse,
  zWcCodeIdParams,
  zWcCodeListQuery,
  zWcCodeListResponse,
  zWcCodePatch,
  zWcCodeResponse,
} from './wc-codes';
import {
  zProjectTimeRuleGroupIdParams,
  zProjectTimeRuleGroupListResponse,
  zProjectTimeRuleGroupResponse,
  zRuleGroupIdParams,
  zRuleGroupListQuery,
  zRuleGroupListResponse,
  zRuleGroupResponse,
} from './rule-groups';

/**
 * Every call of the API, by name: the route of contract/api-routes.ts (method, path relative to
 * /v1, auth) with the schemas of its parts. Every route has exactly one entry here.
 */
export const api = {
  config: endpoint({
    ...routes.config,
    params: z.object({ country_code: zCountryCode }),
    response: zConfigResponse,
  }),
  signup: endpoint({ ...routes.signup, body: zSignup, response: zSignupResponse }),
  loginEmail: endpoint({ ...routes.loginEmail, body: zLoginEmail, response: zLoginResponse }),
  requestOtp: endpoint({ ...routes.requestOtp, body: zRequestOtp, response: zOtpRequested }),
  loginMobile: endpoint({ ...routes.loginMobile, body: zLoginMobile, response: zOtpRequested }),
  mobileVerifyOtp: endpoint({
    ...routes.mobileVerifyOtp,
    body: zMobileVerifyOtp,
    response: zLoginResponse,
  }),
  requestPasswordReset: endpoint({
    ...routes.requestPasswordReset,
    body: zRequestPasswordReset,
    response: zMessage,
  }),
  resetPassword: endpoint({ ...routes.resetPassword, body: zResetPassword, response: zMessage }),
  validateInvite: endpoint({
    ...routes.validateInvite,
    params: zInviteTokenParams,
    response: zValidateInviteResponse,
  }),
  completeProfile: endpoint({
    ...routes.completeProfile,
    body: zCompleteProfile,
    response: zTokens,
  }),
  refreshToken: endpoint({ ...routes.refreshToken, response: zRefreshResponse }),
  me: endpoint({ ...routes.me, response: zProfileResponse }),
  logout: endpoint({ ...routes.logout, response: zMessage }),
  changePassword: endpoint({ ...routes.changePassword, body: zChangePassword, response: zMessage }),
  roles: endpoint({ ...routes.roles, response: zRolesResponse }),
  orgs: endpoint({ ...routes.orgs, query: zOrgListQuery, response: zOrgListResponse }),
  createOrg: endpoint({ ...routes.createOrg, body: zOrgCreate, response: zOrgResponse }),
  org: endpoint({ ...routes.org, params: zOrgIdParams, response: zOrgResponse }),
  patchOrg: endpoint({
    ...routes.patchOrg,
    params: zOrgIdParams,
    body: zOrgPatch,
    response: zOrgPatchResponse,
  }),
  adminOrg: endpoint({
    ...routes.adminOrg,
    params: z.object({ id: z.coerce.number().int().min(0) }),
    response: zAdminOrgResponse,
  }),
  impersonate: endpoint({
    ...routes.impersonate,
    body: zImpersonate,
    response: zImpersonateResponse,
  }),
  employees: endpoint({
    ...routes.employees,
    params: zOrgIdParams,
    query: zEmployeeListQuery,
    response: zEmployeeListResponse,
  }),
  createEmployee: endpoint({
    ...routes.createEmployee,
    params: zOrgIdParams,
    body: zEmployeeCreate,
    response: zEmployeeResponse,
  }),
  employee: endpoint({ ...routes.employee, params: zEmployeeParams, response: zEmployeeResponse }),
  patchEmployee: endpoint({
    ...routes.patchEmployee,
    params: zEmployeeParams,
    body: zEmployeePatch,
    response: zEmployeeResponse,
  }),
  patchEmployees: endpoint({
    ...routes.patchEmployees,
    params: zOrgIdParams,
    body: zEmployeesBulkPatch,
    response: zMessage,
  }),
  sendInvites: endpoint({
    ...routes.sendInvites,
    params: zOrgIdParams,
    body: zSendInvites,
    response: zSendInvitesResponse,
  }),
  resendInvite: endpoint({ ...routes.resendInvite, params: zEmployeeParams, response: zMessage }),
  resendInviteByEmail: endpoint({
    ...routes.resendInviteByEmail,
    body: zResendInviteByEmail,
    response: zMessage,
  }),
  updateSaasEnabled: endpoint({
    ...routes.updateSaasEnabled,
    params: zEmployeeParams,
    body: zUpdateSaasEnabled,
    response: zEmployeeResponse.extend({ message: z.string() }),
  }),
  teams: endpoint({
    ...routes.teams,
    params: zOrgIdParams,
    query: zTeamListQuery,
    response: zTeamListResponse,
  }),
  createTeam: endpoint({
    ...routes.createTeam,
    params: zOrgIdParams,
    body: zTeamCreate,
    response: zTeamResponse,
  }),
  patchTeam: endpoint({
    ...routes.patchTeam,
    params: zTeamIdParams,
    body: zTeamPatch,
    response: zTeamResponse,
  }),
  patchTeams: endpoint({
    ...routes.patchTeams,
    params: zOrgIdParams,
    body: zTeamsBulkPatch,
    response: zTeamsBulkResponse,
  }),
  deleteTeam: endpoint({ ...routes.deleteTeam, params: zTeamIdParams, response: zMessage }),
  employeesAndTeams: endpoint({
    ...routes.employeesAndTeams,
    params: zOrgIdParams,
    query: zEmployeesAndTeamsQuery,
    response: zEmployeesAndTeamsResponse,
  }),
  compensations: endpoint({
    ...routes.compensations,
    params: zEmployeeParams,
    response: zCompensationListResponse,
  }),
  createCompensation: endpoint({
    ...routes.createCompensation,
    params: zEmployeeParams,
    body: zCompensationCreate,
    response: zCompensationResponse,
  }),
  patchCompensation: endpoint({
    ...routes.patchCompensation,
    params: zCompensationParams,
    body: zCompensationPatch,
    response: zCompensationResponse,
  }),
  deleteCompensation: endpoint({
    ...routes.deleteCompensation,
    params: zCompensationParams,
    response: zMessage,
  }),
  overtimeRules: endpoint({
    ...routes.overtimeRules,
    params: zOrgIdParams,
    query: zOvertimeRuleListQuery,
    response: zOvertimeRuleListResponse,
  }),
  createOvertimeRule: endpoint({
    ...routes.createOvertimeRule,
    params: zOrgIdParams,
    body: zOvertimeRuleCreate,
    response: zOvertimeRuleResponse,
  }),
  patchOvertimeRule: endpoint({
    ...routes.patchOvertimeRule,
    params: zOvertimeRuleIdParams,
    body: zOvertimeRulePatch,
    response: zOvertimeRuleResponse,
  }),
  wcCodes: endpoint({
    ...routes.wcCodes,
    params: zOrgIdParams,
    query: zWcCodeListQuery,
    response: zWcCodeListResponse,
  }),
  createWcCode: endpoint({
    ...routes.createWcCode,
    params: zOrgIdParams,
    body: zWcCodeCreate,
    response: zWcCodeResponse,
  }),
  patchWcCode: endpoint({
    ...routes.patchWcCode,
    params: zWcCodeIdParams,
    body: zWcCodePatch,
    response: zWcCodeResponse,
  }),
  wcCodeHistory: endpoint({
    ...routes.wcCodeHistory,
    params: zOrgIdParams,
    query: zWcCodeHistoryQuery,
    response: zWcCodeHistoryResponse,
  }),
  employeeRuleGroup: endpoint({
    ...routes.employeeRuleGroup,
    params: zEmployeeParams,
    response: zRuleGroupResponse,
  }),
  employeeProjectTimeRuleGroup: endpoint({
    ...routes.employeeProjectTimeRuleGroup,
    params: zEmployeeParams,
    response: zProjectTimeRuleGroupResponse,
  }),
  ruleGroups: endpoint({
    ...routes.ruleGroups,
    params: zOrgIdParams,
    query: zRuleGroupListQuery,
    response: zRuleGroupListResponse,
  }),
  ruleGroup: endpoint({
    ...routes.ruleGroup,
    params: zRuleGroupIdParams,
    response: zRuleGroupResponse,
  }),
  projectTimeRuleGroups: endpoint({
    ...routes.projectTimeRuleGroups,
    params: zOrgIdParams,
    query: zRuleGroupListQuery,
    response: zProjectTimeRuleGroupListResponse,
  }),
  projectTimeRuleGroup: endpoint({
    ...routes.projectTimeRuleGroup,
    params: zProjectTimeRuleGroupIdParams,
    response: zProjectTimeRuleGroupResponse,
  }),
} as const;

export type Api = typeof api;
export type ApiName = keyof Api;

// One definition of every call: a route without an entry here, or an entry without a route,
// fails to compile. (A `satisfies` on the table would retype the entries' schemas.)
const _sameCalls: [ApiName, RouteName] extends [RouteName, ApiName] ? true : never = true;
