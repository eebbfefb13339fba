import { describe, expect, it } from 'vitest';
import {
  rangeDays,
  rangeQuery,
  stepRange,
  summarize,
  todayIn,
  weekOf,
  workedByDay,
} from './summary-model';
import { ANN, BO, ZONE, at, makeCard } from './summary-test-cards';

const HOUR = 3600;
// Monday 23 to Sunday 29 November 2026.
const WEEK = { first: '2026-11-23', last: '2026-11-29' };
const days = rangeDays(WEEK, ZONE);

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
  });

  it('reads each day in the zone, 25 hours on the day the clocks go back', () => {
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]!.startUnix).toBe(Date.UTC(2026, 10, 23, 6) / 1000);
    const fallBack = rangeDays({ first: '2026-11-01', last: '2026-11-01' }, ZONE)[0]!;
    expect(fallBack.endUnix - fallBack.startUnix).toBe(25 * HOUR);
  });

  it('asks for the cards from the day before, so a night shift into the first day is found', () => {
    expect(rangeQuery(WEEK, ZONE)).toEqual({
      start_dt_unix: at('2026-11-22', 0),
      end_dt_unix: at('2026-11-30', 0),
    });
  });
});

describe('worked time per day', () => {
  it('counts a day card on its day', () => {
    const card = makeCard({ id: 1, from: at('2026-11-24', 7), to: at('2026-11-24', 15.5) });
    expect(workedByDay(card, days)).toEqual([0, 8.5 * HOUR, 0, 0, 0, 0, 0]);
  });

  it('splits a card crossing midnight by day, breaks in proportion, adding up exactly', () => {
    // 20:00 to 06:00 with an hour of breaks: 4 of the 10 hours on Tuesday, 6 on Wednesday.
    const card = makeCard({
      id: 1,
      from: at('2026-11-24', 20),
      to: at('2026-11-25', 6),
      breakSeconds: HOUR,
    });
    const parts = workedByDay(card, days);
    expect(parts).toEqual([0, 3.6 * HOUR, 5.4 * HOUR, 0, 0, 0, 0]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(card.totals.worked_seconds);
  });

  it('keeps odd seconds whole and the sum exact', () => {
    const card = makeCard({
      id: 1,
      from: at('2026-11-24', 23) + 7,
      to: at('2026-11-25', 1) + 3,
      breakSeconds: 13,
    });
    const parts = workedByDay(card, days);
    expect(parts.every(Number.isInteger)).toBe(true);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(card.totals.worked_seconds);
  });

  it('counts a running card up to the now its totals were counted to', () => {
    const card = makeCard({ id: 1, from: at('2026-11-25', 22), to: null, runningWorked: 3 * HOUR });
    expect(workedByDay(card, days)).toEqual([0, 0, 2 * HOUR, HOUR, 0, 0, 0]);
  });
});

describe('the summary', () => {
  const cards = [
    makeCard({ id: 1, employee: BO, from: at('2026-11-23', 7), to: at('2026-11-23', 15) }),
    makeCard({
      id: 2,
      from: at('2026-11-23', 7),
      to: at('2026-11-23', 16),
      breakSeconds: HOUR / 2,
      exceptions: ['clock_started_late'],
    }),
    makeCard({ id: 3, from: at('2026-11-24', 22), to: at('2026-11-25', 2) }),
    makeCard({ id: 4, employee: BO, from: at('2026-11-26', 7), to: null, runningWorked: HOUR }),
    // Sunday night before the range, ending before it: left out.
    makeCard({ id: 5, from: at('2026-11-22', 9), to: at('2026-11-22', 17) }),
    // Saturday night into the range: its Monday part counts.
    makeCard({ id: 6, employee: BO, from: at('2026-11-22', 22), to: at('2026-11-23', 1) }),
  ];
  const summary = summarize(cards, days);

  it('has a row per member, by name, with hours per day and a total', () => {
    expect(summary.members.map((member) => member.name)).toEqual(['Ann Lee', 'Bo Diaz']);
    const [ann, bo] = summary.members;
    expect(ann!.days.map((day) => day.seconds)).toEqual([
      8.5 * HOUR,
      2 * HOUR,
      2 * HOUR,
      0,
      0,
      0,
      0,
    ]);
    expect(ann!.totalSeconds).toBe(12.5 * HOUR);
    expect(bo!.days.map((day) => day.seconds)).toEqual([9 * HOUR, 0, 0, HOUR, 0, 0, 0]);
    expect(bo!.totalSeconds).toBe(10 * HOUR);
  });

  it('totals every day and the whole range', () => {
    expect(summary.dayTotals).toEqual([17.5 * HOUR, 2 * HOUR, 2 * HOUR, HOUR, 0, 0, 0]);
    expect(summary.totalSeconds).toBe(22.5 * HOUR);
  });

  it('marks the days with exceptions and with running cards', () => {
    const [ann, bo] = summary.members;
    expect(ann!.days[0]).toMatchObject({ hasExceptions: true, isRunning: false, cardIds: [2] });
    expect(ann!.days[1]).toMatchObject({ hasExceptions: false, cardIds: [3] });
    expect(ann!.days[2]).toMatchObject({ cardIds: [3] });
    expect(bo!.days[3]).toMatchObject({ isRunning: true, cardIds: [4] });
  });

  it('lists the cards with a part in the range, oldest first', () => {
    expect(summary.cards.map((card) => card.id)).toEqual([6, 1, 2, 3, 4]);
    expect(summary.members[1]!.cards.map((card) => card.id)).toEqual([6, 1, 4]);
  });

  it('is empty without cards', () => {
    const empty = summarize([], days);
    expect(empty.members).toEqual([]);
    expect(empty.dayTotals).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(ANN.display_name).toBe('Ann Lee');
  });
});
