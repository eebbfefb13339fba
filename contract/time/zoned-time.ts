import { partsOf, plainDate, type PlainDate } from './plain-date';

/**
 * Instants (unix seconds, UTC) and the wall clock of a time zone, through the platform's IANA
 * data (Intl), so the server and the browser agree without a time-zone library. A wall-clock time
 * that a daylight-saving change skips (02:30 on a spring-forward night) means the instant after
 * the gap, and one it repeats means the first of the two, as RFC 5545 and Temporal's 'compatible'
 * disambiguation read them.
 */

export type ZonedParts = {
  date: PlainDate;
  /** Seconds since the local midnight, 0–86399. */
  secondsOfDay: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone (an IANA name such as 'America/Los_Angeles'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at a unix instant. */
export function zonedParts(unix: number, timeZone: string): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(new Date(unix * 1000));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    date: plainDate(value('year'), value('month'), value('day')),
    secondsOfDay: value('hour') * 3600 + value('minute') * 60 + value('second'),
  };
}

/** 'YYYY-MM-DD' of a unix instant in a time zone. */
export function zonedDate(unix: number, timeZone: string): PlainDate {
  return zonedParts(unix, timeZone).date;
}

/** Seconds the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(unix: number, timeZone: string): number {
  const { date, secondsOfDay } = zonedParts(unix, timeZone);
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day) / 1000 + secondsOfDay - unix;
}

/** The instant a wall-clock time of a zone names (see the header for gaps and repeats). */
export function zonedToUnix(date: PlainDate, secondsOfDay: number, timeZone: string): number {
  const { year, month, day } = partsOf(date);
  const wall = Date.UTC(year, month - 1, day) / 1000 + secondsOfDay;
  // The offsets a day either side bracket any change of the day itself.
  const before = offsetAt(wall - 86_400, timeZone);
  const after = offsetAt(wall + 86_400, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (unix) => wall - offsetAt(unix, timeZone) === unix,
  );
  // A repeated hour has two readings: the first one. A skipped one has none: the instant after
  // the gap, i.e. the wall time read with the offset from before the change.
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** The instant a local day begins (its midnight, or the first instant after a gap at midnight). */
export function startOfZonedDay(date: PlainDate, timeZone: string): number {
  return zonedToUnix(date, 0, timeZone);
}
