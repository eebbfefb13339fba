import { describe, expect, it, vi } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { SummaryCache } from './summary-cache';
import { cardMatcher } from './time-card-filters';
import {
  dayIndexOf,
  daysOfRange,
  summarise,
  type CompactCard,
  type RangeCards,
} from './time-card-summary';

const LA = 'America/Los_Angeles';
const HOUR = 3600;
const at = (date: string, hours: number) => zonedToUnix(date as never, hours * HOUR, LA);

describe('daysOfRange and dayIndexOf', () => {
  it('gives each local day of the range, 23 and 25 hours long around daylight-saving changes', () => {
    const spring = daysOfRange(at('2025-03-08', 0), at('2025-03-11', 0), LA);
    expect(spring.map((day) => [day.date, day.end_dt_unix - day.start_dt_unix])).toEqual([
      ['2025-03-08', 24 * HOUR],
      ['2025-03-09', 23 * HOUR],
      ['2025-03-10', 24 * HOUR],
    ]);
    const fall = daysOfRange(at('2025-11-02', 0), at('2025-11-03', 0), LA);
    expect(fall.map((day) => day.end_dt_unix - day.start_dt_unix)).toEqual([25 * HOUR]);
  });

  it('cuts the first and last day to the range', () => {
    const days = daysOfRange(at('2025-04-01', 18), at('2025-04-03', 6), LA);
    expect(days).toEqual([
      { date: '2025-04-01', start_dt_unix: at('2025-04-01', 18), end_dt_unix: at('2025-04-02', 0) },
      { date: '2025-04-02', start_dt_unix: at('2025-04-02', 0), end_dt_unix: at('2025-04-03', 0) },
      { date: '2025-04-03', start_dt_unix: at('2025-04-03', 0), end_dt_unix: at('2025-04-03', 6) },
    ]);
  });

  it('finds the day an instant falls on, by its local date', () => {
    const days = daysOfRange(at('2025-03-08', 0), at('2025-03-11', 0), LA);
    expect(dayIndexOf(days, at('2025-03-08', 0))).toBe(0);
    expect(dayIndexOf(days, at('2025-03-08', 23.99))).toBe(0);
    expect(dayIndexOf(days, at('2025-03-09', 0))).toBe(1);
    expect(dayIndexOf(days, at('2025-03-09', 3))).toBe(1);
    expect(dayIndexOf(days, at('2025-03-10', 23))).toBe(2);
    expect(dayIndexOf(days, at('2025-03-11', 0))).toBe(-1);
    expect(dayIndexOf(days, at('2025-03-07', 23))).toBe(-1);
  });
});

const compact = (
  card: Partial<CompactCard> & { employeeId: number; day: number },
): CompactCard => ({
  status: 'completed',
  approvalState: 'pending',
  projectIds: [],
  flagged: false,
  worked: 0,
  running: null,
  ...card,
});

