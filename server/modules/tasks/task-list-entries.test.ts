import { describe, expect, it } from 'vitest';
import type { TaskTimingRow } from './task-list.repository';
import { entriesKept, entryAt, expandEntries, type ListEntries } from './task-list-entries';

const HOUR = 3600;
const DAY = 86_400;
const ZONE = 'America/Los_Angeles';
/** Monday 1 March 2027, 09:00 in Los Angeles. */
const MONDAY = Date.UTC(2027, 2, 1, 17) / 1000;
const WEEK = { from: MONDAY, to: MONDAY + 7 * DAY };

function row(id: number, start: number, rule: string | null, status = 'to_do'): TaskTimingRow {
  return {
    id,
    series_id: null,
    occurrence_dt_unix: null,
    rrule_string: rule,
    start_dt_unix: start,
    due_dt_unix: start + 2 * HOUR,
    timezone: ZONE,
    status,
  };
}

/** The entries in order, as [row id, start, occurrence or null]. */
const listed = (entries: ListEntries, positions: Iterable<number> = entries.order) =>
  Array.from(positions, (i) => {
    const entry = entryAt(entries, i);
    return [entry.rowId, entries.start[i], entry.occurrence?.occurrence_dt_unix ?? null];
  });

describe('expandEntries', () => {
  it('sorts rows and occurrences by start, then row id, whatever order the rows come in', () => {
    const entries = expandEntries(
      [
        row(30, MONDAY + 2 * DAY, null),
        row(20, MONDAY, 'RRULE:FREQ=DAILY;INTERVAL=2'),
        row(10, MONDAY, 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE'),
        row(5, MONDAY + DAY + HOUR, null),
      ],
      new Map(),
      WEEK,
    );
    expect(listed(entries)).toEqual([
      [10, MONDAY, MONDAY],
      [20, MONDAY, MONDAY],
      [5, MONDAY + DAY + HOUR, null],
      [10, MONDAY + 2 * DAY, MONDAY + 2 * DAY],
      [20, MONDAY + 2 * DAY, MONDAY + 2 * DAY],
      [30, MONDAY + 2 * DAY, null],
      [20, MONDAY + 4 * DAY, MONDAY + 4 * DAY],
      [20, MONDAY + 6 * DAY, MONDAY + 6 * DAY],
    ]);
    expect(entries.length).toBe(8);
  });

  it('leaves out the occurrences a series skips and answers each with its index', () => {
    const entries = expandEntries(
      [row(7, MONDAY, 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR')],
      new Map([[7, new Set([MONDAY + DAY, MONDAY + 3 * DAY])]]),
      WEEK,
    );
    expect(Array.from(entries.order, (i) => entryAt(entries, i).occurrence)).toEqual(
      [0, 2, 4].map((index) => ({
        occurrence_dt_unix: MONDAY + index * DAY,
        occurrence_index: index,
        start_dt_unix: MONDAY + index * DAY,
        due_dt_unix: MONDAY + index * DAY + 2 * HOUR,
      })),
    );
  });

  it('sorts with a comparator when starts are too far out to pack with their position', () => {
    const far = 2 ** 51;
    const entries = expandEntries(
      [row(3, far, null), row(1, far, null), row(2, far - 1, null), row(4, MONDAY, null)],
      new Map(),
      { from: 0, to: 2 ** 52 },
    );
    expect(listed(entries).map(([id]) => id)).toEqual([4, 2, 1, 3]);
  });

  it('refreshed with the rows that moved, lists what a whole read of the same rows lists', () => {
    const before = [
      row(1, MONDAY, 'RRULE:FREQ=DAILY;INTERVAL=2'),
      row(2, MONDAY + DAY, null),
      row(3, MONDAY, 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE'),
      row(4, MONDAY + 3 * DAY, null),
    ];
    const kept = expandEntries(before, new Map([[3, new Set([MONDAY])]]), WEEK);
    // 1 moves a day later, 2 is deleted, 3 skips no more, 5 is new; 4 stays as it was.
    const moved = [
      row(1, MONDAY + DAY, 'RRULE:FREQ=DAILY;INTERVAL=2'),
      before[2]!,
      row(5, MONDAY, null),
    ];
    const refreshed = expandEntries(moved, new Map(), WEEK, {
      entries: kept,
      moved: new Set([1, 2, 3, 5]),
    });
    const whole = expandEntries([...moved, before[3]!], new Map(), WEEK);
    expect(listed(refreshed)).toEqual(listed(whole));
    expect(refreshed.rows.map((stored) => stored.id)).toEqual([1, 3, 4, 5]);
    expect(refreshed.readAt).toBe(kept.readAt);
  });

  it('refreshed, lists what a whole read lists for any rows moved, ties of start included', () => {
    // A small deterministic generator: every run checks the same 200 cases.
    let seed = 7;
    const random = (below: number) => {
      seed = (Math.imul(seed, 48_271) + 1) >>> 0;
      return (seed >>> 8) % below;
    };
    const RULES = [
      null,
      'RRULE:FREQ=DAILY',
      'RRULE:FREQ=DAILY;INTERVAL=2',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
    ];
    const made = (id: number) =>
      row(id, MONDAY + random(4) * DAY + random(2) * HOUR, RULES[random(4)]!);
    for (let round = 0; round < 200; round++) {
      const before = Array.from({ length: 1 + random(8) }, (_, at) => made(at * 2 + 1));
      const kept = expandEntries(before, new Map(), WEEK);
      const moved = new Set(before.filter(() => random(3) === 0).map((stored) => stored.id));
      const added = random(2) === 0 ? [made(100 + round)] : [];
      for (const stored of added) moved.add(stored.id);
      const readAgain = [
        ...before
          .filter((stored) => moved.has(stored.id) && random(4) > 0)
          .map((stored) => made(stored.id)),
        ...added,
      ];
      const refreshed = expandEntries(readAgain, new Map(), WEEK, { entries: kept, moved });
      const whole = expandEntries(
        [...before.filter((stored) => !moved.has(stored.id)), ...readAgain],
        new Map(),
        WEEK,
      );
      expect(listed(refreshed)).toEqual(listed(whole));
    }
  });

  it('answers nothing for no rows', () => {
    const entries = expandEntries([], new Map(), WEEK);
    expect(entries.length).toBe(0);
    expect(listed(entries)).toEqual([]);
  });
});

describe('entriesKept', () => {
  it('keeps, in order, the entries whose row status and own due pass', () => {
    const entries = expandEntries(
      [row(1, MONDAY, 'RRULE:FREQ=DAILY;INTERVAL=3'), row(2, MONDAY + DAY, null, 'done')],
      new Map(),
      WEEK,
    );
    const before = MONDAY + 4 * DAY;
    expect(
      listed(
        entries,
        entriesKept(entries, (status) => status === 'done'),
      ),
    ).toEqual([[2, MONDAY + DAY, null]]);
    expect(
      listed(
        entries,
        entriesKept(entries, (status, due) => status === 'to_do' && due < before),
      ),
    ).toEqual([
      [1, MONDAY, MONDAY],
      [1, MONDAY + 3 * DAY, MONDAY + 3 * DAY],
    ]);
  });
});
