import { MONTH_SHORT, WEEKDAY_SHORT } from './calendar-names';
import {
  DEFAULT_TIME_ZONE,
  pad2,
  toDate,
  type DateInput,
  type FormatLocale,
} from './format-locale';

// One Intl formatter per zone: building one costs far more than using it.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

type CalendarDay = { year: number; month: number; day: number };

/** The calendar day an instant falls on in `timeZone` (the wall calendar there). */
function calendarDay(date: Date, timeZone: string): CalendarDay {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A date as the locale writes it: MM/DD/YYYY in the US, DD/MM/YYYY in Australia, on the calendar
 * of `timeZone` (default America/Los_Angeles). An invalid Date gives ''.
 */
export function formatDate(
  input: DateInput,
  locale: FormatLocale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = calendarDay(date, timeZone);
  const yyyy = String(year).padStart(4, '0');
  return locale === 'au'
    ? `${pad2(day)}/${pad2(month)}/${yyyy}`
    : `${pad2(month)}/${pad2(day)}/${yyyy}`;
}

/**
 * A date with its weekday, 'ddd DD MMM YYYY' ('Fri 03 May 2024'), the same in every locale. The
 * English names come from a table, not Intl: en-AU would write 'Sept' and put a comma in.
 */
export function formatLongDate(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = calendarDay(date, timeZone);
  const weekday = WEEKDAY_SHORT[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${pad2(day)} ${MONTH_SHORT[month - 1]} ${String(year).padStart(4, '0')}`;
}
