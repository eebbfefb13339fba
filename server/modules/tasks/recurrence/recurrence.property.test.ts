import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, plainDate, weekdayOf } from '../../../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../../../contract/time/zoned-time';
import {
  expandOccurrences,
  occurrenceAt,
  seriesLastDue,
  splitSeriesAt,
  type Occurrence,
  type SeriesTiming,
} from './index';
import { referenceOccurrences } from './reference-expander';

/**
 * Random rules, starts and ranges (fast-check, fixed seed so every run checks the same cases),
 * compared with the naive reference expander and checked for the series' own laws.
 */

const DAY = 86_400;
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'Australia/Sydney',
  'Europe/London',
  // Half-hour daylight saving; a change at midnight; a half-hour offset without changes.
  'Australia/Lord_Howe',
  'America/Santiago',
  'Asia/Kolkata',
  'UTC',
];
const SETTINGS = { seed: 20_260_308, numRuns: 150 };

type Case = { series: SeriesTiming; hasCount: boolean; hasUntil: boolean };

const weekdaySet = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
const codes = (days: number[]) =>
  [...days]
    .sort((a, b) => a - b)
    .map((day) => CODES[day])
    .join(',');

/** What repeats, given the start's month, day and weekday; the editor's shapes and spellings. */
const repeatPart = (start: { month: number; day: number; weekday: number }) =>
  fc.oneof(
    fc
      .integer({ min: 1, max: 30 })
      .map((n) => (n === 1 ? 'FREQ=DAILY' : `FREQ=DAILY;INTERVAL=${n}`)),
    weekdaySet.map((days) => `FREQ=DAILY;BYDAY=${codes(days)}`),
    fc
      .record({
        interval: fc.integer({ min: 1, max: 6 }),
        days: weekdaySet,
        withStart: fc.boolean(),
        weekStart: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      })
      .map(({ interval, days, withStart, weekStart }) => {
        const chosen = withStart ? [...new Set([...days, start.weekday])] : days;
        const parts = ['FREQ=WEEKLY'];
        if (interval > 1) parts.push(`INTERVAL=${interval}`);
        parts.push(`BYDAY=${codes(chosen)}`);
        if (weekStart !== undefined) parts.push(`WKST=${CODES[weekStart]}`);
        return parts.join(';');
      }),
    fc.constant('FREQ=WEEKLY'),
    fc.integer({ min: 1, max: 31 }).map((day) => `FREQ=MONTHLY;BYMONTHDAY=${day}`),
    fc.constant(`FREQ=MONTHLY;BYMONTHDAY=${start.day}`),
    fc
      .record({
        ordinal: fc.constantFrom(1, 2, 3, 4, -1),
        weekday: fc.integer({ min: 0, max: 6 }),
        setPos: fc.boolean(),
      })
      .map(({ ordinal, weekday, setPos }) =>
        setPos
          ? `FREQ=MONTHLY;BYDAY=${CODES[weekday]};BYSETPOS=${ordinal}`
          : `FREQ=MONTHLY;BYDAY=${ordinal}${CODES[weekday]}`,
      ),
    fc
      .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .filter(({ month, day }) => day <= new Date(Date.UTC(2024, month, 0)).getUTCDate())
      .map(({ month, day }) => `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`),
    fc.constant(`FREQ=YEARLY;BYMONTH=${start.month};BYMONTHDAY=${start.day}`),
  );

const compact = (date: string) => date.replace(/-/g, '');
const utcText = (unix: number) =>
  new Date(unix * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Starts in 2020-2032, half of them in the months with daylight-saving changes. */
const startDate = fc.oneof(
  fc.integer({ min: 0, max: 13 * 365 }).map((days) => addDays('2020-01-01', days)),
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2032 }),
      month: fc.constantFrom(3, 4, 9, 10, 11),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ year, month, day }) => plainDate(year, month, day)),
);
/** Times of day, often the hours the changes skip or repeat (00:00 to 03:00). */
const startSeconds = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map((quarter) => quarter * 900),
  fc.integer({ min: 0, max: 1439 }).map((minute) => minute * 60),
);

