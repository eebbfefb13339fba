import { describe, expect, it } from 'vitest';
import { at, ZONE } from '../report-test-data';
import { progressText } from './csv-download';
import {
  bytesText,
  csvFilename,
  hoursCell,
  moneyText,
  multiplierText,
  spanTimesText,
  thresholdText,
} from './report-format';

describe('the reports’ words and numbers', () => {
  it('writes hours in the chosen display, and nothing as a dash', () => {
    expect(hoursCell(8.5 * 3600, 'hh:mm')).toBe('08:30');
    expect(hoursCell(8.5 * 3600, 'decimal')).toBe('8.50');
    expect(hoursCell(0, 'decimal')).toBe('—');
  });

  it('writes money in whole dollars, thresholds as durations, multipliers with ×', () => {
    expect(moneyText(123_456)).toBe('$1,235');
    expect(thresholdText(8 * 3600)).toBe('8h 0m');
    expect(thresholdText(null)).toBe('None');
    expect(multiplierText(1.5)).toBe('1.5×');
  });

  it('writes a span’s times, naming the end’s day when it is another', () => {
    expect(
      spanTimesText(
        { start_dt_unix: at('2026-11-24', 15), end_dt_unix: at('2026-11-24', 17.5) },
        ZONE,
      ),
    ).toBe('3:00 PM – 5:30 PM');
    expect(
      spanTimesText(
        { start_dt_unix: at('2026-11-24', 22), end_dt_unix: at('2026-11-25', 2) },
        ZONE,
      ),
    ).toBe('10:00 PM – Wed 25 Nov, 2:00 AM');
  });

  it('names a download and its progress', () => {
    expect(csvFilename('time-report', { first: '2026-11-23', last: '2026-11-29' })).toBe(
      'time-report-2026-11-23-to-2026-11-29.csv',
    );
    expect(csvFilename('time-report', { first: '2026-11-23', last: '2026-11-23' })).toBe(
      'time-report-2026-11-23.csv',
    );
    expect(bytesText(820)).toBe('820 B');
    expect(bytesText(14_230)).toBe('14.2 KB');
    expect(bytesText(3_100_000)).toBe('3.1 MB');
    expect(progressText({ rows: 1, bytes: 52, total: null })).toBe('1 row · 52 B');
    expect(progressText({ rows: 1204, bytes: 52_000, total: 104_000 })).toBe(
      '1,204 rows · 52.0 KB of 104.0 KB',
    );
  });
});
