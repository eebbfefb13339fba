import type { PayClass, PaySpanView } from '../../../../contract/payroll';
import { formatDuration } from '../../../../design-system/format/format-duration';
import { formatHours, type TimeDisplay } from '../../../../design-system/format/format-hours';
import { formatCurrency } from '../../../../design-system/format/format-money';
import { clockOutText, timeText } from '../../time-cards/summary/summary-format';

/** Words and numbers of the reports: hours in the chosen display, money, the pay classes. Pure. */

export const PAY_CLASS_LABEL: Record<PayClass, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  double_time: 'Double time',
};

/** The compact marks of a cell ('OT 02:00'); the full words are read out beside them. */
export const PAY_CLASS_SHORT: Record<PayClass, string> = {
  regular: 'REG',
  overtime: 'OT',
  double_time: 'DT',
};

/** Hours as the table shows them; nothing shows a dash. */
export function hoursCell(seconds: number, display: TimeDisplay): string {
  return seconds > 0 ? formatHours(seconds, display) : '—';
}

/** Money from cents: whole dollars with thousands separators (core.md 9). */
export function moneyText(cents: number): string {
  return formatCurrency(cents / 100);
}

/** A rate from cents per hour: '$25.50/hr'. */
export function rateText(centsPerHour: number): string {
  return formatCurrency(centsPerHour / 100, 'hr');
}

/** A share of a budget: '84%'. */
export function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A threshold as a duration ('8h 0m'); none: 'None'. */
export function thresholdText(seconds: number | null): string {
  return seconds === null ? 'None' : formatDuration(seconds);
}

export function multiplierText(multiplier: number): string {
  return `${multiplier}×`;
}

/** A span's times in the zone: '4:00 PM – 6:30 PM', the end's day named when it is another day. */
export function spanTimesText(
  span: Pick<PaySpanView, 'start_dt_unix' | 'end_dt_unix'>,
  timeZone: string,
) {
  return `${timeText(span.start_dt_unix, timeZone)} – ${clockOutText(span.start_dt_unix, span.end_dt_unix, timeZone)}`;
}

/** Bytes as a person reads them: '820 B', '14.2 KB', '3.1 MB'. */
export function bytesText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A count with its noun: '1 row', '1,204 rows'. */
export function countText(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** A downloaded report's file name: 'time-report-2026-11-23-to-2026-11-29.csv'. */
export function csvFilename(report: string, days: { first: string; last: string } | null): string {
  if (!days) return `${report}.csv`;
  return days.first === days.last
    ? `${report}-${days.first}.csv`
    : `${report}-${days.first}-to-${days.last}.csv`;
}
