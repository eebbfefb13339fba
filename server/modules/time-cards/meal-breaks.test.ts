import { describe, expect, it } from 'vitest';
import {
  automaticMealBreaks,
  breakWarnings,
  instantAfterWork,
  mealBreakChecks,
  type BreakLike,
} from './meal-breaks';
import type { MealBreakRule } from './member-rules';

const H = 3600;
const first: MealBreakRule = {
  which: 'first',
  required: true,
  afterSeconds: 5 * H,
  durationSeconds: 1800,
};
const second: MealBreakRule = {
  which: 'second',
  required: true,
  afterSeconds: 10 * H,
  durationSeconds: 1800,
};
const meal = (start: number, end: number): BreakLike => ({ type: 'meal', start, end });
const rest = (start: number, end: number): BreakLike => ({ type: 'rest', start, end });

describe('instantAfterWork', () => {
  it('skips breaks, and is null unless the card runs past the threshold', () => {
    expect(instantAfterWork(0, 8 * H, [], 5 * H)).toBe(5 * H);
    expect(instantAfterWork(0, 8 * H, [rest(H, H + 600)], 5 * H)).toBe(5 * H + 600);
    expect(instantAfterWork(0, 5 * H, [], 5 * H)).toBeNull();
    expect(instantAfterWork(0, 4 * H, [], 5 * H)).toBeNull();
  });
});

describe('mealBreakChecks and breakWarnings', () => {
  it('is met by a meal break long enough that began by the threshold', () => {
    const card = { clockIn: 0, end: 8 * H };
    expect(mealBreakChecks(card, [meal(4 * H, 4.5 * H)], [first])[0]!.met).toBe(true);
    // Too short, too late, or a rest break: not met.
    expect(breakWarnings(card, [meal(4 * H, 4 * H + 600)], [first])).toEqual([
      'first_meal_break_missing',
    ]);
    expect(breakWarnings(card, [meal(6 * H, 6.5 * H)], [first])).toEqual([
      'first_meal_break_missing',
    ]);
    expect(breakWarnings(card, [rest(4 * H, 4.5 * H)], [first])).toEqual([
      'first_meal_break_missing',
    ]);
    // A card that never ran past the threshold owes nothing.
    expect(breakWarnings({ clockIn: 0, end: 5 * H }, [], [first])).toEqual([]);
  });

  it('needs a second meal break for the second rule, and warns only for required rules', () => {
    const card = { clockIn: 0, end: 12 * H };
    expect(breakWarnings(card, [meal(4 * H, 4.5 * H)], [first, second])).toEqual([
      'second_meal_break_missing',
    ]);
    expect(
      breakWarnings(card, [meal(4 * H, 4.5 * H), meal(9 * H, 9.5 * H)], [first, second]),
    ).toEqual([]);
    expect(breakWarnings(card, [], [{ ...first, required: false }])).toEqual([]);
  });
});

describe('automaticMealBreaks', () => {
  it('inserts the missing meal breaks when they fall due, the second after the first', () => {
    expect(automaticMealBreaks({ clockIn: 0, end: 12 * H }, [], [first, second])).toEqual([
      { start: 5 * H, end: 5.5 * H },
      // Ten hours of work: the first break's half hour pushes it to 10.5 h.
      { start: 10.5 * H, end: 11 * H },
    ]);
  });

  it('keeps meal breaks taken, cuts an automatic one at the next break or the end', () => {
    expect(
      automaticMealBreaks({ clockIn: 0, end: 8 * H }, [meal(3 * H, 3.5 * H)], [first]),
    ).toEqual([]);
    expect(
      automaticMealBreaks({ clockIn: 0, end: 8 * H }, [rest(5 * H + 600, 5 * H + 1200)], [first]),
    ).toEqual([{ start: 5 * H, end: 5 * H + 600 }]);
    expect(automaticMealBreaks({ clockIn: 0, end: 5 * H + 600 }, [], [first])).toEqual([
      { start: 5 * H, end: 5 * H + 600 },
    ]);
    expect(automaticMealBreaks({ clockIn: 0, end: 4 * H }, [], [first])).toEqual([]);
  });
});
