import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { cardTotals, formatDuration, roundToStep, workedWithin } from './totals';

const LA = 'America/Los_Angeles';
const at = (date: string, hh: number, mm: number, ss = 0, zone = LA) =>
  zonedToUnix(date as never, hh * 3600 + mm * 60 + ss, zone);

describe('roundToStep', () => {
  it('rounds to the nearest step of the local clock, half a step up', () => {
    expect(roundToStep(at('2025-03-04', 7, 7, 29), 15, LA)).toBe(at('2025-03-04', 7, 0));
    expect(roundToStep(at('2025-03-04', 7, 7, 30), 15, LA)).toBe(at('2025-03-04', 7, 15));
    expect(roundToStep(at('2025-03-04', 7, 52, 40), 15, LA)).toBe(at('2025-03-04', 8, 0));
    expect(roundToStep(at('2025-03-04', 7, 7, 29), 0, LA)).toBe(at('2025-03-04', 7, 7, 29));
  });

  it('reads steps that do not divide a quarter hour in the zone: 10 minutes in Kathmandu (+5:45)', () => {
    const zone = 'Asia/Kathmandu';
    expect(roundToStep(at('2025-03-04', 9, 4, 0, zone), 10, zone)).toBe(
      at('2025-03-04', 9, 0, 0, zone),
    );
    expect(roundToStep(at('2025-03-04', 9, 6, 0, zone), 10, zone)).toBe(
      at('2025-03-04', 9, 10, 0, zone),
    );
    expect(roundToStep(at('2025-03-04', 9, 20, 0, zone), 30, zone)).toBe(
      at('2025-03-04', 9, 30, 0, zone),
    );
  });

  it('keeps rounding in local time across a daylight-saving change', () => {
    // 2025-03-09 in Los Angeles skips 02:00-03:00.
    expect(roundToStep(at('2025-03-09', 3, 8), 15, LA)).toBe(at('2025-03-09', 3, 15));
  });
});

describe('cardTotals', () => {
  const clockIn = at('2025-03-04', 7, 3);
  const clockOut = at('2025-03-04', 15, 38);
  const meal = { start: at('2025-03-04', 11, 0), end: at('2025-03-04', 11, 30), isPaid: false };
  const rest = { start: at('2025-03-04', 9, 0), end: at('2025-03-04', 9, 10), isPaid: true };

  it('keeps worked and break time raw and rounds only paid time', () => {
    const totals = cardTotals({ clockIn, clockOut, timezone: LA }, [meal, rest], 15, 0);
    expect(totals).toEqual({
      worked_seconds: 8 * 3600 + 35 * 60 - 40 * 60,
      break_seconds: 40 * 60,
      unpaid_break_seconds: 30 * 60,
      // 07:00 to 15:45, less the unpaid meal.
      paid_seconds: 8 * 3600 + 45 * 60 - 30 * 60,
      round_minutes: 15,
      rounded_clock_in_dt_unix: at('2025-03-04', 7, 0),
      rounded_clock_out_dt_unix: at('2025-03-04', 15, 45),
    });
  });

  it('counts a running card and its running break up to now', () => {
    const now = at('2025-03-04', 11, 10);
    const totals = cardTotals(
      { clockIn, clockOut: null, timezone: LA },
      [{ ...meal, end: null }],
      0,
      now,
    );
    expect(totals.break_seconds).toBe(600);
    expect(totals.worked_seconds).toBe(now - clockIn - 600);
    expect(totals.paid_seconds).toBe(now - clockIn - 600);
    expect(totals.rounded_clock_out_dt_unix).toBeNull();
  });

  it('never answers negative time', () => {
    const totals = cardTotals({ clockIn, clockOut: clockIn, timezone: LA }, [], 30, 0);
    expect(totals.worked_seconds).toBe(0);
    expect(totals.paid_seconds).toBe(0);
  });
});

describe('workedWithin and formatDuration', () => {
  it('takes the breaks inside a stretch off it', () => {
    expect(workedWithin({ start: 0, end: 3600 }, [{ start: 600, end: 1200 }], 3600)).toBe(3000);
    expect(workedWithin({ start: 0, end: null }, [{ start: 3000, end: null }], 3600)).toBe(3000);
  });

  it('writes durations as the spec does', () => {
    expect(formatDuration(8 * 3600 + 5 * 60)).toBe('8h 5m');
    expect(formatDuration(125)).toBe('2m 5s');
  });
});
