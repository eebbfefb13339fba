import { MEAL_BREAK_DUE_SOON_SECONDS } from '../../../contract/dashboard';
import type { MealBreakRule } from '../time-cards/member-rules';
import { mealBreakChecks } from '../time-cards/meal-breaks.service';
import type { DashboardBreak } from './card-time';

/** A required meal break of a running card that is due soon or overdue. */
export type MealBreakDue = {
  which: MealBreakRule['which'];
  dueAt: number;
  state: 'due' | 'overdue';
  secondsLeft: number;
  secondsOverdue: number;
  durationSeconds: number;
};

/**
 * The required meal breaks (first, second) of a running card that fall due within
 * MEAL_BREAK_DUE_SOON_SECONDS or fell due and are still owed. When one falls due is the
 * time-card module's own rule (meal-breaks.ts: once the card's work reaches `afterSeconds`;
 * breaks are not work). It is owed until it is met there (a meal break of its length begun by
 * then) or, taken late, until the member has taken as many meal breaks of its length as its
 * place (one for the first, two for the second), as the break reminders count them. A break
 * running now is taken to end now (a rest break does not push the due time back), and a member
 * on a meal break right now is taking it: nothing is due.
 */
export function mealBreaksDue(
  card: { clockIn: number },
  breaks: readonly DashboardBreak[],
  rules: readonly MealBreakRule[],
  now: number,
): MealBreakDue[] {
  if (breaks.some((each) => each.end === null && each.type === 'meal')) return [];
  const soFar = breaks.map((each) => ({
    type: each.type,
    start: each.start,
    end: each.end ?? now,
  }));
  const taken = (seconds: number) =>
    soFar.filter((each) => each.type === 'meal' && each.end - each.start >= seconds).length;
  const horizon = { clockIn: card.clockIn, end: now + MEAL_BREAK_DUE_SOON_SECONDS };
  return mealBreakChecks(horizon, soFar, rules)
    .filter(
      (check) =>
        check.rule.required &&
        !check.met &&
        taken(check.rule.durationSeconds) <= rules.indexOf(check.rule),
    )
    .map((check) => ({
      which: check.rule.which,
      dueAt: check.dueAt,
      state: check.dueAt > now ? 'due' : 'overdue',
      secondsLeft: Math.max(0, check.dueAt - now),
      secondsOverdue: Math.max(0, now - check.dueAt),
      durationSeconds: check.rule.durationSeconds,
    }));
}
