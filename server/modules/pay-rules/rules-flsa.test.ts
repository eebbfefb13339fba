import { describe, expect, it } from 'vitest';
import { byReason, dayHours, days, hours, week } from './test-week';

/** Golden weeks under the FLSA: over 40 hours in the fixed workweek at 1.5×, no daily overtime. */

const FLSA = { kind: 'flsa' } as const;

describe('FLSA weekly overtime, 29 U.S.C. 207(a)(1)', () => {
  it('5×8: 40 hours are all regular (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, days(5, { hours: 8 }));
    expect(hours(result)).toEqual([40, 0, 0]);
    expect(result.spans.every((span) => span.reason.citation === '29 U.S.C. 207(a)(1)')).toBe(true);
    expect(result.pay).toMatchObject({ straight_time_cents: 80_000, gross_cents: 80_000 });
  });

  it('5×10: the 10 hours after the 40th are overtime, all on Friday (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, days(5, { hours: 10 }));
    expect(hours(result)).toEqual([40, 10, 0]);
    expect(dayHours(result).slice(0, 5)).toEqual([
      [10, 0, 0],
      [10, 0, 0],
      [10, 0, 0],
      [10, 0, 0],
      [0, 10, 0],
    ]);
    const overtime = result.spans.find((span) => span.pay_class === 'overtime')!;
    expect(overtime.reason).toMatchObject({
      code: 'weekly_overtime',
      rule_id: 'flsa',
      threshold_seconds: 40 * 3600,
      multiplier: 1.5,
      citation: '29 U.S.C. 207(a)(1)',
    });
    // $20 × 50 h straight + 0.5 × $20 × 10 h premium.
    expect(result.pay).toMatchObject({
      straight_time_cents: 100_000,
      regular_rate_cents_per_hour: 2000,
      overtime_premium_cents: 10_000,
      gross_cents: 110_000,
    });
  });

  it('one 14-hour day: no daily overtime under the FLSA (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, [{ day: 2, hours: 14 }]);
    expect(hours(result)).toEqual([14, 0, 0]);
    expect(result.pay.gross_cents).toBe(28_000);
  });

  it('6×8: Saturday’s 8 hours are over 40 in the workweek (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, days(6, { hours: 8 }));
    expect(hours(result)).toEqual([40, 8, 0]);
    expect(dayHours(result)[5]).toEqual([0, 8, 0]);
    expect(byReason(result)).toEqual({ regular: 40, weekly_overtime: 8 });
  });

  it('7×8: no seventh-day rule under the FLSA, only the weekly 40 (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, days(7, { hours: 8 }));
    expect(hours(result)).toEqual([40, 16, 0]);
    expect(result.days.some((day) => day.is_seventh_day)).toBe(false);
  });

  it('splits the hour that crosses the 40th at the exact second (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, [...days(4, { hours: 10 }), { day: 4, at: 7, hours: 0.5 }]);
    expect(hours(result)).toEqual([40, 0.5, 0]);
    const result2 = week(FLSA, [...days(4, { hours: 9.75 }), { day: 4, at: 7, hours: 2 }]);
    expect(dayHours(result2)[4]).toEqual([1, 1, 0]);
  });
});
