import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import { cardTimeProblems, needsLongConfirmation } from './card-checks';

const now = 1_000_000;

describe('cardTimeProblems', () => {
  it('accepts a card in the past with breaks inside it', () => {
    const times = { clockIn: 1000, clockOut: 9000, breaks: [{ start: 2000, end: 2600 }] };
    expect(cardTimeProblems(times, now)).toEqual({});
  });

  it('refuses a clock-out before or at the clock-in, and times in the future', () => {
    expect(cardTimeProblems({ clockIn: 5000, clockOut: 5000, breaks: [] }, now)).toEqual({
      clock_out_dt_unix: [TIME_CARD_TEXT.clockOutBeforeIn],
    });
    expect(cardTimeProblems({ clockIn: now - 10, clockOut: now + 1, breaks: [] }, now)).toEqual({
      clock_out_dt_unix: [TIME_CARD_TEXT.future],
    });
  });

  it('names each break that ends before it starts, leaves the card or overlaps another', () => {
    const times = {
      clockIn: 1000,
      clockOut: 9000,
      breaks: [
        { start: 3000, end: 2000 },
        { start: 500, end: 1500 },
        { start: 4000, end: 5000 },
        { start: 4500, end: 4800 },
      ],
    };
    expect(cardTimeProblems(times, now)).toEqual({
      'breaks.0.end_dt_unix': [TIME_CARD_TEXT.breakOrder],
      'breaks.1.start_dt_unix': [TIME_CARD_TEXT.breakOutsideCard],
      'breaks.3.start_dt_unix': [TIME_CARD_TEXT.breaksOverlap],
    });
  });
});

describe('needsLongConfirmation', () => {
  it('asks above 24 hours, not at 24 hours', () => {
    expect(needsLongConfirmation(0, 24 * 3600)).toBe(false);
    expect(needsLongConfirmation(0, 24 * 3600 + 1)).toBe(true);
  });
});
