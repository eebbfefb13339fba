import { z } from 'zod';

/** The one error body every failing call answers with (core.md section 8). */
export const zErrorBody = z.object({
  status_code: z.number().int(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
  field_hints: z.record(z.string(), z.array(z.string())).optional(),
  error_code: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;

/** Texts of the error catalogue, shared by server and app so the words never drift. */
export const MESSAGES = {
  apiError: 'API error',
  invalidToken: 'Your token is invalid. Please login again.',
  inactiveUser:
    'You have been marked as inactive by the provider administrator. Please contact them to be reactivated.',
  noOrganisation:
    "This profile does not belong to an organization, please contact the provider's support.",
  org0Forbidden:
    'You do not have permission to access this organization. Please contact support.',
  emptyLogin: 'Login failed - could not connect to the authentication server',
  generic: 'Oops! Some thing wrong happened',
  toastDefault: "Oops there was an error. We're working on it...",
  sorry: 'Sorry, something went wrong',
  syncConflict: 'A syncing conflict has occurred. Reloading the task...',
  required: 'This field is required',
  roleMissing: "role name doesn't exist",
  // Decided where the spec is silent: sign-in and reset words that never reveal whether an account exists.
  badCredentials: 'The email or password is incorrect.',
  badCode: 'The code is incorrect or has expired.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  resetSent: 'If an account exists for that email, we have sent a link to reset the password.',
  otpSent: 'If an account exists for that email, we have sent a sign-in code.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  inviteInvalid: 'This invitation is invalid or has expired.',
  wrongPassword: 'The current password is incorrect.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  readOnlySession: 'This session is read-only.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  orgNotFound: 'Organization not found.',
  bodyTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  validation: 'Please check the highlighted fields.',
} as const;

/** Error codes the app reacts to by number. */
export const ERROR_CODES = {
  syncConflict: 409000,
  accountingInstructions: 500021,
} as const;
