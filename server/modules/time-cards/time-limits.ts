import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import { zonedParts, zonedToUnix } from '../../../contract/time/zoned-time';
import { formatDuration } from './totals';

/** '7:00 AM': a time of day given as seconds after midnight. */
export function formatTimeOfDay(seconds: number): string {
  const hours = Math.floor(seconds / 3600) % 24;
  const minutes = Math.floor((seconds % 3600) / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The instant the local day of `unix` began in the zone. */
export function startOfLocalDay(unix: number, timezone: string): number {
  return zonedToUnix(zonedParts(unix, timezone).date, 0, timezone);
}

/**
 * Why a clock-in now breaks the member's time limits (their rule group's clock-in-from,
 * clock-out-by and total daily seconds, read on the organisation's local clock), or null. A
 * clock-in at or after the clock-out-by time could only end late, so it is refused too.
 */
export function clockInLimitProblem(
  limits: {
    clockInFromSeconds: number | null;
    clockOutBySeconds: number | null;
    totalDailySeconds: number | null;
  },
  now: number,
  timezone: string,
  workedToday: number,
): string | null {
  const local = zonedParts(now, timezone).secondsOfDay;
  if (limits.clockInFromSeconds !== null && local < limits.clockInFromSeconds)
    return TIME_CARD_TEXT.clockInTooEarly(formatTimeOfDay(limits.clockInFromSeconds));
  if (limits.clockOutBySeconds !== null && local >= limits.clockOutBySeconds)
    return TIME_CARD_TEXT.clockInTooLate(formatTimeOfDay(limits.clockOutBySeconds));
  if (limits.totalDailySeconds !== null && workedToday >= limits.totalDailySeconds)
    return TIME_CARD_TEXT.dailyLimitReached(formatDuration(limits.totalDailySeconds));
  return null;
}
