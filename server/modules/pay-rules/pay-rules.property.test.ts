import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, type WeekdayCode } from '../../../contract/time/plain-date';
import { classifyWeek } from './pay-rules';
import type { PayCard, PayMember, PayRuleChoice, PayWeekInput, PayWeekResult } from './types';
import { workweekOf } from './workweek';

/**
 * Property tests over random weeks (fast-check, with a fixed seed so every run checks the same
 * weeks). fast-check draws a week's seed and mulberry32 builds the week from it, so a failure
 * names the seed of its week and replays exactly.
 */

const HOUR = 3600;
const WEEKS = 300;
const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'UTC',
];
/** Mondays of ordinary weeks and of weeks with a daylight-saving change somewhere above. */
const MONDAYS = [
  '2026-01-05',
  '2026-03-02',
  '2026-03-23',
  '2026-03-30',
  '2026-10-05',
  '2026-10-26',
];

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof mulberry32>;
const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[int(random, 0, list.length - 1)]!;
const maybe = <T>(random: Random, value: () => T): T | null => (random() < 0.3 ? null : value());

function randomRule(random: Random): PayRuleChoice {
  const kind = pick(random, ['flsa', 'california', 'custom'] as const);
  if (kind !== 'custom') return { kind };
  const daily = maybe(random, () => int(random, 16, 48) / 4);
  const double = maybe(random, () => (daily ?? 0) + int(random, 1, 24) / 4);
  return {
    kind,
    rule: {
      id: int(random, 1, 99),
      name: 'Random rule',
      daily_overtime_after_hours: daily,
      daily_double_time_after_hours: double,
      weekly_overtime_after_hours: maybe(random, () => int(random, 80, 240) / 4),
      is_seventh_day_rule: random() < 0.5,
    },
  };
}

function randomWeek(seed: number): PayWeekInput {
  const random = mulberry32(seed);
  const time_zone = pick(random, ZONES);
  const start_day = int(random, 0, 6) as WeekdayCode;
  const start_seconds = pick(random, [0, 0, 6 * HOUR, 2.5 * HOUR, int(random, 0, 1439) * 60]);
  const week_start_date = addDays(pick(random, MONDAYS), start_day);
  const week = workweekOf(week_start_date, { start_day, start_seconds }, time_zone);
  // Cards one after another from half a day before the week to past its end, some with breaks.
  const cards: PayCard[] = [];
  let at = week.start_dt_unix - int(random, 0, 12 * HOUR);
  const count = int(random, 0, 12);
  for (let id = 1; id <= count; id += 1) {
    at += int(random, 0, 20 * HOUR);
    const work = [];
    for (let part = int(random, 1, 3); part > 0; part -= 1) {
      const length = random() < 0.1 ? int(random, 1, 600) : int(random, HOUR, 9 * HOUR);
      work.push({ start_dt_unix: at, end_dt_unix: at + length });
      at += length + int(random, 0, HOUR);
    }
    cards.push({ id, work, rate_cents_per_hour: int(random, 725, 10_000), compensation_id: id });
  }
  const member: PayMember = pick(random, [
    { pay_type: 'hourly', exemption_status: 'non-exempt' },
    { pay_type: 'hourly', exemption_status: 'non-exempt' },
    { pay_type: 'salary', exemption_status: 'non-exempt' },
    { pay_type: 'salary', exemption_status: 'exempt' },
    { pay_type: '1099', exemption_status: null },
  ] as const);
  return {
    cards,
    member,
    rule: randomRule(random),
    time_zone,
    workweek: { start_day, start_seconds },
    week_start_date,
  };
}

/** Seconds of the input's work inside [from, to). */
function workInside(input: PayWeekInput, from: number, to: number): number {
  let seconds = 0;
  for (const card of input.cards)
    for (const interval of card.work)
      seconds += Math.max(
        0,
        Math.min(interval.end_dt_unix, to) - Math.max(interval.start_dt_unix, from),
      );
  return seconds;
}

/** Checks a property on WEEKS random weeks; the same weeks on every run (fast-check's seed). */
const eachWeek = (check: (input: PayWeekInput, result: PayWeekResult, seed: number) => void) =>
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2_147_483_646 }), (seed) => {
      const input = randomWeek(seed);
      check(input, classifyWeek(input), seed);
    }),
    { numRuns: WEEKS, seed: 20_261_126 },
  );

