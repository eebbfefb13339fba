import { describe, expect, it } from 'vitest';
import { countOf, firstOccurrence, lastDueOf, withCountAfter } from './task-timing';

describe('countOf', () => {
  it('reads the COUNT of a rule, wherever it stands', () => {
    expect(countOf('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10')).toBe(10);
    expect(countOf('RRULE:COUNT=3;FREQ=DAILY')).toBe(3);
    expect(countOf('FREQ=DAILY;count=4')).toBe(4);
    expect(countOf('RRULE:FREQ=WEEKLY;BYDAY=MO')).toBeNull();
    expect(countOf(null)).toBeNull();
  });
});

describe('withCountAfter', () => {
  it('keeps the number of occurrences a rule names across a split', () => {
    expect(withCountAfter('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10', 3)).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=7',
    );
    expect(withCountAfter('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10', 0)).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10',
    );
    expect(withCountAfter('RRULE:FREQ=WEEKLY;BYDAY=MO', 3)).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO');
  });
});

describe('lastDueOf', () => {
  const start = Date.UTC(2027, 2, 1, 15) / 1000; // Monday 1 March 2027, 07:00 in Los Angeles
  const timing = {
    timezone: 'America/Los_Angeles',
    start_dt_unix: start,
    due_dt_unix: start + 3600,
  };

  it('is the due of a task without a rule, and null for a rule without an end', () => {
    expect(lastDueOf({ ...timing, rrule: null })).toBe(start + 3600);
    expect(lastDueOf({ ...timing, rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO' })).toBeNull();
  });

  it('is the last occurrence’s due with a COUNT, on the wall clock after the change', () => {
    // The third Monday, 15 March, is after the clocks change (14 March): 07:00 is 14:00 UTC.
    expect(lastDueOf({ ...timing, rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3' })).toBe(
      Date.UTC(2027, 2, 15, 15) / 1000,
    );
  });

  it('answers the first occurrence at the start', () => {
    expect(firstOccurrence({ ...timing, rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO' })).toEqual({
      occurrence_dt_unix: start,
      occurrence_index: 0,
      start_dt_unix: start,
      due_dt_unix: start + 3600,
    });
  });
});
