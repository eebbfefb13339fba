import { PUBLIC, type AccessTableFor } from './access-entries';
import type { authRoutes } from './auth.routes';

export const authAccess: AccessTableFor<typeof authRoutes> = {
  signup: PUBLIC,
  loginEmail: PUBLIC,
  requestOtp: PUBLIC,
  loginMobile: PUBLIC,
  mobileVerifyOtp: PUBLIC,
  requestPasswordReset: PUBLIC,
  resetPassword: PUBLIC,
};
