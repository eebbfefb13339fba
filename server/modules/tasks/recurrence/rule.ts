import type { WeekdayCode } from '../../../../contract/time/plain-date';

/**
 * A task's `rrule_string` read into the parts the server expands: the shapes the recurrence
 * editor writes and the other spellings its parser reads (see README.md). Numbers are kept as
 * written, in range or not, so rule-checks.ts can answer with the spec's message for the field;
 * anything else is not a rule this product repeats (null).
 */

/** iCalendar weekday codes by the spec's weekday number (Monday 0). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
/** Monthly 'the first … fourth' (1-4) or 'last' (-1) weekday of the month. */
export type MonthlyPosition = 1 | 2 | 3 | 4 | -1;
const POSITIONS: readonly number[] = [1, 2, 3, 4, -1];

/** UNTIL as written: an instant (UTC), a day, or a wall-clock time of the task's zone. */
export type RuleUntil =
  | { kind: 'utc'; unix: number; text: string }
  | { kind: 'date'; year: number; month: number; day: number; text: string }
  | { kind: 'local'; year: number; month: number; day: number; seconds: number; text: string };

export type RecurrenceRule = {
  freq: Frequency;
  interval: number;
  /** Daily or weekly BYDAY (an empty list when written empty); null: not given. */
  weekdays: WeekdayCode[] | null;
  /** Monthly or yearly BYMONTHDAY. */
  monthDay: number | null;
  /** Yearly BYMONTH. */
  month: number | null;
  /** Monthly BYDAY=2TU, or BYDAY=TU;BYSETPOS=2. */
  position: { ordinal: MonthlyPosition; weekday: WeekdayCode } | null;
  count: number | null;
  until: RuleUntil | null;
  /** WKST; Monday unless given. */
  weekStart: WeekdayCode;
};

const KNOWN_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYSETPOS',
  'COUNT',
  'UNTIL',
  'WKST',
]);
const FREQUENCIES: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

const weekdayOfCode = (code: string): WeekdayCode | null => {
  const index = (WEEKDAY_CODES as readonly string[]).indexOf(code);
  return index < 0 ? null : (index as WeekdayCode);
};

function parseNumber(text: string): number | null {
  return /^\+?\d{1,4}$/.test(text) ? Number(text) : null;
}

type ByDayItem = { weekday: WeekdayCode; ordinal: number | null };

function parseByDay(text: string): ByDayItem[] | null {
  if (text === '') return [];
  const items: ByDayItem[] = [];
  for (const item of text.split(',')) {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
    if (!match) return null;
    const weekday = weekdayOfCode(match[2]!)!;
    items.push({ weekday, ordinal: match[1] === undefined ? null : Number(match[1]) });
  }
  return items;
}

const isRealDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

function parseUntil(text: string): RuleUntil | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(year, month, day)) return null;
  if (match[4] === undefined) return { kind: 'date', year, month, day, text };
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 60) return null;
  const seconds = hour * 3600 + minute * 60 + Math.min(second, 59);
  if (match[7]) {
    return { kind: 'utc', unix: Date.UTC(year, month - 1, day) / 1000 + seconds, text };
  }
  return { kind: 'local', year, month, day, seconds, text };
}

const sortedUnique = (days: WeekdayCode[]) => [...new Set(days)].sort((a, b) => a - b);

