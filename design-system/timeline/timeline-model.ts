import { MONTH_SHORT } from '../format/calendar-names';
/** Spec (document 2, section 3): a timeline entry is a unix time in seconds and a description. */
export type TimelineEntryTime = { unix: number };

/** Where the entries go: as the caller gave them, or the newest first. */
export type TimelineOrder = 'given' | 'newest-first';

type DateParts = { year: number; month: number; day: number };

/**
 * The calendar date of a unix time (seconds) in a time zone (the browser's when omitted). Intl
 * gives the numbers only: its month names differ by locale and engine ('Sept' in en-GB), and the
 * spec wants fixed English abbreviations.
 */
function dateParts(unix: number, timeZone: string | undefined): DateParts | null {
  if (!Number.isFinite(unix)) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(unix * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * Spec (document 2, section 9): "Timeline date format DD MMM YYYY", e.g. '03 May 2024'. An
 * unreadable time gives an empty string rather than 'NaN'.
 */
export function formatTimelineDate(unix: number, timeZone?: string): string {
  const date = dateParts(unix, timeZone);
  if (!date) return '';
  return `${pad(date.day, 2)} ${MONTH_SHORT[date.month - 1] ?? ''} ${pad(date.year, 4)}`;
}

/** The same date for `<time dateTime>`: '2024-05-03', which machines read without guessing. */
export function timelineDateTime(unix: number, timeZone?: string): string {
  const date = dateParts(unix, timeZone);
  if (!date) return '';
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The entries in display order; newest first keeps entries of the same time in given order. */
export function orderTimelineEntries<T extends TimelineEntryTime>(
  entries: readonly T[],
  order: TimelineOrder,
): T[] {
  if (order === 'given') return [...entries];
  return [...entries].sort((a, b) => b.unix - a.unix);
}
