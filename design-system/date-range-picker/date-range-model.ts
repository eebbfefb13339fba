/**
 * Pure rules of the date range picker and the date stepper: the click sequence that picks a range,
 * the validation catalogue, the 2016–2029 bounds and the accelerated day stepping. Dates are local
 * calendar days; times of day are ignored throughout.
 */
import {
  addDays,
  differenceInCalendarDays,
  format,
  isAfter,
  isBefore,
  isSameDay,
  isSameYear,
  startOfDay,
} from 'date-fns';

/** The spec's date range: a start and an end day, either missing while nothing is picked. */
export type DateRange = { start: Date | null; end: Date | null };

export const EMPTY_DATE_RANGE: DateRange = { start: null, end: null };

/** Spec: only the years 2016 to 2029 can be shown or chosen. */
export const FIRST_YEAR = 2016;
export const LAST_YEAR = 2029;
/** The first and last day that can ever be chosen (1 January 2016, 31 December 2029). */
export const FIRST_DAY = new Date(FIRST_YEAR, 0, 1);
export const LAST_DAY = new Date(LAST_YEAR, 11, 31);

/** Spec: the stepper reports its date once, 350 ms after the last click of a burst. */
export const STEP_DEBOUNCE_MS = 350;

export const DATE_RANGE_MESSAGES = {
  required: 'Please select a date or date range',
  startAfterEnd: 'Start date can not be behind end date',
  maxDays: (days: number) => `Sorry, you can only pick up to ${days} days.`,
  /** Not worded by the spec: a typed date that is empty, malformed or not a real day. */
  entryFormat: (pattern: string) => `Enter a date as ${pattern}.`,
  /** Not worded by the spec: days outside 2016–2029 or the caller's disable-before/after bounds. */
  outOfBounds: (first: Date, last: Date) =>
    `Please pick dates from ${format(first, 'MMM d, yyyy')} to ${format(last, 'MMM d, yyyy')}.`,
} as const;

/** The days that can be chosen: the 2016–2029 years narrowed by disable-before and disable-after. */
export type DateBounds = { min: Date; max: Date };

export type DateLimits = {
  /** Days before this day are disabled (the day itself can be chosen). */
  disableBefore?: Date | undefined;
  /** Days after this day are disabled (the day itself can be chosen). */
  disableAfter?: Date | undefined;
};

/** The first and last choosable day for the given disable-before and disable-after days. */
export function dateBounds({ disableBefore, disableAfter }: DateLimits = {}): DateBounds {
  const min =
    disableBefore && isAfter(startOfDay(disableBefore), FIRST_DAY)
      ? startOfDay(disableBefore)
      : FIRST_DAY;
  const max =
    disableAfter && isBefore(startOfDay(disableAfter), LAST_DAY)
      ? startOfDay(disableAfter)
      : LAST_DAY;
  return { min, max };
}

/** Whether `day` can be chosen within `bounds`. */
export function isDayWithin(day: Date, { min, max }: DateBounds): boolean {
  return !isBefore(startOfDay(day), min) && !isAfter(startOfDay(day), max);
}

/** `day` moved into `bounds` (its time of day dropped). */
export function clampDay(day: Date, { min, max }: DateBounds): Date {
  const start = startOfDay(day);
  if (isBefore(start, min)) return min;
  if (isAfter(start, max)) return max;
  return start;
}

/** How many days a range covers, counting both ends (Nov 2 – Nov 8 is 7); 0 when incomplete. */
export function rangeDayCount({ start, end }: DateRange): number {
  if (!start || !end) return 0;
  return differenceInCalendarDays(end, start) + 1;
}

export function isSameRange(a: DateRange, b: DateRange): boolean {
  const same = (x: Date | null, y: Date | null) =>
    x === null || y === null ? x === y : isSameDay(x, y);
  return same(a.start, b.start) && same(a.end, b.end);
}

// ---------------------------------------------------------------------------------------------
// The click sequence

/**
 * The range being picked in the calendar. `isAwaitingEnd` tells a second click (which sets the end)
 * from a first click of a new range: after one click start and end are the same day either way.
 */
export type RangeSelection = { range: DateRange; isAwaitingEnd: boolean };

export type RangeSelectionAction =
  { type: 'click'; day: Date } | { type: 'clear' } | { type: 'reset'; range: DateRange };

