/**
 * Test oracle: a deliberately naive expander of the same rules, written apart from the module it
 * checks. It walks the calendar one day at a time from the start, decides each day by looking at
 * it (its weekday, its place in the month, how many week starts were passed), and reads every wall
 * clock through Intl.DateTimeFormat. No day numbers, no jumps, no offset tables, no libraries.
 * Slow on purpose; only tests import it.
 */

export type ReferenceOccurrence = {
  index: number;
  start: number;
  due: number;
  /** Its start or due fell in a daylight-saving gap, or its due was pulled up to its start. */
  isShifted: boolean;
};

type LocalDate = { y: number; m: number; d: number };
type Wall = LocalDate & { seconds: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallOfInstant(unix: number, zone: string): Wall {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const get = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((part) => part.type === type)!.value);
  const parts = formatter.formatToParts(new Date(unix * 1000));
  return {
    y: get(parts, 'year'),
    m: get(parts, 'month'),
    d: get(parts, 'day'),
    seconds: get(parts, 'hour') * 3600 + get(parts, 'minute') * 60 + get(parts, 'second'),
  };
}

const asUtc = (date: LocalDate, seconds = 0) =>
  Date.UTC(date.y, date.m - 1, date.d) / 1000 + seconds;
const sameWall = (a: Wall, b: Wall) =>
  a.y === b.y && a.m === b.m && a.d === b.d && a.seconds === b.seconds;

function nextDate(date: LocalDate, days = 1): LocalDate {
  const moved = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: moved.getUTCFullYear(), m: moved.getUTCMonth() + 1, d: moved.getUTCDate() };
}

/** Monday 0 … Sunday 6. */
const weekdayOf = (date: LocalDate) =>
  (new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7;
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/**
 * The instant of a wall-clock time: every offset the zone shows within a day and a half either
 * side is tried; of those that read back as the same wall clock the earliest wins; when none does
 * (a gap), the offset from before the change is used, which lands after the gap.
 */
function instantOf(
  date: LocalDate,
  seconds: number,
  zone: string,
): { unix: number; exists: boolean } {
  const naive = asUtc(date, seconds);
  const offsets: number[] = [];
  for (let hours = -36; hours <= 36; hours += 6) {
    const probe = naive + hours * 3600;
    const wall = wallOfInstant(probe, zone);
    const offset = asUtc(wall, wall.seconds) - probe;
    if (!offsets.includes(offset)) offsets.push(offset);
  }
  const wanted: Wall = { ...date, seconds };
  const fitting = offsets
    .map((offset) => naive - offset)
    .filter((unix) => sameWall(wallOfInstant(unix, zone), wanted));
  if (fitting.length > 0) return { unix: Math.min(...fitting), exists: true };
  return { unix: naive - offsets[0]!, exists: false };
}

function parseRuleText(text: string): Map<string, string> {
  const line = text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '' && !/^DTSTART/i.test(part))!;
  const parts = new Map<string, string>();
  for (const part of line.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.toUpperCase().split('=');
    parts.set(key!, value!);
  }
  return parts;
}

function untilOf(text: string, zone: string): number {
  const [, y, m, d, hh, mm, ss, z] = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)(Z)?)?$/.exec(
    text,
  )!;
  const date = { y: Number(y), m: Number(m), d: Number(d) };
  if (hh === undefined) return instantOf(date, 86_399, zone).unix;
  const seconds = Number(hh) * 3600 + Number(mm) * 60 + Number(ss);
  return z ? asUtc(date, seconds) : instantOf(date, seconds, zone).unix;
}

/** Which of its weekday in its month a date is: 1 for the first, 2 for the second… */
function weekdayCountInMonth(date: LocalDate): number {
  let count = 0;
  for (let day = 1; day <= date.d; day += 1) {
    if (weekdayOf({ ...date, d: day }) === weekdayOf(date)) count += 1;
  }
  return count;
}