describe('summarise', () => {
  const range: RangeCards = {
    days: daysOfRange(at('2025-03-08', 0), at('2025-03-11', 0), LA),
    names: new Map([
      [1, 'Zed'],
      [2, 'Amy'],
    ]),
    cards: [
      compact({ employeeId: 1, day: 0, worked: 8 * HOUR, approvalState: 'approved' }),
      compact({ employeeId: 1, day: 0, worked: HOUR, flagged: true }),
      compact({ employeeId: 2, day: 2, worked: 2 * HOUR, projectIds: [7] }),
      compact({
        employeeId: 2,
        day: 2,
        status: 'on_break',
        worked: null,
        running: { clockIn: 1000, breaks: [{ start: 1000 + HOUR, end: null }] },
      }),
      compact({
        employeeId: 1,
        day: 1,
        status: 'working',
        worked: null,
        running: { clockIn: 5000, breaks: [{ start: 5100, end: 5200 }] },
      }),
    ],
  };

  it('sums per member and day, counts running cards up to now, members by name', () => {
    const now = 5000 + 2 * HOUR;
    const data = summarise(range, () => true, LA, now);
    expect(data.as_of_unix).toBe(now);
    expect(data.members).toEqual([
      {
        employee_id: 2,
        display_name: 'Amy',
        day_seconds: [0, 0, 3 * HOUR],
        day_card_counts: [0, 0, 2],
        exception_days: [],
        running_days: [2],
        total_seconds: 3 * HOUR,
        card_count: 2,
        pending_card_count: 2,
      },
      {
        employee_id: 1,
        display_name: 'Zed',
        day_seconds: [9 * HOUR, 2 * HOUR - 100, 0],
        day_card_counts: [2, 1, 0],
        exception_days: [0],
        running_days: [1],
        total_seconds: 11 * HOUR - 100,
        card_count: 3,
        pending_card_count: 2,
      },
    ]);
    expect(data.day_totals).toEqual([9 * HOUR, 2 * HOUR - 100, 3 * HOUR]);
    expect([data.total_seconds, data.card_count, data.pending_card_count]).toEqual([
      14 * HOUR - 100,
      5,
      4,
    ]);
  });

  it('keeps only what the filters keep', () => {
    const keep = cardMatcher({ status: ['completed'], exclude_org_project_ids: [7] }, new Map());
    const data = summarise(range, keep, LA, 0);
    expect(data.members.map((member) => [member.employee_id, member.total_seconds])).toEqual([
      [1, 9 * HOUR],
    ]);
  });
});

describe('cardMatcher', () => {
  const teams = new Map([
    [1, [10]],
    [2, [10, 20]],
  ]);
  const card = (employeeId: number, extra: Partial<CompactCard> = {}) =>
    compact({ employeeId, day: 0, ...extra });
  const kept = (filters: Parameters<typeof cardMatcher>[0], cards: CompactCard[]) =>
    cards.filter(cardMatcher(filters, teams)).map((each) => each.employeeId);
  const cards = [card(1), card(2, { projectIds: [5, 6] }), card(3, { approvalState: 'approved' })];

  it('keeps teams and projects named, and leaves out those excluded', () => {
    expect(kept({ employee_group_ids: [10] }, cards)).toEqual([1, 2]);
    expect(kept({ exclude_employee_group_ids: [20] }, cards)).toEqual([1, 3]);
    expect(kept({ org_project_ids: [6] }, cards)).toEqual([2]);
    expect(kept({ exclude_org_project_ids: [5] }, cards)).toEqual([1, 3]);
    expect(kept({ employee_ids: [3, 1] }, cards)).toEqual([1, 3]);
    expect(kept({ approval_state: ['approved', 'pending'] }, cards)).toEqual([1, 2, 3]);
    expect(kept({ approval_state: ['approved'], status: ['completed'] }, cards)).toEqual([3]);
    expect(kept({}, cards)).toEqual([1, 2, 3]);
  });
});

describe('SummaryCache', () => {
  it('reads once per version, and once for requests that miss together', async () => {
    const cache = new SummaryCache<number>({
      maxEntries: 4,
      maxSize: 10,
      sizeOf: () => 1,
      ttlMs: 60_000,
    });
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads;
    };
    expect(await Promise.all([cache.get('k', 1, read), cache.get('k', 1, read)])).toEqual([1, 1]);
    expect(await cache.get('k', 1, read)).toBe(1);
    expect(await cache.get('k', 2, read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('answers a value past its time once more while reading it again, and never an older version', async () => {
    const cache = new SummaryCache<string>({
      maxEntries: 4,
      maxSize: 10,
      sizeOf: () => 1,
      ttlMs: 1000,
    });
    let fresh = 'first';
    const read = async () => fresh;
    expect(await cache.get('k', 1, read)).toBe('first');
    fresh = 'second';
    expect(await cache.get('k', 1, read, Date.now() + 5000)).toBe('first');
    await vi.waitFor(() => expect(cache.peek('k', 1)).toBe('second'));
    cache.set('k', 3, 'third');
    expect(cache.peek('k', 1)).toBeUndefined();
    expect(cache.peek('k', 3)).toBe('third');
  });
});
