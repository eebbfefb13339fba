import type { DashboardWeek } from '../../../contract/dashboard';
import type { WorkweekSpan } from '../pay-rules/workweek';
import { cardEnd, secondsWithin, workedIntervals, type DashboardCard } from './card-time';

/**
 * Hours worked this workweek against the one before, per workday: every card's time less its
 * breaks (as the cards show it), split at the workdays' boundaries, so a night shift counts in
 * each workday it covers and a card across the workweek's start counts in both weeks. A running
 * card counts up to now. `lastWeekToDate` runs to the same moment of last week (its local date
 * and time), the fair comparison on a Wednesday.
 */
export function weekHours(
  cards: readonly DashboardCard[],
  weeks: { thisWeek: WorkweekSpan; lastWeek: WorkweekSpan; sameMomentLastWeek: number },
  now: number,
): DashboardWeek {
  const { thisWeek, lastWeek, sameMomentLastWeek } = weeks;
  const thisDays = thisWeek.days.map(() => 0);
  const lastDays = lastWeek.days.map(() => 0);
  let lastToDate = 0;
  for (const card of cards) {
    const end = cardEnd(card, now);
    if (end <= lastWeek.start_dt_unix || card.clockIn >= thisWeek.end_dt_unix) continue;
    const intervals = workedIntervals(card, now);
    const add = (days: WorkweekSpan['days'], sums: number[]) =>
      days.forEach((day, index) => {
        if (end > day.start_dt_unix && card.clockIn < day.end_dt_unix)
          sums[index]! += secondsWithin(intervals, day.start_dt_unix, day.end_dt_unix);
      });
    add(thisWeek.days, thisDays);
    add(lastWeek.days, lastDays);
    lastToDate += secondsWithin(intervals, lastWeek.start_dt_unix, sameMomentLastWeek);
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    start_date: thisWeek.start_date,
    days: thisWeek.days.map((day, index) => ({
      date: day.date,
      this_week_seconds: thisDays[index]!,
      last_week_seconds: lastDays[index]!,
    })),
    this_week_seconds: sum(thisDays),
    last_week_seconds: sum(lastDays),
    last_week_to_date_seconds: lastToDate,
  };
}