describe('pay rules on random weeks', () => {
  it('regular + overtime + double time = worked, for the week and each workday', () => {
    eachWeek((input, result, seed) => {
      const { worked_seconds, regular_seconds, overtime_seconds, double_time_seconds } =
        result.totals;
      expect(regular_seconds + overtime_seconds + double_time_seconds, `seed ${seed}`).toBe(
        worked_seconds,
      );
      expect(worked_seconds, `seed ${seed}`).toBe(
        workInside(input, result.week.start_dt_unix, result.week.end_dt_unix),
      );
      for (const day of result.days) {
        expect(day.regular_seconds + day.overtime_seconds + day.double_time_seconds).toBe(
          day.worked_seconds,
        );
        expect(day.worked_seconds, `seed ${seed} day ${day.index}`).toBe(
          workInside(input, day.start_dt_unix, day.end_dt_unix),
        );
      }
    });
  });

  it('every span lies in its workday, in time order, without overlap, each with a reason', () => {
    // One assertion per week, not per span: thousands of expect calls cost more than the engine.
    const multiplier = { regular: 1, overtime: 1.5, double_time: 2 } as const;
    eachWeek((_input, result, seed) => {
      const problems: string[] = [];
      let previousEnd = -Infinity;
      for (const day of result.days)
        for (const span of day.spans) {
          const where = `day ${day.index} ${span.start_dt_unix}`;
          if (span.start_dt_unix < day.start_dt_unix || span.end_dt_unix > day.end_dt_unix)
            problems.push(`${where}: outside its workday`);
          if (span.start_dt_unix < previousEnd) problems.push(`${where}: overlaps or out of order`);
          if (span.seconds !== span.end_dt_unix - span.start_dt_unix || span.seconds <= 0)
            problems.push(`${where}: wrong length`);
          if (!span.reason.text || span.reason.multiplier !== multiplier[span.pay_class])
            problems.push(`${where}: reason does not match ${span.pay_class}`);
          previousEnd = span.end_dt_unix;
        }
      expect(problems, `seed ${seed}`).toEqual([]);
      expect(result.spans).toEqual(result.days.flatMap((day) => day.spans));
    });
  });

  it('the random weeks reach every kind of time', () => {
    const seen = new Set<string>();
    eachWeek((_input, result) => {
      for (const span of result.spans) seen.add(span.reason.code);
      if (result.days.some((day) => day.is_seventh_day)) seen.add('a seventh day');
    });
    expect([...seen].sort()).toEqual(
      [
        'a seventh day',
        'contractor',
        'daily_double_time',
        'daily_overtime',
        'exempt',
        'regular',
        'seventh_day_double_time',
        'seventh_day_overtime',
        'weekly_overtime',
      ].sort(),
    );
  });

  it('keeps each rule’s limits: straight time never passes a threshold', () => {
    eachWeek((input, result, seed) => {
      const exempt = input.member.exemption_status === 'exempt' || input.member.pay_type === '1099';
      if (exempt) {
        expect(
          result.totals.overtime_seconds + result.totals.double_time_seconds,
          `seed ${seed}`,
        ).toBe(0);
        return;
      }
      const rule = input.rule;
      const weekly = rule.kind === 'custom' ? rule.rule.weekly_overtime_after_hours : 40;
      const daily =
        rule.kind === 'california'
          ? 8
          : rule.kind === 'custom'
            ? (rule.rule.daily_overtime_after_hours ?? rule.rule.daily_double_time_after_hours)
            : null;
      if (weekly !== null)
        expect(result.totals.regular_seconds, `seed ${seed}`).toBeLessThanOrEqual(weekly * HOUR);
      if (daily !== null)
        for (const day of result.days)
          expect(day.regular_seconds, `seed ${seed}`).toBeLessThanOrEqual(daily * HOUR);
      if (rule.kind === 'flsa') expect(result.totals.double_time_seconds).toBe(0);
    });
  });

  it('California never pays less overtime than the FLSA for the same week', () => {
    eachWeek((input, result, seed) => {
      if (input.member.exemption_status === 'exempt' || input.member.pay_type === '1099') return;
      const flsa = classifyWeek({ ...input, rule: { kind: 'flsa' } });
      const california = classifyWeek({ ...input, rule: { kind: 'california' } });
      expect(
        california.totals.overtime_seconds + california.totals.double_time_seconds,
        `seed ${seed}`,
      ).toBeGreaterThanOrEqual(flsa.totals.overtime_seconds);
      expect(california.pay.gross_cents, `seed ${seed}`).toBeGreaterThanOrEqual(
        flsa.pay.gross_cents,
      );
      expect(result.totals.worked_seconds).toBe(flsa.totals.worked_seconds);
    });
  });

  it('pays straight time for every hour plus premiums on the weighted regular rate', () => {
    eachWeek((input, result, seed) => {
      const { pay, spans } = result;
      const earnings = spans.reduce(
        (sum, span) => sum + span.rate_cents_per_hour * span.seconds,
        0,
      );
      expect(
        Math.abs(pay.straight_time_cents - earnings / HOUR),
        `seed ${seed}`,
      ).toBeLessThanOrEqual(0.5);
      const rate = result.totals.worked_seconds ? earnings / result.totals.worked_seconds : 0;
      const premium =
        (rate * (result.totals.overtime_seconds / 2 + result.totals.double_time_seconds)) / HOUR;
      expect(
        Math.abs(pay.overtime_premium_cents + pay.double_time_premium_cents - premium),
        `seed ${seed}`,
      ).toBeLessThanOrEqual(1);
      expect(pay.gross_cents).toBe(
        pay.straight_time_cents + pay.overtime_premium_cents + pay.double_time_premium_cents,
      );
      expect(weekdayOf(input.week_start_date)).toBe(input.workweek.start_day);
    });
  });

  it('answers the same whatever the order of the cards', () => {
    eachWeek((input, result, seed) => {
      const shuffled = [...input.cards].reverse();
      expect(classifyWeek({ ...input, cards: shuffled }), `seed ${seed}`).toEqual(result);
    });
  });
});
