// Plain data, no zod: the app's first screen reads these texts without downloading any schema.

/** Texts of the error catalogue, shared by server and app so the words never drift. */
export const MESSAGES = {
  apiError: 'API error',
  invalidToken: 'Your token is invalid. Please login again.',
  inactiveUser:
    'You have been marked as inactive by the provider administrator. Please contact them to be reactivated.',
  noOrganisation:
    "This profile does not belong to an organization, please contact the provider's support.",
  org0Forbidden: 'You do not have permission to access this organization. Please contact support.',
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
  // Added with the API server (decided where the spec is silent).
  notOrgMember: 'You are not a member of this organization.',
  membershipDeactivated:
    'Your access to this organization has been deactivated. Please contact an administrator.',
  otpSentMobile: 'If an account exists for that mobile number, we have sent a sign-in code.',
  loggedOut: 'You have been signed out.',
  passwordChanged: 'Your password has been changed.',
  passwordResetDone: 'Your password has been reset. Please sign in with the new password.',
  unsupportedMediaType: 'Please send the request body as JSON.',
  invalidTimezone: 'Please choose a valid time zone',
  invalidState: 'Please choose a state of the selected country',
  providerStaffOnly: 'Only provider staff can do this.',
  // An organisation changes only what is its own (issue 11): the e-mail and mobile number of a
  // person who has joined, or whom another organisation has invited too, are that person's.
  ownIdentityOnly:
    'Only this person can change their email or mobile number: they have joined, or another organization has invited them too.',
  // Decided where the spec is silent: PostgreSQL can not store NUL, and no person types one.
  nulCharacter: 'Text can not contain the NUL character (U+0000).',
  malformedRequest: 'The request could not be read.',
  // Decided where the spec is silent: a call a plan tier locks (document 2, section 6).
  featureNotInPlan:
    'Your organization’s plan does not include this feature. An administrator can upgrade the plan or start a trial.',
} as const;
