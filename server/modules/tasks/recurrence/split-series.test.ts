import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../../contract/time/zoned-time';
import { expandOccurrences, splitSeriesAt, type SeriesTiming } from './index';

const TZ = 'America/Los_Angeles';
const DAY = 86_400;

function timing(rrule: string, date = '2026-03-02', hours = 9): SeriesTiming {
  const start = zonedToUnix(date, hours * 3600, TZ);
  return { rrule, timezone: TZ, start_dt_unix: start, due_dt_unix: start + 2 * 3600 };
}

const occurrences = (series: SeriesTiming) =>
  expandOccurrences(series, {
    from_unix: series.start_dt_unix,
    to_unix: series.start_dt_unix + 400 * DAY,
  });

describe('splitSeriesAt', () => {
  it('shares out a COUNT', () => {
    const series = timing('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10');
    expect(splitSeriesAt(series, occurrences(series)[4]!)).toEqual({
      before: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4',
      after: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6',
    });
  });

  it('ends a series without COUNT on the day before, and keeps its UNTIL after', () => {
    const series = timing('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260501T065959Z');
    // Occurrence 5 is on 12 March (PDT): the old series ends on 11 March at 23:59:59 PDT.
    const fifth = occurrences(series)[5]!;
    expect(fifth.start_dt_unix).toBe(zonedToUnix('2026-03-12', 9 * 3600, TZ));
    expect(splitSeriesAt(series, fifth)).toEqual({
      before: 'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260312T065959Z',
      after: 'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260501T065959Z',
    });
    expect(
      splitSeriesAt(timing('RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', '2026-03-10'), {
        occurrence_dt_unix: zonedToUnix('2026-05-12', 9 * 3600, TZ),
        occurrence_index: 2,
        start_dt_unix: 0,
        due_dt_unix: 0,
      }),
    ).toEqual({
      before: 'RRULE:FREQ=MONTHLY;BYDAY=2TU;UNTIL=20260512T065959Z',
      after: 'RRULE:FREQ=MONTHLY;BYDAY=2TU',
    });
  });

  it('leaves nothing before the first occurrence', () => {
    const series = timing(
      'DTSTART;TZID=America/Los_Angeles:20260302T090000\nRRULE:FREQ=DAILY;COUNT=3',
    );
    expect(splitSeriesAt(series, occurrences(series)[0]!)).toEqual({
      before: null,
      after: 'RRULE:FREQ=DAILY;COUNT=3',
    });
  });

  it('refuses an occurrence that is not one of the series', () => {
    const series = timing('RRULE:FREQ=DAILY;COUNT=3');
    const [, second] = occurrences(series);
    expect(() => splitSeriesAt(series, { ...second!, occurrence_index: 2 })).toThrow(RangeError);
    expect(() =>
      splitSeriesAt(series, { ...second!, occurrence_dt_unix: second!.occurrence_dt_unix + 60 }),
    ).toThrow(RangeError);
  });
});
