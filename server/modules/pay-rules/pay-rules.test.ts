import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { classifyWeek } from './pay-rules';
import { byReason, card, dayHours, days, HOUR, HOURLY, hours, LA, MONDAY, week } from './test-week';
import { DEFAULT_WORKWEEK } from './workweek';

const CA = { kind: 'california' } as const;
const FLSA = { kind: 'flsa' } as const;

describe('exempt members and contractors', () => {
  it('an exempt salaried member gets no overtime (29 U.S.C. 213(a)(1))', () => {
    const result = week(FLSA, days(6, { hours: 10 }), {
      member: { pay_type: 'salary', exemption_status: 'exempt' },
    });
    expect(hours(result)).toEqual([60, 0, 0]);
    expect(byReason(result)).toEqual({ exempt: 60 });
    expect(result.spans[0]!.reason.citation).toBe('29 U.S.C. 213(a)(1)');
    expect(result.pay.overtime_premium_cents).toBe(0);
  });

  it('an exempt member under California: no daily, weekly or seventh-day overtime (Cal. Lab. Code 515(a))', () => {
    const result = week(CA, days(7, { hours: 13 }), {
      member: { pay_type: 'salary', exemption_status: 'exempt' },
    });
    expect(hours(result)).toEqual([91, 0, 0]);
    expect(result.days.some((day) => day.is_seventh_day)).toBe(false);
    expect(result.spans[0]!.reason.citation).toBe('Cal. Lab. Code 515(a)');
  });

  it('a salaried non-exempt member is paid overtime like an hourly one (29 U.S.C. 207(a)(1))', () => {
    const result = week(FLSA, days(5, { hours: 9 }), {
      member: { pay_type: 'salary', exemption_status: 'non-exempt' },
    });
    expect(hours(result)).toEqual([40, 5, 0]);
  });

  it('a 1099 contractor is not an employee: no overtime (29 U.S.C. 203(e)(1))', () => {
    const result = week(CA, days(5, { hours: 12 }), {
      member: { pay_type: '1099', exemption_status: null },
    });
    expect(byReason(result)).toEqual({ contractor: 60 });
  });
});

describe('workdays, Cal. Lab. Code 500(a)', () => {
  it('a shift crossing midnight is split at the workday boundary (Cal. Lab. Code 500(a), 510(a))', () => {
    // Monday 18:00 to Tuesday 06:00: 6 hours in each workday, none over 8.
    const result = week(CA, [{ day: 0, at: 18, hours: 12 }]);
    expect(dayHours(result).slice(0, 2)).toEqual([
      [6, 0, 0],
      [6, 0, 0],
    ]);
    expect(result.spans.map((span) => span.card_id)).toEqual([1, 1]);
    expect(result.spans[0]!.end_dt_unix).toBe(zonedToUnix('2026-01-06', 0, LA));
  });

  it('with workdays starting at 06:00 the same shift is one workday: 8 + 4 overtime (Cal. Lab. Code 500(a), 510(a))', () => {
    const result = week(CA, [{ day: 0, at: 18, hours: 12 }], {
      workweek: { start_day: 0, start_seconds: 6 * HOUR },
    });
    expect(dayHours(result)[0]).toEqual([8, 4, 0]);
    expect(result.days[0]!.start_dt_unix).toBe(zonedToUnix(MONDAY, 6 * HOUR, LA));
  });

  it('two cards in one workday add up: 6 h + 4 h is 2 h of daily overtime (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, [
      { day: 2, at: 6, hours: 6 },
      { day: 2, at: 13, hours: 4 },
    ]);
    expect(dayHours(result)[2]).toEqual([8, 2, 0]);
    expect(result.spans.map((span) => [span.card_id, span.pay_class])).toEqual([
      [1, 'regular'],
      [2, 'regular'],
      [2, 'overtime'],
    ]);
  });
});

