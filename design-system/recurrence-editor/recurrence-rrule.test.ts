import { describe, expect, it } from 'vitest';
import { rrulestr } from 'rrule';
import {
  defaultRecurrenceValues,
  type RecurrenceContext,
  type RecurrenceValues,
} from './recurrence-model';
import { parseRRule, toRRule } from './recurrence-rrule';
import { describeRecurrence } from './recurrence-summary';

const TZ = 'America/Chicago';
/** Tuesday 10 November 2026, 9:00 in Chicago. */
const ctx: RecurrenceContext = { startDate: new Date('2026-11-10T15:00:00Z'), timeZone: TZ };
/** Tuesday 24 November 2026: the fourth and the last Tuesday. */
const lateCtx: RecurrenceContext = { startDate: new Date('2026-11-24T15:00:00Z'), timeZone: TZ };
const noStart: RecurrenceContext = {};

const values = (patch: Partial<RecurrenceValues>, context: RecurrenceContext) => ({
  ...defaultRecurrenceValues(context),
  ...patch,
});

type Shape = [
  name: string,
  context: RecurrenceContext,
  patch: Partial<RecurrenceValues>,
  rule: string,
  summary: string,
];

const SHAPES: Shape[] = [
  [
    'daily every 3 days',
    ctx,
    { repeat: 'daily', daily_interval: 3 },
    'RRULE:FREQ=DAILY;INTERVAL=3',
    'Every 3 days',
  ],
  [
    'daily every 365 days',
    noStart,
    { repeat: 'daily', daily_interval: 365 },
    'RRULE:FREQ=DAILY;INTERVAL=365',
    'Every 365 days',
  ],
  [
    'daily on chosen days',
    ctx,
    { repeat: 'daily', daily_option: 'on', weekdays: [0, 1, 4] },
    'RRULE:FREQ=DAILY;BYDAY=MO,TU,FR',
    'Daily on Monday, Tuesday, Friday',
  ],
  [
    'daily on every day',
    ctx,
    { repeat: 'daily', daily_option: 'on', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR,SA,SU',
    'Every day',
  ],
  [
    'daily on weekdays',
    ctx,
    { repeat: 'daily', daily_option: 'on', weekdays: [0, 1, 2, 3, 4] },
    'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
    'Every weekday',
  ],
  ['weekly', ctx, { repeat: 'weekly' }, 'RRULE:FREQ=WEEKLY;BYDAY=TU', 'Every week on Tuesday'],
  [
    'weekly every 2 weeks',
    ctx,
    { repeat: 'weekly', weekly_interval: 2, weekdays: [0, 1, 2] },
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE',
    'Every 2 weeks on Monday, Tuesday, Wednesday',
  ],
  [
    'weekly every 52 weeks',
    noStart,
    { repeat: 'weekly', weekly_interval: 52, weekdays: [6] },
    'RRULE:FREQ=WEEKLY;INTERVAL=52;BYDAY=SU',
    'Every 52 weeks on Sunday',
  ],
  [
    'monthly on the start day',
    ctx,
    { repeat: 'monthly' },
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=10',
    'Every month on day 10',
  ],
  [
    'monthly on day 31',
    noStart,
    { repeat: 'monthly', monthly_interval: 31 },
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=31',
    'Every month on day 31',
  ],
  [
    'monthly second weekday',
    ctx,
    { repeat: 'monthly', monthly_option: 'second' },
    'RRULE:FREQ=MONTHLY;BYDAY=2TU',
    'Every month on the second Tuesday',
  ],
  [
    'monthly fourth weekday',
    lateCtx,
    { repeat: 'monthly', monthly_option: 'fourth' },
    'RRULE:FREQ=MONTHLY;BYDAY=4TU',
    'Every month on the fourth Tuesday',
  ],
  [
    'monthly last weekday',
    lateCtx,
    { repeat: 'monthly', monthly_option: 'last' },
    'RRULE:FREQ=MONTHLY;BYDAY=-1TU',
    'Every month on the last Tuesday',
  ],
  [
    'monthly first weekday, no start',
    noStart,
    { repeat: 'monthly', monthly_option: 'first', monthly_day: 6 },
    'RRULE:FREQ=MONTHLY;BYDAY=1SU',
    'Every month on the first Sunday',
  ],
  [
    'monthly third weekday, no start',
    noStart,
    { repeat: 'monthly', monthly_option: 'third', monthly_day: 2 },
    'RRULE:FREQ=MONTHLY;BYDAY=3WE',
    'Every month on the third Wednesday',
  ],
  [
    'yearly on the start day',
    ctx,
    { repeat: 'yearly' },
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=10',
    'Every year on November 10',
  ],
  [
    'yearly on 29 February',
    noStart,
    { repeat: 'yearly', yearly_month: 2, yearly_interval: 29 },
    'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'Every year on February 29',
  ],
  [
    'ends after 1',
    ctx,
    { repeat: 'weekly', ends: 'after', occurrences: 1 },
    'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=1',
    'Every week on Tuesday, once',
  ],
  [
    'ends after 100',
    ctx,
    { repeat: 'daily', daily_interval: 2, ends: 'after', occurrences: 100 },
    'RRULE:FREQ=DAILY;INTERVAL=2;COUNT=100',
    'Every 2 days, 100 times',
  ],
  [
    'ends on a date',
    ctx,
    { repeat: 'weekly', weekly_interval: 2, weekdays: [0, 2], ends: 'on', end_on: '2026-12-31' },
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z',
    'Every 2 weeks on Monday, Tuesday, Wednesday, until Dec 31, 2026',
  ],
  [
    'ends on a summer date',
    ctx,
    { repeat: 'monthly', ends: 'on', end_on: '2027-07-04' },
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=10;UNTIL=20270705T045959Z',
    'Every month on day 10, until Jul 4, 2027',
  ],
];

describe('toRRule and parseRRule', () => {
  it.each(SHAPES)('%s', (_name, context, patch, rule, summary) => {
    const input = values(patch, context);
    expect(toRRule(input, context)).toBe(rule);
    expect(describeRecurrence(input, context)).toBe(summary);
    expect(toRRule(parseRRule(rule, context) ?? input, context)).toBe(rule);
  });

  it('round-trips every shape to equal values', () => {
    for (const [, context, patch, rule] of SHAPES) {
      const expected = values(patch, context);
      const parsed = parseRRule(toRRule(expected, context), context);
      // The start weekday joins the chosen days, as the editor shows it.
      const startDay = context.startDate ? [1] : [];
      expect(parsed, rule).toEqual({
        ...expected,
        weekdays: [...new Set([...expected.weekdays, ...startDay])].sort((a, b) => a - b),
      });
    }
  });
});

describe('toRRule', () => {
  it('produces no rule for never, an unchosen repeat, or invalid values', () => {
    expect(toRRule(values({ repeat: 'never' }, ctx), ctx)).toBeNull();
    expect(toRRule(values({ repeat: '' }, ctx), ctx)).toBeNull();
    expect(toRRule(values({ repeat: 'daily', daily_interval: 366 }, ctx), ctx)).toBeNull();
    expect(
      toRRule(values({ repeat: 'yearly', yearly_month: 4, yearly_interval: 31 }, ctx), ctx),
    ).toBeNull();
  });

  it('still writes the rule of a locked task', () => {
    const locked = {
      ...ctx,
      isEditing: true,
      now: new Date('2027-01-01'),
      startOrDueChanged: true,
    };
    expect(toRRule(values({ repeat: 'weekly' }, ctx), locked)).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU');
  });

  it('writes DTSTART on request, in the task zone or in UTC', () => {
    const weekly = values({ repeat: 'weekly' }, ctx);
    expect(toRRule(weekly, ctx, { includeStart: true })).toBe(
      'DTSTART;TZID=America/Chicago:20261110T090000\nRRULE:FREQ=WEEKLY;BYDAY=TU',
    );
    expect(toRRule(weekly, { startDate: ctx.startDate }, { includeStart: true })).toMatch(
      /^DTSTART:20261110T150000Z\nRRULE:FREQ=WEEKLY;BYDAY=TU$/,
    );
  });

  it('makes rules that rrule expands to the expected days', () => {
    const expand = (patch: Partial<RecurrenceValues>, context = ctx) => {
      const rule = toRRule(
        values(patch, context),
        { startDate: context.startDate },
        { includeStart: true },
      );
      return rrulestr(rule ?? '')
        .all((_, index) => index < 4)
        .map((date) => date.toISOString().slice(0, 10));
    };
    expect(expand({ repeat: 'monthly', monthly_option: 'second' })).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
      '2027-02-09',
    ]);
    expect(expand({ repeat: 'monthly', monthly_option: 'last' }, lateCtx)).toEqual([
      '2026-11-24',
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ]);
    expect(expand({ repeat: 'weekly', weekly_interval: 2, weekdays: [0, 1] })).toEqual([
      '2026-11-10',
      '2026-11-23',
      '2026-11-24',
      '2026-12-07',
    ]);
    expect(expand({ repeat: 'daily', daily_interval: 3, ends: 'after', occurrences: 2 })).toEqual([
      '2026-11-10',
      '2026-11-13',
    ]);
  });
});

