import type { BreakFlag, BreakFlagBreak, BreakFlagKind } from '../../../contract/payroll';
import { hoursText } from './reasons';

/**
 * Meal and rest break compliance of one member's workday (README "Breaks"): each required meal
 * break of the rule group is met, missed, too short or late; under the state rule, rest breaks
 * are counted too; and where the state rule pays for it, the first meal flag and the first rest
 * flag of the workday each earn one premium hour at the regular rate (Cal. Lab. Code 226.7(c):
 * at most one meal and one rest premium per workday). Pure: the caller says which rules apply.
 */

/** A rule group's meal break: due once `afterSeconds` of work are done, for `durationSeconds`. */
export type MealBreakRule = {
  which: 'first' | 'second';
  afterSeconds: number;
  durationSeconds: number;
};

export type BreakRules = {
  /** The rule group's required meal breaks, first then second. */
  meals: readonly MealBreakRule[];
  /** Count rest breaks as the state rule asks (10 minutes per 4 hours or major fraction). */
  restBreaks: boolean;
  /** A flag earns a premium hour (the state rule, for an employee it covers). */
  premiums: boolean;
};

/** A card of the member, its end (a running card's: now) and its breaks (end null: running). */
export type ComplianceCard = {
  id: number;
  start: number;
  end: number;
  breaks: readonly { type: string; start: number; end: number | null }[];
};

/** A rest break lasts at least 10 minutes net (IWC wage orders, section 12). */
export const REST_BREAK_SECONDS = 600;
const HOUR = 3600;

/**
 * Rest breaks a workday of `workSeconds` needs: one per 4 hours or major fraction thereof, none
 * under 3.5 hours (3.5 h–6 h: 1, 6 h–10 h: 2, 10 h–14 h: 3, …).
 */
export function restBreaksRequired(workSeconds: number): number {
  if (workSeconds < 3.5 * HOUR) return 0;
  return Math.floor((workSeconds + 2 * HOUR) / (4 * HOUR));
}

type Interval = { cardId: number; start: number; end: number };
type MealCandidate = { cardId: number; start: number; seconds: number };

const minutesText = (seconds: number) => `${Math.round(seconds / 60)} min`;
const WHICH: Record<MealBreakRule['which'], string> = { first: 'First', second: 'Second' };

/** The cards' work inside the workday: each card clipped to it, less every break. */
function workOf(cards: readonly ComplianceCard[], from: number, to: number): Interval[] {
  const work: Interval[] = [];
  for (const card of cards) {
    const start = Math.max(card.start, from);
    const end = Math.min(card.end, to);
    if (end <= start) continue;
    const gaps = card.breaks
      .map((each) => ({
        start: Math.max(each.start, start),
        end: Math.min(each.end ?? card.end, end),
      }))
      .filter((gap) => gap.end > gap.start)
      .sort((a, b) => a.start - b.start);
    let at = start;
    for (const gap of gaps) {
      if (gap.start > at) work.push({ cardId: card.id, start: at, end: gap.start });
      at = Math.max(at, gap.end);
    }
    if (end > at) work.push({ cardId: card.id, start: at, end });
  }
  return work.sort((a, b) => a.start - b.start);
}

/** Seconds of work done before `instant`. */
function workBefore(work: readonly Interval[], instant: number): number {
  let seconds = 0;
  for (const each of work) seconds += Math.max(0, Math.min(each.end, instant) - each.start);
  return seconds;
}

/**
 * The instant `seconds` of work are done and the card it falls in, when the day has more work
 * than that ("a work period of more than five hours", Cal. Lab. Code 512(a)); else null.
 */
function dueAt(work: readonly Interval[], seconds: number) {
  let left = seconds;
  for (const each of work) {
    const length = each.end - each.start;
    if (left < length) return { at: each.start + left, cardId: each.cardId };
    left -= length;
  }
  return null;
}

/**
 * What could be a meal period: a meal break taken on a card, and time off the clock between two
 * cards of the day long enough to be one (clocking out for lunch).
 */
function mealCandidates(
  cards: readonly ComplianceCard[],
  from: number,
  to: number,
  shortestMeal: number,
): MealCandidate[] {
  const candidates: MealCandidate[] = [];
  const inDay = cards
    .filter((card) => card.end > from && card.start < to)
    .sort((a, b) => a.start - b.start);
  inDay.forEach((card, index) => {
    for (const each of card.breaks) {
      if (each.type !== 'meal') continue;
      const start = Math.max(each.start, from, card.start);
      const end = Math.min(each.end ?? card.end, to, card.end);
      if (end > start) candidates.push({ cardId: card.id, start, seconds: end - start });
    }
    const next = inDay[index + 1];
    if (next && next.start - card.end >= shortestMeal)
      candidates.push({ cardId: card.id, start: card.end, seconds: next.start - card.end });
  });
  return candidates.sort((a, b) => a.start - b.start);
}