/** The rule of an `rrule_string`, or null when it is not one of the shapes this product repeats. */
export function parseRule(text: string): RecurrenceRule | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^DTSTART[:;]/i.test(line));
  if (lines.length !== 1) return null;

  const parts = new Map<string, string>();
  for (const part of lines[0]!.replace(/^RRULE:/i, '').split(';')) {
    const [key, value, extra] = part.toUpperCase().split('=');
    if (!key || value === undefined || extra !== undefined) return null;
    if (!KNOWN_PARTS.has(key) || parts.has(key)) return null;
    parts.set(key, value);
  }

  const freq = parts.get('FREQ');
  if (freq === undefined || !FREQUENCIES.includes(freq)) return null;
  const number = (key: string): number | null | undefined => {
    const value = parts.get(key);
    return value === undefined ? undefined : parseNumber(value);
  };
  const interval = number('INTERVAL');
  const monthDay = number('BYMONTHDAY');
  const month = number('BYMONTH');
  const setPos = parts.get('BYSETPOS');
  const count = number('COUNT');
  const untilText = parts.get('UNTIL');
  const until = untilText === undefined ? null : parseUntil(untilText);
  const byDayText = parts.get('BYDAY');
  const byDay = byDayText === undefined ? null : parseByDay(byDayText);
  const weekStartText = parts.get('WKST');
  const weekStart = weekStartText === undefined ? 0 : weekdayOfCode(weekStartText);
  if (
    interval === null ||
    monthDay === null ||
    month === null ||
    count === null ||
    (untilText !== undefined && !until) ||
    (byDayText !== undefined && !byDay) ||
    weekStart === null ||
    (count !== undefined && until)
  ) {
    return null;
  }
  const plainDays = byDay?.every((item) => item.ordinal === null) ?? true;

  const rule: RecurrenceRule = {
    freq: freq as Frequency,
    interval: interval ?? 1,
    weekdays: null,
    monthDay: monthDay ?? null,
    month: month ?? null,
    position: null,
    count: count ?? null,
    until,
    weekStart,
  };
  switch (rule.freq) {
    case 'DAILY':
    case 'WEEKLY':
      if (monthDay !== undefined || month !== undefined || setPos !== undefined || !plainDays) {
        return null;
      }
      // Every N days on chosen weekdays is not a rule the editor can show.
      if (rule.freq === 'DAILY' && byDay && rule.interval !== 1) return null;
      rule.weekdays = byDay && sortedUnique(byDay.map((item) => item.weekday));
      return rule;
    case 'MONTHLY': {
      if (rule.interval !== 1 || month !== undefined) return null;
      if (!byDay && setPos === undefined) return rule;
      const [item, ...others] = byDay ?? [];
      if (!item || others.length > 0 || monthDay !== undefined) return null;
      if (setPos !== undefined && (item.ordinal !== null || !/^[+-]?\d$/.test(setPos))) return null;
      const ordinal = setPos === undefined ? item.ordinal : Number(setPos);
      if (ordinal === null || !POSITIONS.includes(ordinal)) return null;
      rule.position = { ordinal: ordinal as MonthlyPosition, weekday: item.weekday };
      return rule;
    }
    case 'YEARLY':
      if (rule.interval !== 1 || byDay || setPos !== undefined) return null;
      return rule;
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant as an iCalendar UTC date-time, as the editor writes UNTIL: 20270101T055959Z. */
export function iCalUtc(unix: number): string {
  const date = new Date(unix * 1000);
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/**
 * The rule as the editor writes it (parts in its order, INTERVAL only above 1, 'BYDAY=2TU' for
 * BYSETPOS), with another end: a COUNT, an UNTIL text, or the rule's own.
 */
export function formatRule(
  rule: RecurrenceRule,
  end: { count: number } | { until: string } | null = null,
): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.weekdays)
    parts.push(`BYDAY=${rule.weekdays.map((day) => WEEKDAY_CODES[day]).join(',')}`);
  if (rule.position) {
    parts.push(`BYDAY=${rule.position.ordinal}${WEEKDAY_CODES[rule.position.weekday]}`);
  }
  if (rule.month !== null) parts.push(`BYMONTH=${rule.month}`);
  if (rule.monthDay !== null) parts.push(`BYMONTHDAY=${rule.monthDay}`);
  if (rule.weekStart !== 0) parts.push(`WKST=${WEEKDAY_CODES[rule.weekStart]}`);
  const count = end ? ('count' in end ? end.count : null) : rule.count;
  const until = end ? ('until' in end ? end.until : null) : (rule.until?.text ?? null);
  if (count !== null) parts.push(`COUNT=${count}`);
  if (until !== null) parts.push(`UNTIL=${until}`);
  return `RRULE:${parts.join(';')}`;
}
