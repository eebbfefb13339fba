import { describe, expect, it } from 'vitest';
import {
  addDays,
  civilDateOf,
  daysInMonth,
  endOfDayInstant,
  parseIsoDate,
} from './recurrence-dates';
import {
  LOCK_REASONS,
  RECURRENCE_MESSAGES,
  defaultRecurrenceValues,
  isValidMonthDay,
  monthlyOptionLabel,
  monthlyOptionsFor,
  normalizeRecurrence,
  pluralize,
  recurrenceLocks,
  validateRecurrence,
  type RecurrenceContext,
  type RecurrenceValues,
} from './recurrence-model';

const TZ = 'America/Chicago';
/** Tuesday 10 November 2026, 9:00 in Chicago: the second Tuesday of a 30-day month. */
const START = new Date('2026-11-10T15:00:00Z');
const ctx: RecurrenceContext = { startDate: START, timeZone: TZ };
const noStart: RecurrenceContext = {};

const values = (patch: Partial<RecurrenceValues>, context: RecurrenceContext = noStart) => ({
  ...defaultRecurrenceValues(context),
  ...patch,
});

/** A start at 9:00 Chicago time on a day of November 2026. */
const novemberStart = (day: number): RecurrenceContext => ({
  startDate: new Date(Date.UTC(2026, 10, day, 15)),
  timeZone: TZ,
});

describe('dates in the task time zone', () => {
  it('reads the start day in the task zone, not in UTC', () => {
    // 03:00 UTC on Wednesday is still Tuesday evening in Chicago.
    const late = new Date('2026-11-11T03:00:00Z');
    expect(civilDateOf(late, TZ)).toMatchObject({ iso: '2026-11-10', weekday: 1 });
    expect(civilDateOf(late, 'UTC')).toMatchObject({ iso: '2026-11-11', weekday: 2 });
  });

  it('numbers weekdays from Monday 0 to Sunday 6', () => {
    expect(parseIsoDate('2026-11-09')?.weekday).toBe(0);
    expect(parseIsoDate('2026-11-15')?.weekday).toBe(6);
  });

  it('ends a day at 23:59:59 local time, across a DST change', () => {
    const winter = parseIsoDate('2026-12-31');
    const summer = parseIsoDate('2026-07-04');
    expect(winter && endOfDayInstant(winter, TZ).toISOString()).toBe('2027-01-01T05:59:59.000Z');
    expect(summer && endOfDayInstant(summer, TZ).toISOString()).toBe('2026-07-05T04:59:59.000Z');
    // 8 March 2026: Chicago moves to summer time that morning.
    const dstDay = parseIsoDate('2026-03-08');
    expect(dstDay && endOfDayInstant(dstDay, TZ).toISOString()).toBe('2026-03-09T04:59:59.000Z');
  });

  it('moves across months and years', () => {
    const last = parseIsoDate('2026-12-31');
    expect(last && addDays(last, 1)).toMatchObject({ iso: '2027-01-01', weekday: 4 });
    const first = parseIsoDate('2026-03-01');
    expect(first && addDays(first, -1).iso).toBe('2026-02-28');
  });

  it('rejects days that do not exist', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(daysInMonth(2026, 11)).toBe(30);
  });
});

describe('defaults', () => {
  it('do not repeat and follow the start date', () => {
    expect(defaultRecurrenceValues(ctx)).toEqual({
      repeat: 'never',
      daily_option: 'every',
      daily_interval: 2,
      weekdays: [1],
      weekly_interval: 1,
      monthly_option: 'onDay',
      monthly_interval: 10,
      monthly_day: 1,
      yearly_month: 11,
      yearly_interval: 10,
      ends: 'never',
      end_on: null,
      occurrences: null,
    });
  });

  it('leave the start-dependent fields empty without a start date', () => {
    expect(defaultRecurrenceValues()).toMatchObject({
      weekdays: [],
      monthly_interval: null,
      monthly_day: null,
      yearly_month: 1,
      yearly_interval: null,
    });
  });
});

