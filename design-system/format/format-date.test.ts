import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './format-date';
import { DEFAULT_TIME_ZONE } from './format-locale';

// 19:30 UTC on Friday 3 May 2024: 12:30 in Los Angeles, 05:30 on Saturday 4 May in Sydney.
const FRIDAY = new Date(Date.UTC(2024, 4, 3, 19, 30));
const FRIDAY_SECONDS = FRIDAY.getTime() / 1000;
// Midnight starting 3 May 2024 in Los Angeles (PDT, UTC-7).
const LA_MIDNIGHT = new Date(Date.UTC(2024, 4, 3, 7, 0, 0));

describe('formatDate', () => {
  it('writes MM/DD/YYYY in the US and DD/MM/YYYY in Australia', () => {
    expect(formatDate(FRIDAY, 'us')).toBe('05/03/2024');
    expect(formatDate(FRIDAY, 'au')).toBe('03/05/2024');
  });

  it('takes unix seconds as well as a Date', () => {
    expect(formatDate(FRIDAY_SECONDS, 'us')).toBe('05/03/2024');
    expect(formatDate(0, 'us', 'UTC')).toBe('01/01/1970');
  });

  it('reads the calendar of Los Angeles by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
    expect(formatDate(LA_MIDNIGHT, 'us')).toBe('05/03/2024');
    expect(formatDate(new Date(LA_MIDNIGHT.getTime() - 1000), 'us')).toBe('05/02/2024');
  });

  it('reads the calendar of the given zone', () => {
    expect(formatDate(FRIDAY, 'au', 'Australia/Sydney')).toBe('04/05/2024');
    expect(formatDate(FRIDAY, 'us', 'Australia/Sydney')).toBe('05/04/2024');
    expect(formatDate(FRIDAY, 'us', 'UTC')).toBe('05/03/2024');
  });

  it('pads single-digit days and months', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 9, 20)), 'us')).toBe('01/09/2024');
    expect(formatDate(new Date(Date.UTC(2024, 0, 9, 20)), 'au')).toBe('09/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 20)), 'au')).toBe('31/12/2024');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 'us')).toBe('');
  });
});

describe('formatLongDate', () => {
  it("writes 'ddd DD MMM YYYY'", () => {
    expect(formatLongDate(FRIDAY)).toBe('Fri 03 May 2024');
    expect(formatLongDate(FRIDAY_SECONDS)).toBe('Fri 03 May 2024');
  });

  it('names the weekday and month of the zone', () => {
    expect(formatLongDate(FRIDAY, 'Australia/Sydney')).toBe('Sat 04 May 2024');
    expect(formatLongDate(new Date(LA_MIDNIGHT.getTime() - 1000))).toBe('Thu 02 May 2024');
  });

  it('uses three-letter English names everywhere', () => {
    expect(formatLongDate(new Date(Date.UTC(2024, 8, 1, 20)))).toBe('Sun 01 Sep 2024');
    expect(formatLongDate(new Date(Date.UTC(2024, 1, 29, 20)))).toBe('Thu 29 Feb 2024');
    expect(formatLongDate(new Date(Date.UTC(2029, 11, 31, 20)))).toBe('Mon 31 Dec 2029');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });
});
