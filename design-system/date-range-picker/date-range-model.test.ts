import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGES,
  EMPTY_DATE_RANGE,
  FIRST_DAY,
  LAST_DAY,
  clampDay,
  dateBounds,
  formatDateRange,
  initialRangeSelection,
  isDayWithin,
  isSameRange,
  nextStepBurst,
  rangeDayCount,
  rangeSelectionReducer,
  stepForClickCount,
  validateDateRange,
  type DateRange,
  type RangeSelection,
  type StepBurst,
  type StepDirection,
} from './date-range-model';

/** A local calendar day in November 2026 unless another month (1-based) and year are given. */
const nov = (day: number) => new Date(2026, 10, day);
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

/** Clicks days one after another from an empty calendar and returns the selection. */
function clickAll(days: Date[], from: RangeSelection = initialRangeSelection(EMPTY_DATE_RANGE)) {
  return days.reduce(
    (state, clicked) => rangeSelectionReducer(state, { type: 'click', day: clicked }),
    from,
  );
}

const range = (start: Date | null, end: Date | null): DateRange => ({ start, end });

describe('the click sequence', () => {
  it('sets start and end to the same day on the first click', () => {
    expect(clickAll([nov(5)])).toEqual({ range: range(nov(5), nov(5)), isAwaitingEnd: true });
  });

  it('sets the end on a second click on a later day', () => {
    expect(clickAll([nov(5), nov(9)])).toEqual({
      range: range(nov(5), nov(9)),
      isAwaitingEnd: false,
    });
  });

  it('makes a one-day range when the second click is on the start day', () => {
    expect(clickAll([nov(5), nov(5)])).toEqual({
      range: range(nov(5), nov(5)),
      isAwaitingEnd: false,
    });
  });

  it('restarts the range on a second click earlier than the start', () => {
    const restarted = clickAll([nov(5), nov(3)]);
    expect(restarted).toEqual({ range: range(nov(3), nov(3)), isAwaitingEnd: true });
    // The next click is a second click of the new range.
    expect(clickAll([nov(5), nov(3), nov(4)]).range).toEqual(range(nov(3), nov(4)));
  });

  it('restarts the range on a third click', () => {
    expect(clickAll([nov(5), nov(9), nov(20)])).toEqual({
      range: range(nov(20), nov(20)),
      isAwaitingEnd: true,
    });
    // Earlier than the old start or inside the old range: a restart all the same.
    expect(clickAll([nov(5), nov(9), nov(1)]).range).toEqual(range(nov(1), nov(1)));
    expect(clickAll([nov(5), nov(9), nov(7)]).range).toEqual(range(nov(7), nov(7)));
    expect(clickAll([nov(5), nov(9), nov(20), nov(22)]).range).toEqual(range(nov(20), nov(22)));
  });

  it('treats a range chosen earlier as complete, so the next click restarts', () => {
    const opened = initialRangeSelection(range(nov(2), nov(8)));
    expect(clickAll([nov(12)], opened).range).toEqual(range(nov(12), nov(12)));
  });

  it('waits for the end when a range was given with a start only', () => {
    const opened = initialRangeSelection(range(nov(2), null));
    expect(opened).toEqual({ range: range(nov(2), nov(2)), isAwaitingEnd: true });
    expect(clickAll([nov(6)], opened).range).toEqual(range(nov(2), nov(6)));
  });

  it('ignores the time of day of the clicked date', () => {
    expect(clickAll([new Date(2026, 10, 5, 14, 30)]).range.start).toEqual(nov(5));
  });

  it('clears and resets', () => {
    const picked = clickAll([nov(5), nov(9)]);
    expect(rangeSelectionReducer(picked, { type: 'clear' })).toEqual({
      range: EMPTY_DATE_RANGE,
      isAwaitingEnd: false,
    });
    expect(rangeSelectionReducer(picked, { type: 'reset', range: range(nov(1), nov(2)) })).toEqual({
      range: range(nov(1), nov(2)),
      isAwaitingEnd: false,
    });
  });
});

