import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { RULE_TEXT } from './rule-text';

/** The regions a mobile number is read in: the org countries of contract/reference ('us', 'au'). */
export const MOBILE_REGIONS = ['us', 'au'] as const;
export type MobileRegion = (typeof MOBILE_REGIONS)[number];
export const DEFAULT_MOBILE_REGION: MobileRegion = 'us';
export const zMobileRegion = z.enum(MOBILE_REGIONS);

/**
 * Digits and the usual separators, with an optional leading +. libphonenumber reads text
 * leniently ('call 415 555 0101' parses), so letters are refused before it sees them.
 */
const MOBILE_CHARACTERS = /^\+?[0-9 ().-]+$/;
/** Longer text is no phone number; checked before parsing so odd input costs nothing. */
const MOBILE_MAX_LENGTH = 30;

export type MobileCheck =
  | {
      ok: true;
      /**
       * What to store: the E.164 form ('+14155550101') for US; for AU the number exactly as
       * typed (trimmed), as the spec says "Australian numbers are left as is".
       */
      value: string;
      /** The E.164 form in every region, for lookups and sending. */
      e164: string;
    }
  | { ok: false; message: string };

/**
 * The mobile rule: the number is read in `region` (a leading + overrides it) and must be
 * *possible* there (its length fits the numbering plan), not proven valid: carriers hand out new
 * ranges faster than any metadata learns them. The phone input of the design system holds the
 * same call for its own use (design-system/phone-input/phone-model.ts); the boundary rules keep
 * the two folders from importing each other, so keep both in step.
 */
export function checkMobile(
  text: string,
  region: MobileRegion = DEFAULT_MOBILE_REGION,
): MobileCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: RULE_TEXT.required };
  if (typed.length > MOBILE_MAX_LENGTH || !MOBILE_CHARACTERS.test(typed)) {
    return { ok: false, message: RULE_TEXT.mobileInvalid };
  }
  const parsed = parsePhoneNumberFromString(typed, region === 'au' ? 'AU' : 'US');
  if (!parsed?.isPossible()) return { ok: false, message: RULE_TEXT.mobileInvalid };
  return { ok: true, value: region === 'au' ? typed : parsed.number, e164: parsed.number };
}

/** A mobile number checked in `region`; the output is the trimmed text as typed. */
export function zMobileFor(region: MobileRegion = DEFAULT_MOBILE_REGION) {
  return z
    .string({ error: RULE_TEXT.required })
    .trim()
    .superRefine((value, ctx) => {
      const result = checkMobile(value, region);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
}

/** As zMobileFor, with the stored form as output: E.164 for US, the typed text for AU. */
export function zStoredMobileFor(region: MobileRegion = DEFAULT_MOBILE_REGION) {
  return zMobileFor(region).transform((value) => {
    const result = checkMobile(value, region);
    return result.ok ? result.value : value;
  });
}

/**
 * The API's mobile field: checked as a US number (the default region; numbers with a leading +
 * are read in their own country) and passed on as typed, so what people entered is what they see
 * again. Servers that want the normalised form call checkMobile(...).value.
 */
export const zMobile = zMobileFor(DEFAULT_MOBILE_REGION);
