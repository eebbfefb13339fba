import { describe, expect, it } from 'vitest';
import { checkMobile, zMobile, zMobileFor, zStoredMobileFor } from './mobile';
import { RULE_TEXT } from './rule-text';
import { messagesOf } from './test-helpers';

const invalid = { ok: false, message: 'Mobile phone is invalid' };

describe('checkMobile in the US (the default region)', () => {
  it('accepts possible numbers and stores them as E.164', () => {
    const expected = { ok: true, value: '+14155550101', e164: '+14155550101' };
    expect(checkMobile('4155550101')).toEqual(expected);
    expect(checkMobile('(415) 555-0101', 'us')).toEqual(expected);
    expect(checkMobile('415.555.0101', 'us')).toEqual(expected);
    expect(checkMobile('1 415 555 0101', 'us')).toEqual(expected);
    expect(checkMobile(' +1 415 555 0101 ', 'us')).toEqual(expected);
  });

  it('checks possibility, not validity', () => {
    // 555-01xx numbers are fictional (isValid says no) but have a possible length.
    expect(checkMobile('5555550100', 'us')).toMatchObject({ ok: true, value: '+15555550100' });
  });

  it('refuses numbers of an impossible length', () => {
    expect(checkMobile('415555010', 'us')).toEqual(invalid);
    expect(checkMobile('41555501011', 'us')).toEqual(invalid);
    expect(checkMobile('12', 'us')).toEqual(invalid);
  });

  it('refuses letters and stray characters', () => {
    expect(checkMobile('415abc5550101', 'us')).toEqual(invalid);
    expect(checkMobile('call 4155550101', 'us')).toEqual(invalid);
    expect(checkMobile('415+555+0101', 'us')).toEqual(invalid);
    expect(checkMobile(`4155550101${' '.repeat(25)}1`, 'us')).toEqual(invalid);
  });

  it('reads a number with a + in its own country', () => {
    expect(checkMobile('+61 400 000 999', 'us')).toEqual({
      ok: true,
      value: '+61400000999',
      e164: '+61400000999',
    });
  });

  it('needs a number', () => {
    expect(checkMobile('', 'us')).toEqual({ ok: false, message: RULE_TEXT.required });
    expect(checkMobile('   ', 'au')).toEqual({ ok: false, message: RULE_TEXT.required });
  });
});

describe('checkMobile in Australia', () => {
  it('leaves Australian numbers as typed', () => {
    expect(checkMobile('0412 345 678', 'au')).toEqual({
      ok: true,
      value: '0412 345 678',
      e164: '+61412345678',
    });
    expect(checkMobile(' 0412345678 ', 'au')).toMatchObject({ ok: true, value: '0412345678' });
    expect(checkMobile('+61 412 345 678', 'au')).toMatchObject({
      ok: true,
      value: '+61 412 345 678',
    });
    expect(checkMobile('(02) 9876 5432', 'au')).toMatchObject({
      ok: true,
      value: '(02) 9876 5432',
    });
  });

  it('refuses numbers of an impossible length', () => {
    expect(checkMobile('0412', 'au')).toEqual(invalid);
    expect(checkMobile('0412 345 678 901 2', 'au')).toEqual(invalid);
    expect(checkMobile('0412 abc 678', 'au')).toEqual(invalid);
  });
});

describe('mobile schemas', () => {
  it('zMobileFor keeps the typed text', () => {
    expect(zMobileFor('us').parse(' (415) 555-0101 ')).toBe('(415) 555-0101');
    expect(zMobileFor('au').parse('0412 345 678')).toBe('0412 345 678');
    expect(messagesOf(zMobileFor('au'), '0412')).toEqual(['Mobile phone is invalid']);
    expect(messagesOf(zMobileFor('us'), '')).toEqual([RULE_TEXT.required]);
  });

  it('zStoredMobileFor gives E.164 for the US and the typed text for Australia', () => {
    expect(zStoredMobileFor('us').parse('(415) 555-0101')).toBe('+14155550101');
    expect(zStoredMobileFor('au').parse('0412 345 678')).toBe('0412 345 678');
    expect(messagesOf(zStoredMobileFor('us'), '12')).toEqual(['Mobile phone is invalid']);
  });

  it('zMobile is the US rule and passes the text on as typed', () => {
    expect(zMobile.parse('+1 415 555 0199')).toBe('+1 415 555 0199');
    expect(zMobile.parse('+61 400 000 999')).toBe('+61 400 000 999');
    expect(messagesOf(zMobile, '12')).toEqual(['Mobile phone is invalid']);
    expect(messagesOf(zMobile, '415555010')).toEqual(['Mobile phone is invalid']);
  });
});
