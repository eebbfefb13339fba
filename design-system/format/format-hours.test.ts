import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_DISPLAY, formatHours } from './format-hours';

const h = (hours: number, minutes = 0, seconds = 0) => hours * 3600 + minutes * 60 + seconds;

describe('formatHours', () => {
  it('shows HH:MM by default', () => {
    expect(DEFAULT_TIME_DISPLAY).toBe('hh:mm');
    expect(formatHours(h(7, 30))).toBe('07:30');
  });

  it('writes HH:MM with two-digit hours and minutes', () => {
    expect(formatHours(0, 'hh:mm')).toBe('00:00');
    expect(formatHours(h(0, 5), 'hh:mm')).toBe('00:05');
    expect(formatHours(h(0, 59), 'hh:mm')).toBe('00:59');
    expect(formatHours(h(1), 'hh:mm')).toBe('01:00');
    expect(formatHours(h(23, 59), 'hh:mm')).toBe('23:59');
    expect(formatHours(h(24), 'hh:mm')).toBe('24:00');
    expect(formatHours(h(100), 'hh:mm')).toBe('100:00');
  });

  it('writes decimal hours with two decimals', () => {
    expect(formatHours(h(7, 30), 'decimal')).toBe('7.50');
    expect(formatHours(0, 'decimal')).toBe('0.00');
    expect(formatHours(h(0, 1), 'decimal')).toBe('0.02');
    expect(formatHours(h(0, 15), 'decimal')).toBe('0.25');
    expect(formatHours(h(8, 20), 'decimal')).toBe('8.33');
    expect(formatHours(h(8, 40), 'decimal')).toBe('8.67');
    expect(formatHours(h(100), 'decimal')).toBe('100.00');
  });

  it('counts whole minutes in both forms', () => {
    expect(formatHours(h(7, 29, 59), 'hh:mm')).toBe('07:29');
    expect(formatHours(h(7, 29, 59), 'decimal')).toBe('7.48');
    expect(formatHours(59, 'hh:mm')).toBe('00:00');
    expect(formatHours(59, 'decimal')).toBe('0.00');
    expect(formatHours(60, 'hh:mm')).toBe('00:01');
  });

  it('keeps the sign of a correction', () => {
    expect(formatHours(-h(1, 30), 'hh:mm')).toBe('-01:30');
    expect(formatHours(-h(1, 30), 'decimal')).toBe('-1.50');
    expect(formatHours(-30, 'hh:mm')).toBe('00:00');
  });

  it('gives nothing for a missing number', () => {
    expect(formatHours(Number.NaN)).toBe('');
  });
});
