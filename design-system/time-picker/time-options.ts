/**
 * Pure rules of the time picker (core.md 5 and 9, document 2 sections 3, 4 and 9): the 15-minute
 * option list, parsing what people type, filtering the list by it, and wrapping within a day.
 */

/** A time of day (spec: hour 0-23, minute). */
export type TimeValue = { hour: number; minute: number };
/** One entry of the list: the time and its 12-hour label, e.g. '1:15 PM'. */
export type TimeOption = TimeValue & { label: string };

export const MINUTES_PER_DAY = 24 * 60;
/** Spec: the list offers a time every 15 minutes, 12:00 AM to 11:45 PM (96 options). */
export const TIME_OPTION_STEP = 15;
/** Spec: placeholder of the time input. */
export const TIME_INPUT_PLACEHOLDER = 'HH:MM AM or PM';

/**
 * Spec: minutes are chosen either from every minute 0-59 or rounded to 0, 15, 30 and 45.
 * 1 keeps typed minutes as they are; 15 rounds them to the nearest quarter hour.
 */
export type MinuteStep = 1 | 15;

/** Minutes since midnight. */
export function toMinutes({ hour, minute }: TimeValue): number {
  return hour * 60 + minute;
}

/** The time `minutes` after midnight, wrapped into the same day (1440 → 12:00 AM, -15 → 11:45 PM). */
export function fromMinutes(minutes: number): TimeValue {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hour: Math.floor(wrapped / 60), minute: wrapped % 60 };
}

/** Moves a time by `delta` minutes, wrapping within the day (spec: the picker wraps in a day). */
export function addMinutes(value: TimeValue, delta: number): TimeValue {
  return fromMinutes(toMinutes(value) + delta);
}

/** Rounds to the nearest multiple of `step` minutes, wrapping within the day (11:53 PM → 12:00 AM). */
export function roundToStep(value: TimeValue, step: MinuteStep): TimeValue {
  if (step === 1) return fromMinutes(toMinutes(value));
  return fromMinutes(Math.round(toMinutes(value) / step) * step);
}

/** The minutes a person can pick: 0-59, or 0, 15, 30 and 45. */
export function minuteChoices(step: MinuteStep): number[] {
  return Array.from({ length: 60 / step }, (_, index) => index * step);
}

/** The 12-hour label of a time: '12:00 AM', '9:05 AM', '11:45 PM'. */
export function formatTime({ hour, minute }: TimeValue): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function isSameTime(a: TimeValue | null | undefined, b: TimeValue | null | undefined) {
  if (!a || !b) return a === b;
  return a.hour === b.hour && a.minute === b.minute;
}

/** The option list: every `step` minutes through one day, from 12:00 AM. */
export function timeOptions(step: number = TIME_OPTION_STEP): TimeOption[] {
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += step) {
    const value = fromMinutes(minutes);
    options.push({ ...value, label: formatTime(value) });
  }
  return options;
}

/** The 96 quarter-hour options, 12:00 AM … 11:45 PM. */
export const TIME_OPTIONS: readonly TimeOption[] = timeOptions();

/** Spec: typed text is upper-cased (so 'p' reads 'P' and matches 'PM'). */
export function normalizeTimeText(text: string): string {
  return text.toUpperCase();
}

const compact = (text: string) => normalizeTimeText(text).replace(/[\s.]/g, '');

/**
 * Reads a typed time. Digits with an optional colon and an optional AM/PM (A, P, AM, PM, A.M.,
 * P.M., any case and spacing): '7', '7a', '7:30 pm', '730pm', '0930 PM', '19:30', '1930', '0:00',
 * '00:00'. Without AM or PM, 1-11 are morning, 12 is noon and 0 or 13-23 are read as a 24-hour
 * clock, so '0:00' and '00:00' are midnight. Minutes are two digits, 00-59. Returns null for
 * anything else ('25:99', '24:00', '12:60', '13 PM', '0 AM', '9:5', 'ABC'). With a minute step of
 * 15 the minutes are rounded to the nearest quarter hour, wrapping past midnight.
 */
export function parseTime(text: string, minuteStep: MinuteStep = 1): TimeValue | null {
  const input = compact(text);
  const match =
    /^(\d{1,2})(?::(\d{2}))?(AM|PM|A|P)?$/.exec(input) ??
    /^(\d{1,2})(\d{2})(AM|PM|A|P)?$/.exec(input);
  if (!match) return null;
  const [, hourText = '', minuteText = '0', meridiem] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const isPm = meridiem.startsWith('P');
    hour = (hour % 12) + (isPm ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return roundToStep({ hour, minute }, minuteStep);
}

/** The error of a time field whose typed text is not a time (issue 11: invalid text is shown, not dropped). */
export const TIME_TEXT_ERROR = 'Enter a time like 7:30 AM';

/** What typed text stands for when it is committed (Enter or leaving the field). */
export type TypedTime =
  { kind: 'empty' } | { kind: 'time'; value: TimeValue } | { kind: 'invalid'; message: string };

/**
 * The commit rule of typed text: blank (spaces only) clears the time, a readable time is kept as
 * typed (it wins over any highlighted option), anything else is an error to show, never a silent
 * revert.
 */
export function readTypedTime(text: string, minuteStep: MinuteStep = 1): TypedTime {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseTime(text, minuteStep);
  return value ? { kind: 'time', value } : { kind: 'invalid', message: TIME_TEXT_ERROR };
}

/**
 * The options whose label holds the typed text (ignoring case, spaces and a leading zero, so '01:3'
 * and '1:3' both find 1:30). Spec: when nothing matches, the full list comes back.
 */
export function filterTimeOptions(
  text: string,
  options: readonly TimeOption[] = TIME_OPTIONS,
): { options: readonly TimeOption[]; isFallback: boolean } {
  const query = compact(text);
  if (query === '') return { options, isFallback: false };
  const matches = options.filter((option) => {
    const label = compact(option.label);
    return label.includes(query) || `0${label}`.includes(query);
  });
  return matches.length > 0
    ? { options: matches, isFallback: false }
    : { options, isFallback: true };
}

/** The index of the option at or just before `value` (so 9:10 AM opens the list at 9:00 AM). */
export function nearestOptionIndex(options: readonly TimeOption[], value: TimeValue): number {
  const target = toMinutes(value);
  let best = -1;
  options.forEach((option, index) => {
    if (toMinutes(option) <= target) best = index;
  });
  return best === -1 ? 0 : best;
}
