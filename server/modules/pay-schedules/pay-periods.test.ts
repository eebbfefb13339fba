import { describe, expect, it } from 'vitest';
import { payPeriodAt, payPeriodsBetween, type PayScheduleRule } from './pay-periods';

const LA = 'America/Los_Angeles';
const SYDNEY = 'Australia/Sydney';

const rule = (overrides: Partial<PayScheduleRule>): PayScheduleRule => ({
  frequency: 'weekly',
  first_period_start_date: '2026-01-05',
  workweek_start_day: 0,
  workweek_start_seconds: 0,
  ...overrides,
});

const dates = (periods: { start_date: string; end_date: string }[]) =>
  periods.map((period) => `${period.start_date}..${period.end_date}`);

describe('pay periods', () => {
  it('runs weekly periods from the first one, backwards too', () => {
    const periods = payPeriodsBetween(rule({}), '2025-12-30', '2026-01-13', LA);
    expect(dates(periods)).toEqual([
      '2025-12-29..2026-01-04',
      '2026-01-05..2026-01-11',
      '2026-01-12..2026-01-18',
    ]);
    expect(periods.map((period) => period.index)).toEqual([-1, 0, 1]);
  });

  it('starts weekly periods at the workweek start time, one hour shorter across spring forward', () => {
    const schedule = rule({
      first_period_start_date: '2026-03-02',
      workweek_start_seconds: 6 * 3600,
    });
    const [period] = payPeriodsBetween(schedule, '2026-03-03', '2026-03-03', LA);
    // 2026-03-02 06:00 PST is 14:00 UTC; 2026-03-09 06:00 PDT is 13:00 UTC.
    expect(period!.start_dt_unix).toBe(Date.UTC(2026, 2, 2, 14) / 1000);
    expect(period!.end_dt_unix).toBe(Date.UTC(2026, 2, 9, 13) / 1000);
    expect(period!.end_dt_unix - period!.start_dt_unix).toBe(167 * 3600);
  });

  it('is an hour longer across fall back', () => {
    const schedule = rule({ frequency: 'biweekly', first_period_start_date: '2026-10-26' });
    const [period] = payPeriodsBetween(schedule, '2026-11-01', '2026-11-01', LA);
    expect(dates([period!])).toEqual(['2026-10-26..2026-11-08']);
    expect(period!.end_dt_unix - period!.start_dt_unix).toBe((14 * 24 + 1) * 3600);
  });

  it('follows the southern hemisphere change (Sydney, first Sunday of April)', () => {
    const schedule = rule({ first_period_start_date: '2026-03-30' });
    const [period] = payPeriodsBetween(schedule, '2026-04-01', '2026-04-01', SYDNEY);
    expect(period!.end_dt_unix - period!.start_dt_unix).toBe(169 * 3600);
  });

  it('splits semi-monthly periods on the 1st and the 16th, February ending on its last day', () => {
    const schedule = rule({ frequency: 'semimonthly', first_period_start_date: '2028-01-01' });
    expect(dates(payPeriodsBetween(schedule, '2028-02-01', '2028-03-01', LA))).toEqual([
      '2028-02-01..2028-02-15',
      '2028-02-16..2028-02-29',
      '2028-03-01..2028-03-15',
    ]);
  });

  it('keeps a semi-monthly schedule that starts on its second half', () => {
    const schedule = rule({ frequency: 'semimonthly', first_period_start_date: '2026-01-20' });
    expect(dates(payPeriodsBetween(schedule, '2026-01-20', '2026-02-19', LA))).toEqual([
      '2026-01-20..2026-02-04',
      '2026-02-05..2026-02-19',
    ]);
  });

  it('keeps a monthly anchor on the 31st, the 29th of February in a leap year', () => {
    const schedule = rule({ frequency: 'monthly', first_period_start_date: '2027-12-31' });
    expect(dates(payPeriodsBetween(schedule, '2028-01-30', '2028-04-29', LA))).toEqual([
      '2027-12-31..2028-01-30',
      '2028-01-31..2028-02-28',
      '2028-02-29..2028-03-30',
      '2028-03-31..2028-04-29',
    ]);
  });

  it('finds the period of an instant by the workweek start time', () => {
    const schedule = rule({ workweek_start_seconds: 6 * 3600 });
    // Monday 2026-01-12 05:59 local belongs to the week before; 06:00 starts the next one.
    const before = Date.UTC(2026, 0, 12, 13, 59) / 1000;
    expect(payPeriodAt(schedule, before, LA).start_date).toBe('2026-01-05');
    expect(payPeriodAt(schedule, before + 60, LA).start_date).toBe('2026-01-12');
  });
});
