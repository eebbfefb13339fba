import { z } from 'zod';
import {
  isDisplayText,
  RULE_TEXT,
  zBusinessName,
  zEmail,
  zFullName,
  zMobile,
  zPassword,
} from './validation';
import { zCompanySize, zCountryCode } from './reference';
import { zProfile } from './profile';

/** Tokens as the sign-in calls return them (flat objects, as the spec lists them). */
export const zTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type Tokens = z.infer<typeof zTokens>;

export const zSignup = z.object({
  display_name: zFullName,
  email: zEmail,
  password: zPassword,
  business_name: zBusinessName,
  country_code: zCountryCode,
  company_size: zCompanySize,
  mobile: zMobile.optional().or(z.literal('').transform(() => undefined)),
  device_type: z.string().trim().min(1).max(40).refine(isDisplayText, RULE_TEXT.displayText),
  platform: z.literal('Web'),
});

export const zSignupResponse = zTokens.extend({
  profile: zProfile,
  sales_owner_calendar_link: z.string().nullable(),
});

/** A pending invitation answered instead of tokens: the app goes on to /complete_profile. */
export const zInviteHandle = z.object({
  invite: z.object({ token: z.string(), email: z.string(), org_name: z.string() }),
});

export const zLoginEmail = z.union([
  z.object({ email: zEmail, password: z.string().min(1, 'This field is required').max(128) }),
  z.object({
    email: zEmail,
    verification_token: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code is 6 digits'),
  }),
]);
export const zLoginResponse = z.union([zTokens, zInviteHandle]);
export type LoginResponse = z.infer<typeof zLoginResponse>;

export const zRequestOtp = z.object({ email: zEmail });
export const zOtpRequested = z.object({ otp_request_id: z.string(), message: z.string() });

export const zLoginMobile = z.object({ mobile: zMobile });
export const zMobileVerifyOtp = z.object({
  otp_request_id: z.string().min(1).max(100),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
});

/** POST /me/refresh_token: the refresh token is the bearer; a new pair comes back. */
export const zRefreshResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});

export const zChangePassword = z
  .object({
    current_password: z.string().min(1, 'This field is required').max(128),
    new_password: zPassword,
    confirm_password: z.string().min(1, 'This field is required'),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords must match',
  });

export const zRequestPasswordReset = z.object({ email: zEmail });
export const zResetPassword = z
  .object({
    token: z.string().min(10).max(200),
    password: zPassword,
    confirm_password: z.string().min(1, 'This field is required'),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords must match',
  });

export const zMessage = z.object({ message: z.string() });

export const zInviteTokenParams = z.object({ invite_token: z.string().min(10).max(200) });
export const zValidateInviteResponse = z.object({
  data: z.object({
    email: z.string(),
    display_name: z.string(),
    org_name: z.string(),
    role_display_name: z.string(),
    has_password: z.boolean(),
  }),
});

export const zCompleteProfile = z
  .object({
    invite_token: z.string().min(10).max(200),
    display_name: zFullName,
    password: zPassword,
    confirm_password: z.string().min(1, 'This field is required'),
    mobile: zMobile.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords must match',
  });

/** POST /admin/impersonate (provider staff): a typed access token for another profile. */
export const zImpersonate = z.object({
  profile_id: z.number().int().positive(),
  mode: z.enum(['read', 'write']),
});
export const zImpersonateResponse = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
});

// Re-exported from ./token-types (zod-free) so they keep being imported from contract/auth.
export { TOKEN_TYPES, type TokenType } from './token-types';
