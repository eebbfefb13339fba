import { describe, expect, it } from 'vitest';
import type { CustomOvertimeRule } from './types';
import { byReason, dayHours, days, hours, week } from './test-week';

/** The organisation's own overtime rules, applied as written (no statute cited). */

const rule = (overrides: Partial<CustomOvertimeRule>) =>
  ({
    kind: 'custom',
    rule: {
      id: 7,
      name: 'Union crew',
      daily_overtime_after_hours: null,
      daily_double_time_after_hours: null,
      weekly_overtime_after_hours: null,
      is_seventh_day_rule: false,
      ...overrides,
    },
  }) as const;

describe('custom overtime rules', () => {
  it('daily 9 h, double time after 11 h, weekly 45 h', () => {
    const custom = rule({
      daily_overtime_after_hours: 9,
      daily_double_time_after_hours: 11,
      weekly_overtime_after_hours: 45,
    });
    const result = week(custom, [...days(5, { hours: 12 }), { day: 5, hours: 3 }]);
    expect(dayHours(result)[0]).toEqual([9, 2, 1]);
    expect(hours(result)).toEqual([45, 13, 5]);
    expect(byReason(result)).toEqual({
      regular: 45,
      daily_overtime: 10,
      daily_double_time: 5,
      weekly_overtime: 3,
    });
    const weekly = result.spans.find((span) => span.reason.code === 'weekly_overtime')!;
    expect(weekly.reason).toMatchObject({
      rule_id: 'overtime_rule:7',
      rule_name: 'Union crew',
      threshold_seconds: 45 * 3600,
      citation: null,
    });
  });

  it('quarter-hour thresholds: daily overtime after 7.75 h', () => {
    const result = week(rule({ daily_overtime_after_hours: 7.75 }), [{ day: 0, hours: 8 }]);
    expect(hours(result)).toEqual([7.75, 0.25, 0]);
  });

  it('double time without daily overtime: straight time up to the double-time threshold', () => {
    const result = week(rule({ daily_double_time_after_hours: 10 }), [{ day: 0, hours: 12 }]);
    expect(hours(result)).toEqual([10, 0, 2]);
  });

  it('the seventh-day flag has California’s meaning: first 8 h at 1.5×, beyond at 2×', () => {
    const result = week(rule({ is_seventh_day_rule: true }), days(7, { hours: 10 }));
    expect(dayHours(result)[6]).toEqual([0, 8, 2]);
    expect(hours(result)).toEqual([60, 8, 2]);
  });

  it('no threshold at all: every hour is straight time', () => {
    expect(hours(week(rule({}), days(7, { hours: 12 })))).toEqual([84, 0, 0]);
  });

  it('refuses a rule whose double time starts before its overtime', () => {
    const bad = rule({ daily_overtime_after_hours: 10, daily_double_time_after_hours: 8 });
    expect(() => week(bad, [])).toThrow(RangeError);
  });
});
