import { z } from 'zod';

/**
 * Shared field rules of the validation catalogue (core.md 5, document 2 section 5).
 * The same schemas validate in the browser forms and on the server.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MIN = 3;
export const NAME_MAX = 80;

export const RULE_TEXT = {
  required: 'This field is required',
  emailInvalid: 'Email is invalid',
  mobileInvalid: 'Mobile phone is invalid',
  passwordLength: `Password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters`,
  passwordSymbol: 'Password must contain at least one number or symbol',
  passwordsMatch: 'Passwords must match',
  nameLength: `Must be ${NAME_MIN}-${NAME_MAX} characters`,
  nameTwoWords: 'Please enter a first and last name',
  businessNameLength: `Business name must be ${NAME_MIN}-${NAME_MAX} characters`,
} as const;

// A pragmatic address pattern: something@domain.tld without spaces; the mail round trip is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const zEmail = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, RULE_TEXT.required)
  .max(254, RULE_TEXT.emailInvalid)
  .regex(EMAIL_PATTERN, RULE_TEXT.emailInvalid)
  .transform((value) => value.toLowerCase());

export const zPassword = z
  .string({ error: RULE_TEXT.required })
  .min(1, RULE_TEXT.required)
  .min(PASSWORD_MIN, RULE_TEXT.passwordLength)
  .max(PASSWORD_MAX, RULE_TEXT.passwordLength)
  .regex(/[^A-Za-z]/, RULE_TEXT.passwordSymbol);

/** Full name: 3-80 characters and at least two words. */
export const zFullName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, RULE_TEXT.required)
  .min(NAME_MIN, RULE_TEXT.nameLength)
  .max(NAME_MAX, RULE_TEXT.nameLength)
  .refine((value) => value.split(/\s+/).filter(Boolean).length >= 2, RULE_TEXT.nameTwoWords);

export const zBusinessName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, RULE_TEXT.required)
  .min(NAME_MIN, RULE_TEXT.businessNameLength)
  .max(NAME_MAX, RULE_TEXT.businessNameLength);

/**
 * Mobile numbers as the user typed them, digits and an optional leading +.
 * The possibility check (libphonenumber) lives in the phone input widget of the design system;
 * here the server keeps a structural check so malformed input never reaches storage.
 */
export const zMobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, RULE_TEXT.mobileInvalid);
