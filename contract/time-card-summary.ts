import { z } from 'zod';
import { zTimeCardFilters, zUnixQuery } from './time-cards';
import { RULE_TEXT } from './validation';

/**
 * GET time_cards/summary: the managers' summary of a range as hours per member per day, counted
 * on the server so a screen of 500 members × 4 weeks reads one small answer instead of every
 * card. A card counts whole on the day of its clock-in in the organisation's time zone (the
 * workday it belongs to, as payroll reads it), so the summary and GET time_cards with the same
 * range and filters always hold the same cards.
 */

/** The longest range the summary counts, in days of the organisation. */
export const SUMMARY_MAX_DAYS = 31;
/** SUMMARY_MAX_DAYS in seconds, with an hour for a daylight-saving change inside the range. */
const SUMMARY_MAX_SECONDS = SUMMARY_MAX_DAYS * 86_400 + 3_600;
export const SUMMARY_RANGE_TEXT = `Please choose at most ${SUMMARY_MAX_DAYS} days`;

export const zTimeCardSummaryQuery = zTimeCardFilters
  .extend({ start_dt_unix: zUnixQuery, end_dt_unix: zUnixQuery })
  .refine((query) => query.start_dt_unix < query.end_dt_unix, {
    path: ['start_dt_unix'],
    message: RULE_TEXT.dateRangeOrder,
  })
  .refine((query) => query.end_dt_unix - query.start_dt_unix <= SUMMARY_MAX_SECONDS, {
    path: ['end_dt_unix'],
    message: SUMMARY_RANGE_TEXT,
  });
export type TimeCardSummaryQuery = z.infer<typeof zTimeCardSummaryQuery>;

const zInt = z.number().int();

/** A calendar day of the organisation within the range, and the instants of it the range holds. */
export const zSummaryDay = z.object({
  /** YYYY-MM-DD in the organisation's time zone. */
  date: z.string(),
  start_dt_unix: zInt,
  end_dt_unix: zInt,
});
export type SummaryDayView = z.infer<typeof zSummaryDay>;

/** One member's range. Every per-day array has one entry per day of `days`, in order. */
export const zSummaryMember = z.object({
  employee_id: zInt,
  display_name: z.string(),
  /** Worked seconds (the span less breaks; a running card up to `as_of_unix`) per day. */
  day_seconds: z.array(zInt),
  /** How many of their cards began on each day. */
  day_card_counts: z.array(zInt),
  /** Indexes into `days` of the days where one of their cards has exceptions or break warnings. */
  exception_days: z.array(zInt),
  /** Indexes into `days` of the days where one of their cards is still running. */
  running_days: z.array(zInt),
  total_seconds: zInt,
  card_count: zInt,
  /** Their cards in the range waiting for approval. */
  pending_card_count: zInt,
});
export type SummaryMember = z.infer<typeof zSummaryMember>;

export const zTimeCardSummary = z.object({
  /** The organisation's IANA time zone the days are read in. */
  timezone: z.string(),
  /** The instant running cards were counted up to. */
  as_of_unix: zInt,
  days: z.array(zSummaryDay),
  /** Members with a card in the range (as the caller may read them), by name. */
  members: z.array(zSummaryMember),
  /** Worked seconds of everyone per day. */
  day_totals: z.array(zInt),
  total_seconds: zInt,
  card_count: zInt,
  pending_card_count: zInt,
});
export type TimeCardSummary = z.infer<typeof zTimeCardSummary>;

export const zTimeCardSummaryResponse = z.object({ data: zTimeCardSummary });
