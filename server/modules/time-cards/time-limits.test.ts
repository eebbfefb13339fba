import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { clockInLimitProblem, formatTimeOfDay, startOfLocalDay } from './time-limits';

const LA = 'America/Los_Angeles';
const at = (hh: number, mm = 0) => zonedToUnix('2025-06-03' as never, hh * 3600 + mm * 60, LA);
const limits = {
  clockInFromSeconds: 6 * 3600,
  clockOutBySeconds: 18 * 3600,
  totalDailySeconds: 10 * 3600,
};

describe('clock-in limits', () => {
  it('allows a clock-in inside the window and under the daily total', () => {
    expect(clockInLimitProblem(limits, at(7), LA, 3600)).toBeNull();
  });

  it('refuses before clock-in-from, at or after clock-out-by, and once the day is full', () => {
    expect(clockInLimitProblem(limits, at(5, 59), LA, 0)).toBe(
      TIME_CARD_TEXT.clockInTooEarly('6:00 AM'),
    );
    expect(clockInLimitProblem(limits, at(18), LA, 0)).toBe(
      TIME_CARD_TEXT.clockInTooLate('6:00 PM'),
    );
    expect(clockInLimitProblem(limits, at(12), LA, 10 * 3600)).toBe(
      TIME_CARD_TEXT.dailyLimitReached('10h 0m'),
    );
  });

  it('has no limits when the rule group sets none', () => {
    const none = { clockInFromSeconds: null, clockOutBySeconds: null, totalDailySeconds: null };
    expect(clockInLimitProblem(none, at(3), LA, 99_999)).toBeNull();
  });
});

describe('local days and times of day', () => {
  it('finds local midnight and writes times as the app does', () => {
    expect(startOfLocalDay(at(13, 30), LA)).toBe(at(0));
    expect(formatTimeOfDay(0)).toBe('12:00 AM');
    expect(formatTimeOfDay(13 * 3600 + 5 * 60)).toBe('1:05 PM');
  });
});
