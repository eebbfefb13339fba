import {
  zLoginEmail,
  zLoginMobile,
  zLoginResponse,
  zMessage,
  zMobileVerifyOtp,
  zOtpRequested,
  zRequestOtp,
  zRequestPasswordReset,
  zResetPassword,
  zSignup,
  zSignupResponse,
} from './auth';
import { authRoutes } from './auth.routes';
import { endpoint } from './endpoint';
import type { SameKeys } from './route-tables';

export const authApi = {
  signup: endpoint({ ...authRoutes.signup, body: zSignup, response: zSignupResponse }),
  loginEmail: endpoint({ ...authRoutes.loginEmail, body: zLoginEmail, response: zLoginResponse }),
  requestOtp: endpoint({ ...authRoutes.requestOtp, body: zRequestOtp, response: zOtpRequested }),
  loginMobile: endpoint({ ...authRoutes.loginMobile, body: zLoginMobile, response: zOtpRequested }),
  mobileVerifyOtp: endpoint({
    ...authRoutes.mobileVerifyOtp,
    body: zMobileVerifyOtp,
    response: zLoginResponse,
  }),
  requestPasswordReset: endpoint({
    ...authRoutes.requestPasswordReset,
    body: zRequestPasswordReset,
    response: zMessage,
  }),
  resetPassword: endpoint({
    ...authRoutes.resetPassword,
    body: zResetPassword,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof authApi, typeof authRoutes> = true;
