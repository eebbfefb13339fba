import { describe, expect, it } from 'vitest';
import { BREAK_REMINDER_LEAD_SECONDS, dueReminders, workedSoFar } from './break-reminders';
import type { MealBreakRule } from './member-rules';

const H = 3600;
const first: MealBreakRule = {
  which: 'first',
  required: false,
  afterSeconds: 5 * H,
  durationSeconds: 1800,
};
const second: MealBreakRule = { ...first, which: 'second', afterSeconds: 10 * H };
const rules = { mealBreaks: [first, second], remindMealBreaks: true, remindRestBreaks: false };

describe('dueReminders', () => {
  it('reminds within the lead before a meal break is due, not before nor after', () => {
    const at = (worked: number) => dueReminders({ clockIn: 0 }, [], rules, worked);
    expect(at(5 * H - BREAK_REMINDER_LEAD_SECONDS - 1)).toEqual([]);
    expect(at(5 * H - 300)).toEqual([{ kind: 'meal_first', type: 'meal', secondsLeft: 300 }]);
    expect(at(5 * H)).toEqual([]);
  });

  it('skips a meal break already taken, and says nothing during a break', () => {
    const taken = [{ type: 'meal', start: H, end: H + 1800 }];
    expect(dueReminders({ clockIn: 0 }, taken, rules, 5 * H + 1800 - 300)).toEqual([]);
    expect(
      dueReminders({ clockIn: 0 }, [{ type: 'rest', start: 4.9 * H, end: null }], rules, 4.95 * H),
    ).toEqual([]);
    // The second meal break after one taken.
    expect(dueReminders({ clockIn: 0 }, taken, rules, 10 * H + 1800 - 60)).toEqual([
      { kind: 'meal_second', type: 'meal', secondsLeft: 60 },
    ]);
  });

  it('reminds of rest breaks every four hours of work', () => {
    const restRules = { mealBreaks: [], remindMealBreaks: false, remindRestBreaks: true };
    expect(dueReminders({ clockIn: 0 }, [], restRules, 4 * H - 60)).toEqual([
      { kind: 'rest_1', type: 'rest', secondsLeft: 60 },
    ]);
    expect(
      dueReminders(
        { clockIn: 0 },
        [{ type: 'rest', start: H, end: H + 600 }],
        restRules,
        4 * H + 540,
      ),
    ).toEqual([]);
  });

  it('counts work without breaks', () => {
    expect(workedSoFar(0, [{ type: 'rest', start: 100, end: 200 }], 1000)).toBe(900);
  });
});
