import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { addDays } from '../../../contract/time/plain-date';
import { DEFAULT_WORKWEEK } from '../pay-rules/pay-rules.service';
import { ExactSum } from './exact-sum';
import { assembleMember, daysOfRange, type AssembleContext } from './payroll-assemble';
import { classifyMember, rangeWeeks } from './payroll-classify';
import type { LoadedCard, OrgPayRules, PayRecord, RangeData } from './payroll-data';
import { contractorDayCents, hourlyRateCents, recordAt } from './payroll-rules';

const LA = 'America/Los_Angeles';
const MONDAY = '2026-01-05';
const HOUR = 3600;
const at = (day: number, hours: number) =>
  zonedToUnix(addDays(MONDAY, day), Math.round(hours * HOUR), LA);

const RULES: OrgPayRules = {
  timezone: LA,
  workweek: DEFAULT_WORKWEEK,
  defaultRule: 'flsa',
  stateBreakRule: false,
  mealRules: false,
};

function record(values: Partial<PayRecord> = {}): PayRecord {
  return {
    id: 1,
    effectiveAt: 0,
    payType: 'hourly',
    payRateCents: 2000,
    annualSalaryCents: null,
    weeklyHoursE2: null,
    exemptionStatus: 'non-exempt',
    rateType1099: null,
    overtimeRuleId: null,
    ...values,
  };
}

let ids = 0;
function card(day: number, from: number, to: number): LoadedCard {
  ids += 1;
  return {
    id: ids,
    employeeId: 7,
    clockIn: at(day, from),
    clockOut: at(day, to),
    payableEnd: null,
    approved: false,
    breaks: [],
    allocations: [],
  };
}

/** One member's part of a summary of [fromDay, toDay) over the given cards and records. */
function assemble(cards: LoadedCard[], records: PayRecord[], fromDay: number, toDay: number) {
  const data: RangeData = {
    members: new Map([[7, { id: 7, displayName: 'Pat', ruleGroupId: null, cards }]]),
    records: new Map([[7, records]]),
    overtimeRules: new Map(),
    mealRules: new Map(),
    defaultGroupId: null,
    cardCount: cards.length,
  };
  const [start, end] = [at(fromDay, 0), at(toDay, 0)];
  const weeks = rangeWeeks(start, end, RULES);
  const classified = classifyMember(data.members.get(7)!, data, RULES, weeks, 0);
  const context: AssembleContext = {
    start,
    end,
    days: daysOfRange(weeks, start, end),
    rules: RULES,
    data,
    cardMatches: () => true,
    withSpans: true,
  };
  return assembleMember(7, 'Pat', classified, [], context).member;
}

describe('rates', () => {
  it('reads a salary as its hourly equivalent (29 CFR 778.113), to the cent', () => {
    const salary = (annual: number, hoursE2: number | null = null) =>
      hourlyRateCents(
        record({ payType: 'salary', annualSalaryCents: annual, weeklyHoursE2: hoursE2 }),
      );
    expect(salary(5_200_000)).toBe(2_500);
    expect(salary(5_000_000)).toBe(2_404);
    expect(salary(5_200_000, 5_000)).toBe(2_000);
  });

  it('pays a 1099 day rate by the day', () => {
    const halfOrFull = { type: 'half_or_full' as const, cents: 20_000 };
    const capped = { type: 'hourly_cap' as const, cents: 20_000 };
    expect([0, 3, 4, 5].map((hours) => contractorDayCents(halfOrFull, hours * HOUR))).toEqual([
      0, 10_000, 10_000, 20_000,
    ]);
    expect([2, 4, 10].map((hours) => contractorDayCents(capped, hours * HOUR))).toEqual([
      5_000, 10_000, 20_000,
    ]);
  });

  it('finds the pay record in effect at an instant', () => {
    const records = [record({ id: 1, effectiveAt: 100 }), record({ id: 2, effectiveAt: 200 })];
    expect([50, 100, 199, 200].map((instant) => recordAt(records, instant)?.id ?? null)).toEqual([
      null,
      1,
      1,
      2,
    ]);
  });
});

describe('money, rounded once', () => {
  it('rounds a member’s amounts once, each day on its own', () => {
    // $10.01 an hour, 20 minutes a day for three days: 333.67 cents a day, 1001 cents in all.
    const cards = [0, 1, 2].map((day) => card(day, 8, 8 + 1 / 3));
    const member = assemble(cards, [record({ payRateCents: 1_001 })], 0, 7);
    expect(member.days.slice(0, 3).map((day) => day.pay?.straight_time_cents)).toEqual([
      334, 334, 334,
    ]);
    expect(member.pay?.straight_time_cents).toBe(1_001);
    expect(new ExactSum().add(1, 3).add(2, 3).cents()).toBe(1);
  });

  it('prices overtime on the weighted regular rate of its week (29 CFR 778.115)', () => {
    // 40 h at $20 then 5 h at $30: $950 / 45 h; the premium is 0.5 × 21.111… × 5 = $52.78.
    const cards = [0, 1, 2, 3].map((day) => card(day, 7, 17));
    const late = card(4, 7, 12);
    const records = [
      record({ id: 1, payRateCents: 2_000 }),
      record({ id: 2, payRateCents: 3_000, effectiveAt: at(4, 0) }),
    ];
    const member = assemble([...cards, late], records, 0, 7);
    expect(member.pay).toMatchObject({
      straight_time_cents: 95_000,
      overtime_premium_cents: 5_278,
      gross_cents: 100_278,
      regular_rate_cents_per_hour: 2_111,
    });
  });

  it('keeps only the part of the week inside the range, with the overtime it earned', () => {
    const cards = [0, 1, 2, 3, 4].map((day) => card(day, 7, 17));
    const member = assemble(cards, [record()], 4, 5);
    expect(member.totals).toMatchObject({ worked_seconds: 10 * HOUR, overtime_seconds: 10 * HOUR });
    expect(member.days).toHaveLength(1);
    expect(member.pay?.gross_cents).toBe(30_000);
  });

  it('leaves pay null when a card has no pay record in effect', () => {
    const member = assemble([card(0, 8, 12)], [record({ effectiveAt: at(1, 0) })], 0, 7);
    expect(member.totals.worked_seconds).toBe(4 * HOUR);
    expect(member.pay).toBeNull();
  });
});
