import { describe, expect, it } from 'vitest';
import { isoDateOfUnix, startOfDayUnix, todayKey } from './zoned-days';

describe('startOfDayUnix', () => {
  it('is midnight of the day in the organisation’s zone', () => {
    expect(startOfDayUnix('2026-03-02', 'America/Denver')).toBe(Date.UTC(2026, 2, 2, 7) / 1000);
    expect(startOfDayUnix('2026-03-02', 'Australia/Sydney')).toBe(Date.UTC(2026, 2, 1, 13) / 1000);
    expect(startOfDayUnix('2026-07-01', 'America/Los_Angeles')).toBe(
      Date.UTC(2026, 6, 1, 7) / 1000,
    );
  });

  it('is right on the days clocks change', () => {
    // US clocks go forward on 8 March 2026 at 02:00: midnight is still standard time.
    expect(startOfDayUnix('2026-03-08', 'America/Denver')).toBe(Date.UTC(2026, 2, 8, 7) / 1000);
    expect(startOfDayUnix('2026-03-09', 'America/Denver')).toBe(Date.UTC(2026, 2, 9, 6) / 1000);
  });

  it('is null for an empty or malformed day', () => {
    expect(startOfDayUnix('', 'America/Denver')).toBeNull();
    expect(startOfDayUnix('03/02/2026', 'America/Denver')).toBeNull();
  });
});

describe('todayKey', () => {
  it('is the calendar day in the zone', () => {
    const instant = new Date(Date.UTC(2026, 2, 2, 3));
    expect(todayKey('America/Denver', instant)).toBe('2026-03-01');
    expect(todayKey('Australia/Sydney', instant)).toBe('2026-03-02');
  });
});

describe('employee dates', () => {
  it('reads midnight of a day in the organisation time zone', () => {
    // 2026-03-02 00:00 in Los Angeles (PST, UTC-8) is 08:00 UTC.
    expect(startOfDayUnix('2026-03-02', 'America/Los_Angeles')).toBe(
      Date.UTC(2026, 2, 2, 8) / 1000,
    );
    expect(startOfDayUnix('2026-07-01', 'America/Los_Angeles')).toBe(
      Date.UTC(2026, 6, 1, 7) / 1000,
    );
    expect(startOfDayUnix('2026-07-01', 'Australia/Sydney')).toBe(Date.UTC(2026, 5, 30, 14) / 1000);
  });

  it('gives back the same day', () => {
    for (const zone of ['America/Los_Angeles', 'America/New_York', 'Australia/Sydney', 'UTC']) {
      for (const day of ['2026-03-08', '2026-11-01', '2026-04-05', '2026-10-04', '2024-02-29']) {
        expect(isoDateOfUnix(startOfDayUnix(day, zone), zone)).toBe(day);
      }
    }
  });

  it('maps empty to null and null to empty', () => {
    expect(startOfDayUnix('', 'UTC')).toBeNull();
    expect(isoDateOfUnix(null, 'UTC')).toBe('');
  });
});
