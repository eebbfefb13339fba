import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../../contract/time/zoned-time';
import { expandOccurrences } from './index';

describe('expansion cost', () => {
  it('expands a two-year-old weekly series over a month 10,000 times by jumping to the month', () => {
    const zone = 'America/New_York';
    const start = zonedToUnix('2024-05-06', 9 * 3600, zone);
    const series = {
      rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
      timezone: zone,
      start_dt_unix: start,
      due_dt_unix: start + 8 * 3600,
    };
    const range = {
      from_unix: zonedToUnix('2026-05-01', 0, zone),
      to_unix: zonedToUnix('2026-06-01', 0, zone),
    };
    let found = 0;
    for (let run = 0; run < 10_000; run += 1) found += expandOccurrences(series, range).length;
    // May 2026 has 4 Mondays, 4 Wednesdays and 5 Fridays.
    expect(found).toBe(10_000 * 13);
    // 103 whole weeks of three since Monday 6 May 2024, then Monday 27 and Wednesday 29 April.
    expect(expandOccurrences(series, range)[0]?.occurrence_index).toBe(3 * 103 + 2);
  });
});
