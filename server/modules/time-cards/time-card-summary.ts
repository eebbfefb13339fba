import type {
  SummaryDayView,
  SummaryMember,
  TimeCardSummary,
} from '../../../contract/time-card-summary';
import { addDays } from '../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate } from '../../../contract/time/zoned-time';
import type { FilteredCard } from './time-card-filters';
import { workedSeconds, type Span } from './totals';

/**
 * The pure parts of GET time_cards/summary (contract/time-card-summary.ts): the days of a range
 * in the organisation's zone, the day a card counts on, and the sums.
 */

/**
 * The calendar days of the organisation the range [start, end) touches, each with the part of
 * it the range holds. A day is as long as its zone makes it (23 or 25 hours on a daylight-saving
 * change).
 */
export function daysOfRange(start: number, end: number, timezone: string): SummaryDayView[] {
  const days: SummaryDayView[] = [];
  let date = zonedDate(start, timezone);
  let dayStart = startOfZonedDay(date, timezone);
  while (dayStart < end) {
    const next = addDays(date, 1);
    const nextStart = startOfZonedDay(next, timezone);
    days.push({
      date,
      start_dt_unix: Math.max(dayStart, start),
      end_dt_unix: Math.min(nextStart, end),
    });
    date = next;
    dayStart = nextStart;
  }
  return days;
}

/** The index into `days` of the day holding the instant (-1: outside them). */
export function dayIndexOf(days: readonly SummaryDayView[], unix: number): number {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const day = days[middle]!;
    if (unix < day.start_dt_unix) high = middle - 1;
    else if (unix >= day.end_dt_unix) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * What the summary keeps of one card: the day of its clock-in, its worked seconds (completed
 * cards: counted once; running cards: their clock-in and breaks, counted per request up to now),
 * and what the filters read.
 */
export type CompactCard = FilteredCard & {
  day: number;
  /** Exceptions or break warnings. */
  flagged: boolean;
  /** Completed cards: worked seconds. Running: null (see `running`). */
  worked: number | null;
  running: { clockIn: number; breaks: Span[] } | null;
};

/** The cards of one range as the summary keeps them, and the names of their members. */
export type RangeCards = {
  days: SummaryDayView[];
  cards: CompactCard[];
  names: ReadonlyMap<number, string>;
};

/** Worked seconds of a compact card at `now`. */
export function workedOf(card: CompactCard, now: number): number {
  if (card.running === null) return card.worked ?? 0;
  return workedSeconds({ clockIn: card.running.clockIn, clockOut: null }, card.running.breaks, now);
}

/** Sums the cards that pass `keep` into the summary, members by name (then id). */
export function summarise(
  range: RangeCards,
  keep: (card: CompactCard) => boolean,
  timezone: string,
  now: number,
): TimeCardSummary {
  const dayCount = range.days.length;
  const byMember = new Map<number, SummaryMember>();
  const dayTotals = new Array<number>(dayCount).fill(0);
  let total = 0;
  let cards = 0;
  let pending = 0;
  for (const card of range.cards) {
    if (!keep(card)) continue;
    let member = byMember.get(card.employeeId);
    if (!member) {
      member = {
        employee_id: card.employeeId,
        display_name: range.names.get(card.employeeId) ?? '',
        day_seconds: new Array<number>(dayCount).fill(0),
        day_card_counts: new Array<number>(dayCount).fill(0),
        exception_days: [],
        running_days: [],
        total_seconds: 0,
        card_count: 0,
        pending_card_count: 0,
      };
      byMember.set(card.employeeId, member);
    }
    const seconds = workedOf(card, now);
    member.day_seconds[card.day]! += seconds;
    member.day_card_counts[card.day]! += 1;
    if (card.flagged) member.exception_days.push(card.day);
    if (card.running) member.running_days.push(card.day);
    member.total_seconds += seconds;
    member.card_count += 1;
    dayTotals[card.day]! += seconds;
    total += seconds;
    cards += 1;
    if (card.approvalState === 'pending') {
      member.pending_card_count += 1;
      pending += 1;
    }
  }
  const members = [...byMember.values()];
  for (const member of members) {
    member.exception_days = uniqueSorted(member.exception_days);
    member.running_days = uniqueSorted(member.running_days);
  }
  members.sort(
    (a, b) => byName.compare(a.display_name, b.display_name) || a.employee_id - b.employee_id,
  );
  return {
    timezone,
    as_of_unix: now,
    days: range.days,
    members,
    day_totals: dayTotals,
    total_seconds: total,
    card_count: cards,
    pending_card_count: pending,
  };
}

const byName = new Intl.Collator('en');
const uniqueSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
