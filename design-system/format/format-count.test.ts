import { describe, expect, it } from 'vitest';
import { BILLION, abbreviateNumber } from './format-count';

describe('abbreviateNumber', () => {
  it('writes counts under a thousand as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(7)).toBe('7');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it("writes thousands with 'k'", () => {
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1500)).toBe('1.5k');
    expect(abbreviateNumber(1999)).toBe('1.9k');
    expect(abbreviateNumber(4100)).toBe('4.1k');
    expect(abbreviateNumber(12345)).toBe('12.3k');
    expect(abbreviateNumber(999_999)).toBe('999.9k');
  });

  it("writes millions with 'm'", () => {
    expect(abbreviateNumber(1_000_000)).toBe('1m');
    expect(abbreviateNumber(2_000_000)).toBe('2m');
    expect(abbreviateNumber(2_550_000)).toBe('2.5m');
    expect(abbreviateNumber(999_999_999)).toBe('999.9m');
  });

  it("writes a billion and more as '1b+'", () => {
    expect(BILLION).toBe(1_000_000_000);
    expect(abbreviateNumber(1_000_000_000)).toBe('1b+');
    expect(abbreviateNumber(1e9)).toBe('1b+');
    expect(abbreviateNumber(75_000_000_000)).toBe('1b+');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('1b+');
  });

  it('keeps the sign of negative counts', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
    expect(abbreviateNumber(-999)).toBe('-999');
  });

  it('cuts fractions under a thousand to one decimal', () => {
    expect(abbreviateNumber(12.5)).toBe('12.5');
    expect(abbreviateNumber(12.59)).toBe('12.5');
  });

  it('gives nothing for a missing number', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('');
  });
});
