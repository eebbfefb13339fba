import type { Route } from './endpoint';

/** Sign-up, sign-in (email and password, or a code sent to a mobile) and password reset. */
export const authRoutes = {
  signup: { method: 'POST', path: '/signup', auth: 'public' },
  loginEmail: { method: 'POST', path: '/login_email', auth: 'public' },
  requestOtp: { method: 'POST', path: '/request_otp', auth: 'public' },
  loginMobile: { method: 'POST', path: '/login_mobile', auth: 'public' },
  mobileVerifyOtp: { method: 'POST', path: '/mobile_verify_otp', auth: 'public' },
  requestPasswordReset: { method: 'POST', path: '/request_password_reset', auth: 'public' },
  resetPassword: { method: 'POST', path: '/reset_password', auth: 'public' },
} as const satisfies Record<string, Route>;
