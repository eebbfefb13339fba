import { describe, expect, it } from 'vitest';
import { hours, week } from './test-week';

/** The weighted regular rate of a week at several rates, 29 CFR 778.115. */

describe('weighted regular rate, 29 CFR 778.115', () => {
  it('a two-rate week: premium on the weighted average of $20 and $30 (29 CFR 778.115)', () => {
    // 40 h at $20 and 5 h at $30: $950 for 45 h, a regular rate of $21.111…; the 5 overtime
    // hours add 0.5 × $21.111… × 5 = $52.777… → $52.78.
    const result = week({ kind: 'flsa' }, [
      { day: 0, hours: 10, rate: 2000 },
      { day: 1, hours: 10, rate: 2000 },
      { day: 2, hours: 10, rate: 2000 },
      { day: 3, hours: 10, rate: 2000 },
      { day: 4, hours: 5, rate: 3000 },
    ]);
    expect(hours(result)).toEqual([40, 5, 0]);
    expect(result.pay).toEqual({
      straight_time_cents: 95_000,
      regular_rate_cents_per_hour: 2111,
      overtime_premium_cents: 5278,
      double_time_premium_cents: 0,
      gross_cents: 100_278,
      citation: '29 CFR 778.115',
    });
  });

  it('the premium uses the weighted rate, not the rate of the overtime hours (29 CFR 778.115)', () => {
    // The same hours with the $30 hours first: the overtime hours are now at $20, same premium.
    const result = week({ kind: 'flsa' }, [
      { day: 0, hours: 5, rate: 3000 },
      ...[1, 2, 3, 4].map((day) => ({ day, hours: 10, rate: 2000 })),
    ]);
    expect(result.pay.overtime_premium_cents).toBe(5278);
    expect(
      result.spans.filter((span) => span.pay_class === 'overtime')[0]!.rate_cents_per_hour,
    ).toBe(2000);
  });

  it('double time adds a whole regular rate, California two-rate day (29 CFR 778.115, Cal. Lab. Code 510(a))', () => {
    // 8 h at $20 then 5 h at $30: $310 for 13 h, regular rate $23.846…; 4 h overtime premium
    // 0.5 × 4 × $23.846… = $47.69; 1 h double time premium $23.85.
    const result = week({ kind: 'california' }, [
      { day: 0, at: 6, hours: 8, rate: 2000 },
      { day: 0, at: 14, hours: 5, rate: 3000 },
    ]);
    expect(hours(result)).toEqual([8, 4, 1]);
    expect(result.pay).toMatchObject({
      straight_time_cents: 31_000,
      regular_rate_cents_per_hour: 2385,
      overtime_premium_cents: 4769,
      double_time_premium_cents: 2385,
      gross_cents: 38_154,
    });
  });

  it('rounds half up once per amount, on exact cent-seconds (29 CFR 778.115)', () => {
    // 1 second at $0.01/h is 1/3600 of a cent: rounds to 0; 1800 seconds is half a cent: up to 1.
    expect(
      week({ kind: 'flsa' }, [{ day: 0, hours: 1 / 3600, rate: 1 }]).pay.straight_time_cents,
    ).toBe(0);
    expect(week({ kind: 'flsa' }, [{ day: 0, hours: 0.5, rate: 1 }]).pay.straight_time_cents).toBe(
      1,
    );
  });

  it('an empty week pays nothing (29 CFR 778.115)', () => {
    expect(week({ kind: 'flsa' }, []).pay).toMatchObject({
      gross_cents: 0,
      regular_rate_cents_per_hour: 0,
    });
  });
});
