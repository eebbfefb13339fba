import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

/** The regions a phone number is typed in, named as the org countries are ('us', 'au'). */
export type PhoneRegion = 'us' | 'au';
export const DEFAULT_PHONE_REGION: PhoneRegion = 'us';

export type PhoneRegionOption = {
  value: PhoneRegion;
  /** What the region choice shows: short, as the input beside it needs the room. */
  label: string;
  /** The example shown in an empty input. */
  placeholder: string;
};

export const PHONE_REGIONS: readonly PhoneRegionOption[] = [
  { value: 'us', label: 'US +1', placeholder: '(201) 555-0123' },
  { value: 'au', label: 'AU +61', placeholder: '0412 345 678' },
];

const LIBPHONENUMBER_REGION = { us: 'US', au: 'AU' } as const;

export function isPhoneRegion(value: string): value is PhoneRegion {
  return value === 'us' || value === 'au';
}

/**
 * The text the input shows after a keystroke. US numbers are formatted as they are typed
 * ('4155550101' becomes '(415) 555-0101'); Australian numbers are left as typed (spec).
 *
 * Formatting applies only when characters were added at the end: reformatting a deletion would
 * put back the ')' or '-' the person just removed, and reformatting an edit in the middle would
 * throw the caret to the end. Those edits are kept as typed until the field is left
 * (see formatPhone).
 */
export function nextPhoneText(
  previous: string,
  typed: string,
  region: PhoneRegion,
  isCaretAtEnd: boolean,
): string {
  if (region === 'au') return typed;
  const isAppend = isCaretAtEnd && typed.length > previous.length;
  return isAppend ? formatPhone(typed, region) : typed;
}

/** The whole text formatted for the region: US as libphonenumber's AsYouType does, AU unchanged. */
export function formatPhone(text: string, region: PhoneRegion): string {
  if (region === 'au' || text.trim() === '') return text;
  return new AsYouType(LIBPHONENUMBER_REGION[region]).input(text);
}

/** Digits and the usual separators, with an optional leading + (letters are no phone number). */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;

/**
 * The mobile rule as the widget knows it: read in `region` (a leading + overrides it), the number
 * must be *possible* there, i.e. its length fits the numbering plan; validity is not required.
 * contract/validation/mobile.ts holds the same call for the forms and the server (the folder
 * boundaries keep the two from importing each other); keep them in step.
 */
export function isPossibleMobile(
  text: string,
  region: PhoneRegion = DEFAULT_PHONE_REGION,
): boolean {
  const typed = text.trim();
  if (typed === '' || typed.length > 30 || !PHONE_CHARACTERS.test(typed)) return false;
  return parsePhoneNumberFromString(typed, LIBPHONENUMBER_REGION[region])?.isPossible() ?? false;
}