const caseArbitrary: fc.Arbitrary<Case> = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    date: startDate,
    seconds: startSeconds,
    lengthMinutes: fc.oneof(
      fc.integer({ min: 0, max: 24 * 4 }).map((q) => q * 15),
      fc.integer({ min: 0, max: 3 * 1440 }),
    ),
  })
  .chain(({ zone, date, seconds, lengthMinutes }) => {
    const [, month, day] = date.split('-').map(Number) as [number, number, number];
    const start = { month, day, weekday: weekdayOf(date) };
    const end = fc.oneof(
      fc.constant({ text: '', hasCount: false, hasUntil: false }),
      fc
        .integer({ min: 1, max: 40 })
        .map((n) => ({ text: `;COUNT=${n}`, hasCount: true, hasUntil: false })),
      fc
        .record({
          days: fc.integer({ min: 1, max: 500 }),
          form: fc.constantFrom('utc', 'date', 'local'),
        })
        .map(({ days, form }) => {
          const last = addDays(date, days);
          const text =
            form === 'utc'
              ? utcText(zonedToUnix(last, DAY - 1, zone))
              : form === 'date'
                ? compact(last)
                : `${compact(last)}T180000`;
          return { text: `;UNTIL=${text}`, hasCount: false, hasUntil: true };
        }),
    );
    const spelling = fc.constantFrom('RRULE:', '', 'DTSTART;TZID=UTC:20000101T000000\nRRULE:');
    return fc
      .record({ repeat: repeatPart(start), end, spelling })
      .map(({ repeat, end, spelling }) => {
        const startUnix = zonedToUnix(date, seconds, zone);
        return {
          series: {
            rrule: `${spelling}${repeat}${end.text}`,
            timezone: zone,
            start_dt_unix: startUnix,
            due_dt_unix: startUnix + lengthMinutes * 60,
          },
          hasCount: end.hasCount,
          hasUntil: end.hasUntil,
        };
      });
  });

const range = fc.record({
  fromDays: fc.integer({ min: -3, max: 500 }),
  fromSeconds: fc.integer({ min: 0, max: DAY - 1 }),
  lengthHours: fc.integer({ min: 1, max: 45 * 24 }),
});

const view = (list: Occurrence[]) =>
  list.map((occurrence) => ({
    index: occurrence.occurrence_index,
    start: occurrence.start_dt_unix,
    due: occurrence.due_dt_unix,
  }));

/**
 * The whole series, or its first 1000 occurrences. COUNT is at most 40 here, which a yearly
 * 29 February needs 160 years for.
 */
const whole = (series: SeriesTiming) =>
  expandOccurrences(series, {
    from_unix: series.start_dt_unix - DAY,
    to_unix: series.start_dt_unix + (/COUNT/.test(series.rrule) ? 170 : 12) * 365 * DAY,
  });

/** Whether the zone's offset changed in the three hours up to an instant (a gap moved it). */
function isJustAfterChange(unix: number, zone: string): boolean {
  const offset = (at: number) => {
    const { date, secondsOfDay } = zonedParts(at, zone);
    return Date.parse(`${date}T00:00:00Z`) / 1000 + secondsOfDay - at;
  };
  return offset(unix) !== offset(unix - 3 * 3600);
}

