import { describe, expect, it } from 'vitest';
import {
  dayCount,
  normalRange,
  rangeAround,
  rangeInstants,
  rangeText,
  stepRange,
} from './report-range-model';

const LA = 'America/Los_Angeles';
const HOUR = 3600;

describe('the days of a range', () => {
  it('covers the day, its Monday-to-Sunday week, or its calendar month', () => {
    // Wednesday 25 November 2026.
    expect(rangeAround('day', '2026-11-25')).toEqual({ first: '2026-11-25', last: '2026-11-25' });
    expect(rangeAround('week', '2026-11-25')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    // A Sunday belongs to the week that began the Monday before.
    expect(rangeAround('week', '2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(rangeAround('month', '2026-11-25')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(rangeAround('month', '2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(rangeAround('custom', '2026-11-25')).toEqual({
      first: '2026-11-25',
      last: '2026-11-25',
    });
  });

  it('steps a day, a week, a calendar month or a custom range’s own length', () => {
    const day = { first: '2026-12-31', last: '2026-12-31' };
    expect(stepRange('day', day, 1)).toEqual({ first: '2027-01-01', last: '2027-01-01' });
    const week = { first: '2026-11-23', last: '2026-11-29' };
    expect(stepRange('week', week, -1)).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    // From 31 days to 28, and back to 31.
    const january = { first: '2027-01-01', last: '2027-01-31' };
    expect(stepRange('month', january, 1)).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(stepRange('month', { first: '2027-02-01', last: '2027-02-28' }, 1)).toEqual({
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(stepRange('month', january, -1)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    const tenDays = { first: '2026-11-03', last: '2026-11-12' };
    expect(stepRange('custom', tenDays, 1)).toEqual({ first: '2026-11-13', last: '2026-11-22' });
    expect(dayCount(tenDays)).toBe(10);
  });

  it('snaps days from a link or the calendar to the kind, and keeps a custom range in order and in bounds', () => {
    expect(normalRange('week', { first: '2026-11-25', last: '2026-11-25' }, 31)).toEqual({
      first: '2026-11-23',
      last: '2026-11-29',
    });
    expect(normalRange('custom', { first: '2026-11-12', last: '2026-11-03' }, 31)).toEqual({
      first: '2026-11-03',
      last: '2026-11-12',
    });
    expect(normalRange('custom', { first: '2026-01-01', last: '2026-03-31' }, 31)).toEqual({
      first: '2026-01-01',
      last: '2026-01-31',
    });
  });
});

describe('the instants of a range in the organisation’s zone', () => {
  it('begins each day at its local midnight, so a week across the spring change has 167 hours', () => {
    // Daylight saving starts in Los Angeles on Sunday 8 March 2026.
    const { start_dt_unix, end_dt_unix } = rangeInstants(rangeAround('week', '2026-03-04'), LA);
    expect(new Date(start_dt_unix * 1000).toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(new Date(end_dt_unix * 1000).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(end_dt_unix - start_dt_unix).toBe(167 * HOUR);
  });

  it('has 25 hours on the day the clocks go back, and a whole month of local days', () => {
    const day = rangeInstants(rangeAround('day', '2026-11-01'), LA);
    expect(day.end_dt_unix - day.start_dt_unix).toBe(25 * HOUR);
    const november = rangeInstants(rangeAround('month', '2026-11-12'), LA);
    expect(november.end_dt_unix - november.start_dt_unix).toBe((30 * 24 + 1) * HOUR);
    expect(new Date(november.end_dt_unix * 1000).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe('a range in words', () => {
  it('names a day, a month, and a range with the year once unless it changes', () => {
    expect(rangeText('day', { first: '2026-11-25', last: '2026-11-25' })).toBe('Wed 25 Nov 2026');
    expect(rangeText('month', { first: '2026-11-01', last: '2026-11-30' })).toBe('November 2026');
    expect(rangeText('week', { first: '2026-11-23', last: '2026-11-29' })).toBe(
      'Mon 23 Nov – Sun 29 Nov 2026',
    );
    expect(rangeText('custom', { first: '2026-12-28', last: '2027-01-03' })).toBe(
      'Mon 28 Dec 2026 – Sun 3 Jan 2027',
    );
  });
});
