import { civilDateOf } from '../../design-system/recurrence-editor/recurrence-dates';

/**
 * Calendar days of the organisation (employee start and end dates, pay records' effective dates)
 * kept as the unix time of that day's midnight in its time zone, and the 'YYYY-MM-DD' text a date
 * input holds.
 */
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far `timeZone` is ahead of UTC at an instant, in ms (negative in the Americas). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** A unix time as the calendar day a date input holds ('2026-03-02') in `timeZone`; '' for null. */
export function isoDateOfUnix(unix: number | null, timeZone: string): string {
  return unix === null ? '' : civilDateOf(new Date(unix * 1000), timeZone).iso;
}

/**
 * Unix seconds of the start of a calendar day ('2026-03-02', as a date input gives it) in the
 * organisation's time zone, so the day reads the same wherever it is shown in that zone. Null for
 * an empty or malformed value.
 */
export function startOfDayUnix(dateKey: string, timeZone: string): number | null {
  const match = DATE_KEY.exec(dateKey);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day);
  if (Number.isNaN(wallMidnight)) return null;
  // The offset at the guess, then again at the result: right across a DST change as well.
  const first = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  const instant = wallMidnight - zoneOffsetMs(first, timeZone);
  return Math.floor(instant / 1000);
}

/** Today's calendar day in the zone, as a date input's value ('2026-03-02'). */
export function todayKey(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