describe('recurrence properties', () => {
  it('expands as the reference expander does', () => {
    fc.assert(
      fc.property(caseArbitrary, range, ({ series }, { fromDays, fromSeconds, lengthHours }) => {
        const from = series.start_dt_unix + fromDays * DAY + fromSeconds;
        const to = from + lengthHours * 3600;
        const expected = referenceOccurrences(series, to)
          .filter((occurrence) => occurrence.start < to && occurrence.due >= from)
          .map(({ index, start, due }) => ({ index, start, due }));
        expect(view(expandOccurrences(series, { from_unix: from, to_unix: to }))).toEqual(expected);
      }),
      SETTINGS,
    );
  });

  it('answers occurrences in order, on the start wall clock and its length, within COUNT', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ series, hasCount }) => {
        const all = whole(series);
        const { timezone: zone } = series;
        const first = zonedParts(series.start_dt_unix, zone);
        const wallOf = (unix: number) => {
          const parts = zonedParts(unix, zone);
          return Date.parse(`${parts.date}T00:00:00Z`) / 1000 + parts.secondsOfDay;
        };
        const length = wallOf(series.due_dt_unix) - wallOf(series.start_dt_unix);
        all.forEach((occurrence, position) => {
          expect(occurrence.occurrence_index).toBe(position);
          expect(occurrence.occurrence_dt_unix).toBe(occurrence.start_dt_unix);
          if (position > 0)
            expect(occurrence.start_dt_unix).toBeGreaterThan(all[position - 1]!.start_dt_unix);
          const start = zonedParts(occurrence.start_dt_unix, zone);
          if (start.secondsOfDay !== first.secondsOfDay) {
            expect(isJustAfterChange(occurrence.start_dt_unix, zone)).toBe(true);
          }
          const dueWall = wallOf(occurrence.due_dt_unix) - wallOf(occurrence.start_dt_unix);
          if (dueWall !== length) {
            expect(isJustAfterChange(occurrence.due_dt_unix, zone)).toBe(true);
          }
        });
        const count = /COUNT=(\d+)/.exec(series.rrule);
        if (hasCount) expect(all).toHaveLength(Number(count![1]));
      }),
      SETTINGS,
    );
  });

  it('finds each occurrence by its start, and the last due of a series that ends', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ series, hasCount, hasUntil }) => {
        const all = whole(series);
        for (const occurrence of all.slice(0, 60)) {
          expect(occurrenceAt(series, occurrence.occurrence_dt_unix)).toEqual(occurrence);
        }
        const lastDue = seriesLastDue(series);
        if (hasCount || hasUntil) expect(lastDue).toBe(all[all.length - 1]!.due_dt_unix);
        else expect(lastDue).toBeNull();
        const limited = expandOccurrences(
          series,
          { from_unix: series.start_dt_unix, to_unix: all[all.length - 1]!.due_dt_unix + 1 },
          7,
        );
        expect(limited).toEqual(all.slice(0, 7));
      }),
      SETTINGS,
    );
  });

  it('splits a series into two that together are the original', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.nat(), ({ series }, pick) => {
        const all = whole(series);
        const window = all.slice(0, 60);
        const at = window[pick % window.length]!;
        // A start or due a gap moved is not the wall clock the rest of the series keeps.
        const zone = series.timezone;
        const moved = (unix: number, reference: number) =>
          zonedParts(unix, zone).secondsOfDay !== zonedParts(reference, zone).secondsOfDay;
        fc.pre(
          !moved(at.start_dt_unix, series.start_dt_unix) &&
            !moved(at.due_dt_unix, series.due_dt_unix),
        );

        const { before, after } = splitSeriesAt(series, at);
        const end = all[all.length - 1]!.start_dt_unix + 1;
        const range = { from_unix: series.start_dt_unix - DAY, to_unix: end };
        const beforeList = before ? expandOccurrences({ ...series, rrule: before }, range) : [];
        const afterList = expandOccurrences(
          { ...series, rrule: after, start_dt_unix: at.start_dt_unix, due_dt_unix: at.due_dt_unix },
          range,
        ).map((occurrence) => ({
          ...occurrence,
          occurrence_index: occurrence.occurrence_index + at.occurrence_index,
        }));
        expect(before === null).toBe(at.occurrence_index === 0);
        expect([...beforeList, ...afterList]).toEqual(all);
      }),
      SETTINGS,
    );
  });
});