describe('parseRRule', () => {
  it('reads an empty rule as a task that does not repeat', () => {
    expect(parseRRule('', ctx)).toEqual(defaultRecurrenceValues(ctx));
    expect(parseRRule(null, ctx)?.repeat).toBe('never');
  });

  it('reads the other spellings of the same rules', () => {
    expect(parseRRule('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', ctx)).toMatchObject({
      repeat: 'monthly',
      monthly_option: 'second',
      monthly_day: 1,
    });
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=-1', noStart)).toMatchObject({
      monthly_option: 'last',
      monthly_day: 1,
    });
    expect(parseRRule('rrule:freq=monthly;byday=+3fr', noStart)).toMatchObject({
      monthly_option: 'third',
      monthly_day: 4,
    });
    expect(
      parseRRule('DTSTART;TZID=America/Chicago:20261110T090000\nRRULE:FREQ=WEEKLY;BYDAY=MO', ctx),
    ).toMatchObject({ repeat: 'weekly', weekdays: [0], weekly_interval: 1 });
  });

  it('fills what RFC 5545 takes from the start date', () => {
    expect(parseRRule('RRULE:FREQ=WEEKLY', ctx)?.weekdays).toEqual([1]);
    expect(parseRRule('RRULE:FREQ=MONTHLY', ctx)).toMatchObject({
      monthly_option: 'onDay',
      monthly_interval: 10,
    });
    expect(parseRRule('RRULE:FREQ=YEARLY', ctx)).toMatchObject({
      yearly_month: 11,
      yearly_interval: 10,
    });
  });

  it('reads every day as daily on all seven days', () => {
    expect(parseRRule('RRULE:FREQ=DAILY', ctx)).toMatchObject({
      daily_option: 'on',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it('reads UNTIL as a day in the task zone, whatever its form', () => {
    expect(parseRRule('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270101T055959Z', ctx)?.end_on).toBe(
      '2026-12-31',
    );
    expect(parseRRule('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261231', ctx)?.end_on).toBe(
      '2026-12-31',
    );
    expect(parseRRule('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261231T235959', ctx)?.end_on).toBe(
      '2026-12-31',
    );
  });

  it('keeps out-of-range numbers for the form to flag', () => {
    expect(parseRRule('RRULE:FREQ=DAILY;INTERVAL=400;COUNT=500', ctx)).toMatchObject({
      daily_interval: 400,
      occurrences: 500,
    });
  });

  it.each([
    'RRULE:FREQ=HOURLY',
    'RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=10,20',
    'RRULE:FREQ=MONTHLY;BYDAY=5TU',
    'RRULE:FREQ=MONTHLY;BYDAY=TU',
    'RRULE:FREQ=MONTHLY;BYDAY=2TU,4TU',
    'RRULE:FREQ=WEEKLY;BYDAY=2TU',
    'RRULE:FREQ=DAILY;INTERVAL=2;BYDAY=MO',
    'RRULE:FREQ=YEARLY;INTERVAL=2',
    'RRULE:FREQ=WEEKLY;COUNT=3;UNTIL=20261231',
    'RRULE:FREQ=WEEKLY;BYHOUR=9',
    'RRULE:FREQ=WEEKLY;FREQ=DAILY',
    'RRULE:FREQ=DAILY;INTERVAL=x',
    'RRULE:FREQ=DAILY;UNTIL=tomorrow',
    'not a rule',
  ])('cannot show %s', (rule) => {
    expect(parseRRule(rule, ctx)).toBeNull();
  });
});
