import { describe, expect, it } from 'vitest';
import { formatRule, iCalUtc, parseRule } from './rule';

describe('parseRule', () => {
  it('reads the parts of every shape the editor writes', () => {
    expect(parseRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,MO;UNTIL=20270101T055959Z')).toEqual({
      freq: 'WEEKLY',
      interval: 2,
      weekdays: [0, 2],
      monthDay: null,
      month: null,
      position: null,
      count: null,
      until: {
        kind: 'utc',
        unix: Date.UTC(2027, 0, 1, 5, 59, 59) / 1000,
        text: '20270101T055959Z',
      },
      weekStart: 0,
    });
    expect(parseRule('RRULE:FREQ=MONTHLY;BYDAY=-1TU;COUNT=12')).toMatchObject({
      freq: 'MONTHLY',
      position: { ordinal: -1, weekday: 1 },
      count: 12,
    });
    expect(parseRule('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29')).toMatchObject({
      month: 2,
      monthDay: 29,
    });
  });

  it('reads the other spellings the editor reads', () => {
    const second = { ordinal: 2, weekday: 1 };
    expect(parseRule('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2')?.position).toEqual(second);
    expect(parseRule('rrule:freq=monthly;byday=+2tu')?.position).toEqual(second);
    expect(
      parseRule('DTSTART;TZID=America/Chicago:20261110T090000\r\nRRULE:FREQ=DAILY')?.freq,
    ).toBe('DAILY');
    expect(parseRule('RRULE:FREQ=WEEKLY;WKST=SU')?.weekStart).toBe(6);
    expect(parseRule('RRULE:FREQ=DAILY;UNTIL=20261231')?.until).toMatchObject({
      kind: 'date',
      day: 31,
    });
    expect(parseRule('RRULE:FREQ=DAILY;UNTIL=20261231T120000')?.until).toMatchObject({
      kind: 'local',
      seconds: 12 * 3600,
    });
  });

  it('keeps out-of-range numbers for the checks to name', () => {
    expect(parseRule('RRULE:FREQ=DAILY;INTERVAL=400;COUNT=500')).toMatchObject({
      interval: 400,
      count: 500,
    });
  });
});

describe('formatRule', () => {
  it('writes the editor shape, BYSETPOS as an ordinal, WKST only when not Monday', () => {
    const rule = parseRule('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR;COUNT=9')!;
    expect(formatRule(rule)).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=9');
    expect(formatRule(rule, { count: 4 })).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4');
    expect(formatRule(rule, { until: '20270101T055959Z' })).toBe(
      'RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270101T055959Z',
    );
    expect(
      formatRule(parseRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU;UNTIL=20261231')!),
    ).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU;UNTIL=20261231');
    expect(formatRule(parseRule('RRULE:FREQ=YEARLY;BYMONTHDAY=30;BYMONTH=4')!)).toBe(
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30',
    );
  });

  it('writes every editor shape back as it was', () => {
    for (const rule of [
      'RRULE:FREQ=DAILY;INTERVAL=3',
      'RRULE:FREQ=DAILY;BYDAY=MO,TU,FR',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=10;COUNT=5',
      'RRULE:FREQ=MONTHLY;BYDAY=2TU',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=10',
    ]) {
      expect(formatRule(parseRule(rule)!)).toBe(rule);
    }
  });

  it('writes UNTIL instants as the editor does', () => {
    expect(iCalUtc(Date.UTC(2027, 0, 1, 5, 59, 59) / 1000)).toBe('20270101T055959Z');
  });
});
