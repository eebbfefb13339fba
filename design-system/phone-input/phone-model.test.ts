import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_REGION,
  PHONE_REGIONS,
  formatPhone,
  isPhoneRegion,
  isPossibleMobile,
  nextPhoneText,
} from './phone-model';

describe('regions', () => {
  it('offers the US first, as the default, and Australia', () => {
    expect(DEFAULT_PHONE_REGION).toBe('us');
    expect(PHONE_REGIONS.map((region) => region.value)).toEqual(['us', 'au']);
    expect(isPhoneRegion('au')).toBe(true);
    expect(isPhoneRegion('AU')).toBe(false);
  });
});

describe('formatting as you type', () => {
  /** Types `keys` one at a time at the end, as a person would. */
  function typeAtEnd(keys: string, region: 'us' | 'au') {
    let text = '';
    for (const key of keys) text = nextPhoneText(text, text + key, region, true);
    return text;
  }

  it('formats US numbers keystroke by keystroke', () => {
    expect(typeAtEnd('41', 'us')).toBe('41');
    expect(typeAtEnd('415', 'us')).toBe('(415)');
    expect(typeAtEnd('4155', 'us')).toBe('(415) 5');
    expect(typeAtEnd('4155550', 'us')).toBe('(415) 555-0');
    expect(typeAtEnd('4155550101', 'us')).toBe('(415) 555-0101');
    expect(typeAtEnd('+14155550101', 'us')).toBe('+1 415 555 0101');
  });

  it('leaves too many digits unformatted, so the mistake shows', () => {
    expect(typeAtEnd('41555501011', 'us')).toBe('41555501011');
  });

  it('leaves Australian numbers exactly as typed', () => {
    expect(typeAtEnd('0412345678', 'au')).toBe('0412345678');
    expect(typeAtEnd('0412 345 678', 'au')).toBe('0412 345 678');
    expect(typeAtEnd('+61 412-345-678', 'au')).toBe('+61 412-345-678');
  });

  it('keeps deletions and edits in the middle as typed', () => {
    // Backspace over ')' must not bring it back.
    expect(nextPhoneText('(415)', '(415', 'us', true)).toBe('(415');
    expect(nextPhoneText('(415) 555-0101', '(415) 55-0101', 'us', false)).toBe('(415) 55-0101');
    expect(nextPhoneText('(415) 555-0101', '(415) 5555-0101', 'us', false)).toBe('(415) 5555-0101');
  });

  it('formats pasted numbers', () => {
    expect(nextPhoneText('', '415-555-0101', 'us', true)).toBe('(415) 555-0101');
  });

  it('formats the whole text when the field is left', () => {
    expect(formatPhone('(415 555-0101', 'us')).toBe('(415) 555-0101');
    expect(formatPhone('0412345678', 'au')).toBe('0412345678');
    expect(formatPhone('', 'us')).toBe('');
  });
});

describe('isPossibleMobile', () => {
  it('accepts possible US numbers, valid or not', () => {
    expect(isPossibleMobile('(415) 555-0101')).toBe(true);
    expect(isPossibleMobile('4155550101', 'us')).toBe(true);
    expect(isPossibleMobile('5555550100', 'us')).toBe(true);
    expect(isPossibleMobile('+61 412 345 678', 'us')).toBe(true);
  });

  it('refuses US numbers of an impossible length', () => {
    expect(isPossibleMobile('(415) 555-010', 'us')).toBe(false);
    expect(isPossibleMobile('41555501011', 'us')).toBe(false);
    expect(isPossibleMobile('', 'us')).toBe(false);
    expect(isPossibleMobile('415-CALL-NOW', 'us')).toBe(false);
  });

  it('reads Australian numbers in Australia', () => {
    expect(isPossibleMobile('0412 345 678', 'au')).toBe(true);
    expect(isPossibleMobile('(02) 9876 5432', 'au')).toBe(true);
    expect(isPossibleMobile('0412', 'au')).toBe(false);
    expect(isPossibleMobile('0412 345 678 901 2', 'au')).toBe(false);
  });
});
