import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { DEFAULT_WORKWEEK, workweekOf } from '../pay-rules/pay-rules.service';
import type { DashboardCard } from './card-time';
import { weekHours } from './week-hours';

const LA = 'America/Los_Angeles';
const H = 3600;
const at = (date: string, hours: number) => zonedToUnix(date, hours * H, LA);
const thisWeek = workweekOf('2026-01-12', DEFAULT_WORKWEEK, LA);
const lastWeek = workweekOf('2026-01-05', DEFAULT_WORKWEEK, LA);

let id = 0;
function card(
  from: number,
  to: number | null,
  breaks: DashboardCard['breaks'] = [],
): DashboardCard {
  id += 1;
  return {
    id,
    employeeId: 1,
    displayName: 'A',
    clockIn: from,
    clockOut: to,
    status: to ? 'completed' : 'working',
    breaks,
  };
}

describe('weekHours', () => {
  it('counts each card less every break, per workday, this week beside last week', () => {
    const now = at('2026-01-14', 12); // Wednesday noon
    const cards = [
      // Last Monday 7–15:30 with a paid rest and an unpaid meal: 7.75 h.
      card(at('2026-01-05', 7), at('2026-01-05', 15.5), [
        { type: 'rest', start: at('2026-01-05', 9), end: at('2026-01-05', 9.25), isPaid: true },
        { type: 'meal', start: at('2026-01-05', 12), end: at('2026-01-05', 12.5), isPaid: false },
      ]),
      // Last Thursday (after the same moment of last week): 8 h.
      card(at('2026-01-08', 7), at('2026-01-08', 15)),
      // This Monday: 8 h.
      card(at('2026-01-12', 7), at('2026-01-12', 15)),
      // Running since 7 today, on a break since 11:30: 4.5 h so far.
      card(at('2026-01-14', 7), null, [
        { type: 'meal', start: at('2026-01-14', 11.5), end: null, isPaid: false },
      ]),
    ];
    const week = weekHours(
      cards,
      { thisWeek, lastWeek, sameMomentLastWeek: at('2026-01-07', 12) },
      now,
    );
    expect(week.start_date).toBe('2026-01-12');
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
    ]);
    expect(week.days.map((day) => day.this_week_seconds)).toEqual([8 * H, 0, 4.5 * H, 0, 0, 0, 0]);
    expect(week.days.map((day) => day.last_week_seconds)).toEqual([7.75 * H, 0, 0, 8 * H, 0, 0, 0]);
    expect(week.this_week_seconds).toBe(12.5 * H);
    expect(week.last_week_seconds).toBe(15.75 * H);
    expect(week.last_week_to_date_seconds).toBe(7.75 * H);
  });

  it('splits a night shift at midnight and a card across the week’s start between the weeks', () => {
    const now = at('2026-01-13', 12);
    const cards = [card(at('2026-01-11', 20), at('2026-01-12', 4))];
    const week = weekHours(
      cards,
      { thisWeek, lastWeek, sameMomentLastWeek: at('2026-01-06', 12) },
      now,
    );
    expect(week.days[0]!.this_week_seconds).toBe(4 * H);
    expect(week.days[6]!.last_week_seconds).toBe(4 * H);
    expect(week.last_week_to_date_seconds).toBe(0);
  });

  it('counts real hours across a daylight-saving change (a 23-hour Sunday)', () => {
    const spring = workweekOf('2025-03-03', DEFAULT_WORKWEEK, LA);
    const before = workweekOf('2025-02-24', DEFAULT_WORKWEEK, LA);
    // Sunday 2025-03-09, 00:00 to 05:00 on the wall clock: 4 hours (2:00 became 3:00).
    const night = card(at('2025-03-09', 0), at('2025-03-09', 5));
    const now = at('2025-03-09', 12);
    const week = weekHours(
      [night],
      { thisWeek: spring, lastWeek: before, sameMomentLastWeek: at('2025-03-02', 12) },
      now,
    );
    expect(week.days[6]).toEqual({
      date: '2025-03-09',
      this_week_seconds: 4 * H,
      last_week_seconds: 0,
    });
    expect(spring.days[6]!.end_dt_unix - spring.days[6]!.start_dt_unix).toBe(23 * H);
  });
});
