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
} as const;

export type Api = typeof api;
export type ApiName = keyof Api;

// One definition of every call: a route without an entry here, or an entry without a route,
// fails to compile. (A `satisfies` on the table would retype the entries' schemas.)
const _sameCalls: [ApiName, RouteName] extends [RouteName, ApiName] ? true : never = true;
