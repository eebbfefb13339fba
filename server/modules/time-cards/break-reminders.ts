import type { BreakLike } from './meal-breaks';
import type { MemberRules } from './member-rules';

/** A reminder goes this long before the break is due. */
export const BREAK_REMINDER_LEAD_SECONDS = 10 * 60;
/**
 * Rest breaks are due every 4 hours of work (the common 10 minutes per 4 hours): the rule group
 * has no rest-break threshold of its own, only is_send_rest_break_reminders.
 */
export const REST_BREAK_EVERY_SECONDS = 4 * 3600;
/** Rest reminders stop after the third (12 hours of work). */
const REST_REMINDERS_MAX = 3;
/** How often the job looks (server/lib/interval-job.ts). */
export const BREAK_REMINDER_INTERVAL_MS = 60_000;

/** One reminder a running card is due: `kind` names it once per card (the claim's key). */
export type DueReminder = {
  kind: string;
  type: 'meal' | 'rest';
  /** Seconds of work left before the break is due. */
  secondsLeft: number;
};

/** Seconds worked on a running card up to `now`: the time less its breaks. */
export function workedSoFar(clockIn: number, breaks: readonly BreakLike[], now: number): number {
  let seconds = Math.max(0, now - clockIn);
  for (const each of breaks) {
    const start = Math.max(each.start, clockIn);
    const end = Math.min(each.end ?? now, now);
    if (end > start) seconds -= end - start;
  }
  return Math.max(0, seconds);
}

const longEnough = (breaks: readonly BreakLike[], type: string, seconds: number, now: number) =>
  breaks.filter((each) => each.type === type && (each.end ?? now) - each.start >= seconds).length;

/**
 * The reminders a running card is due now: a meal reminder when the rule group's first (second)
 * meal break is within the lead of falling due and the member has not yet taken one (two) of its
 * length; a rest reminder within the lead of each 4 hours of work without as many rest breaks.
 * Nothing while a break runs, nor once the threshold has passed (a late reminder helps nobody).
 */
export function dueReminders(
  card: { clockIn: number },
  breaks: readonly BreakLike[],
  rules: Pick<MemberRules, 'mealBreaks' | 'remindMealBreaks' | 'remindRestBreaks'>,
  now: number,
): DueReminder[] {
  if (breaks.some((each) => each.end === null)) return [];
  const worked = workedSoFar(card.clockIn, breaks, now);
  const due: DueReminder[] = [];
  const near = (threshold: number) =>
    worked < threshold && threshold - worked <= BREAK_REMINDER_LEAD_SECONDS;
  if (rules.remindMealBreaks)
    rules.mealBreaks.forEach((rule, index) => {
      const taken = longEnough(breaks, 'meal', rule.durationSeconds, now);
      if (near(rule.afterSeconds) && taken <= index)
        due.push({
          kind: `meal_${rule.which}`,
          type: 'meal',
          secondsLeft: rule.afterSeconds - worked,
        });
    });
  if (rules.remindRestBreaks)
    for (let k = 1; k <= REST_REMINDERS_MAX; k++) {
      const threshold = k * REST_BREAK_EVERY_SECONDS;
      if (near(threshold) && longEnough(breaks, 'rest', 1, now) < k)
        due.push({ kind: `rest_${k}`, type: 'rest', secondsLeft: threshold - worked });
    }
  return due;
}
