/**
 * Calendar dates in a task's time zone, without a time-zone library: Intl gives the wall-clock
 * parts of an instant in any IANA zone, which is all the recurrence rules need.
 */
/** Weekday codes of the spec: Monday 0 to Sunday 6 (also rrule's `Weekday.weekday`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A calendar day: month 1-12, weekday Monday 0 to Sunday 6, and its 'YYYY-MM-DD' form. */
export type CivilDate = { year: number; month: number; day: number; weekday: Weekday; iso: string };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar day of a year, month (1-12) and day, with its weekday. */
export function civilDate(year: number, month: number, day: number): CivilDate {
  // getUTCDay counts from Sunday 0; the spec counts from Monday 0.
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) as Weekday;
  return { year, month, day, weekday, iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** The day a number of days after (or before) another. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return civilDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Parses 'YYYY-MM-DD' (a date input's value); null when it is not a real day. */
export function parseIsoDate(iso: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return civilDate(year, month, day);
}

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a zone (the runtime's own zone when none is given). */
function wallClockOf(date: Date, timeZone?: string): WallClock {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(date).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar day an instant falls on in a zone. */
export function civilDateOf(date: Date, timeZone?: string): CivilDate {
  const { year, month, day } = wallClockOf(date, timeZone);
  return civilDate(year, month, day);
}

const utcOf = ({ year, month, day, hour, minute, second }: WallClock) =>
  Date.UTC(year, month - 1, day, hour, minute, second);

/** The instant of a wall-clock time in a zone; the second guess handles a DST change in between. */
function instantOf(wall: WallClock, timeZone?: string): Date {
  if (!timeZone) {
    return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  }
  const guess = utcOf(wall);
  const offset = (at: number) => utcOf(wallClockOf(new Date(at), timeZone)) - at;
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}

/** The last second (23:59:59) of a calendar day in a zone: what an 'ends on' date means (spec). */
export function endOfDayInstant(day: CivilDate, timeZone?: string): Date {
  return instantOf({ ...day, hour: 23, minute: 59, second: 59 }, timeZone);
}

/** An instant as iCalendar UTC date-time: 20261231T235959Z. */
export function toICalUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** An instant's wall-clock time in a zone as iCalendar local date-time: 20261110T090000. */
export function toICalLocal(date: Date, timeZone?: string): string {
  const { year, month, day, hour, minute, second } = wallClockOf(date, timeZone);
  return `${pad(year, 4)}${pad(month)}${pad(day)}T${pad(hour)}${pad(minute)}${pad(second)}`;
}

/**
 * The calendar day of an iCalendar date or date-time. A UTC time ('Z') is an instant, read in the
 * task's zone; a date or a floating local time already names the day.
 */
export function civilDateOfICal(text: string, timeZone?: string): CivilDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = parseIsoDate(`${match[1]}-${match[2]}-${match[3]}`);
  if (!date || !match[7]) return date;
  const instant = new Date(
    Date.UTC(year, month - 1, day, Number(match[4]), Number(match[5]), Number(match[6])),
  );
  return civilDateOf(instant, timeZone);
}
