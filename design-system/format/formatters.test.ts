import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters';

const FRIDAY = new Date(Date.UTC(2024, 4, 3, 19, 30));

describe('createFormatters', () => {
  it('binds the US defaults: Los Angeles and HH:MM', () => {
    const format = createFormatters({ locale: 'us' });
    expect(format.date(FRIDAY)).toBe('05/03/2024');
    expect(format.longDate(FRIDAY)).toBe('Fri 03 May 2024');
    expect(format.hours(27000)).toBe('07:30');
  });

  it("binds an org's own settings", () => {
    const format = createFormatters({
      locale: 'au',
      timeZone: 'Australia/Sydney',
      timeDisplay: 'decimal',
    });
    expect(format.date(FRIDAY)).toBe('04/05/2024');
    expect(format.longDate(FRIDAY)).toBe('Sat 04 May 2024');
    expect(format.hours(27000)).toBe('7.50');
    expect(format.currency(25.5, 'hr')).toBe('$25.50/hr');
    expect(format.count(1500)).toBe('1.5k');
    expect(format.duration(330)).toBe('5m 30s');
  });
});
