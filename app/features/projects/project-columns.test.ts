import { describe, expect, it } from 'vitest';
import { datesText } from './project-columns';

describe('datesText', () => {
  it('writes the calendar days with the month spelled out, whatever the zone', () => {
    expect(datesText({ start_date: '2026-01-05', end_date: '2026-06-30' })).toBe(
      'Jan 5, 2026 – Jun 30, 2026',
    );
    expect(datesText({ start_date: null, end_date: '2026-12-31' })).toBe('… – Dec 31, 2026');
    expect(datesText({ start_date: null, end_date: null })).toBe('—');
  });
});
