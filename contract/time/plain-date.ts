/**
 * Calendar dates without a time or a zone ('YYYY-MM-DD'), as pay periods, workweeks and effective
 * dates are written. Arithmetic runs on UTC midnights, where every day has 24 hours, so adding days
 * never drifts across a daylight-saving change; a zone enters only when a date becomes an instant
 * (zoned-time.ts).
 */

/** 'YYYY-MM-DD' with a real month and day (2023-02-29 is not one). */
export type PlainDate = string;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isPlainDate(text: string): boolean {
  const match = PLAIN_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Year, month (1–12) and day of a plain date; throws on text that is not one. */
export function partsOf(date: PlainDate): { year: number; month: number; day: number } {
  if (!isPlainDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function plainDate(year: number, month: number, day: number): PlainDate {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const utcMs = (date: PlainDate) => {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day);
};

export function addDays(date: PlainDate, days: number): PlainDate {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/**
 * The same day `months` later, kept to the month's last day when it is shorter: a monthly period
 * anchored on the 31st starts on 30 April and on 28 or 29 February.
 */
export function addMonthsClamped(date: PlainDate, months: number, anchorDay?: number): PlainDate {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const [nextYear, nextMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return plainDate(
    nextYear,
    nextMonth,
    Math.min(anchorDay ?? day, daysInMonth(nextYear, nextMonth)),
  );
}

/** Weekday code of the spec: 0 Monday … 6 Sunday. */
export type WeekdayCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function weekdayOf(date: PlainDate): WeekdayCode {
  // getUTCDay: 0 Sunday … 6 Saturday.
  return ((new Date(utcMs(date)).getUTCDay() + 6) % 7) as WeekdayCode;
}

export const compareDates = (a: PlainDate, b: PlainDate) => (a < b ? -1 : a > b ? 1 : 0);
