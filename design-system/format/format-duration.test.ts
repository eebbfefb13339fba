import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it("writes 'Xh Ym' from an hour up", () => {
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2h 5m');
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(3600 + 59)).toBe('1h 0m');
    expect(formatDuration(25 * 3600 + 59 * 60 + 59)).toBe('25h 59m');
  });

  it("writes 'Xm Ys' under an hour", () => {
    expect(formatDuration(5 * 60 + 30)).toBe('5m 30s');
    expect(formatDuration(3599)).toBe('59m 59s');
    expect(formatDuration(59)).toBe('0m 59s');
    expect(formatDuration(0)).toBe('0m 0s');
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(90.9)).toBe('1m 30s');
    expect(formatDuration(3599.99)).toBe('59m 59s');
  });

  it('keeps the sign of a negative duration', () => {
    expect(formatDuration(-330)).toBe('-5m 30s');
    expect(formatDuration(-7500)).toBe('-2h 5m');
  });

  it('gives nothing for a missing number', () => {
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