describe('validateDateRange', () => {
  it('asks for a date when required and start or end is missing', () => {
    const rules = { required: true };
    expect(validateDateRange(EMPTY_DATE_RANGE, rules)).toBe('Please select a date or date range');
    expect(validateDateRange(range(nov(2), null), rules)).toBe(DATE_RANGE_MESSAGES.required);
    expect(validateDateRange(range(null, nov(2)), rules)).toBe(DATE_RANGE_MESSAGES.required);
    expect(validateDateRange(range(nov(2), nov(2)), rules)).toBeNull();
  });

  it('accepts an empty range when not required', () => {
    expect(validateDateRange(EMPTY_DATE_RANGE)).toBeNull();
  });

  it('allows up to maxDays days counted inclusively', () => {
    const rules = { maxDays: 7 };
    expect(validateDateRange(range(nov(2), nov(8)), rules)).toBeNull();
    expect(validateDateRange(range(nov(2), nov(9)), rules)).toBe(
      'Sorry, you can only pick up to 7 days.',
    );
    expect(validateDateRange(range(nov(2), nov(2)), { maxDays: 1 })).toBeNull();
    expect(validateDateRange(range(nov(2), nov(3)), { maxDays: 1 })).toBe(
      'Sorry, you can only pick up to 1 days.',
    );
  });

  it('rejects a start behind the end', () => {
    expect(validateDateRange(range(nov(9), nov(2)))).toBe('Start date can not be behind end date');
    expect(validateDateRange(range(nov(9), nov(9)))).toBeNull();
  });

  it('rejects years outside 2016–2029', () => {
    const message = 'Please pick dates from Jan 1, 2016 to Dec 31, 2029.';
    expect(validateDateRange(range(day(2015, 12, 31), nov(2)))).toBe(message);
    expect(validateDateRange(range(nov(2), day(2030, 1, 1)))).toBe(message);
    expect(validateDateRange(range(day(2016, 1, 1), day(2016, 1, 1)))).toBeNull();
    expect(validateDateRange(range(day(2029, 12, 31), day(2029, 12, 31)))).toBeNull();
  });

  it('rejects days before disable-before and after disable-after', () => {
    const rules = { disableBefore: nov(5), disableAfter: nov(20) };
    const message = 'Please pick dates from Nov 5, 2026 to Nov 20, 2026.';
    expect(validateDateRange(range(nov(4), nov(6)), rules)).toBe(message);
    expect(validateDateRange(range(nov(6), nov(21)), rules)).toBe(message);
    expect(validateDateRange(range(nov(5), nov(20)), rules)).toBeNull();
  });

  it('reports the first broken rule only', () => {
    expect(validateDateRange(range(nov(20), nov(2)), { maxDays: 3, required: true })).toBe(
      DATE_RANGE_MESSAGES.startAfterEnd,
    );
    expect(validateDateRange(range(day(2015, 1, 1), null), { required: true })).toBe(
      DATE_RANGE_MESSAGES.required,
    );
  });
});

describe('bounds', () => {
  it('runs from 1 January 2016 to 31 December 2029 by default', () => {
    expect(dateBounds()).toEqual({ min: FIRST_DAY, max: LAST_DAY });
    expect(FIRST_DAY).toEqual(day(2016, 1, 1));
    expect(LAST_DAY).toEqual(day(2029, 12, 31));
  });

  it('narrows to disable-before and disable-after, never past the years', () => {
    expect(dateBounds({ disableBefore: nov(5), disableAfter: nov(20) })).toEqual({
      min: nov(5),
      max: nov(20),
    });
    expect(dateBounds({ disableBefore: day(2010, 1, 1), disableAfter: day(2040, 1, 1) })).toEqual({
      min: FIRST_DAY,
      max: LAST_DAY,
    });
  });

  it('keeps a day within the bounds', () => {
    const bounds = dateBounds({ disableBefore: nov(5), disableAfter: nov(20) });
    expect(isDayWithin(nov(5), bounds)).toBe(true);
    expect(isDayWithin(new Date(2026, 10, 20, 23, 59), bounds)).toBe(true);
    expect(isDayWithin(nov(4), bounds)).toBe(false);
    expect(clampDay(nov(1), bounds)).toEqual(nov(5));
    expect(clampDay(nov(30), bounds)).toEqual(nov(20));
    expect(clampDay(new Date(2026, 10, 10, 9), bounds)).toEqual(nov(10));
  });
});

