import { describe, expect, it } from 'vitest';
import {
  restBreaksRequired,
  workdayBreakFlags,
  type BreakRules,
  type ComplianceCard,
} from './break-compliance';

const HOUR = 3600;
const MIN = 60;
/** A workday from 00:00 (instant 0) to 24:00. */
const DAY = { start_dt_unix: 0, end_dt_unix: 24 * HOUR };
const at = (hours: number) => Math.round(hours * HOUR);

/** California's meal periods as a rule group writes them: 30 min after 5 h, again after 10 h. */
const CALIFORNIA: BreakRules = {
  meals: [
    { which: 'first', afterSeconds: 5 * HOUR, durationSeconds: 30 * MIN },
    { which: 'second', afterSeconds: 10 * HOUR, durationSeconds: 30 * MIN },
  ],
  restBreaks: true,
  premiums: true,
};
const MEALS_ONLY: BreakRules = { ...CALIFORNIA, restBreaks: false, premiums: false };

function card(
  id: number,
  from: number,
  to: number,
  breaks: [string, number, number][] = [],
): ComplianceCard {
  return {
    id,
    start: at(from),
    end: at(to),
    breaks: breaks.map(([type, start, end]) => ({ type, start: at(start), end: at(end) })),
  };
}

const kinds = (rules: BreakRules, cards: ComplianceCard[]) =>
  workdayBreakFlags(cards, DAY, rules).map((each) => [each.break, each.kind, each.premium_hours]);

describe('meal breaks against the rule group (Cal. Lab. Code 512(a))', () => {
  it('asks nothing of a day of exactly 5 hours of work', () => {
    expect(kinds(MEALS_ONLY, [card(1, 8, 13)])).toEqual([]);
  });

  it('flags a missed first meal on a 6-hour day, on the card where it fell due', () => {
    const flags = workdayBreakFlags([card(1, 8, 14)], DAY, MEALS_ONLY);
    expect(flags).toEqual([
      {
        time_card_id: 1,
        kind: 'missed',
        break: 'first_meal',
        premium_hours: 0,
        text: 'First meal break missed: due after 5 h of work (30 min)',
      },
    ]);
  });

  it('accepts a 30-minute meal begun by the fifth hour', () => {
    expect(kinds(MEALS_ONLY, [card(1, 8, 14.5, [['meal', 12, 12.5]])])).toEqual([]);
  });

  it('flags a meal that was too short', () => {
    const flags = workdayBreakFlags([card(1, 8, 14.5, [['meal', 12, 12.25]])], DAY, MEALS_ONLY);
    expect(flags.map((each) => [each.kind, each.text])).toEqual([
      ['short', 'First meal break 15 min, 30 min required'],
    ]);
  });

  it('flags a meal begun after the fifth hour of work', () => {
    const flags = workdayBreakFlags([card(1, 8, 15, [['meal', 14, 14.5]])], DAY, MEALS_ONLY);
    expect(flags.map((each) => [each.kind, each.text])).toEqual([
      ['late', 'First meal break began after 6 h of work, due by 5 h'],
    ]);
  });

  it('counts clocking out for lunch between two cards as the meal period', () => {
    expect(kinds(MEALS_ONLY, [card(1, 8, 12), card(2, 12.5, 17)])).toEqual([]);
  });

  it('counts work across the cards of the workday (a switch does not restart the count)', () => {
    expect(kinds(MEALS_ONLY, [card(1, 8, 11), card(2, 11, 14)])).toEqual([
      ['first_meal', 'missed', 0],
    ]);
  });

  it('needs a second meal after the tenth hour, and one meal meets one rule only', () => {
    expect(kinds(MEALS_ONLY, [card(1, 6, 18, [['meal', 10, 10.5]])])).toEqual([
      ['second_meal', 'missed', 0],
    ]);
    expect(
      kinds(MEALS_ONLY, [
        card(1, 6, 18, [
          ['meal', 10, 10.5],
          ['meal', 15, 15.5],
        ]),
      ]),
    ).toEqual([]);
  });

  it('counts only the part of a card inside the workday', () => {
    // 18:00–06:00 with the workday at midnight: six hours on each side, a meal due on each.
    const night = card(1, 18, 30);
    expect(workdayBreakFlags([night], DAY, MEALS_ONLY)).toHaveLength(1);
    expect(
      workdayBreakFlags([night], { start_dt_unix: at(24), end_dt_unix: at(48) }, MEALS_ONLY),
    ).toHaveLength(1);
  });
});

describe('rest breaks under the state rule (IWC wage orders, section 12)', () => {
  it('needs one per four hours or major fraction thereof', () => {
    expect([3.49, 3.5, 5.99, 6, 9.99, 10, 14].map((h) => restBreaksRequired(at(h)))).toEqual([
      0, 1, 1, 2, 2, 3, 4,
    ]);
  });

  it('flags rest breaks missing and short ones', () => {
    const rules = { ...CALIFORNIA, meals: [] };
    expect(kinds(rules, [card(1, 8, 16.5, [['rest', 10, 10.1667]])])).toEqual([
      ['rest', 'missed', 1],
    ]);
    const flags = workdayBreakFlags(
      [
        card(1, 8, 16.5, [
          ['rest', 10, 10.05],
          ['rest', 14, 14.1667],
        ]),
      ],
      DAY,
      rules,
    );
    expect(flags.map((each) => each.text)).toEqual(['Rest break 3 min, 10 min required']);
  });
});

describe('premium hours (Cal. Lab. Code 226.7(c))', () => {
  it('pays at most one meal and one rest premium hour per workday', () => {
    // 12 hours without a break: two meals and three rest breaks missed.
    expect(kinds(CALIFORNIA, [card(1, 6, 18)])).toEqual([
      ['first_meal', 'missed', 1],
      ['second_meal', 'missed', 0],
      ['rest', 'missed', 1],
    ]);
  });

  it('pays none where the state rule does not', () => {
    const flags = workdayBreakFlags([card(1, 6, 18)], DAY, { ...CALIFORNIA, premiums: false });
    expect(flags.map((each) => each.premium_hours)).toEqual([0, 0, 0]);
  });
});
