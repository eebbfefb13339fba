import { describe, expect, it } from 'vitest';
import { zonedParts, zonedToUnix } from './zoned-time';

const LA = 'America/Los_Angeles';
const utc = (...parts: [number, number, number, number, number?]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4] ?? 0) / 1000;

describe('zoned time', () => {
  it('reads a wall clock both ways', () => {
    const unix = zonedToUnix('2026-07-01', 9 * 3600 + 30 * 60, LA);
    expect(unix).toBe(utc(2026, 7, 1, 16, 30));
    expect(zonedParts(unix, LA)).toEqual({ date: '2026-07-01', secondsOfDay: 34_200 });
  });

  it('moves a time the spring-forward gap skips to just after it', () => {
    // 02:30 does not exist on 2026-03-08 in Los Angeles: it reads as 03:30 PDT.
    expect(zonedToUnix('2026-03-08', 2.5 * 3600, LA)).toBe(utc(2026, 3, 8, 10, 30));
  });

  it('takes the first of the two 01:30s of the fall-back night', () => {
    expect(zonedToUnix('2026-11-01', 1.5 * 3600, LA)).toBe(utc(2026, 11, 1, 8, 30));
  });

  it('handles a zone ahead of UTC across its date line', () => {
    expect(zonedToUnix('2026-01-01', 0, 'Australia/Sydney')).toBe(utc(2025, 12, 31, 13));
  });
});
