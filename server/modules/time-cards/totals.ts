import { zonedParts } from '../../../contract/time/zoned-time';
import type { TimeCardTotals } from '../../../contract/time-cards';

/** A stretch of time; end null while it runs. */
export type Span = { start: number; end: number | null };
export type BreakSpan = Span & { isPaid: boolean };

/**
 * An instant rounded to the nearest step of the local clock (half a step rounds up), so 15-minute
 * rounding lands on :00, :15, :30 and :45 in the organisation's zone whatever its UTC offset.
 * Every zone's offset is a whole number of quarter hours, so steps dividing 15 minutes round
 * alike in UTC and need no zone lookup.
 */
export function roundToStep(unix: number, minutes: number, timezone: string): number {
  if (minutes <= 0) return unix;
  const step = minutes * 60;
  const local = 900 % step === 0 ? unix : zonedParts(unix, timezone).secondsOfDay;
  const rest = ((local % step) + step) % step;
  return rest * 2 >= step ? unix - rest + step : unix - rest;
}

/** Seconds of `span` inside [from, to] (a running span runs to `to`). */
export function overlapSeconds(span: Span, from: number, to: number): number {
  const start = Math.max(span.start, from);
  const end = Math.min(span.end ?? to, to);
  return Math.max(0, end - start);
}

/**
 * The totals of a card (contract/time-cards.ts zTimeCardTotals): raw worked and break time from
 * the recorded instants; paid time from the rounded clock-in and clock-out less unpaid breaks.
 * A running card counts up to `now`.
 */
export function cardTotals(
  card: { clockIn: number; clockOut: number | null; timezone: string },
  breaks: readonly BreakSpan[],
  roundMinutes: number,
  now: number,
): TimeCardTotals {
  const end = Math.max(card.clockIn, card.clockOut ?? now);
  let breakSeconds = 0;
  let unpaid = 0;
  for (const each of breaks) {
    const seconds = overlapSeconds(each, card.clockIn, end);
    breakSeconds += seconds;
    if (!each.isPaid) unpaid += seconds;
  }
  const roundedIn = roundToStep(card.clockIn, roundMinutes, card.timezone);
  const roundedEnd = roundToStep(end, roundMinutes, card.timezone);
  return {
    worked_seconds: workedSeconds(card, breaks, now),
    break_seconds: breakSeconds,
    unpaid_break_seconds: unpaid,
    paid_seconds: Math.max(0, roundedEnd - roundedIn - unpaid),
    round_minutes: roundMinutes,
    rounded_clock_in_dt_unix: roundedIn,
    rounded_clock_out_dt_unix: card.clockOut === null ? null : roundedEnd,
  };
}

/**
 * The worked seconds of a card (its span less its breaks; a running card up to `now`): the
 * `worked_seconds` of cardTotals, alone, for the summary that counts many cards.
 */
export function workedSeconds(
  card: { clockIn: number; clockOut: number | null },
  breaks: readonly Span[],
  now: number,
): number {
  const end = Math.max(card.clockIn, card.clockOut ?? now);
  let breakSeconds = 0;
  for (const each of breaks) breakSeconds += overlapSeconds(each, card.clockIn, end);
  return Math.max(0, end - card.clockIn - breakSeconds);
}

/** Seconds worked within a stretch of a card: the stretch less the breaks inside it. */
export function workedWithin(span: Span, breaks: readonly Span[], cardEnd: number): number {
  const end = span.end ?? cardEnd;
  let seconds = Math.max(0, end - span.start);
  for (const each of breaks) seconds -= overlapSeconds(each, span.start, end);
  return Math.max(0, seconds);
}

/** 'Xh Ym' (or 'Xm Ys' under an hour), as the spec writes durations. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}