describe('counting and comparing', () => {
  it('counts days inclusively', () => {
    expect(rangeDayCount(range(nov(2), nov(8)))).toBe(7);
    expect(rangeDayCount(range(nov(2), nov(2)))).toBe(1);
    expect(rangeDayCount(range(nov(2), null))).toBe(0);
    // Across the end of daylight saving time (1 November 2026 in the US) still whole days.
    expect(rangeDayCount(range(day(2026, 10, 31), day(2026, 11, 2)))).toBe(3);
  });

  it('compares ranges by day', () => {
    expect(isSameRange(range(nov(2), nov(8)), range(new Date(2026, 10, 2, 8), nov(8)))).toBe(true);
    expect(isSameRange(range(nov(2), nov(8)), range(nov(2), nov(9)))).toBe(false);
    expect(isSameRange(EMPTY_DATE_RANGE, range(null, null))).toBe(true);
    expect(isSameRange(EMPTY_DATE_RANGE, range(nov(2), null))).toBe(false);
  });
});

describe('formatDateRange', () => {
  it('writes the year once within a year', () => {
    expect(formatDateRange(range(nov(2), nov(8)))).toBe('Nov 2 – Nov 8, 2026');
  });

  it('writes both years across a new year', () => {
    expect(formatDateRange(range(day(2026, 12, 28), day(2027, 1, 3)))).toBe(
      'Dec 28, 2026 – Jan 3, 2027',
    );
  });

  it('writes one day once', () => {
    expect(formatDateRange(range(nov(2), nov(2)))).toBe('Nov 2, 2026');
    expect(formatDateRange(range(nov(2), null))).toBe('Nov 2, 2026');
  });

  it('is null when nothing is chosen', () => {
    expect(formatDateRange(EMPTY_DATE_RANGE)).toBeNull();
  });
});

describe('stepForClickCount', () => {
  it('moves 1 day for clicks 1 to 4', () => {
    expect(stepForClickCount(1)).toBe(1);
    expect(stepForClickCount(4)).toBe(1);
  });

  it('moves 2 days from the 5th click to the 9th', () => {
    expect(stepForClickCount(5)).toBe(2);
    expect(stepForClickCount(9)).toBe(2);
  });

  it('moves 3 days from the 10th click to the 15th', () => {
    expect(stepForClickCount(10)).toBe(3);
    expect(stepForClickCount(15)).toBe(3);
  });

  it('moves 7 days from the 16th click to the 20th', () => {
    expect(stepForClickCount(16)).toBe(7);
    expect(stepForClickCount(20)).toBe(7);
  });

  it('moves 10 days from the 21st click on', () => {
    expect(stepForClickCount(21)).toBe(10);
    expect(stepForClickCount(100)).toBe(10);
  });
});

describe('nextStepBurst', () => {
  const bounds = dateBounds();

  /** Clicks `count` times in one direction from `from` and returns the burst. */
  function burst(from: Date, count: number, direction: StepDirection = 1, limits = bounds) {
    let state: StepBurst | null = null;
    for (let click = 0; click < count; click += 1) {
      state = nextStepBurst(state, from, direction, limits);
    }
    return state;
  }

  it('moves a day on the first click', () => {
    expect(burst(nov(2), 1)).toEqual({ date: nov(3), clickCount: 1, direction: 1 });
    expect(burst(nov(2), 1, -1)).toEqual({ date: nov(1), clickCount: 1, direction: -1 });
  });

  it('moves 1+1+1+1+2 = 6 days in a burst of 5 clicks', () => {
    expect(burst(nov(2), 4)?.date).toEqual(nov(6));
    expect(burst(nov(2), 5)?.date).toEqual(nov(8));
  });

  it('reaches the 10-day step on the 21st click', () => {
    // 4×1 + 5×2 + 6×3 + 5×7 = 67 days after 20 clicks, then 10 more.
    expect(burst(nov(2), 20)?.date).toEqual(day(2027, 1, 8));
    expect(burst(nov(2), 21)?.date).toEqual(day(2027, 1, 18));
    expect(burst(nov(2), 21)?.clickCount).toBe(21);
  });

  it('counts from 1 again when the direction turns', () => {
    const forward = burst(nov(2), 6);
    expect(forward?.date).toEqual(nov(10));
    const back = nextStepBurst(forward ?? null, nov(2), -1, bounds);
    expect(back).toEqual({ date: nov(9), clickCount: 1, direction: -1 });
  });

  it('stops at the bounds', () => {
    expect(burst(day(2029, 12, 30), 3)?.date).toEqual(LAST_DAY);
    expect(burst(day(2016, 1, 2), 3, -1)?.date).toEqual(FIRST_DAY);
    const limits = dateBounds({ disableBefore: nov(1), disableAfter: nov(10) });
    expect(burst(nov(2), 30, 1, limits)?.date).toEqual(nov(10));
  });
});