describe('daylight saving in America/Los_Angeles', () => {
  it('fall back: Sunday is a 25-hour workday and 00:00–12:00 is 13 hours (Cal. Lab. Code 510(a))', () => {
    const result = week(CA, [{ day: 6, at: 0, hours: 13 }], { weekStart: '2026-10-26' });
    expect(result.days[6]!.end_dt_unix - result.days[6]!.start_dt_unix).toBe(25 * HOUR);
    expect(result.week.end_dt_unix - result.week.start_dt_unix).toBe(169 * HOUR);
    expect(dayHours(result)[6]).toEqual([8, 4, 1]);
    // The card ends at 12:00 local, wall clock.
    expect(result.spans.at(-1)!.end_dt_unix).toBe(zonedToUnix('2026-11-01', 12 * HOUR, LA));
  });

  it('spring forward: Saturday 20:00 to Sunday 08:00 is 11 hours, 4 + 7 (29 U.S.C. 207(a)(1))', () => {
    const weekStart = '2026-03-02';
    const start = zonedToUnix('2026-03-07', 20 * HOUR, LA);
    const end = zonedToUnix('2026-03-08', 8 * HOUR, LA);
    expect(end - start).toBe(11 * HOUR);
    const result = classifyWeek({
      cards: [
        { id: 1, work: [{ start_dt_unix: start, end_dt_unix: end }], rate_cents_per_hour: 2000 },
      ],
      member: HOURLY,
      rule: CA,
      time_zone: LA,
      workweek: DEFAULT_WORKWEEK,
      week_start_date: weekStart,
    });
    expect(result.days[6]!.end_dt_unix - result.days[6]!.start_dt_unix).toBe(23 * HOUR);
    expect(result.week.end_dt_unix - result.week.start_dt_unix).toBe(167 * HOUR);
    expect(dayHours(result).slice(5)).toEqual([
      [4, 0, 0],
      [7, 0, 0],
    ]);
  });

  it('a DST week still counts 40 real hours for the FLSA: 5×8 plus the extra hour is overtime (29 U.S.C. 207(a)(1))', () => {
    // Sunday 1 November 2026 00:00–08:00 local is 9 real hours.
    const result = week(FLSA, [...days(4, { hours: 8 }), { day: 6, at: 0, hours: 9 }], {
      weekStart: '2026-10-26',
    });
    expect(hours(result)).toEqual([40, 1, 0]);
  });
});

describe('the engine', () => {
  it('counts only the time inside the workweek: a card from Sunday into Monday is split between weeks (29 CFR 778.105)', () => {
    const sunday = card(1, { day: -1, at: 20, hours: 8 });
    const input = {
      cards: [sunday],
      member: HOURLY,
      rule: FLSA,
      time_zone: LA,
      workweek: DEFAULT_WORKWEEK,
    };
    expect(classifyWeek({ ...input, week_start_date: MONDAY }).totals.worked_seconds).toBe(
      4 * HOUR,
    );
    expect(classifyWeek({ ...input, week_start_date: '2025-12-29' }).totals.worked_seconds).toBe(
      4 * HOUR,
    );
  });

  it('answers the same whatever the order of the cards', () => {
    const cards = days(7, { hours: 11 }).map((shift, index) => ({
      ...card(index + 1, shift),
      compensation_id: 100 + index,
    }));
    const input = {
      member: HOURLY,
      rule: CA,
      time_zone: LA,
      workweek: DEFAULT_WORKWEEK,
      week_start_date: MONDAY,
    };
    const forward = classifyWeek({ ...input, cards });
    const backward = classifyWeek({ ...input, cards: [...cards].reverse() });
    expect(backward).toEqual(forward);
    expect(forward.spans[0]!.compensation_id).toBe(100);
  });

  it('refuses overlapping cards rather than paying a second twice', () => {
    expect(() =>
      week(FLSA, [
        { day: 0, hours: 8 },
        { day: 0, at: 10, hours: 2 },
      ]),
    ).toThrow(/overlap/);
  });

  it('refuses a week start that is not the workweek’s first day', () => {
    expect(() => week(FLSA, [], { weekStart: '2026-01-06' })).toThrow(RangeError);
  });

  it('refuses a rate that is not whole cents', () => {
    expect(() => week(FLSA, [{ day: 0, hours: 1, rate: 20.5 }])).toThrow(RangeError);
  });
});
