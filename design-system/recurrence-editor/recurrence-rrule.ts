/**
 * The task's `rrule_string`: recurrence values to an iCalendar RRULE (RFC 5545) and back.
 *
 * Shapes written (parts in this order, INTERVAL only when above 1):
 * - daily every N days   RRULE:FREQ=DAILY;INTERVAL=3
 * - daily on weekdays    RRULE:FREQ=DAILY;BYDAY=MO,WE
 * - weekly               RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE
 * - monthly on day       RRULE:FREQ=MONTHLY;BYMONTHDAY=10
 * - monthly ordinal      RRULE:FREQ=MONTHLY;BYDAY=2TU   (last: BYDAY=-1TU)
 * - yearly               RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30
 * - ends after N         …;COUNT=N
 * - ends on a day        …;UNTIL=20270101T055959Z: the last second (23:59:59) of that day in the
 *                        task's time zone, written in UTC as RFC 5545 requires when DTSTART has a
 *                        zone, and read back in the same zone.
 * DTSTART is written only on request (the task payload carries start_dt_unix and timezone), as
 * `DTSTART;TZID=<zone>:<local time>` with a zone, else in UTC.
 * The parser also reads BYDAY=TU;BYSETPOS=2, '+2TU', a DTSTART line and a rule without 'RRULE:'.
 */
import {
  civilDateOfICal,
  endOfDayInstant,
  parseIsoDate,
  toICalLocal,
  toICalUtc,
  type Weekday,
} from './recurrence-dates';
import {
  MONTHLY_ORDINALS,
  WEEKDAYS,
  defaultRecurrenceValues,
  normalizeRecurrence,
  sortWeekdays,
  startOf,
  isRecurrenceValid,
  type MonthlyOrdinal,
  type RecurrenceContext,
  type RecurrenceValues,
} from './recurrence-model';

/** iCalendar weekday codes by the spec's weekday number (Monday 0). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const byDay = (days: Weekday[]) => `BYDAY=${days.map((day) => WEEKDAY_CODES[day]).join(',')}`;

export type ToRRuleOptions = {
  /** Writes a DTSTART line from the context's start date before the RRULE line. */
  includeStart?: boolean;
};

/**
 * The RRULE of the values, or null when they do not repeat (spec: 'never' produces no rule) or are
 * not valid. The start date's rules apply first (its weekday is included, monthly follows it).
 */
export function toRRule(
  raw: RecurrenceValues,
  ctx: RecurrenceContext = {},
  { includeStart = false }: ToRRuleOptions = {},
): string | null {
  const values = normalizeRecurrence(raw, ctx);
  if (values.repeat === '' || values.repeat === 'never') return null;
  // Locks decide what the user may change, not whether the values make a rule.
  if (!isRecurrenceValid(values, { startDate: ctx.startDate, timeZone: ctx.timeZone })) return null;

  const parts: string[] = [];
  switch (values.repeat) {
    case 'daily':
      parts.push('FREQ=DAILY');
      if (values.daily_option === 'every') parts.push(`INTERVAL=${values.daily_interval}`);
      else parts.push(byDay(values.weekdays));
      break;
    case 'weekly':
      parts.push('FREQ=WEEKLY');
      if (values.weekly_interval !== 1) parts.push(`INTERVAL=${values.weekly_interval}`);
      parts.push(byDay(values.weekdays));
      break;
    case 'monthly':
      parts.push('FREQ=MONTHLY');
      if (values.monthly_option === 'onDay') parts.push(`BYMONTHDAY=${values.monthly_interval}`);
      else {
        const ordinal = MONTHLY_ORDINALS[values.monthly_option];
        parts.push(`BYDAY=${ordinal}${WEEKDAY_CODES[values.monthly_day ?? 0]}`);
      }
      break;
    case 'yearly':
      parts.push('FREQ=YEARLY', `BYMONTH=${values.yearly_month}`);
      parts.push(`BYMONTHDAY=${values.yearly_interval}`);
      break;
  }
  if (values.ends === 'after') parts.push(`COUNT=${values.occurrences}`);
  if (values.ends === 'on' && values.end_on) {
    const endDay = parseIsoDate(values.end_on);
    if (endDay) parts.push(`UNTIL=${toICalUtc(endOfDayInstant(endDay, ctx.timeZone))}`);
  }

  const rule = `RRULE:${parts.join(';')}`;
  if (!includeStart || !ctx.startDate) return rule;
  const dtStart = ctx.timeZone
    ? `DTSTART;TZID=${ctx.timeZone}:${toICalLocal(ctx.startDate, ctx.timeZone)}`
    : `DTSTART:${toICalUtc(ctx.startDate)}`;
  return `${dtStart}\n${rule}`;
}

type ByDayItem = { weekday: Weekday; ordinal: number | null };

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

function parsePositiveInt(text: string | undefined): number | null {
  if (text === undefined || !/^\+?\d{1,4}$/.test(text)) return null;
  return Number(text);
}

function parseByDay(text: string): ByDayItem[] | null {
  const items: ByDayItem[] = [];
  for (const item of text.split(',')) {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
    if (!match) return null;
    const weekday = WEEKDAY_CODES.indexOf(match[2] as (typeof WEEKDAY_CODES)[number]) as Weekday;
    items.push({ weekday, ordinal: match[1] === undefined ? null : Number(match[1]) });
  }
  return items;
}