describe('monthly options', () => {
  it('offer the day and the ordinal of the start week only', () => {
    expect(monthlyOptionsFor(ctx)).toEqual(['onDay', 'second']);
  });

  it("offer 'last' on day 24 of a 30-day month and not on day 23", () => {
    expect(monthlyOptionsFor(novemberStart(24))).toEqual(['onDay', 'fourth', 'last']);
    expect(monthlyOptionsFor(novemberStart(23))).toEqual(['onDay', 'fourth']);
  });

  it("offer only 'last' in the fifth week", () => {
    expect(monthlyOptionsFor(novemberStart(30))).toEqual(['onDay', 'last']);
    expect(monthlyOptionsFor(novemberStart(1))).toEqual(['onDay', 'first']);
  });

  it('name the options after the start date', () => {
    expect(monthlyOptionsFor(ctx).map((option) => monthlyOptionLabel(option, ctx))).toEqual([
      'On day 10',
      'On the second Tuesday',
    ]);
    const late = novemberStart(24);
    expect(monthlyOptionLabel('last', late)).toBe('On the last Tuesday');
    expect(monthlyOptionLabel('onDay')).toBe('On day');
    expect(monthlyOptionLabel('third')).toBe('On the third');
  });

  it('offer every option without a start date', () => {
    expect(monthlyOptionsFor(noStart)).toEqual([
      'onDay',
      'first',
      'second',
      'third',
      'fourth',
      'last',
    ]);
  });
});

describe('normalizeRecurrence', () => {
  it('always includes the start weekday', () => {
    expect(normalizeRecurrence(values({ weekdays: [] }), ctx).weekdays).toEqual([1]);
    expect(normalizeRecurrence(values({ weekdays: [4, 0] }), ctx).weekdays).toEqual([0, 1, 4]);
  });

  it('takes the monthly day and weekday from the start', () => {
    const result = normalizeRecurrence(
      values({ monthly_option: 'second', monthly_interval: 3, monthly_day: 5 }),
      ctx,
    );
    expect(result).toMatchObject({
      monthly_option: 'second',
      monthly_interval: 10,
      monthly_day: 1,
    });
  });

  it("falls back to 'on day' when the start does not allow the ordinal", () => {
    expect(normalizeRecurrence(values({ monthly_option: 'last' }), ctx).monthly_option).toBe(
      'onDay',
    );
  });

  it('returns the same object when nothing changes, and everything as is without a start', () => {
    const ready = defaultRecurrenceValues(ctx);
    expect(normalizeRecurrence(ready, ctx)).toBe(ready);
    const free = values({ weekdays: [] });
    expect(normalizeRecurrence(free, noStart)).toBe(free);
  });
});

describe('recurrenceLocks', () => {
  const now = new Date('2026-11-01T12:00:00Z');

  it('never locks a new task', () => {
    expect(
      recurrenceLocks({ ...ctx, now: new Date('2027-01-01'), startOrDueChanged: true }),
    ).toEqual({ isLocked: false, reason: null, isAfterLocked: false, afterReason: null });
  });

  it('locks a past task being edited', () => {
    const locks = recurrenceLocks({
      ...ctx,
      isEditing: true,
      now: new Date('2026-11-10T15:00:01Z'),
    });
    expect(locks).toMatchObject({ isLocked: true, reason: LOCK_REASONS.past });
  });

  it('locks the rule when the start or due date changed', () => {
    const locks = recurrenceLocks({ ...ctx, isEditing: true, now, startOrDueChanged: true });
    expect(locks).toMatchObject({ isLocked: true, reason: LOCK_REASONS.datesChanged });
  });

  it("locks only the 'after' end on a future task being edited", () => {
    expect(recurrenceLocks({ ...ctx, isEditing: true, now })).toEqual({
      isLocked: false,
      reason: null,
      isAfterLocked: true,
      afterReason: LOCK_REASONS.occurrences,
    });
  });
});

