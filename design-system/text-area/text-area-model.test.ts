import { describe, expect, it } from 'vitest';
import {
  TEXT_AREA_MAX_CHAR,
  characterCount,
  isNearLimit,
  limitAnnouncement,
  limitText,
} from './text-area-model';

describe('the default limit', () => {
  it('is 1000 characters (spec)', () => {
    expect(TEXT_AREA_MAX_CHAR).toBe(1000);
  });
});

describe('limitText', () => {
  it('keeps an edit that fits', () => {
    expect(limitText('abc', 'abcd', 5)).toBe('abcd');
    expect(limitText('abcd', 'abcde', 5)).toBe('abcde');
  });

  it('refuses a character typed at the limit', () => {
    expect(limitText('abcde', 'abcdef', 5)).toBe('abcde');
    expect(limitText('abcde', 'abXcde', 5)).toBe('abcde');
  });

  it('keeps 1000 of 1001 pasted characters', () => {
    expect(limitText('', 'x'.repeat(1001), TEXT_AREA_MAX_CHAR)).toHaveLength(1000);
  });

  it('keeps the part of a paste that fits, where it was pasted', () => {
    expect(limitText('ab|cd', 'ab|12345cd', 8)).toBe('ab|123cd');
    expect(limitText('abc', '12345abc', 5)).toBe('12abc');
  });

  it('does not split an emoji at the limit', () => {
    // '😀' is two UTF-16 units: one unit of room is not enough for it.
    expect(limitText('abcd', 'abcd😀', 5)).toBe('abcd');
    expect(limitText('abc', 'abc😀', 5)).toBe('abc😀');
  });

  it('lets a text over the limit be shortened but not lengthened', () => {
    const over = 'x'.repeat(1005);
    expect(limitText(over, 'x'.repeat(1004), TEXT_AREA_MAX_CHAR)).toHaveLength(1004);
    expect(limitText(over, `${over}y`, TEXT_AREA_MAX_CHAR)).toBe(over);
  });

  it('keeps a replacement of the same length at the limit', () => {
    expect(limitText('abcde', 'abXde', 5)).toBe('abXde');
  });
});

describe('the count', () => {
  it('reads used/limit', () => {
    expect(characterCount(12, 1000)).toBe('12/1000');
    expect(characterCount(0, 200)).toBe('0/200');
  });

  it('is announced only in the last 10 % and at the limit', () => {
    expect(isNearLimit(899, 1000)).toBe(false);
    expect(limitAnnouncement(899, 1000)).toBe('');
    expect(isNearLimit(900, 1000)).toBe(true);
    expect(limitAnnouncement(900, 1000)).toBe('100 characters left');
    expect(limitAnnouncement(999, 1000)).toBe('1 character left');
    expect(limitAnnouncement(1000, 1000)).toBe('Limit of 1000 characters reached');
  });

  it('rounds the near zone up for small limits', () => {
    expect(isNearLimit(17, 20)).toBe(false);
    expect(isNearLimit(18, 20)).toBe(true);
    expect(isNearLimit(3, 5)).toBe(false);
    expect(isNearLimit(4, 5)).toBe(true);
  });
});
