import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { DEFAULT_WORKWEEK, workweekAt, workweekOf, workweekOfSchedule } from './workweek';

const LA = 'America/Los_Angeles';

describe('workweek', () => {
  it('defaults to Monday 00:00 local without a pay schedule', () => {
    expect(workweekOfSchedule(null)).toEqual({ start_day: 0, start_seconds: 0 });
    expect(workweekOfSchedule({ workweek_start_day: 6, workweek_start_seconds: 3600 })).toEqual({
      start_day: 6,
      start_seconds: 3600,
    });
  });

  it('finds the workweek of an instant, honouring the start time', () => {
    const sundayStart = { start_day: 6, start_seconds: 6 * 3600 } as const;
    // Sunday 2026-01-11 05:59 is still the week that began Sunday 2026-01-04 06:00.
    const early = workweekAt(zonedToUnix('2026-01-11', 6 * 3600 - 60, LA), sundayStart, LA);
    expect(early.start_date).toBe('2026-01-04');
    const later = workweekAt(zonedToUnix('2026-01-11', 6 * 3600, LA), sundayStart, LA);
    expect(later.start_date).toBe('2026-01-11');
    expect(
      workweekAt(zonedToUnix('2026-01-07', 12 * 3600, LA), DEFAULT_WORKWEEK, LA).start_date,
    ).toBe('2026-01-05');
  });

  it('has seven workdays that tile the week', () => {
    const week = workweekOf('2026-03-02', DEFAULT_WORKWEEK, LA);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]!.start_dt_unix).toBe(week.start_dt_unix);
    expect(week.days[6]!.end_dt_unix).toBe(week.end_dt_unix);
    for (let index = 1; index < 7; index += 1)
      expect(week.days[index]!.start_dt_unix).toBe(week.days[index - 1]!.end_dt_unix);
  });

  it('refuses a start day or time out of range', () => {
    expect(() => workweekOfSchedule({ workweek_start_day: 7, workweek_start_seconds: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      workweekOfSchedule({ workweek_start_day: 0, workweek_start_seconds: 86_400 }),
    ).toThrow(RangeError);
  });
});
