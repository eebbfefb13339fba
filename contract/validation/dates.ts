import { z } from 'zod';
import { REQUIRED_CHECK, RULE_TEXT, YEAR_MAX, YEAR_MIN } from './rule-text';
import { numberFromInput } from './numbers';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Years the app accepts in dates (spec: 2016 to 2029). */
export function isAcceptedYear(year: number): boolean {
  return Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX;
}

/** 'YYYY-MM-DD' naming a real calendar day (no 31 April, 29 February only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A year as a whole number, 2016 to 2029. */
export const zYear = z.preprocess(
  numberFromInput,
  z
    .number({
      error: (issue) => (issue.input === undefined ? RULE_TEXT.required : RULE_TEXT.yearRange),
    })
    .refine(isAcceptedYear, RULE_TEXT.yearRange),
);

/** A calendar date as 'YYYY-MM-DD' in an accepted year. */
export const zDate = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: RULE_TEXT.dateInvalid });
    } else if (!isAcceptedYear(Number(value.slice(0, 4)))) {
      ctx.addIssue({ code: 'custom', message: RULE_TEXT.yearRange });
    }
  });

/**
 * The range rule: the start may equal the end but not come after it. 'YYYY-MM-DD' text compares
 * in calendar order; Dates compare by instant.
 */
export function isDateRangeOrdered(start: string | Date, end: string | Date): boolean {
  if (typeof start === 'string' && typeof end === 'string') return start <= end;
  return new Date(start).getTime() <= new Date(end).getTime();
}

/**
 * A start and end date; 'Start date can not be behind end date' is reported on `start_date`,
 * the date the message names.
 */
export const zDateRange = z
  .object({ start_date: zDate, end_date: zDate })
  .refine((value) => isDateRangeOrdered(value.start_date, value.end_date), {
    path: ['start_date'],
    message: RULE_TEXT.dateRangeOrder,
  });
