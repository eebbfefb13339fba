import { abbreviateNumber } from './format-count';
import { formatDate, formatLongDate } from './format-date';
import { formatDuration } from './format-duration';
import { DEFAULT_TIME_DISPLAY, formatHours, type TimeDisplay } from './format-hours';
import { DEFAULT_TIME_ZONE, type DateInput, type FormatLocale } from './format-locale';
import { formatCurrency } from './format-money';
import { trialDaysLeft } from './trial-days';

export type FormatSettings = {
  /** The org's country: 'us' writes MM/DD/YYYY, 'au' DD/MM/YYYY. */
  locale: FormatLocale;
  /** The IANA zone dates are shown in; America/Los_Angeles unless told. */
  timeZone?: string | undefined;
  /** How worked time is shown; HH:MM unless told. */
  timeDisplay?: TimeDisplay | undefined;
};

/** Every formatter bound to one org's settings, so a screen reads them once. */
export function createFormatters({
  locale,
  timeZone = DEFAULT_TIME_ZONE,
  timeDisplay = DEFAULT_TIME_DISPLAY,
}: FormatSettings) {
  return {
    date: (input: DateInput) => formatDate(input, locale, timeZone),
    longDate: (input: DateInput) => formatLongDate(input, timeZone),
    hours: (seconds: number) => formatHours(seconds, timeDisplay),
    duration: formatDuration,
    currency: formatCurrency,
    count: abbreviateNumber,
    trialDaysLeft,
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
