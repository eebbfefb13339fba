import { describe, expect, it } from 'vitest';
import type { MealBreakRule } from '../time-cards/member-rules';
import type { DashboardBreak } from './card-time';
import { mealBreaksDue } from './meal-break-alerts';

const H = 3600;
const M = 60;
const first: MealBreakRule = {
  which: 'first',
  required: true,
  afterSeconds: 5 * H,
  durationSeconds: 30 * M,
};
const second: MealBreakRule = {
  which: 'second',
  required: true,
  afterSeconds: 10 * H,
  durationSeconds: 30 * M,
};
const card = { clockIn: 0 };
const meal = (start: number, end: number | null): DashboardBreak => ({
  type: 'meal',
  start,
  end,
  isPaid: false,
});
const rest = (start: number, end: number | null): DashboardBreak => ({
  type: 'rest',
  start,
  end,
  isPaid: true,
});

describe('mealBreaksDue', () => {
  it('says nothing until the break is within 15 minutes of falling due', () => {
    expect(mealBreaksDue(card, [], [first], 4 * H)).toEqual([]);
    expect(mealBreaksDue(card, [], [first], 4 * H + 44 * M)).toEqual([]);
  });

  it('warns 15 minutes ahead, with the seconds left', () => {
    expect(mealBreaksDue(card, [], [first], 4 * H + 50 * M)).toEqual([
      {
        which: 'first',
        dueAt: 5 * H,
        state: 'due',
        secondsLeft: 10 * M,
        secondsOverdue: 0,
        durationSeconds: 30 * M,
      },
    ]);
  });

  it('is overdue once work passes the threshold without a meal break, with the seconds over', () => {
    expect(mealBreaksDue(card, [], [first], 5 * H + 20 * M)).toEqual([
      {
        which: 'first',
        dueAt: 5 * H,
        state: 'overdue',
        secondsLeft: 0,
        secondsOverdue: 20 * M,
        durationSeconds: 30 * M,
      },
    ]);
  });

  it('counts work, not time: breaks push the due time back, a running rest break ends now', () => {
    const [due] = mealBreaksDue(card, [rest(2 * H, 2 * H + 15 * M)], [first], 5 * H + 5 * M);
    expect(due).toMatchObject({ dueAt: 5 * H + 15 * M, state: 'due', secondsLeft: 10 * M });
    const [onRest] = mealBreaksDue(card, [rest(4 * H + 40 * M, null)], [first], 4 * H + 50 * M);
    // Work stopped at 4:40 and resumes now: due 20 minutes from now, outside the 15.
    expect(onRest).toBeUndefined();
  });

  it('is met by a meal break of the length begun in time, or taken late, and silent during one', () => {
    expect(mealBreaksDue(card, [meal(4 * H, 4 * H + 30 * M)], [first], 6 * H)).toEqual([]);
    expect(mealBreaksDue(card, [meal(6 * H, 6 * H + 30 * M)], [first], 7 * H)).toEqual([]);
    expect(mealBreaksDue(card, [meal(5 * H + 10 * M, null)], [first], 5 * H + 20 * M)).toEqual([]);
    // Too short: still owed.
    expect(mealBreaksDue(card, [meal(4 * H, 4 * H + 10 * M)], [first], 6 * H)).toMatchObject([
      { which: 'first', state: 'overdue' },
    ]);
  });

  it('asks for a second meal break after a first one', () => {
    const breaks = [meal(4 * H, 4 * H + 30 * M)];
    expect(mealBreaksDue(card, breaks, [first, second], 10 * H + 20 * M)).toEqual([
      {
        which: 'second',
        dueAt: 10 * H + 30 * M,
        state: 'due',
        secondsLeft: 10 * M,
        secondsOverdue: 0,
        durationSeconds: 30 * M,
      },
    ]);
  });

  it('leaves meal breaks the rule group does not require alone', () => {
    expect(mealBreaksDue(card, [], [{ ...first, required: false }], 6 * H)).toEqual([]);
  });
});
