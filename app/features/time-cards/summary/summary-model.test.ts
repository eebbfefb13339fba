import { describe, expect, it } from 'vitest';
import type { SummaryMember } from '../../../../contract/time-card-summary';
import { memberDays, rangeDayCount, rangeQuery, stepRange, todayIn, weekOf } from './summary-model';
import { ZONE, at } from './summary-test-cards';

const HOUR = 3600;
// Monday 23 to Sunday 29 November 2026.
const WEEK = { first: '2026-11-23', last: '2026-11-29' };

describe('the range of the summary', () => {
  it('opens on the week, Monday to Sunday, that holds today in the organisation’s zone', () => {
    expect(weekOf('2026-11-26')).toEqual(WEEK);
    expect(weekOf('2026-11-23')).toEqual(WEEK);
    expect(weekOf('2026-11-29')).toEqual(WEEK);
    // 03:16 UTC on Thursday is still Wednesday evening in Chicago.
    expect(todayIn(ZONE, Date.UTC(2026, 10, 26, 3, 16) / 1000)).toBe('2026-11-25');
    expect(todayIn('Australia/Sydney', Date.UTC(2026, 10, 26, 3, 16) / 1000)).toBe('2026-11-26');
  });

  it('steps by whole weeks, keeping a shorter range’s length', () => {
    expect(stepRange(WEEK, -1)).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(stepRange({ first: '2026-12-29', last: '2026-12-31' }, 1)).toEqual({
      first: '2027-01-05',
      last: '2027-01-07',
    });
    expect(rangeDayCount(WEEK)).toBe(7);
    expect(rangeDayCount({ first: '2026-11-01', last: '2026-12-01' })).toBe(31);
  });

  it('asks from the first day’s midnight to the midnight after the last, in the zone', () => {
    // A card belongs to the day of its clock-in: nothing is asked from the day before.
    expect(rangeQuery(WEEK, ZONE)).toEqual({
      start_dt_unix: at('2026-11-23', 0),
      end_dt_unix: at('2026-11-30', 0),
    });
    expect(at('2026-11-23', 0)).toBe(Date.UTC(2026, 10, 23, 6) / 1000);
    // The clocks go back on 1 November: that day is 25 hours long.
    const fallBack = rangeQuery({ first: '2026-11-01', last: '2026-11-01' }, ZONE);
    expect(fallBack.end_dt_unix - fallBack.start_dt_unix).toBe(25 * HOUR);
  });
});

describe('a member’s row of the answer', () => {
  const member: SummaryMember = {
    employee_id: 11,
    display_name: 'Ann Lee',
    day_seconds: [8.5 * HOUR, 0, 4 * HOUR],
    day_card_counts: [1, 0, 2],
    exception_days: [2],
    running_days: [0, 2],
    total_seconds: 12.5 * HOUR,
    card_count: 3,
    pending_card_count: 3,
  };

  it('puts each day’s hours and marks on that day’s cell', () => {
    expect(memberDays(member, 3)).toEqual([
      { seconds: 8.5 * HOUR, hasExceptions: false, isRunning: true },
      { seconds: 0, hasExceptions: false, isRunning: false },
      { seconds: 4 * HOUR, hasExceptions: true, isRunning: true },
    ]);
  });

  it('has a cell for every day of the answer, even past a short array', () => {
    expect(memberDays({ ...member, day_seconds: [HOUR] }, 2)).toEqual([
      { seconds: HOUR, hasExceptions: false, isRunning: true },
      { seconds: 0, hasExceptions: false, isRunning: false },
    ]);
  });
});
