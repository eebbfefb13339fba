import { describe, expect, it } from 'vitest';
import { formatTimelineDate, orderTimelineEntries, timelineDateTime } from './timeline-model';

// 3 May 2024 12:00:00 UTC.
const MAY_3_NOON_UTC = 1714737600;

describe('formatTimelineDate', () => {
  it('writes DD MMM YYYY (spec), with a leading zero on the day', () => {
    expect(formatTimelineDate(MAY_3_NOON_UTC, 'UTC')).toBe('03 May 2024');
  });

  it('uses fixed English month abbreviations for every month', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatTimelineDate(Date.UTC(2024, month, 15) / 1000, 'UTC'),
    );
    expect(months).toEqual([
      '15 Jan 2024',
      '15 Feb 2024',
      '15 Mar 2024',
      '15 Apr 2024',
      '15 May 2024',
      '15 Jun 2024',
      '15 Jul 2024',
      '15 Aug 2024',
      '15 Sep 2024',
      '15 Oct 2024',
      '15 Nov 2024',
      '15 Dec 2024',
    ]);
  });

  it('reads the time in seconds, not milliseconds', () => {
    expect(formatTimelineDate(0, 'UTC')).toBe('01 Jan 1970');
    expect(formatTimelineDate(1735689599, 'UTC')).toBe('31 Dec 2024');
    expect(formatTimelineDate(1735689600, 'UTC')).toBe('01 Jan 2025');
  });

  it('takes the calendar date of the given time zone', () => {
    // 23:30 UTC on 3 May is already 4 May in Sydney and still 3 May in New York.
    const lateOnMay3Utc = Date.UTC(2024, 4, 3, 23, 30) / 1000;
    expect(formatTimelineDate(lateOnMay3Utc, 'Australia/Sydney')).toBe('04 May 2024');
    expect(formatTimelineDate(lateOnMay3Utc, 'America/New_York')).toBe('03 May 2024');
  });

  it('gives an empty string for an unreadable time', () => {
    expect(formatTimelineDate(Number.NaN, 'UTC')).toBe('');
    expect(timelineDateTime(Number.POSITIVE_INFINITY, 'UTC')).toBe('');
  });
});

it('gives the machine-readable date for <time>', () => {
  expect(timelineDateTime(MAY_3_NOON_UTC, 'UTC')).toBe('2024-05-03');
});

describe('orderTimelineEntries', () => {
  const entries = [
    { unix: 200, description: 'b' },
    { unix: 300, description: 'c' },
    { unix: 100, description: 'a' },
    { unix: 300, description: 'c2' },
  ];

  it('keeps the given order', () => {
    expect(orderTimelineEntries(entries, 'given')).toEqual(entries);
  });

  it('puts the newest first, ties in given order, without touching the input', () => {
    const ordered = orderTimelineEntries(entries, 'newest-first');
    expect(ordered.map((entry) => entry.description)).toEqual(['c', 'c2', 'b', 'a']);
    expect(entries[0]?.description).toBe('b');
  });
});