describe('validateRecurrence', () => {
  const errorsOf = (patch: Partial<RecurrenceValues>, context: RecurrenceContext = noStart) =>
    validateRecurrence(values(patch, context), context);

  it('requires repeat, and checks nothing else when not repeating', () => {
    expect(errorsOf({ repeat: '' })).toEqual({ repeat: RECURRENCE_MESSAGES.required });
    expect(errorsOf({ repeat: 'never', ends: '', daily_interval: null })).toEqual({});
  });

  it.each([
    [1, RECURRENCE_MESSAGES.dailyInterval],
    [2, undefined],
    [365, undefined],
    [366, RECURRENCE_MESSAGES.dailyInterval],
    [2.5, RECURRENCE_MESSAGES.dailyInterval],
    [null, RECURRENCE_MESSAGES.dailyInterval],
  ])('daily every %s days → %s', (daily_interval, message) => {
    expect(
      errorsOf({ repeat: 'daily', daily_option: 'every', daily_interval }).daily_interval,
    ).toBe(message);
  });

  it.each([
    [0, RECURRENCE_MESSAGES.weeklyInterval],
    [1, undefined],
    [52, undefined],
    [53, RECURRENCE_MESSAGES.weeklyInterval],
  ])('weekly every %s weeks → %s', (weekly_interval, message) => {
    expect(errorsOf({ repeat: 'weekly', weekly_interval }, ctx).weekly_interval).toBe(message);
  });

  it.each([
    [0, RECURRENCE_MESSAGES.monthDay],
    [1, undefined],
    [31, undefined],
    [32, RECURRENCE_MESSAGES.monthDay],
  ])('monthly on day %s → %s', (monthly_interval, message) => {
    const errors = errorsOf({ repeat: 'monthly', monthly_option: 'onDay', monthly_interval });
    expect(errors.monthly_interval).toBe(message);
  });

  it('requires the weekday of a monthly ordinal', () => {
    const errors = errorsOf({ repeat: 'monthly', monthly_option: 'first', monthly_day: null });
    expect(errors).toEqual({ monthly_day: RECURRENCE_MESSAGES.required });
    expect(errorsOf({ repeat: 'monthly', monthly_option: 'last', monthly_day: 4 })).toEqual({});
  });

  it('requires a weekday for daily on chosen days and for weekly', () => {
    expect(errorsOf({ repeat: 'daily', daily_option: 'on', weekdays: [] })).toEqual({
      weekdays: RECURRENCE_MESSAGES.weekdays,
    });
    expect(errorsOf({ repeat: 'weekly', weekdays: [] }).weekdays).toBe(
      RECURRENCE_MESSAGES.weekdays,
    );
    expect(errorsOf({ repeat: 'weekly', weekdays: [3] })).toEqual({});
    // With a start date its weekday is always chosen.
    expect(errorsOf({ repeat: 'weekly', weekdays: [] }, ctx)).toEqual({});
  });

  it.each([
    [4, 30, undefined],
    [4, 31, RECURRENCE_MESSAGES.yearlyDay],
    [2, 29, undefined],
    [2, 30, RECURRENCE_MESSAGES.yearlyDay],
    [12, 31, undefined],
    [1, 0, RECURRENCE_MESSAGES.yearlyDay],
    [1, null, RECURRENCE_MESSAGES.yearlyDay],
    [null, 1, RECURRENCE_MESSAGES.yearlyDay],
  ])('yearly on month %s day %s → %s', (yearly_month, yearly_interval, message) => {
    expect(errorsOf({ repeat: 'yearly', yearly_month, yearly_interval }).yearly_interval).toBe(
      message,
    );
    expect(isValidMonthDay(yearly_month, yearly_interval)).toBe(message === undefined);
  });

  it('requires an end choice when repeating', () => {
    expect(errorsOf({ repeat: 'weekly', ends: '' }, ctx)).toEqual({
      ends: RECURRENCE_MESSAGES.required,
    });
  });

  it.each([
    [null, RECURRENCE_MESSAGES.required],
    ['2026-11-09', RECURRENCE_MESSAGES.endAfterStart],
    ['2026-11-10', RECURRENCE_MESSAGES.endAfterStart],
    ['2026-11-11', undefined],
  ])('ends on %s with a start on 2026-11-10 → %s', (end_on, message) => {
    expect(errorsOf({ repeat: 'weekly', ends: 'on', end_on }, ctx).end_on).toBe(message);
  });

  it('accepts any end date without a start date', () => {
    expect(errorsOf({ repeat: 'daily', ends: 'on', end_on: '2020-01-01' })).toEqual({});
  });

  it.each([
    [null, RECURRENCE_MESSAGES.required],
    [0, RECURRENCE_MESSAGES.occurrences],
    [1, undefined],
    [100, undefined],
    [101, RECURRENCE_MESSAGES.occurrences],
  ])('ends after %s occurrences → %s', (occurrences, message) => {
    expect(errorsOf({ repeat: 'daily', ends: 'after', occurrences }).occurrences).toBe(message);
  });

  it('skips what is locked', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    const broken = values(
      { repeat: 'daily', daily_interval: 0, ends: 'after', occurrences: 0 },
      ctx,
    );
    expect(validateRecurrence(broken, { ...ctx, isEditing: true, now })).toEqual({
      daily_interval: RECURRENCE_MESSAGES.dailyInterval,
    });
    expect(
      validateRecurrence(broken, { ...ctx, isEditing: true, now, startOrDueChanged: true }),
    ).toEqual({});
  });
});

describe('pluralize', () => {
  it("says 'day' for 1 and 'days' otherwise", () => {
    expect(pluralize(1, 'day')).toBe('day');
    expect(pluralize(2, 'day')).toBe('days');
    expect(pluralize(0, 'week')).toBe('weeks');
    expect(pluralize(null, 'month')).toBe('months');
    expect(pluralize(1, 'year')).toBe('year');
  });
});
