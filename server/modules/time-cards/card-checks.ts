import { LONG_TIME_CARD_SECONDS, TIME_CARD_TEXT } from '../../../contract/time-card-text';

export type Hints = Record<string, string[]>;

/** A card's times as a form sends them: closed, breaks closed. */
export type CardTimes = {
  clockIn: number;
  clockOut: number;
  breaks: ReadonlyArray<{ start: number; end: number }>;
};

function add(hints: Hints, field: string, message: string) {
  const list = (hints[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * What is wrong with a closed card's times, by field (the keys zod's hints use): clock-out after
 * clock-in, nothing in the future, each break ending after it starts, inside the card, and not
 * overlapping another. Empty when all is well.
 */
export function cardTimeProblems(times: CardTimes, now: number): Hints {
  const hints: Hints = {};
  if (times.clockIn > now) add(hints, 'clock_in_dt_unix', TIME_CARD_TEXT.future);
  if (times.clockOut > now) add(hints, 'clock_out_dt_unix', TIME_CARD_TEXT.future);
  if (times.clockOut <= times.clockIn)
    add(hints, 'clock_out_dt_unix', TIME_CARD_TEXT.clockOutBeforeIn);
  const order = times.breaks
    .map((each, index) => ({ ...each, index }))
    .sort((a, b) => a.start - b.start);
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const each of order) {
    const field = `breaks.${each.index}`;
    if (each.end <= each.start) add(hints, `${field}.end_dt_unix`, TIME_CARD_TEXT.breakOrder);
    else if (each.start < times.clockIn || each.end > times.clockOut)
      add(hints, `${field}.start_dt_unix`, TIME_CARD_TEXT.breakOutsideCard);
    else if (each.start < previousEnd)
      add(hints, `${field}.start_dt_unix`, TIME_CARD_TEXT.breaksOverlap);
    previousEnd = Math.max(previousEnd, each.end);
  }
  return hints;
}

/** Whether a card this long needs the person to confirm it (over 24 hours). */
export function needsLongConfirmation(clockIn: number, clockOut: number): boolean {
  return clockOut - clockIn > LONG_TIME_CARD_SECONDS;
}
