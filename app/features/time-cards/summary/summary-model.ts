import type { TimeCard } from '../../../../contract/time-cards';
import {
  addDays,
  daysBetween,
  weekdayOf,
  type PlainDate,
} from '../../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate } from '../../../../contract/time/zoned-time';

/**
 * The managers' summary as data: the days of a range in the organisation's time zone, and the
 * cards of that range as hours per member per day with totals. Pure: no clock, no fetching.
 */

/** The longest range the grid shows as day columns (a month and a bit). */
export const SUMMARY_MAX_DAYS = 31;

/**
 * Cards are listed by their clock-in, so a card begun the evening before the range that runs
 * past midnight would be missed: the list is asked for from this many days earlier, and only
 * the part of each card inside the range is counted.
 */
export const LOOKBACK_DAYS = 1;

/** A calendar day of the organisation and the instants it spans (23 to 25 hours around DST). */
export type SummaryDay = { date: PlainDate; startUnix: number; endUnix: number };

/** The first and last day (both shown) of a range. */
export type DayRange = { first: PlainDate; last: PlainDate };

/** The week (Monday to Sunday, as workweeks and the demo's weeks run) holding `today`. */
export function weekOf(today: PlainDate): DayRange {
  const first = addDays(today, -weekdayOf(today));
  return { first, last: addDays(first, 6) };
}

/** The range moved by whole weeks (negative: back), keeping its length. */
export function stepRange(range: DayRange, weeks: number): DayRange {
  return { first: addDays(range.first, 7 * weeks), last: addDays(range.last, 7 * weeks) };
}

/** Today's calendar day in the organisation's zone. */
export function todayIn(timeZone: string, nowUnix: number): PlainDate {
  return zonedDate(nowUnix, timeZone);
}

/** Every day of the range, each with the instants it begins and ends in `timeZone`. */
export function rangeDays({ first, last }: DayRange, timeZone: string): SummaryDay[] {
  const count = Math.max(0, daysBetween(first, last) + 1);
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(first, index);
    return {
      date,
      startUnix: startOfZonedDay(date, timeZone),
      endUnix: startOfZonedDay(addDays(date, 1), timeZone),
    };
  });
}

/** The instants GET time_cards is asked for: from LOOKBACK_DAYS before the range to its end. */
export function rangeQuery({ first, last }: DayRange, timeZone: string) {
  return {
    start_dt_unix: startOfZonedDay(addDays(first, -LOOKBACK_DAYS), timeZone),
    end_dt_unix: startOfZonedDay(addDays(last, 1), timeZone),
  };
}

/** Where a card ends: its clock-out, or for a running card the "now" its totals were counted to. */
export function cardEndUnix(card: TimeCard): number {
  return (
    card.clock_out_dt_unix ??
    card.clock_in_dt_unix + card.totals.worked_seconds + card.totals.break_seconds
  );
}

/**
 * The worked seconds of a card on each day. A card crossing midnight counts on each day for the
 * part of its span there; its breaks, whose times the list does not carry, come off each part in
 * proportion. Rounded on the running sum, so the parts always add up to the card's worked time
 * (when every day it touches is given).
 */
export function workedByDay(card: TimeCard, days: readonly SummaryDay[]): number[] {
  const start = card.clock_in_dt_unix;
  const end = cardEndUnix(card);
  const span = end - start;
  const worked = card.totals.worked_seconds;
  const upTo = (instant: number) =>
    span <= 0 ? (instant > start ? worked : 0) : Math.round((worked * (instant - start)) / span);
  return days.map((day) => {
    const from = Math.max(start, day.startUnix);
    const to = Math.min(end, day.endUnix);
    if (span <= 0) return start >= day.startUnix && start < day.endUnix ? worked : 0;
    return to > from ? upTo(to) - upTo(from) : 0;
  });
}

/** Whether any part of the card falls on the day (an instant card: its clock-in does). */
function touches(card: TimeCard, day: SummaryDay): boolean {
  const start = card.clock_in_dt_unix;
  const end = Math.max(cardEndUnix(card), start + 1);
  return start < day.endUnix && end > day.startUnix;
}

/** One member's day: worked time, and marks for the cards on it. */
export type DayCell = {
  seconds: number;
  /** The cards with a part on this day. */
  cardIds: number[];
  /** A card on this day has exceptions. */
  hasExceptions: boolean;
  /** A card on this day is still running (clocked in or on a break). */
  isRunning: boolean;
};

export type MemberSummary = {
  employeeId: number;
  name: string;
  /** One per day of the range, in order. */
  days: DayCell[];
  totalSeconds: number;
  /** Their cards with a part in the range, oldest first. */
  cards: TimeCard[];
};

export type RangeSummary = {
  days: SummaryDay[];
  /** Members with a card in the range, by name. */
  members: MemberSummary[];
  /** Worked time of everyone per day. */
  dayTotals: number[];
  totalSeconds: number;
  /** Every card with a part in the range, oldest first. */
  cards: TimeCard[];
};

/** The cards as hours per member per day, with each member's total and each day's total. */
export function summarize(cards: readonly TimeCard[], days: readonly SummaryDay[]): RangeSummary {
  const inRange = cards
    .filter((card) => days.some((day) => touches(card, day)))
    .sort((a, b) => a.clock_in_dt_unix - b.clock_in_dt_unix || a.id - b.id);
  const byMember = new Map<number, MemberSummary>();
  for (const card of inRange) {
    let member = byMember.get(card.employee_id);
    if (!member) {
      member = {
        employeeId: card.employee_id,
        name: card.employee.display_name,
        days: days.map(() => ({ seconds: 0, cardIds: [], hasExceptions: false, isRunning: false })),
        totalSeconds: 0,
        cards: [],
      };
      byMember.set(card.employee_id, member);
    }
    member.cards.push(card);
    const parts = workedByDay(card, days);
    days.forEach((day, index) => {
      const cell = member.days[index]!;
      const part = parts[index] ?? 0;
      cell.seconds += part;
      member.totalSeconds += part;
      if (!touches(card, day)) return;
      cell.cardIds.push(card.id);
      if (card.exceptions.length > 0) cell.hasExceptions = true;
      if (card.clock_out_dt_unix === null) cell.isRunning = true;
    });
  }
  const members = [...byMember.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId,
  );
  const dayTotals = days.map((_, index) =>
    members.reduce((sum, member) => sum + (member.days[index]?.seconds ?? 0), 0),
  );
  return {
    days: [...days],
    members,
    dayTotals,
    totalSeconds: dayTotals.reduce((sum, seconds) => sum + seconds, 0),
    cards: inRange,
  };
}
