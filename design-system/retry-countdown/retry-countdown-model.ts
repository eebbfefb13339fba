/**
 * Spec (document 2, sections 4 and 9): "On failure Retry is disabled for a 30-second countdown";
 * "Retry countdown 30 s, button disabled until 0".
 */
export const RETRY_COUNTDOWN_SECONDS = 30;

/** When a countdown of `seconds` started at `now` (ms) reaches 0. */
export function countdownEndsAt(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/**
 * Whole seconds left, rounded up: a countdown shows 30 for its whole first second and reaches 0
 * only when the time is really over, so the button never enables early.
 */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until the shown number next changes (0 once the countdown is over). */
export function msUntilNextTick(endsAt: number, now: number): number {
  const remaining = endsAt - now;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}
