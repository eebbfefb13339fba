import { describe, expect, it } from 'vitest';
import { civilDay, dayNumber, monthIndexOf, monthOfIndex, weekdayOfDay } from './calendar-days';

describe('calendar days', () => {
  it('numbers days as Date.UTC does, both ways, with Monday 0', () => {
    for (let day = -800_000; day <= 800_000; day += 997) {
      const date = new Date(day * 86_400_000);
      const civil = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      expect(civilDay(day)).toEqual(civil);
      expect(dayNumber(civil.year, civil.month, civil.day)).toBe(day);
      expect(weekdayOfDay(day)).toBe((date.getUTCDay() + 6) % 7);
    }
    expect(dayNumber(2024, 2, 29) + 1).toBe(dayNumber(2024, 3, 1));
    expect(weekdayOfDay(dayNumber(2026, 3, 8))).toBe(6);
  });

  it('steps months across years', () => {
    expect(monthOfIndex(monthIndexOf(2026, 12) + 1)).toEqual({ year: 2027, month: 1 });
    expect(monthOfIndex(monthIndexOf(2026, 1) - 1)).toEqual({ year: 2025, month: 12 });
  });
});
