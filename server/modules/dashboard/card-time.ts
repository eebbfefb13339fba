import type { PayInterval } from '../pay-rules/types';
import { workOfCard } from '../pay-rules/pay-rules.service';

/** A time card as the dashboard reads it: its span (end null while it runs) and its breaks. */
export type DashboardCard = {
  id: number;
  employeeId: number;
  displayName: string;
  clockIn: number;
  clockOut: number | null;
  status: string;
  breaks: readonly DashboardBreak[];
};

export type DashboardBreak = {
  type: string;
  start: number;
  /** Null while the break runs. */
  end: number | null;
  isPaid: boolean;
};

/** The card's end: its clock-out, or now while it runs (never before its clock-in). */
export const cardEnd = (card: Pick<DashboardCard, 'clockIn' | 'clockOut'>, now: number) =>
  Math.max(card.clockIn, card.clockOut ?? now);

const asEngineCard = (card: DashboardCard, now: number) => ({
  clock_in_dt_unix: card.clockIn,
  clock_out_dt_unix: cardEnd(card, now),
});

const asEngineBreaks = (card: DashboardCard, unpaid: (each: DashboardBreak) => boolean) =>
  card.breaks.map((each) => ({
    start_dt_unix: each.start,
    end_dt_unix: each.end,
    is_paid: !unpaid(each),
  }));

/**
 * The card's time less every break, paid or not: the `worked_seconds` its totals show
 * (time-cards totals.ts), as intervals, a running card up to now.
 */
export function workedIntervals(card: DashboardCard, now: number): PayInterval[] {
  return workOfCard(
    asEngineCard(card, now),
    asEngineBreaks(card, () => true),
  );
}

/**
 * The card's hours worked as the pay rules count them: unpaid breaks out, paid ones in
 * (server/modules/pay-rules/card-work.ts), a running card up to now.
 */
export function payableIntervals(card: DashboardCard, now: number): PayInterval[] {
  return workOfCard(
    asEngineCard(card, now),
    asEngineBreaks(card, (each) => !each.isPaid),
  );
}

/** Seconds of the intervals inside [from, to). */
export function secondsWithin(intervals: readonly PayInterval[], from: number, to: number): number {
  let seconds = 0;
  for (const each of intervals)
    seconds += Math.max(0, Math.min(each.end_dt_unix, to) - Math.max(each.start_dt_unix, from));
  return seconds;
}

/** Seconds of the intervals in all. */
export const totalSeconds = (intervals: readonly PayInterval[]) =>
  intervals.reduce((sum, each) => sum + each.end_dt_unix - each.start_dt_unix, 0);
