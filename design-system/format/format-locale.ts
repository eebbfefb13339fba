/** The locales Crewcard formats for: the org countries ('us', 'au'). */
export type FormatLocale = 'us' | 'au';

/** The zone dates are shown in unless the org sets its own (spec default). */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** An instant: a Date, or unix seconds as the API sends them. */
export type DateInput = Date | number;

export function toDate(input: DateInput): Date {
  return typeof input === 'number' ? new Date(input * 1000) : input;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');
