import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-money';

describe('formatCurrency', () => {
  it('writes whole US dollars with thousands separators', () => {
    expect(formatCurrency(12345)).toBe('$12,345');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(999)).toBe('$999');
    expect(formatCurrency(1000)).toBe('$1,000');
    expect(formatCurrency(1234567)).toBe('$1,234,567');
    expect(formatCurrency(-12345)).toBe('-$12,345');
  });

  it('rounds to whole dollars, halves away from zero', () => {
    expect(formatCurrency(12345.49)).toBe('$12,345');
    expect(formatCurrency(12345.5)).toBe('$12,346');
    expect(formatCurrency(-0.4)).toBe('$0');
  });

  it('writes hourly and daily prices with two decimals', () => {
    expect(formatCurrency(25.5, 'hr')).toBe('$25.50/hr');
    expect(formatCurrency(25, 'hr')).toBe('$25.00/hr');
    expect(formatCurrency(25.555, 'hr')).toBe('$25.56/hr');
    expect(formatCurrency(200, 'day')).toBe('$200.00/day');
    expect(formatCurrency(1200, 'day')).toBe('$1,200.00/day');
  });

  it('writes yearly prices in whole dollars', () => {
    expect(formatCurrency(52000, 'yr')).toBe('$52,000/yr');
    expect(formatCurrency(52000.75, 'yr')).toBe('$52,001/yr');
  });

  it('gives nothing for a missing number', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});
