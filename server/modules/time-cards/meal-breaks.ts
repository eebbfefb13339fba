import type { BreakWarningType } from '../../../contract/time-cards';
import type { MealBreakRule } from './member-rules';

/** A break as the meal-break rules read it; end null while it runs. */
export type BreakLike = { type: string; start: number; end: number | null };

/** Whether a meal break rule is met on a card, and when it fell due. */
export type MealBreakCheck = {
  rule: MealBreakRule;
  /** The instant `afterSeconds` of work were done (breaks do not count as work). */
  dueAt: number;
  met: boolean;
};

/**
 * The instant `workSeconds` of work are done on a card that runs from `clockIn` to `end`,
 * skipping its breaks; null when the card never works that long, or ends right then (a card
 * must run past the threshold for the rule to fall due).
 */
export function instantAfterWork(
  clockIn: number,
  end: number,
  breaks: readonly BreakLike[],
  workSeconds: number,
): number | null {
  let at = clockIn;
  let left = workSeconds;
  for (const each of [...breaks].sort((a, b) => a.start - b.start)) {
    const start = Math.max(each.start, clockIn);
    const stop = Math.min(each.end ?? end, end);
    if (stop <= at) continue;
    if (start - at >= left) break;
    left -= Math.max(0, start - at);
    at = Math.max(at, stop);
  }
  const due = at + left;
  return due < end ? due : null;
}

/**
 * The rule group's meal breaks on a card (first, then second): each falls due once its
 * `afterSeconds` of work are done, and is met by a meal break of at least its duration that began
 * by then. A meal break meets one rule only: the second needs a second meal break.
 */
export function mealBreakChecks(
  card: { clockIn: number; end: number },
  breaks: readonly BreakLike[],
  rules: readonly MealBreakRule[],
): MealBreakCheck[] {
  const meals = breaks
    .filter((each) => each.type === 'meal')
    .sort((a, b) => a.start - b.start)
    .map((each) => ({ ...each, length: (each.end ?? card.end) - each.start }));
  const used = new Set<number>();
  const checks: MealBreakCheck[] = [];
  for (const rule of rules) {
    const dueAt = instantAfterWork(card.clockIn, card.end, breaks, rule.afterSeconds);
    if (dueAt === null) continue;
    const index = meals.findIndex(
      (meal, i) => !used.has(i) && meal.start <= dueAt && meal.length >= rule.durationSeconds,
    );
    if (index >= 0) used.add(index);
    checks.push({ rule, dueAt, met: index >= 0 });
  }
  return checks;
}

/** The required meal breaks a completed card lacks (the answer's `break_warnings`). */
export function breakWarnings(
  card: { clockIn: number; end: number },
  breaks: readonly BreakLike[],
  rules: readonly MealBreakRule[],
): BreakWarningType[] {
  return mealBreakChecks(card, breaks, rules)
    .filter((check) => check.rule.required && !check.met)
    .map((check) =>
      check.rule.which === 'first' ? 'first_meal_break_missing' : 'second_meal_break_missing',
    );
}

/**
 * The automatic meal breaks a closed card gets: for each rule not met (first, then second, each
 * read with the ones before inserted), a meal break from when it fell due for its duration, cut
 * short by the next break or the card's end. Nothing when the card never ran past the threshold.
 */
export function automaticMealBreaks(
  card: { clockIn: number; end: number },
  breaks: readonly BreakLike[],
  rules: readonly MealBreakRule[],
): Array<{ start: number; end: number }> {
  const all: BreakLike[] = [...breaks];
  const added: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    const check = mealBreakChecks(card, all, rules.slice(0, i + 1)).find(
      (each) => each.rule === rule,
    );
    if (!check || check.met) continue;
    const next = all
      .map((each) => each.start)
      .filter((start) => start >= check.dueAt)
      .reduce((min, start) => Math.min(min, start), card.end);
    const end = Math.min(check.dueAt + check.rule.durationSeconds, next);
    if (end <= check.dueAt) continue;
    const inserted = { start: check.dueAt, end };
    added.push(inserted);
    all.push({ type: 'meal', ...inserted });
  }
  return added;
}
