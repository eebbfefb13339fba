import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../../contract/time/plain-date';
import { zonedToUnix } from '../../../../contract/time/zoned-time';
import { expandOccurrences, occurrenceAt, seriesLastDue, type SeriesTiming } from './index';
import { referenceOccurrences, type ReferenceOccurrence } from './reference-expander';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const SYDNEY = 'Australia/Sydney';
const DAY = 86_400;
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** 'YYYY-MM-DDTHH:MM' on a zone's wall clock. */
function at(local: string, zone: string): number {
  const [date, time] = local.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return zonedToUnix(date, hours * 3600 + minutes * 60, zone);
}

/** The editor's UNTIL for an end date: its last second in the zone, in UTC. */
function untilOn(date: string, zone: string): string {
  const iso = new Date(zonedToUnix(date, DAY - 1, zone) * 1000).toISOString();
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Starts a few weeks before each zone's 2026 changes, at times the changes skip or repeat. */
const STARTS: { zone: string; local: string; minutes: number; changes: string[] }[] = [
  // Los Angeles and New York: forward 8 March 02:00, back 1 November 02:00.
  { zone: LA, local: '2026-02-20T02:30', minutes: 60, changes: ['2026-03-08', '2026-11-01'] },
  { zone: LA, local: '2026-10-12T01:30', minutes: 45, changes: ['2026-11-01', '2027-03-14'] },
  { zone: LA, local: '2026-03-02T09:00', minutes: 8 * 60, changes: ['2026-03-08', '2026-11-01'] },
  { zone: NY, local: '2026-02-27T02:30', minutes: 90, changes: ['2026-03-08', '2026-11-01'] },
  { zone: NY, local: '2026-10-23T01:30', minutes: 30, changes: ['2026-11-01', '2027-03-14'] },
  { zone: NY, local: '2026-03-06T23:30', minutes: 120, changes: ['2026-03-08', '2026-11-01'] },
  // Sydney: back 5 April 03:00 to 02:00, forward 4 October 02:00 to 03:00.
  { zone: SYDNEY, local: '2026-03-20T02:30', minutes: 60, changes: ['2026-04-05', '2026-10-04'] },
  { zone: SYDNEY, local: '2026-09-25T02:30', minutes: 60, changes: ['2026-10-04', '2027-04-04'] },
  { zone: SYDNEY, local: '2026-03-31T09:00', minutes: (3 * DAY) / 60, changes: ['2026-04-05'] },
];

type Start = { date: string; weekday: string; day: number; month: number; week: number };

/** Every rule shape the editor writes, and the spellings its parser also reads. */
const SHAPES: [name: string, rule: (start: Start, zone: string) => string, years?: number][] = [
  ['every 2 days', () => 'RRULE:FREQ=DAILY;INTERVAL=2'],
  ['every 3 days, 20 times', () => 'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=20'],
  ['every day', () => 'RRULE:FREQ=DAILY'],
  ['weekdays', (s) => `RRULE:FREQ=DAILY;BYDAY=${days('MO', 'TU', 'WE', 'TH', 'FR', s.weekday)}`],
  [
    'all seven days until a date',
    (s, zone) =>
      `RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=${untilOn(plus(s.date, 60), zone)}`,
  ],
  ['weekly', (s) => `RRULE:FREQ=WEEKLY;BYDAY=${s.weekday}`],
  ['weekly without BYDAY', () => 'RRULE:FREQ=WEEKLY'],
  [
    'every 2 weeks, 15 times',
    (s) => `RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=${days('MO', s.weekday, 'FR')};COUNT=15`,
  ],
  [
    'every 3 weeks from Sunday',
    (s) => `RRULE:FREQ=WEEKLY;INTERVAL=3;BYDAY=${days(s.weekday, 'SU')};WKST=SU`,
  ],
  ['every 52 weeks', (s) => `RRULE:FREQ=WEEKLY;INTERVAL=52;BYDAY=${s.weekday}`, 4],
  ['monthly on the start day', (s) => `RRULE:FREQ=MONTHLY;BYMONTHDAY=${s.day}`],
  ['monthly on the 31st', () => 'RRULE:FREQ=MONTHLY;BYMONTHDAY=31'],
  ['monthly without BY parts', () => 'RRULE:FREQ=MONTHLY'],
  ['monthly ordinal', (s) => `RRULE:FREQ=MONTHLY;BYDAY=${Math.min(s.week, 4)}${s.weekday}`],
  ['monthly last weekday', (s) => `RRULE:FREQ=MONTHLY;BYDAY=-1${s.weekday}`],
  ['monthly BYSETPOS', (s) => `RRULE:FREQ=MONTHLY;BYDAY=${s.weekday};BYSETPOS=2`],
  ['monthly last Friday by BYSETPOS', () => 'RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1'],
  ['monthly +1SU, 5 times', () => 'RRULE:FREQ=MONTHLY;BYDAY=+1SU;COUNT=5'],
  ['yearly', (s) => `RRULE:FREQ=YEARLY;BYMONTH=${s.month};BYMONTHDAY=${s.day}`, 4],
  ['yearly on 29 February', () => 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 9],
  [
    'DTSTART line, UNTIL as a date',
    (s, zone) =>
      `DTSTART;TZID=${zone}:20200101T000000\nRRULE:FREQ=WEEKLY;BYDAY=${s.weekday};UNTIL=${plus(s.date, 90).replace(/-/g, '')}`,
  ],
  [
    'lower case, floating UNTIL',
    (s) => `rrule:freq=daily;interval=2;until=${plus(s.date, 40).replace(/-/g, '')}t120000`,
  ],
  ['no RRULE: prefix', (s) => `FREQ=WEEKLY;BYDAY=${s.weekday};COUNT=10`],
  [
    'a start the rule does not match',
    (s) => `RRULE:FREQ=WEEKLY;BYDAY=${s.weekday === 'MO' ? 'TU' : 'MO'};COUNT=6`,
  ],
];

function plus(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const days = (...codes: string[]) =>
  [...new Set(codes)].sort((a, b) => CODES.indexOf(a) - CODES.indexOf(b)).join(',');

function startOf(local: string): Start {
  const date = local.slice(0, 10);
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return { date, weekday: CODES[weekdayOf(date)]!, day, month, week: Math.ceil(day / 7) };
}

const view = (list: { start: number; due: number; index: number }[]) =>
  list.map(({ index, start, due }) => ({ index, start, due }));

const mine = (series: SeriesTiming, from: number, to: number) =>
  view(
    expandOccurrences(series, { from_unix: from, to_unix: to }).map((occurrence) => ({
      index: occurrence.occurrence_index,
      start: occurrence.start_dt_unix,
      due: occurrence.due_dt_unix,
    })),
  );

const overlapping = (list: ReferenceOccurrence[], from: number, to: number) =>
  view(list.filter((occurrence) => occurrence.start < to && occurrence.due >= from));

describe('expandOccurrences against the reference expander', () => {
  const rows = STARTS.flatMap((start) =>
    SHAPES.map(([name, rule, years = 1.2]) => ({ ...start, name, rule, years })),
  );

  it.each(rows)('$name from $local in $zone', ({ zone, local, minutes, changes, rule, years }) => {
    const startUnix = at(local, zone);
    const series: SeriesTiming = {
      rrule: rule(startOf(local), zone),
      timezone: zone,
      start_dt_unix: startUnix,
      due_dt_unix: startUnix + minutes * 60,
    };
    const end = startUnix + Math.round(years * 365 * DAY);
    const expected = referenceOccurrences(series, end);

    expect(mine(series, startUnix - DAY, end), series.rrule).toEqual(
      overlapping(expected, startUnix - DAY, end),
    );
    // Narrow ranges: days around each change, and a day a year on.
    for (const change of changes) {
      const from = at(`${plus(change, -2)}T00:00`, zone);
      const to = at(`${plus(change, 3)}T00:00`, zone);
      if (to > end) continue;
      expect(mine(series, from, to), `${series.rrule} around ${change}`).toEqual(
        overlapping(expected, from, to),
      );
    }
    const yearOn = at(`${plus(startOf(local).date, 365)}T12:00`, zone);
    expect(mine(series, yearOn, yearOn + DAY)).toEqual(overlapping(expected, yearOn, yearOn + DAY));

    for (const occurrence of expected.slice(0, 40)) {
      expect(occurrenceAt(series, occurrence.start)).toEqual({
        occurrence_dt_unix: occurrence.start,
        occurrence_index: occurrence.index,
        start_dt_unix: occurrence.start,
        due_dt_unix: occurrence.due,
      });
      expect(occurrenceAt(series, occurrence.start + 60)).toBeNull();
    }
    if (/COUNT|UNTIL/i.test(series.rrule)) {
      const whole = referenceOccurrences(series, startUnix + 10 * 365 * DAY);
      expect(seriesLastDue(series)).toBe(whole[whole.length - 1]!.due);
    } else {
      expect(seriesLastDue(series)).toBeNull();
    }
  });
});

const firstStarts = (series: SeriesTiming, count: number) =>
  expandOccurrences(
    series,
    { from_unix: series.start_dt_unix, to_unix: series.start_dt_unix + 5000 * DAY },
    count,
  ).map((occurrence) => new Date(occurrence.start_dt_unix * 1000).toISOString().slice(0, 16));

const series = (rrule: string, local: string, zone = LA, minutes = 60): SeriesTiming => {
  const start = at(local, zone);
  return { rrule, timezone: zone, start_dt_unix: start, due_dt_unix: start + minutes * 60 };
};

describe('RFC 5545 details', () => {
  it('skips months without a 31st', () => {
    expect(
      firstStarts(series('RRULE:FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-31T09:00', 'UTC'), 5),
    ).toEqual([
      '2026-01-31T09:00',
      '2026-03-31T09:00',
      '2026-05-31T09:00',
      '2026-07-31T09:00',
      '2026-08-31T09:00',
    ]);
  });

  it('repeats 29 February only in leap years', () => {
    expect(
      firstStarts(
        series('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2024-02-29T09:00', 'UTC'),
        4,
      ),
    ).toEqual(['2024-02-29T09:00', '2028-02-29T09:00', '2032-02-29T09:00', '2036-02-29T09:00']);
  });

  it('reads BYDAY=-1FR as the last Friday and 2TU or BYSETPOS=2 as the second Tuesday', () => {
    expect(
      firstStarts(series('RRULE:FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30T09:00', 'UTC'), 4),
    ).toEqual(['2026-01-30T09:00', '2026-02-27T09:00', '2026-03-27T09:00', '2026-04-24T09:00']);
    const second = ['2026-01-13T09:00', '2026-02-10T09:00', '2026-03-10T09:00'];
    expect(
      firstStarts(series('RRULE:FREQ=MONTHLY;BYDAY=2TU', '2026-01-13T09:00', 'UTC'), 3),
    ).toEqual(second);
    expect(
      firstStarts(series('RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', '2026-01-13T09:00', 'UTC'), 3),
    ).toEqual(second);
  });

  it('counts weekly intervals from the start week, weeks beginning on WKST', () => {
    // Sunday 4 January 2026: with Monday weeks it closes the start's week; with Sunday weeks it opens one.
    const monday = 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,TU';
    expect(firstStarts(series(monday, '2026-01-04T09:00', 'UTC'), 4)).toEqual([
      '2026-01-04T09:00',
      '2026-01-13T09:00',
      '2026-01-18T09:00',
      '2026-01-27T09:00',
    ]);
    expect(firstStarts(series(`${monday};WKST=SU`, '2026-01-04T09:00', 'UTC'), 4)).toEqual([
      '2026-01-04T09:00',
      '2026-01-06T09:00',
      '2026-01-18T09:00',
      '2026-01-20T09:00',
    ]);
  });

  it('counts the start as the first of COUNT, matching or not', () => {
    // Tuesday start, Mondays only: the start, then two Mondays.
    expect(
      firstStarts(series('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3', '2026-01-06T09:00', 'UTC'), 10),
    ).toEqual(['2026-01-06T09:00', '2026-01-12T09:00', '2026-01-19T09:00']);
  });

  it('includes an occurrence starting exactly at UNTIL', () => {
    const rule = 'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260105T090000Z';
    expect(firstStarts(series(rule, '2026-01-01T09:00', 'UTC'), 10)).toEqual([
      '2026-01-01T09:00',
      '2026-01-03T09:00',
      '2026-01-05T09:00',
    ]);
    expect(seriesLastDue(series(rule, '2026-01-01T09:00', 'UTC'))).toBe(
      at('2026-01-05T10:00', 'UTC'),
    );
  });

  it('moves a start in a spring-forward gap on by the gap, keeping its length', () => {
    const gapDay = expandOccurrences(series('RRULE:FREQ=DAILY', '2026-03-07T02:30', LA, 60), {
      from_unix: at('2026-03-08T00:00', LA),
      to_unix: at('2026-03-09T00:00', LA),
    });
    // 02:30 does not exist on 8 March: 03:30 PDT (10:30Z), due an hour later on the wall clock.
    expect(gapDay).toEqual([
      {
        occurrence_dt_unix: Date.UTC(2026, 2, 8, 10, 30) / 1000,
        occurrence_index: 1,
        start_dt_unix: Date.UTC(2026, 2, 8, 10, 30) / 1000,
        due_dt_unix: Date.UTC(2026, 2, 8, 11, 30) / 1000,
      },
    ]);
  });

  it('takes the first of a repeated hour, in Los Angeles and in Sydney', () => {
    const [la] = expandOccurrences(series('RRULE:FREQ=DAILY', '2026-10-31T01:30', LA), {
      from_unix: at('2026-11-01T00:00', LA),
      to_unix: at('2026-11-02T00:00', LA),
    }).filter((occurrence) => occurrence.occurrence_index === 1);
    expect(la?.start_dt_unix).toBe(Date.UTC(2026, 10, 1, 8, 30) / 1000); // 01:30 PDT
    const [sydney] = expandOccurrences(series('RRULE:FREQ=DAILY', '2026-04-04T02:30', SYDNEY), {
      from_unix: at('2026-04-05T00:00', SYDNEY),
      to_unix: at('2026-04-06T00:00', SYDNEY),
    }).filter((occurrence) => occurrence.occurrence_index === 1);
    expect(sydney?.start_dt_unix).toBe(Date.UTC(2026, 3, 4, 15, 30) / 1000); // 02:30 AEDT
  });

  it('keeps a 9:00-17:00 task 9:00-17:00 on the wall clock across a change', () => {
    const [occurrence] = expandOccurrences(
      series('RRULE:FREQ=WEEKLY;BYDAY=MO', '2026-10-26T09:00', NY, 8 * 60),
      {
        from_unix: at('2026-11-02T00:00', NY),
        to_unix: at('2026-11-03T00:00', NY),
      },
    );
    expect(occurrence).toMatchObject({
      occurrence_index: 1,
      start_dt_unix: at('2026-11-02T09:00', NY),
      due_dt_unix: at('2026-11-02T17:00', NY),
    });
  });
});

describe('ranges and limits', () => {
  const daily = series('RRULE:FREQ=DAILY', '2026-01-01T09:00', 'UTC', 60);

  it('takes an occurrence that overlaps the range at either end', () => {
    const found = (from: string, to: string) =>
      expandOccurrences(daily, { from_unix: at(from, 'UTC'), to_unix: at(to, 'UTC') }).map(
        (occurrence) => occurrence.occurrence_index,
      );
    expect(found('2026-01-03T09:30', '2026-01-04T09:00')).toEqual([2]);
    // Due exactly at the range's start: [start, due] touches it. Starting exactly at its end: outside.
    expect(found('2026-01-03T10:00', '2026-01-04T09:00')).toEqual([2]);
    expect(found('2026-01-03T10:01', '2026-01-04T09:01')).toEqual([3]);
    expect(found('2026-01-03T10:00', '2026-01-03T10:00')).toEqual([]);
  });

  it('stops at the limit and answers nothing for an empty range', () => {
    const range = {
      from_unix: at('2026-01-01T00:00', 'UTC'),
      to_unix: at('2030-01-01T00:00', 'UTC'),
    };
    expect(expandOccurrences(daily, range)).toHaveLength(1000);
    expect(
      expandOccurrences(daily, range, 7).map((occurrence) => occurrence.occurrence_index),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(expandOccurrences(daily, range, 0)).toEqual([]);
    expect(
      expandOccurrences(daily, { from_unix: range.to_unix, to_unix: range.from_unix }),
    ).toEqual([]);
  });

  it('finds nothing for an instant that is not an occurrence, or past the end', () => {
    const counted = series('RRULE:FREQ=DAILY;COUNT=3', '2026-01-01T09:00', 'UTC');
    expect(occurrenceAt(counted, at('2026-01-03T09:00', 'UTC'))?.occurrence_index).toBe(2);
    expect(occurrenceAt(counted, at('2026-01-04T09:00', 'UTC'))).toBeNull();
    expect(occurrenceAt(counted, at('2025-12-31T09:00', 'UTC'))).toBeNull();
    expect(occurrenceAt(counted, at('2026-01-02T09:01', 'UTC'))).toBeNull();
  });

  it('refuses a rule the server would not store', () => {
    expect(() =>
      expandOccurrences(series('RRULE:FREQ=HOURLY', '2026-01-01T09:00'), {
        from_unix: 0,
        to_unix: 1,
      }),
    ).toThrow(RangeError);
    expect(() => seriesLastDue(series('RRULE:FREQ=DAILY;INTERVAL=0', '2026-01-01T09:00'))).toThrow(
      RangeError,
    );
  });
});
