import { z } from 'zod';
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

/** Every call of the API, by name. Paths are relative to /v1. */
export const api = {
  config: endpoint({
    method: 'GET',
    path: '/config/{country_code}',
    auth: 'public',
    params: z.object({ country_code: zCountryCode }),
    response: zConfigResponse,
  }),
  signup: endpoint({ method: 'POST', path: '/signup', auth: 'public', body: zSignup, response: zSignupResponse }),
  loginEmail: endpoint({ method: 'POST', path: '/login_email', auth: 'public', body: zLoginEmail, response: zLoginResponse }),
  requestOtp: endpoint({ method: 'POST', path: '/request_otp', auth: 'public', body: zRequestOtp, response: zOtpRequested }),
  loginMobile: endpoint({ method: 'POST', path: '/login_mobile', auth: 'public', body: zLoginMobile, response: zOtpRequested }),
  mobileVerifyOtp: endpoint({ method: 'POST', path: '/mobile_verify_otp', auth: 'public', body: zMobileVerifyOtp, response: zLoginResponse }),
  requestPasswordReset: endpoint({ method: 'POST', path: '/request_password_reset', auth: 'public', body: zRequestPasswordReset, response: zMessage }),
  resetPassword: endpoint({ method: 'POST', path: '/reset_password', auth: 'public', body: zResetPassword, response: zMessage }),
  validateInvite: endpoint({ method: 'GET', path: '/validate_invite/{invite_token}', auth: 'public', params: zInviteTokenParams, response: zValidateInviteResponse }),
  completeProfile: endpoint({ method: 'POST', path: '/complete_profile', auth: 'public', body: zCompleteProfile, response: zTokens }),
  refreshToken: endpoint({ method: 'POST', path: '/me/refresh_token', auth: 'refresh', response: zRefreshResponse }),
  me: endpoint({ method: 'GET', path: '/me', auth: 'private', response: zProfileResponse }),
  logout: endpoint({ method: 'POST', path: '/me/logout', auth: 'private', response: zMessage }),
  changePassword: endpoint({ method: 'POST', path: '/me/change_password', auth: 'private', body: zChangePassword, response: zMessage }),
  roles: endpoint({ method: 'GET', path: '/roles', auth: 'private', response: zRolesResponse }),
  orgs: endpoint({ method: 'GET', path: '/orgs', auth: 'private', query: zOrgListQuery, response: zOrgListResponse }),
  createOrg: endpoint({ method: 'POST', path: '/orgs', auth: 'private', body: zOrgCreate, response: zOrgResponse }),
  org: endpoint({ method: 'GET', path: '/orgs/{org_id}', auth: 'private', params: zOrgIdParams, response: zOrgResponse }),
  patchOrg: endpoint({ method: 'PATCH', path: '/orgs/{org_id}', auth: 'private', params: zOrgIdParams, body: zOrgPatch, response: zOrgPatchResponse }),
  adminOrg: endpoint({
    method: 'GET',
    path: '/admin/orgs/{id}',
    auth: 'private',
    params: z.object({ id: z.coerce.number().int().min(0) }),
    response: zAdminOrgResponse,
  }),
  impersonate: endpoint({ method: 'POST', path: '/admin/impersonate', auth: 'private', body: zImpersonate, response: zImpersonateResponse }),
  employees: endpoint({
    method: 'GET',
    path: '/orgs/{org_id}/employees',
    auth: 'private',
    params: zOrgIdParams,
    query: zEmployeeListQuery,
    response: zEmployeeListResponse,
  }),
} as const;

export type Api = typeof api;
export type ApiName = keyof Api;
