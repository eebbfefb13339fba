import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days';

const NOW = new Date(Date.UTC(2024, 4, 3, 12));
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('trialDaysLeft', () => {
  it('rounds the time to expiry up to whole days', () => {
    expect(trialDaysLeft(later(1), NOW)).toBe(1);
    expect(trialDaysLeft(later(DAY - 1), NOW)).toBe(1);
    expect(trialDaysLeft(later(DAY), NOW)).toBe(1);
    expect(trialDaysLeft(later(DAY + 1), NOW)).toBe(2);
    expect(trialDaysLeft(later(14 * DAY), NOW)).toBe(14);
  });

  it('is zero at and after the expiry', () => {
    expect(trialDaysLeft(NOW, NOW)).toBe(0);
    expect(trialDaysLeft(later(-1), NOW)).toBe(0);
    expect(trialDaysLeft(later(-30 * DAY), NOW)).toBe(0);
  });

  it('takes unix seconds', () => {
    const nowSeconds = NOW.getTime() / 1000;
    expect(trialDaysLeft(nowSeconds + 3 * 86400, nowSeconds)).toBe(3);
    expect(trialDaysLeft(nowSeconds + 1, NOW)).toBe(1);
  });

  it('counts from the present moment by default', () => {
    expect(trialDaysLeft(new Date(Date.now() + 2.5 * DAY))).toBe(3);
    expect(trialDaysLeft(new Date(Date.now() - 1000))).toBe(0);
  });

  it('gives zero for an invalid expiry', () => {
    expect(trialDaysLeft(new Date(Number.NaN), NOW)).toBe(0);
  });
});