const isLastOfItsWeekday = (date: LocalDate) => nextDate(date, 7).m !== date.m;

/**
 * Every occurrence of the series up to (not including) the first whose start is at or after
 * `endUnix`, or to its COUNT or UNTIL.
 */
export function referenceOccurrences(
  series: { rrule: string; timezone: string; start_dt_unix: number; due_dt_unix: number },
  endUnix: number,
): ReferenceOccurrence[] {
  const zone = series.timezone;
  const rule = parseRuleText(series.rrule);
  const start = wallOfInstant(series.start_dt_unix, zone);
  const due = wallOfInstant(series.due_dt_unix, zone);
  const wallLength = asUtc(due, due.seconds) - asUtc(start, start.seconds);
  const interval = Number(rule.get('INTERVAL') ?? '1');
  const count = rule.has('COUNT') ? Number(rule.get('COUNT')) : Infinity;
  const until = rule.has('UNTIL') ? untilOf(rule.get('UNTIL')!, zone) : Infinity;
  const weekStart = CODES.indexOf(rule.get('WKST') ?? 'MO');
  const byDay = rule.get('BYDAY')?.split(',') ?? null;
  const byDayCodes = byDay?.map((item) => CODES.indexOf(item.slice(-2))) ?? null;
  const ordinalText = rule.get('BYSETPOS') ?? byDay?.[0]?.slice(0, -2) ?? '';
  const ordinal = ordinalText === '' ? null : Number(ordinalText);
  const monthDay = rule.has('BYMONTHDAY') ? Number(rule.get('BYMONTHDAY')) : start.d;
  const month = rule.has('BYMONTH') ? Number(rule.get('BYMONTH')) : start.m;

  const found: ReferenceOccurrence[] = [
    { index: 0, start: series.start_dt_unix, due: series.due_dt_unix, isShifted: false },
  ];
  let date: LocalDate = { y: start.y, m: start.m, d: start.d };
  let daysFromStart = 0;
  let weeksFromStart = 0;
  const lastDate = wallOfInstant(endUnix + 2 * 86_400, zone);
  while (found.length < count && asUtc(date) <= asUtc(lastDate)) {
    date = nextDate(date);
    daysFromStart += 1;
    if (weekdayOf(date) === weekStart) weeksFromStart += 1;
    let matches: boolean;
    switch (rule.get('FREQ')) {
      case 'DAILY':
        matches = byDayCodes
          ? byDayCodes.includes(weekdayOf(date))
          : daysFromStart % interval === 0;
        break;
      case 'WEEKLY':
        matches =
          (byDayCodes ?? [weekdayOf(start)]).includes(weekdayOf(date)) &&
          weeksFromStart % interval === 0;
        break;
      case 'MONTHLY':
        if (ordinal !== null) {
          matches =
            weekdayOf(date) === byDayCodes![0] &&
            (ordinal === -1 ? isLastOfItsWeekday(date) : weekdayCountInMonth(date) === ordinal);
        } else {
          matches = date.d === monthDay;
        }
        break;
      default:
        matches = date.m === month && date.d === monthDay;
    }
    if (!matches) continue;
    const startAt = instantOf(date, start.seconds, zone);
    if (startAt.unix >= endUnix || startAt.unix > until) break;
    // The length is kept from the wall clock the occurrence starts at.
    const startWall = wallOfInstant(startAt.unix, zone);
    const dueWall = startWall.seconds + wallLength;
    const dueAt = instantOf(
      nextDate(startWall, Math.floor(dueWall / 86_400)),
      ((dueWall % 86_400) + 86_400) % 86_400,
      zone,
    );
    found.push({
      index: found.length,
      start: startAt.unix,
      due: Math.max(startAt.unix, dueAt.unix),
      isShifted: !startAt.exists || !dueAt.exists || dueAt.unix < startAt.unix,
    });
  }
  return found.filter((occurrence) => occurrence.index === 0 || occurrence.start < endUnix);
}