/** The selection to start from when the calendar opens on a range chosen earlier. */
export function initialRangeSelection(range: DateRange): RangeSelection {
  if (range.start && !range.end) {
    return {
      range: { start: startOfDay(range.start), end: startOfDay(range.start) },
      isAwaitingEnd: true,
    };
  }
  return { range, isAwaitingEnd: false };
}

/**
 * Spec's click sequence:
 * 1. the first click sets start and end to the clicked day;
 * 2. a second click on the same or a later day sets the end;
 * 3. a second click on an earlier day restarts the range there (start = end = that day, and the
 *    next click is again a second click);
 * 4. a third click restarts the range (start = end = the clicked day).
 */
export function rangeSelectionReducer(
  state: RangeSelection,
  action: RangeSelectionAction,
): RangeSelection {
  switch (action.type) {
    case 'clear':
      return { range: EMPTY_DATE_RANGE, isAwaitingEnd: false };
    case 'reset':
      return initialRangeSelection(action.range);
    case 'click': {
      const day = startOfDay(action.day);
      const { start } = state.range;
      if (state.isAwaitingEnd && start && !isBefore(day, start)) {
        return { range: { start, end: day }, isAwaitingEnd: false };
      }
      return { range: { start: day, end: day }, isAwaitingEnd: true };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Validation

export type DateRangeRules = DateLimits & {
  /** Start and end must both be chosen. */
  required?: boolean | undefined;
  /** The longest range allowed, in days counted inclusively. */
  maxDays?: number | undefined;
};

/**
 * The first rule `range` breaks, as the message to show, or null when it is fine. Used by the
 * picker's Done button and by callers whose users type dates. Checked in this order: required,
 * out of bounds (2016–2029, disable-before/after), start after end, longer than `maxDays`.
 */
export function validateDateRange(range: DateRange, rules: DateRangeRules = {}): string | null {
  const { start, end } = range;
  if (rules.required && (!start || !end)) return DATE_RANGE_MESSAGES.required;

  const bounds = dateBounds(rules);
  const outside = [start, end].some((day) => day !== null && !isDayWithin(day, bounds));
  if (outside) return DATE_RANGE_MESSAGES.outOfBounds(bounds.min, bounds.max);

  if (start && end && isAfter(startOfDay(start), startOfDay(end))) {
    return DATE_RANGE_MESSAGES.startAfterEnd;
  }
  if (rules.maxDays !== undefined && rangeDayCount(range) > rules.maxDays) {
    return DATE_RANGE_MESSAGES.maxDays(rules.maxDays);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Formatting

/**
 * The range as the trigger shows it: 'Nov 2 – Nov 8, 2026'; the year on both ends when they
 * differ ('Dec 28, 2026 – Jan 3, 2027'); one day as 'Nov 2, 2026'; null when nothing is chosen.
 */
export function formatDateRange({ start, end }: DateRange): string | null {
  if (!start) return null;
  if (!end || isSameDay(start, end)) return format(start, 'MMM d, yyyy');
  const from = isSameYear(start, end) ? format(start, 'MMM d') : format(start, 'MMM d, yyyy');
  return `${from} – ${format(end, 'MMM d, yyyy')}`;
}

// ---------------------------------------------------------------------------------------------
// Date stepping

/**
 * Spec: days moved by one click of the stepper, from the click's number within a burst of rapid
 * clicks: more than 20 → 10, more than 15 → 7, more than 9 → 3, more than 4 → 2, else 1.
 */
export function stepForClickCount(clickCount: number): number {
  if (clickCount > 20) return 10;
  if (clickCount > 15) return 7;
  if (clickCount > 9) return 3;
  if (clickCount > 4) return 2;
  return 1;
}

export type StepDirection = 1 | -1;

/** A burst of rapid clicks (each within 350 ms of the last): where it got to, and how many. */
export type StepBurst = { date: Date; clickCount: number; direction: StepDirection };

/**
 * The burst after one more click: the date moves by `stepForClickCount(clickCount)` days, kept
 * within `bounds`. `burst` is null for the first click, which starts from `from`. Turning round
 * (Previous after Next) counts from 1 again, so correcting an overshoot goes a day at a time.
 */
export function nextStepBurst(
  burst: StepBurst | null,
  from: Date,
  direction: StepDirection,
  bounds: DateBounds,
): StepBurst {
  const continues = burst !== null && burst.direction === direction;
  const clickCount = continues ? burst.clickCount + 1 : 1;
  const base = burst?.date ?? from;
  const date = clampDay(addDays(base, direction * stepForClickCount(clickCount)), bounds);
  return { date, clickCount, direction };
}
