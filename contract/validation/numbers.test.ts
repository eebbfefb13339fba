import { describe, expect, it } from 'vitest';
import {
  zBidPrice,
  zCoordinates,
  zHourlyPrice,
  zLatitude,
  zLongitude,
  zRequirementNumber,
} from './numbers';
import { RULE_TEXT } from './rule-text';
import { messagesOf } from './test-helpers';

describe('coordinates', () => {
  it('quotes clear messages', () => {
    expect(RULE_TEXT.latitudeRange).toBe('Latitude must be between -90 and 90');
    expect(RULE_TEXT.longitudeRange).toBe('Longitude must be between -180 and 180');
  });

  it('takes latitudes from -90 to 90 inclusive', () => {
    for (const ok of [-90, -89.999999, 0, 45.5, 90]) expect(messagesOf(zLatitude, ok)).toEqual([]);
    expect(messagesOf(zLatitude, 90.000001)).toEqual([RULE_TEXT.latitudeRange]);
    expect(messagesOf(zLatitude, -90.000001)).toEqual([RULE_TEXT.latitudeRange]);
  });

  it('takes longitudes from -180 to 180 inclusive', () => {
    for (const ok of [-180, 0, 151.2093, 180]) expect(messagesOf(zLongitude, ok)).toEqual([]);
    expect(messagesOf(zLongitude, 180.000001)).toEqual([RULE_TEXT.longitudeRange]);
    expect(messagesOf(zLongitude, -180.000001)).toEqual([RULE_TEXT.longitudeRange]);
  });

  it('reads text from form inputs', () => {
    expect(zLatitude.parse(' -33.8688 ')).toBe(-33.8688);
    expect(zLongitude.parse('-180')).toBe(-180);
    expect(messagesOf(zLatitude, '90.000001')).toEqual([RULE_TEXT.latitudeRange]);
    expect(messagesOf(zLatitude, 'north')).toEqual(['Latitude must be a number']);
    expect(messagesOf(zLongitude, 'east')).toEqual(['Longitude must be a number']);
    expect(messagesOf(zLatitude, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zLongitude, undefined)).toEqual([RULE_TEXT.required]);
  });

  it('refuses infinities', () => {
    expect(messagesOf(zLatitude, Infinity)).toHaveLength(1);
    expect(messagesOf(zLongitude, -Infinity)).toHaveLength(1);
  });

  it('checks a pair', () => {
    expect(zCoordinates.parse({ latitude: 90, longitude: -180 })).toEqual({
      latitude: 90,
      longitude: -180,
    });
    expect(zCoordinates.safeParse({ latitude: 91, longitude: 181 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['latitude'], message: RULE_TEXT.latitudeRange }),
      expect.objectContaining({ path: ['longitude'], message: RULE_TEXT.longitudeRange }),
    ]);
  });
});

describe('zBidPrice', () => {
  it('takes 3 to 7 whole-dollar digits', () => {
    expect(RULE_TEXT.bidPriceDigits).toBe('Bid price must be 3-7 digits');
    expect(messagesOf(zBidPrice, '99')).toEqual([RULE_TEXT.bidPriceDigits]);
    expect(zBidPrice.parse('100')).toBe(100);
    expect(zBidPrice.parse('999999')).toBe(999999);
    expect(zBidPrice.parse('9999999')).toBe(9999999);
    expect(messagesOf(zBidPrice, '10000000')).toEqual([RULE_TEXT.bidPriceDigits]);
  });

  it('reads numbers and typed prices', () => {
    expect(zBidPrice.parse(12345)).toBe(12345);
    expect(zBidPrice.parse('$12,345')).toBe(12345);
    expect(messagesOf(zBidPrice, 99)).toEqual([RULE_TEXT.bidPriceDigits]);
    expect(messagesOf(zBidPrice, '099')).toEqual([RULE_TEXT.bidPriceDigits]);
    expect(messagesOf(zBidPrice, '150.50')).toEqual([RULE_TEXT.bidPriceDigits]);
    expect(messagesOf(zBidPrice, '-150')).toEqual([RULE_TEXT.bidPriceDigits]);
    expect(messagesOf(zBidPrice, '')).toEqual([RULE_TEXT.required]);
  });
});

describe('zHourlyPrice', () => {
  it('takes 2 to 3 whole-dollar digits', () => {
    expect(RULE_TEXT.hourlyPriceDigits).toBe('Hourly price must be 2-3 digits');
    expect(messagesOf(zHourlyPrice, '9')).toEqual([RULE_TEXT.hourlyPriceDigits]);
    expect(messagesOf(zHourlyPrice, '9.99')).toEqual([RULE_TEXT.hourlyPriceDigits]);
    expect(zHourlyPrice.parse('10')).toBe(10);
    expect(zHourlyPrice.parse('999')).toBe(999);
    expect(messagesOf(zHourlyPrice, '1000')).toEqual([RULE_TEXT.hourlyPriceDigits]);
  });

  it('allows cents', () => {
    expect(zHourlyPrice.parse('25.50')).toBe(25.5);
    expect(zHourlyPrice.parse(25.5)).toBe(25.5);
    expect(zHourlyPrice.parse('999.99')).toBe(999.99);
    expect(messagesOf(zHourlyPrice, '25.505')).toEqual([RULE_TEXT.hourlyPriceDigits]);
  });
});

describe('zRequirementNumber', () => {
  it('takes whole numbers 1 to 99', () => {
    expect(RULE_TEXT.requirementRange).toBe('Must be a whole number from 1 to 99');
    expect(messagesOf(zRequirementNumber, 0)).toEqual([RULE_TEXT.requirementRange]);
    expect(zRequirementNumber.parse(1)).toBe(1);
    expect(zRequirementNumber.parse('99')).toBe(99);
    expect(messagesOf(zRequirementNumber, 100)).toEqual([RULE_TEXT.requirementRange]);
    expect(messagesOf(zRequirementNumber, 2.5)).toEqual([RULE_TEXT.requirementRange]);
    expect(messagesOf(zRequirementNumber, 'two')).toEqual([RULE_TEXT.requirementRange]);
    expect(messagesOf(zRequirementNumber, '')).toEqual([RULE_TEXT.required]);
  });
});
