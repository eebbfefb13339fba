import {
  addDays,
  partsOf,
  weekdayOf,
  type PlainDate,
  type WeekdayCode,
} from '../../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate } from '../../../../contract/time/zoned-time';

/**
 * A week of the organisation's calendar: its first and last day and the instants it spans, read
 * in the organisation's time zone (a week with a DST change is 167 or 169 hours long).
 */
export type Week = {
  /** The first day ('YYYY-MM-DD'). */
  first: PlainDate;
  /** The last day, six days on. */
  last: PlainDate;
  /** Unix seconds of the first day's midnight, in the zone. */
  startUnix: number;
  /** Unix seconds of the midnight after the last day: the week is [startUnix, endUnix). */
  endUnix: number;
};

/** The week holding `day`, weeks starting on `startsOn` (0 Monday … 6 Sunday). */
export function weekOfDay(day: PlainDate, timeZone: string, startsOn: WeekdayCode = 0): Week {
  const first = addDays(day, -((weekdayOf(day) - startsOn + 7) % 7));
  const next = addDays(first, 7);
  return {
    first,
    last: addDays(first, 6),
    startUnix: startOfZonedDay(first, timeZone),
    endUnix: startOfZonedDay(next, timeZone),
  };
}

/** The week holding an instant (unix seconds), on the zone's calendar. */
export function weekOfInstant(unix: number, timeZone: string, startsOn: WeekdayCode = 0): Week {
  return weekOfDay(zonedDate(unix, timeZone), timeZone, startsOn);
}

/** The week `weeks` before (negative) or after the given one. */
export function stepWeek(week: Week, weeks: number, timeZone: string, startsOn: WeekdayCode = 0) {
  return weekOfDay(addDays(week.first, 7 * weeks), timeZone, startsOn);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 3 – 9, 2026', 'Oct 27 – Nov 2, 2026', 'Dec 29, 2025 – Jan 4, 2026'. */
export function weekLabel({ first, last }: Week): string {
  const a = partsOf(first);
  const b = partsOf(last);
  const month = (m: number) => MONTHS[m - 1] ?? '';
  if (a.year !== b.year)
    return `${month(a.month)} ${a.day}, ${a.year} – ${month(b.month)} ${b.day}, ${b.year}`;
  if (a.month !== b.month)
    return `${month(a.month)} ${a.day} – ${month(b.month)} ${b.day}, ${b.year}`;
  return `${month(a.month)} ${a.day} – ${b.day}, ${b.year}`;
}
