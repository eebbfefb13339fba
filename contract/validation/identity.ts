import { z } from 'zod';
import {
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  MESSAGE_MAX,
  MESSAGE_MIN,
  REQUIRED_CHECK,
  RULE_TEXT,
} from './rule-text';
import { isDisplayText, isFreeText } from './display-text';

// A pragmatic address pattern: something@domain.tld without spaces; the mail round trip is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const zEmail = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(254, RULE_TEXT.emailInvalid)
  .regex(EMAIL_PATTERN, RULE_TEXT.emailInvalid)
  .transform((value) => value.toLowerCase());

/**
 * "A number or symbol": any character that is neither a letter (in any script, so 'é' is still a
 * letter) nor white space.
 */
const NUMBER_OR_SYMBOL = /[^\p{L}\s]/u;

/** Password: 8-64 characters with at least one number or symbol. Not trimmed: spaces count. */
export const zPassword = z
  .string({ error: RULE_TEXT.required })
  .min(1, REQUIRED_CHECK)
  .min(PASSWORD_MIN, RULE_TEXT.passwordLength)
  .max(PASSWORD_MAX, RULE_TEXT.passwordLength)
  .regex(NUMBER_OR_SYMBOL, RULE_TEXT.passwordSymbol);

/** The confirmation rule: compared exactly, as typed. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * A new password and its confirmation; 'Passwords must match' is reported on `confirm_password`,
 * the field the person fixes.
 */
export const zPasswordConfirmation = z
  .object({
    password: zPassword,
    confirm_password: z.string({ error: RULE_TEXT.required }).min(1, REQUIRED_CHECK),
  })
  .refine((value) => passwordsMatch(value.password, value.confirm_password), {
    path: ['confirm_password'],
    message: RULE_TEXT.passwordsMatch,
  });

/** Words of a name: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Full name: 3-80 characters (after trimming) and at least two words. */
export const zFullName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .min(NAME_MIN, RULE_TEXT.nameLength)
  .max(NAME_MAX, RULE_TEXT.nameLength)
  .refine((value) => countWords(value) >= 2, RULE_TEXT.nameTwoWords)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** Business name: 3-80 characters (after trimming). */
export const zBusinessName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .min(NAME_MIN, RULE_TEXT.businessNameLength)
  .max(NAME_MAX, RULE_TEXT.businessNameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** A written message (a note, a request): 15-1000 characters after trimming. */
export const zMessageBody = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .min(MESSAGE_MIN, RULE_TEXT.messageLength)
  .max(MESSAGE_MAX, RULE_TEXT.messageLength)
  .refine(isFreeText, RULE_TEXT.freeText);
