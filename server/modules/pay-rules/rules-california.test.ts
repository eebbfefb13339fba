import { describe, expect, it } from 'vitest';
import { byReason, dayHours, days, hours, week } from './test-week';

/**
 * Golden weeks under Cal. Lab. Code 510(a): over 8 h in a workday and over 40 h in the workweek
 * at 1.5×, over 12 h in a workday at 2×; the seventh consecutive day of work in one workweek:
 * first 8 h at 1.5×, beyond 8 at 2×; hours already paid as daily overtime do not count toward 40.
 */

const CA = { kind: 'california' } as const;
const CITE = 'Cal. Lab. Code 510(a)';

describe('California overtime, Cal. Lab. Code 510(a)', () => {
  it('5×10: 2 hours of daily overtime each day, no weekly overtime (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, days(5, { hours: 10 }));
    expect(hours(result)).toEqual([40, 10, 0]);
    expect(dayHours(result)[0]).toEqual([8, 2, 0]);
    expect(byReason(result)).toEqual({ regular: 40, daily_overtime: 10 });
    const overtime = result.spans.find((span) => span.pay_class === 'overtime')!;
    expect(overtime.reason).toMatchObject({
      rule_id: 'california',
      threshold_seconds: 8 * 3600,
      multiplier: 1.5,
      citation: CITE,
    });
    // The 2 overtime hours are the last of Monday's shift (07:00–17:00: 15:00–17:00).
    expect(overtime.end_dt_unix - overtime.start_dt_unix).toBe(2 * 3600);
    expect(overtime.end_dt_unix).toBe(result.days[0]!.spans.at(-1)!.end_dt_unix);
  });

  it('a 13-hour day: 8 regular, 4 overtime, 1 double time (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, [{ day: 1, hours: 13 }]);
    expect(hours(result)).toEqual([8, 4, 1]);
    const double = result.spans.find((span) => span.pay_class === 'double_time')!;
    expect(double.reason).toMatchObject({
      code: 'daily_double_time',
      threshold_seconds: 12 * 3600,
      multiplier: 2,
      citation: CITE,
    });
    // Straight time 13 × $20, plus 0.5 × $20 × 4 and 1.0 × $20 × 1.
    expect(result.pay).toMatchObject({
      straight_time_cents: 26_000,
      overtime_premium_cents: 4000,
      double_time_premium_cents: 2000,
      gross_cents: 32_000,
    });
  });

  it('6×8: Saturday is over 40 in the workweek, not a seventh day (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, days(6, { hours: 8 }));
    expect(hours(result)).toEqual([40, 8, 0]);
    expect(byReason(result)).toEqual({ regular: 40, weekly_overtime: 8 });
    expect(result.days.some((day) => day.is_seventh_day)).toBe(false);
  });

  it('seven consecutive 8-hour days: the seventh day’s 8 hours at 1.5× (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, days(7, { hours: 8 }));
    expect(hours(result)).toEqual([40, 16, 0]);
    expect(result.days[6]!.is_seventh_day).toBe(true);
    expect(dayHours(result).slice(5)).toEqual([
      [0, 8, 0],
      [0, 8, 0],
    ]);
    expect(byReason(result)).toEqual({ regular: 40, weekly_overtime: 8, seventh_day_overtime: 8 });
    expect(result.days[6]!.spans[0]!.reason.citation).toBe(CITE);
  });

  it('a 10-hour seventh day: 8 at 1.5× and 2 at 2× (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, [...days(6, { hours: 6 }), { day: 6, hours: 10 }]);
    expect(dayHours(result)[6]).toEqual([0, 8, 2]);
    expect(hours(result)).toEqual([36, 8, 2]);
    expect(byReason(result)).toEqual({
      regular: 36,
      seventh_day_overtime: 8,
      seventh_day_double_time: 2,
    });
  });

  it('4×12 without pyramiding: 16 daily overtime hours do not count toward 40 (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, days(4, { hours: 12 }));
    // 48 hours worked, but only 32 straight-time hours: no weekly overtime on top.
    expect(hours(result)).toEqual([32, 16, 0]);
    expect(byReason(result)).toEqual({ regular: 32, daily_overtime: 16 });
  });

  it('daily then weekly: daily overtime Mon–Fri, then the hours past 40 straight time (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, [
      ...days(4, { hours: 10 }),
      { day: 4, hours: 9 },
      { day: 5, hours: 5 },
    ]);
    expect(dayHours(result).slice(0, 6)).toEqual([
      [8, 2, 0],
      [8, 2, 0],
      [8, 2, 0],
      [8, 2, 0],
      [8, 1, 0],
      [0, 5, 0],
    ]);
    expect(byReason(result)).toEqual({ regular: 40, daily_overtime: 9, weekly_overtime: 5 });
  });

  it('a week whose first day is off: six days worked, so Sunday is no seventh day (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, days(6, { hours: 8 }, 1));
    expect(result.days[6]!.is_seventh_day).toBe(false);
    expect(dayHours(result)[6]).toEqual([0, 8, 0]);
    expect(byReason(result)).toEqual({ regular: 40, weekly_overtime: 8 });
  });

  it('the seventh day must be the seventh of the workweek: Sunday counts only with Monday worked (Cal. Lab. Code 510(a))', () => {
    // The same seven calendar days in a row, but the previous week's Sunday belongs to that week.
    const result = week(CA, days(7, { hours: 4 }), {
      weekStart: '2026-01-06',
      workweek: { start_day: 1, start_seconds: 0 },
    });
    expect(result.days[6]!.is_seventh_day).toBe(true);
    expect(dayHours(result)[6]).toEqual([0, 4, 0]);
  });
});