const ordinalNamed = (ordinal: number): MonthlyOrdinal | null =>
  (Object.keys(MONTHLY_ORDINALS) as MonthlyOrdinal[]).find(
    (name) => MONTHLY_ORDINALS[name] === ordinal,
  ) ?? null;

/**
 * The values of an RRULE string, over the defaults of the context. An empty string or null is a
 * task that does not repeat. Returns null for a rule this editor cannot show (hourly, every 2
 * months, several month days…), so the caller can keep it unchanged rather than lose parts of it.
 */
export function parseRRule(
  text: string | null | undefined,
  ctx: RecurrenceContext = {},
): RecurrenceValues | null {
  const defaults = defaultRecurrenceValues(ctx);
  if (!text || text.trim() === '') return defaults;
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^DTSTART[:;]/i.test(line));
  if (lines.length !== 1) return null;

  const parts = new Map<string, string>();
  for (const part of (lines[0] ?? '').replace(/^RRULE:/i, '').split(';')) {
    const [key, value, extra] = part.toUpperCase().split('=');
    if (!key || value === undefined || extra !== undefined) return null;
    if (!KNOWN_PARTS.has(key) || parts.has(key)) return null;
    parts.set(key, value);
  }

  const interval = parts.has('INTERVAL') ? parsePositiveInt(parts.get('INTERVAL')) : 1;
  const byDayText = parts.get('BYDAY');
  const byDayItems = byDayText === undefined ? null : parseByDay(byDayText);
  if (interval === null || interval < 1 || (byDayText !== undefined && !byDayItems)) return null;
  const monthDays = parts.get('BYMONTHDAY');
  const monthDay = monthDays === undefined ? null : parsePositiveInt(monthDays);
  const monthText = parts.get('BYMONTH');
  const month = monthText === undefined ? null : parsePositiveInt(monthText);
  if ((monthDays !== undefined && monthDay === null) || (monthText !== undefined && !month)) {
    return null;
  }
  const setPos = parts.get('BYSETPOS');
  const plainDays = byDayItems?.every((item) => item.ordinal === null) ?? true;
  const values: RecurrenceValues = { ...defaults };

  switch (parts.get('FREQ')) {
    case 'DAILY':
      if (monthDays || monthText || setPos || !plainDays) return null;
      values.repeat = 'daily';
      if (byDayItems && interval === 1) {
        values.daily_option = 'on';
        values.weekdays = sortWeekdays(byDayItems.map((item) => item.weekday));
      } else if (byDayItems) {
        return null;
      } else if (interval === 1) {
        // Every day is daily on all seven days: 'every N days' starts at 2 (spec).
        values.daily_option = 'on';
        values.weekdays = [...WEEKDAYS];
      } else {
        values.daily_option = 'every';
        values.daily_interval = interval;
      }
      break;
    case 'WEEKLY':
      if (monthDays || monthText || setPos || !plainDays) return null;
      values.repeat = 'weekly';
      values.weekly_interval = interval;
      // Without BYDAY a weekly rule repeats on the start's weekday (RFC 5545), the default here.
      if (byDayItems) values.weekdays = sortWeekdays(byDayItems.map((item) => item.weekday));
      break;
    case 'MONTHLY': {
      if (interval !== 1 || monthText) return null;
      values.repeat = 'monthly';
      if (monthDay !== null && !byDayItems && !setPos) {
        values.monthly_option = 'onDay';
        values.monthly_interval = monthDay;
        break;
      }
      if (!byDayItems && !setPos) {
        // RFC 5545: without BY parts a monthly rule takes the start's day.
        values.monthly_option = 'onDay';
        values.monthly_interval = startOf(ctx)?.day ?? null;
        break;
      }
      const [item, ...others] = byDayItems ?? [];
      if (!item || others.length > 0 || monthDays) return null;
      const ordinalNumber = setPos === undefined ? item.ordinal : Number(setPos);
      if (setPos !== undefined && item.ordinal !== null) return null;
      const ordinal = ordinalNumber === null ? null : ordinalNamed(ordinalNumber);
      if (!ordinal) return null;
      values.monthly_option = ordinal;
      values.monthly_day = item.weekday;
      break;
    }
    case 'YEARLY': {
      if (interval !== 1 || byDayText || setPos) return null;
      const start = startOf(ctx);
      values.repeat = 'yearly';
      values.yearly_month = month ?? start?.month ?? null;
      values.yearly_interval = monthDay ?? start?.day ?? null;
      break;
    }
    default:
      return null;
  }

  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined && until !== undefined) return null;
  if (count !== undefined) {
    const occurrences = parsePositiveInt(count);
    if (occurrences === null) return null;
    values.ends = 'after';
    values.occurrences = occurrences;
  } else if (until !== undefined) {
    const endDay = civilDateOfICal(until, ctx.timeZone);
    if (!endDay) return null;
    values.ends = 'on';
    values.end_on = endDay.iso;
  } else {
    values.ends = 'never';
  }
  return values;
}
