import { describe, expect, it } from 'vitest';
import {
  daysOf,
  longDayLabel,
  periodOf,
  rangeOf,
  spanLabel,
  spanOf,
  stepAnchor,
  weekStartOf,
} from './task-range';

describe('task ranges', () => {
  it('starts weeks on Sunday', () => {
    // 4 March 2026 is a Wednesday.
    expect(weekStartOf('2026-03-04')).toBe('2026-03-01');
    expect(weekStartOf('2026-03-01')).toBe('2026-03-01');
    expect(weekStartOf('2026-03-07')).toBe('2026-03-01');
  });

  it('shows the week for the week and the board, the month for the list', () => {
    expect(spanOf('week', '2026-03-04')).toEqual({ first: '2026-03-01', last: '2026-03-07' });
    expect(spanOf('board', '2026-03-04')).toEqual({ first: '2026-03-01', last: '2026-03-07' });
    expect(spanOf('list', '2026-03-04')).toEqual({ first: '2026-03-01', last: '2026-03-31' });
    expect(periodOf('list')).toBe('month');
  });

  it('covers the month with whole weeks on the month grid', () => {
    // April 2026: 1 April is a Wednesday, 30 April a Thursday.
    const span = spanOf('month', '2026-04-15');
    expect(span).toEqual({ first: '2026-03-29', last: '2026-05-02' });
    expect(daysOf(span)).toHaveLength(35);
  });

  it('asks for the days from local midnight to local midnight, across a clock change', () => {
    // Denver springs forward on 8 March 2026: that week is 167 hours.
    const range = rangeOf(spanOf('week', '2026-03-09'), 'America/Denver');
    expect(range.display_start_dt_unix).toBe(Date.UTC(2026, 2, 8, 7) / 1000);
    expect(range.display_end_dt_unix - range.display_start_dt_unix).toBe(167 * 3600);
  });

  it('steps by a week or by a month kept to its last day', () => {
    expect(stepAnchor('week', '2026-03-04', 1)).toBe('2026-03-11');
    expect(stepAnchor('board', '2026-03-04', -1)).toBe('2026-02-25');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-28');
    expect(stepAnchor('list', '2026-12-10', 1)).toBe('2027-01-10');
  });

  it('names the period shown', () => {
    expect(spanLabel('month', '2026-03-04')).toBe('March 2026');
    expect(spanLabel('week', '2026-03-04')).toBe('Mar 1 – 7, 2026');
    expect(spanLabel('week', '2026-04-01')).toBe('Mar 29 – Apr 4, 2026');
    expect(spanLabel('week', '2026-12-30')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(longDayLabel('2026-03-02')).toBe('Monday, March 2, 2026');
  });
});