function flag(cardId: number, kind: BreakFlagKind, which: BreakFlagBreak, text: string): BreakFlag {
  return { time_card_id: cardId, kind, break: which, premium_hours: 0, text };
}

function mealFlags(
  cards: readonly ComplianceCard[],
  day: { start_dt_unix: number; end_dt_unix: number },
  work: readonly Interval[],
  meals: readonly MealBreakRule[],
): BreakFlag[] {
  if (meals.length === 0) return [];
  const shortest = Math.min(...meals.map((meal) => meal.durationSeconds));
  const candidates = mealCandidates(cards, day.start_dt_unix, day.end_dt_unix, shortest);
  const used = new Set<MealCandidate>();
  const flags: BreakFlag[] = [];
  for (const meal of meals) {
    const due = dueAt(work, meal.afterSeconds);
    if (!due) continue;
    const free = candidates.filter((candidate) => !used.has(candidate));
    const byThen = free.filter((candidate) => candidate.start <= due.at);
    const which = meal.which === 'first' ? 'first_meal' : 'second_meal';
    const name = `${WHICH[meal.which]} meal break`;
    const met = byThen.find((candidate) => candidate.seconds >= meal.durationSeconds);
    if (met) {
      used.add(met);
      continue;
    }
    const short = byThen[0];
    if (short) {
      used.add(short);
      flags.push(
        flag(
          short.cardId,
          'short',
          which,
          `${name} ${minutesText(short.seconds)}, ${minutesText(meal.durationSeconds)} required`,
        ),
      );
      continue;
    }
    const late = free.find((candidate) => candidate.start > due.at);
    if (late) {
      used.add(late);
      flags.push(
        flag(
          late.cardId,
          'late',
          which,
          `${name} began after ${hoursText(workBefore(work, late.start))} of work, due by ${hoursText(meal.afterSeconds)}`,
        ),
      );
      continue;
    }
    flags.push(
      flag(
        due.cardId,
        'missed',
        which,
        `${name} missed: due after ${hoursText(meal.afterSeconds)} of work (${minutesText(meal.durationSeconds)})`,
      ),
    );
  }
  return flags;
}

function restFlags(
  cards: readonly ComplianceCard[],
  day: { start_dt_unix: number; end_dt_unix: number },
  work: readonly Interval[],
): BreakFlag[] {
  const total = work.reduce((sum, each) => sum + each.end - each.start, 0);
  const required = restBreaksRequired(total);
  const rests: { cardId: number; seconds: number }[] = [];
  for (const card of cards)
    for (const each of card.breaks) {
      if (each.type !== 'rest') continue;
      const start = Math.max(each.start, day.start_dt_unix, card.start);
      const end = Math.min(each.end ?? card.end, day.end_dt_unix, card.end);
      if (end > start) rests.push({ cardId: card.id, seconds: end - start });
    }
  const flags: BreakFlag[] = [];
  const short = rests.find((rest) => rest.seconds < REST_BREAK_SECONDS);
  if (required > 0 && short)
    flags.push(
      flag(
        short.cardId,
        'short',
        'rest',
        `Rest break ${minutesText(short.seconds)}, ${minutesText(REST_BREAK_SECONDS)} required`,
      ),
    );
  if (rests.length < required) {
    const last = work.at(-1)!;
    flags.push(
      flag(
        last.cardId,
        'missed',
        'rest',
        `${rests.length} of ${required} rest breaks taken (${minutesText(REST_BREAK_SECONDS)} per 4 h of work)`,
      ),
    );
  }
  return flags;
}

/**
 * The break flags of one member's workday, meal flags first. `cards` are the member's cards
 * touching the workday; only their time inside it counts. Thresholds count work: the cards' time
 * less every break, added up over the workday's cards (a switch that starts a new card does not
 * start the count again).
 */
export function workdayBreakFlags(
  cards: readonly ComplianceCard[],
  day: { start_dt_unix: number; end_dt_unix: number },
  rules: BreakRules,
): BreakFlag[] {
  const work = workOf(cards, day.start_dt_unix, day.end_dt_unix);
  if (work.length === 0) return [];
  const flags = [
    ...mealFlags(cards, day, work, rules.meals),
    ...(rules.restBreaks ? restFlags(cards, day, work) : []),
  ];
  if (rules.premiums) {
    // One premium hour per workday for meal periods and one for rest periods (226.7(c)).
    const meal = flags.find((each) => each.break !== 'rest');
    const rest = flags.find((each) => each.break === 'rest');
    if (meal) meal.premium_hours = 1;
    if (rest) rest.premium_hours = 1;
  }
  return flags;
}
