import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../../contract/time/zoned-time';
import { checkRecurrence } from './index';

const TZ = 'America/Chicago';
/** Tuesday 10 November 2026, 9:00 in Chicago. */
const task = { start_dt_unix: zonedToUnix('2026-11-10', 9 * 3600, TZ), timezone: TZ };
const check = (rule: string) => checkRecurrence(rule, task);

describe('checkRecurrence', () => {
  it.each([
    'RRULE:FREQ=DAILY;INTERVAL=3',
    'RRULE:FREQ=DAILY;INTERVAL=365',
    'RRULE:FREQ=DAILY',
    'RRULE:FREQ=DAILY;BYDAY=MO,TU,FR',
    'RRULE:FREQ=WEEKLY;BYDAY=TU',
    'RRULE:FREQ=WEEKLY;INTERVAL=52;BYDAY=SU',
    'RRULE:FREQ=WEEKLY',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=10',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=31',
    'RRULE:FREQ=MONTHLY;BYDAY=2TU',
    'RRULE:FREQ=MONTHLY;BYDAY=-1TU',
    'RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2',
    'rrule:freq=monthly;byday=+3fr',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=10',
    'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'RRULE:FREQ=YEARLY',
    'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=1',
    'RRULE:FREQ=DAILY;INTERVAL=2;COUNT=100',
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z',
    'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261111',
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU;WKST=SU',
    'DTSTART;TZID=America/Chicago:20261110T090000\nRRULE:FREQ=WEEKLY;BYDAY=MO',
    'FREQ=WEEKLY;BYDAY=MO,TU',
  ])('accepts %s', (rule) => {
    expect(check(rule)).toBeNull();
  });

  it.each([
    ['RRULE:FREQ=DAILY;INTERVAL=366', 'daily_interval', 'Must enter a value between 2-365'],
    ['RRULE:FREQ=DAILY;INTERVAL=0', 'daily_interval', 'Must enter a value between 2-365'],
    ['RRULE:FREQ=DAILY;BYDAY=', 'weekdays', 'Must select at least one calendar day'],
    ['RRULE:FREQ=WEEKLY;BYDAY=', 'weekdays', 'Must select at least one calendar day'],
    [
      'RRULE:FREQ=WEEKLY;INTERVAL=53;BYDAY=TU',
      'weekly_interval',
      'Must enter a value between 1-52',
    ],
    ['RRULE:FREQ=WEEKLY;INTERVAL=0', 'weekly_interval', 'Must enter a value between 1-52'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=32', 'monthly_interval', 'Must enter a value between 1-31'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=0', 'monthly_interval', 'Must enter a value between 1-31'],
    [
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
      'yearly_interval',
      'Must enter a month day that is valid',
    ],
    [
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
      'yearly_interval',
      'Must enter a month day that is valid',
    ],
    [
      'RRULE:FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1',
      'yearly_interval',
      'Must enter a month day that is valid',
    ],
    ['RRULE:FREQ=YEARLY;BYMONTHDAY=31', 'yearly_interval', 'Must enter a month day that is valid'],
    // Ends on the start's own day, or before it (the day in the task's zone: 05:59:59Z is still the 10th).
    [
      'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261111T055959Z',
      'end_on',
      'Must be greater than task start date',
    ],
    [
      'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261110',
      'end_on',
      'Must be greater than task start date',
    ],
    ['RRULE:FREQ=WEEKLY;UNTIL=20250101T000000Z', 'end_on', 'Must be greater than task start date'],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=0', 'occurrences', 'Must be between 1-100'],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=101', 'occurrences', 'Must be between 1-100'],
  ])('refuses %s on %s', (rule, field, message) => {
    expect(check(rule)).toEqual({ field, message });
  });

  it.each([
    '',
    'not a rule',
    'RRULE:FREQ=HOURLY',
    'RRULE:FREQ=DAILY;',
    'RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=10,20',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=-1',
    'RRULE:FREQ=MONTHLY;BYDAY=5TU',
    'RRULE:FREQ=MONTHLY;BYDAY=TU',
    'RRULE:FREQ=MONTHLY;BYDAY=2TU,4TU',
    'RRULE:FREQ=MONTHLY;BYDAY=2TU;BYSETPOS=2',
    'RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=5',
    'RRULE:FREQ=WEEKLY;BYDAY=2TU',
    'RRULE:FREQ=DAILY;INTERVAL=2;BYDAY=MO',
    'RRULE:FREQ=DAILY;INTERVAL=0;BYDAY=MO',
    'RRULE:FREQ=DAILY;BYMONTHDAY=3',
    'RRULE:FREQ=YEARLY;INTERVAL=2',
    'RRULE:FREQ=YEARLY;BYDAY=MO',
    'RRULE:FREQ=WEEKLY;COUNT=3;UNTIL=20261231',
    'RRULE:FREQ=WEEKLY;BYHOUR=9',
    'RRULE:FREQ=WEEKLY;FREQ=DAILY',
    'RRULE:FREQ=WEEKLY;WKST=XX',
    'RRULE:FREQ=DAILY;INTERVAL=x',
    'RRULE:FREQ=DAILY;UNTIL=tomorrow',
    'RRULE:FREQ=DAILY;UNTIL=20260230',
    'RRULE:FREQ=DAILY\nRRULE:FREQ=WEEKLY',
    'EXDATE:20261111T150000Z\nRRULE:FREQ=DAILY',
  ])('cannot read %j', (rule) => {
    expect(check(rule)).toEqual({
      field: 'rrule_string',
      message: 'This repeat rule is not supported.',
    });
  });

  it('refuses a time zone the platform does not know', () => {
    expect(checkRecurrence('RRULE:FREQ=DAILY', { ...task, timezone: 'Mars/Olympus_Mons' })).toEqual(
      {
        field: 'timezone',
        message: 'This time zone is not supported.',
      },
    );
  });
});
