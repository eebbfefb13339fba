import { pad2 } from './format-locale';

/** Spec: "Time display: HH:MM (default) or Decimal". */
export type TimeDisplay = 'hh:mm' | 'decimal';
export const DEFAULT_TIME_DISPLAY: TimeDisplay = 'hh:mm';

/**
 * Worked time, from a duration in seconds, in the org's time display:
 * - 'hh:mm': hours and minutes, each at least two digits ('07:30', '00:05', '100:00');
 * - 'decimal': hours with two decimals ('7.50', '0.08', '100.00').
 * Both count whole minutes (seconds past the minute are dropped, as a clock does), so the two
 * forms always show the same time. A negative duration (a correction) keeps its '-'.
 */
export function formatHours(seconds: number, display: TimeDisplay = DEFAULT_TIME_DISPLAY): string {
  if (!Number.isFinite(seconds)) return '';
  const sign = seconds < 0 ? '-' : '';
  const minutes = Math.floor(Math.abs(seconds) / 60);
  if (minutes === 0) return display === 'decimal' ? '0.00' : '00:00';
  if (display === 'decimal') return `${sign}${(minutes / 60).toFixed(2)}`;
  return `${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
