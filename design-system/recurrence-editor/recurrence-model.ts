/**
 * Pure rules of a task's repeat rule (spec, "Recurrence"): the form values, their defaults, the
 * options a start date allows, the locks and the validation with the spec's messages. The RRULE
 * string lives in recurrence-rrule.ts, the summary line in recurrence-summary.ts.
 */
import { civilDateOf, daysInMonth, type CivilDate, type Weekday } from './recurrence-dates';
import { MONTH_LONG } from '../format/calendar-names';

export type { Weekday };
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WEEKDAY_SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** Month names, January first (the yearly repeat's month choice). */
export const MONTH_NAMES = MONTH_LONG;

export const REPEAT_OPTIONS = ['never', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type Repeat = (typeof REPEAT_OPTIONS)[number];
/** Daily: every N days, or on chosen weekdays. */
export type DailyOption = 'every' | 'on';
export const MONTHLY_OPTIONS = ['onDay', 'first', 'second', 'third', 'fourth', 'last'] as const;
export type MonthlyOption = (typeof MONTHLY_OPTIONS)[number];
export type MonthlyOrdinal = Exclude<MonthlyOption, 'onDay'>;
/** The week of the month each ordinal stands for; 'last' is -1 (spec), as in BYDAY=-1TU. */
export const MONTHLY_ORDINALS: Record<MonthlyOrdinal, 1 | 2 | 3 | 4 | -1> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
};
export type Ends = 'never' | 'on' | 'after';

export const DAILY_INTERVAL = { min: 2, max: 365 } as const;
export const WEEKLY_INTERVAL = { min: 1, max: 52 } as const;
export const MONTH_DAY = { min: 1, max: 31 } as const;
export const OCCURRENCES = { min: 1, max: 100 } as const;

/**
 * The recurrence fields of the task form (spec names). Numbers are null while their input is empty.
 * `start_dt` and `due_dt` are not here: the task form owns them and passes the start as context.
 */
export type RecurrenceValues = {
  /** '' until chosen (the field is required). */
  repeat: Repeat | '';
  daily_option: DailyOption;
  /** Daily 'every': the number of days between occurrences, 2-365. */
  daily_interval: number | null;
  /** Daily 'on' and weekly: the weekdays, Monday 0 to Sunday 6, sorted. */
  weekdays: Weekday[];
  /** Weekly: the number of weeks between occurrences, 1-52. */
  weekly_interval: number | null;
  monthly_option: MonthlyOption;
  /** Monthly 'onDay': the day of the month, 1-31 (the spec calls it the monthly interval). */
  monthly_interval: number | null;
  /** Monthly with an ordinal: the weekday ('the second Tuesday'). */
  monthly_day: Weekday | null;
  /** Yearly: the month, 1-12. Not in the spec's field list, which the yearly day needs. */
  yearly_month: number | null;
  /** Yearly: the day of `yearly_month`. */
  yearly_interval: number | null;
  /** '' until chosen (required when repeating). */
  ends: Ends | '';
  /** Ends 'on': the last day, 'YYYY-MM-DD' in the task's time zone. */
  end_on: string | null;
  /** Ends 'after': how many times, 1-100. */
  occurrences: number | null;
};
export type RecurrenceField = keyof RecurrenceValues;
export type RecurrenceErrors = Partial<Record<RecurrenceField, string>>;

/** What the rules depend on besides the values. */
export type RecurrenceContext = {
  /** The task's start. With it, the start weekday is always included and monthly follows it. */
  startDate?: Date | null | undefined;
  /** The task's IANA time zone; the runtime's own zone when absent. */
  timeZone?: string | undefined;
  /** The current time, for the past-task lock (a prop, so stories and tests are deterministic). */
  now?: Date | undefined;
  /** The task exists already (edit form rather than create form). */
  isEditing?: boolean | undefined;
  /** The user changed the task's start or due date in this edit. */
  startOrDueChanged?: boolean | undefined;
};

export const RECURRENCE_MESSAGES = {
  required: 'This field is required',
  dailyInterval: `Must enter a value between ${DAILY_INTERVAL.min}-${DAILY_INTERVAL.max}`,
  weeklyInterval: `Must enter a value between ${WEEKLY_INTERVAL.min}-${WEEKLY_INTERVAL.max}`,
  monthDay: `Must enter a value between ${MONTH_DAY.min}-${MONTH_DAY.max}`,
  weekdays: 'Must select at least one calendar day',
  yearlyDay: 'Must enter a month day that is valid',
  endAfterStart: 'Must be greater than task start date',
  occurrences: `Must be between ${OCCURRENCES.min}-${OCCURRENCES.max}`,
} as const;

export const LOCK_REASONS = {
  past: 'This task has already started, so its repeat rule can no longer be changed.',
  datesChanged:
    'The start or due date was changed. Save the new dates first, then change the repeat rule.',
  occurrences: 'The number of occurrences cannot be changed once the task is saved.',
} as const;

/** The start date as calendar parts in the task's zone, or null without a start date. */
export function startOf(ctx: RecurrenceContext): CivilDate | null {
  return ctx.startDate ? civilDateOf(ctx.startDate, ctx.timeZone) : null;
}

/** Values of a task that does not repeat yet; the repeat-specific fields follow the start date. */
export function defaultRecurrenceValues(ctx: RecurrenceContext = {}): RecurrenceValues {
  const start = startOf(ctx);
  return {
    repeat: 'never',
    daily_option: 'every',
    daily_interval: DAILY_INTERVAL.min,
    weekdays: start ? [start.weekday] : [],
    weekly_interval: 1,
    monthly_option: 'onDay',
    monthly_interval: start?.day ?? null,
    monthly_day: start?.weekday ?? null,
    yearly_month: start?.month ?? 1,
    yearly_interval: start?.day ?? null,
    ends: 'never',
    end_on: null,
    occurrences: null,
  };
}

/** Week of the month of a day (1 for days 1-7 … 5 for 29-31). */
export const weekOfMonth = (day: number) => Math.ceil(day / 7);

/** Whether a day is in its month's last 7 days, where 'last <weekday>' is that day. */
export const isInLastWeek = (date: CivilDate) => date.day + 7 > daysInMonth(date.year, date.month);

/** The ordinal of the start's weekday in its month ('second'), or null in the fifth week. */
export function ordinalOf(date: CivilDate): MonthlyOrdinal | null {
  const week = weekOfMonth(date.day);
  const found = (Object.keys(MONTHLY_ORDINALS) as MonthlyOrdinal[]).find(
    (ordinal) => MONTHLY_ORDINALS[ordinal] === week,
  );
  return found ?? null;
}

/**
 * The monthly options offered (spec): with a start date, the day of the start, the ordinal of its
 * week and 'last' only in the month's last 7 days; without one, every option.
 */
export function monthlyOptionsFor(ctx: RecurrenceContext): MonthlyOption[] {
  const start = startOf(ctx);
  if (!start) return [...MONTHLY_OPTIONS];
  const options: MonthlyOption[] = ['onDay'];
  const ordinal = ordinalOf(start);
  if (ordinal) options.push(ordinal);
  if (isInLastWeek(start)) options.push('last');
  return options;
}

/** 'On day 10' and 'On the second Tuesday' with a start date; 'On day', 'On the second' without. */
export function monthlyOptionLabel(option: MonthlyOption, ctx: RecurrenceContext = {}): string {
  const start = startOf(ctx);
  if (option === 'onDay') return start ? `On day ${start.day}` : 'On day';
  return start ? `On the ${option} ${WEEKDAY_NAMES[start.weekday]}` : `On the ${option}`;
}

/**
 * Applies the start date's rules to values: its weekday is always among the weekdays, monthly uses
 * its day and weekday, and an ordinal the start does not allow falls back to 'on day'. Returns the
 * same object when nothing changes.
 */
export function normalizeRecurrence(
  values: RecurrenceValues,
  ctx: RecurrenceContext = {},
): RecurrenceValues {
  const start = startOf(ctx);
  if (!start) return values;
  const weekdays = values.weekdays.includes(start.weekday)
    ? values.weekdays
    : sortWeekdays([...values.weekdays, start.weekday]);
  const monthlyOption = monthlyOptionsFor(ctx).includes(values.monthly_option)
    ? values.monthly_option
    : 'onDay';
  const unchanged =
    weekdays === values.weekdays &&
    monthlyOption === values.monthly_option &&
    values.monthly_interval === start.day &&
    values.monthly_day === start.weekday;
  if (unchanged) return values;
  return {
    ...values,
    weekdays,
    monthly_option: monthlyOption,
    monthly_interval: start.day,
    monthly_day: start.weekday,
  };
}

export const sortWeekdays = (days: Weekday[]): Weekday[] =>
  [...new Set(days)].sort((a, b) => a - b);

export type RecurrenceLocks = {
  /** The whole rule is read-only; `reason` says why. */
  isLocked: boolean;
  reason: string | null;
  /** The 'after N occurrences' end cannot be chosen or changed; `afterReason` says why. */
  isAfterLocked: boolean;
  afterReason: string | null;
};

/**
 * Spec: repeat rules cannot be edited on past tasks nor when the start or due date changed, and the
 * 'after' end is locked when editing. All three concern a saved task, so a new task is never locked.
 */
export function recurrenceLocks(ctx: RecurrenceContext): RecurrenceLocks {
  if (!ctx.isEditing) {
    return { isLocked: false, reason: null, isAfterLocked: false, afterReason: null };
  }
  const isPast = Boolean(ctx.startDate && ctx.now && ctx.startDate.getTime() < ctx.now.getTime());
  const reason = isPast
    ? LOCK_REASONS.past
    : ctx.startOrDueChanged
      ? LOCK_REASONS.datesChanged
      : null;
  return {
    isLocked: reason !== null,
    reason,
    isAfterLocked: true,
    afterReason: LOCK_REASONS.occurrences,
  };
}

const isIntegerBetween = (value: number | null, { min, max }: { min: number; max: number }) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/** Whether a month and day form a real date in some year (29 February counts, as in leap years). */
export function isValidMonthDay(month: number | null, day: number | null): boolean {
  if (month === null || !isIntegerBetween(month, { min: 1, max: 12 })) return false;
  return isIntegerBetween(day, { min: 1, max: daysInMonth(2024, month) });
}

/**
 * The spec's validation of the recurrence fields, after the start date's rules are applied. Locked
 * fields are not checked: the user could not fix them.
 */
export function validateRecurrence(
  raw: RecurrenceValues,
  ctx: RecurrenceContext = {},
): RecurrenceErrors {
  const locks = recurrenceLocks(ctx);
  if (locks.isLocked) return {};
  const values = normalizeRecurrence(raw, ctx);
  const errors: RecurrenceErrors = {};
  const { repeat } = values;
  if (repeat === '') errors.repeat = RECURRENCE_MESSAGES.required;
  if (repeat === '' || repeat === 'never') return errors;

  if (repeat === 'daily' && values.daily_option === 'every') {
    if (!isIntegerBetween(values.daily_interval, DAILY_INTERVAL)) {
      errors.daily_interval = RECURRENCE_MESSAGES.dailyInterval;
    }
  }
  if ((repeat === 'daily' && values.daily_option === 'on') || repeat === 'weekly') {
    if (values.weekdays.length === 0) errors.weekdays = RECURRENCE_MESSAGES.weekdays;
  }
  if (repeat === 'weekly' && !isIntegerBetween(values.weekly_interval, WEEKLY_INTERVAL)) {
    errors.weekly_interval = RECURRENCE_MESSAGES.weeklyInterval;
  }
  if (repeat === 'monthly') {
    if (values.monthly_option === 'onDay') {
      if (!isIntegerBetween(values.monthly_interval, MONTH_DAY)) {
        errors.monthly_interval = RECURRENCE_MESSAGES.monthDay;
      }
    } else if (values.monthly_day === null) {
      errors.monthly_day = RECURRENCE_MESSAGES.required;
    }
  }
  if (repeat === 'yearly' && !isValidMonthDay(values.yearly_month, values.yearly_interval)) {
    errors.yearly_interval = RECURRENCE_MESSAGES.yearlyDay;
  }

  if (values.ends === '') errors.ends = RECURRENCE_MESSAGES.required;
  if (values.ends === 'on') {
    const start = startOf(ctx);
    if (!values.end_on) errors.end_on = RECURRENCE_MESSAGES.required;
    // Day against day: ending on the start's own day would leave a single occurrence.
    else if (start && values.end_on <= start.iso) errors.end_on = RECURRENCE_MESSAGES.endAfterStart;
  }
  if (values.ends === 'after' && !locks.isAfterLocked) {
    if (values.occurrences === null) errors.occurrences = RECURRENCE_MESSAGES.required;
    else if (!isIntegerBetween(values.occurrences, OCCURRENCES)) {
      errors.occurrences = RECURRENCE_MESSAGES.occurrences;
    }
  }
  return errors;
}

export const isRecurrenceValid = (values: RecurrenceValues, ctx: RecurrenceContext = {}) =>
  Object.keys(validateRecurrence(values, ctx)).length === 0;

/** 'day' for 1, 'days' otherwise (spec), and the same for any unit. */
export const pluralize = (count: number | null, unit: string) => (count === 1 ? unit : `${unit}s`);
