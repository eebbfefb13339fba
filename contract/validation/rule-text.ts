/**
 * Numbers and messages of the validation catalogue (core.md 5, document 2 section 5), in one
 * table so the browser forms, the server and the tests quote the same words.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const MESSAGE_MIN = 15;
export const MESSAGE_MAX = 1000;
/** Whole-dollar digits of a bid price (100 to 9,999,999). */
export const BID_PRICE_DIGITS = { min: 3, max: 7 } as const;
/** Whole-dollar digits of an hourly price (10 to 999, cents allowed). */
export const HOURLY_PRICE_DIGITS = { min: 2, max: 3 } as const;
export const REQUIREMENT_MIN = 1;
export const REQUIREMENT_MAX = 99;
export const YEAR_MIN = 2016;
export const YEAR_MAX = 2029;
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

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
  messageLength: `Message must be ${MESSAGE_MIN}-${MESSAGE_MAX} characters`,
  latitudeNumber: 'Latitude must be a number',
  latitudeRange: `Latitude must be between -${LATITUDE_LIMIT} and ${LATITUDE_LIMIT}`,
  longitudeNumber: 'Longitude must be a number',
  longitudeRange: `Longitude must be between -${LONGITUDE_LIMIT} and ${LONGITUDE_LIMIT}`,
  bidPriceDigits: `Bid price must be ${BID_PRICE_DIGITS.min}-${BID_PRICE_DIGITS.max} digits`,
  hourlyPriceDigits: `Hourly price must be ${HOURLY_PRICE_DIGITS.min}-${HOURLY_PRICE_DIGITS.max} digits`,
  requirementRange: `Must be a whole number from ${REQUIREMENT_MIN} to ${REQUIREMENT_MAX}`,
  dateInvalid: 'Date is invalid',
  dateRangeOrder: 'Start date can not be behind end date',
  yearRange: `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`,
  // Decided where the spec is silent: names and notes refuse characters nobody can see (display-text.ts).
  displayText: 'Can not contain tabs, line breaks or invisible control characters',
  freeText: 'Can not contain invisible control characters',
} as const;

/**
 * The "required" check of text rules: it stops there, so an empty field hears only 'This field is
 * required' and not the length rule as well.
 */
export const REQUIRED_CHECK = { error: RULE_TEXT.required, abort: true } as const;
