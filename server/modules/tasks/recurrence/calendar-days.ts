import type { WeekdayCode } from '../../../../contract/time/plain-date';

/**
 * Calendar days as whole numbers (days since 1970-01-01), so the rules can step, count and jump
 * over days, weeks and months with integer arithmetic. A day number says nothing about a zone: it
 * names a day on a wall calendar, and zone-offsets.ts turns a day and a time of day into an
 * instant.
 */

export type CivilDay = { year: number; month: number; day: number };

export const DAY_SECONDS = 86_400;

/** The day number of a year, month (1-12) and day (proleptic Gregorian, any year). */
export function dayNumber(year: number, month: number, day: number): number {
  // Counted in eras of 400 years from 1 March, so 29 February is the last day of its year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The year, month (1-12) and day of a day number. */
export function civilDay(dayNo: number): CivilDay {
  const shifted = dayNo + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Weekday of the spec, Monday 0 to Sunday 6 (1970-01-01 was a Thursday). */
export function weekdayOfDay(dayNo: number): WeekdayCode {
  return ((((dayNo + 3) % 7) + 7) % 7) as WeekdayCode;
}

/** Months since year 0 of a year and month (1-12), to step month by month. */
export const monthIndexOf = (year: number, month: number) => year * 12 + month - 1;

/** The year and month (1-12) of a month index. */
export function monthOfIndex(index: number): { year: number; month: number } {
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}
