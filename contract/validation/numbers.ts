import { z } from 'zod';
import {
  BID_PRICE_DIGITS,
  HOURLY_PRICE_DIGITS,
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  REQUIREMENT_MAX,
  REQUIREMENT_MIN,
  REQUIRED_CHECK,
  RULE_TEXT,
} from './rule-text';

/**
 * Numbers arrive as JSON numbers from the API and as text from form inputs. Blank text counts as
 * missing (so the message is 'This field is required'); other text becomes a number, and NaN
 * fails as "not a number".
 */
export function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

function zNumberInput(notANumber: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? RULE_TEXT.required : notANumber),
  });
}

/** Latitude in degrees, -90 to 90 inclusive. */
export const zLatitude = z.preprocess(
  numberFromInput,
  zNumberInput(RULE_TEXT.latitudeNumber)
    .min(-LATITUDE_LIMIT, RULE_TEXT.latitudeRange)
    .max(LATITUDE_LIMIT, RULE_TEXT.latitudeRange),
);

/** Longitude in degrees, -180 to 180 inclusive. */
export const zLongitude = z.preprocess(
  numberFromInput,
  zNumberInput(RULE_TEXT.longitudeNumber)
    .min(-LONGITUDE_LIMIT, RULE_TEXT.longitudeRange)
    .max(LONGITUDE_LIMIT, RULE_TEXT.longitudeRange),
);

export const zCoordinates = z.object({ latitude: zLatitude, longitude: zLongitude });

/** Requirement numbers (how many of something a job needs): whole numbers 1 to 99. */
export const zRequirementNumber = z.preprocess(
  numberFromInput,
  zNumberInput(RULE_TEXT.requirementRange)
    .int(RULE_TEXT.requirementRange)
    .min(REQUIREMENT_MIN, RULE_TEXT.requirementRange)
    .max(REQUIREMENT_MAX, RULE_TEXT.requirementRange),
);

/** Price text as people type it: '$1,500' and '1500' are the same price. */
function toPriceText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.replace(/[\s$,]/g, '');
  return value;
}

/**
 * A price whose whole-dollar part has `min`-`max` digits, without a leading zero (so '099' is not
 * a three-digit price); with `cents`, up to two decimals may follow.
 */
function zPrice({ min, max }: { min: number; max: number }, cents: boolean, message: string) {
  const pattern = new RegExp(`^[1-9]\\d{${min - 1},${max - 1}}${cents ? '(\\.\\d{1,2})?' : ''}$`);
  return z
    .preprocess(
      toPriceText,
      z.string({ error: RULE_TEXT.required }).min(1, REQUIRED_CHECK).regex(pattern, message),
    )
    .transform(Number);
}

/** Bid price: whole dollars, 3-7 digits ($100 to $9,999,999); shown as '$12,345'. */
export const zBidPrice = zPrice(BID_PRICE_DIGITS, false, RULE_TEXT.bidPriceDigits);

/** Hourly price: 2-3 whole-dollar digits ($10 to $999.99); cents allowed, as in '$25.50/hr'. */
export const zHourlyPrice = zPrice(HOURLY_PRICE_DIGITS, true, RULE_TEXT.hourlyPriceDigits);
