import { describe, expect, it } from 'vitest';
import { tabIndexOf, firstEnabledTabValue, tabValue, type TabItem } from './tabs-model';

const items: TabItem[] = [
  { label: 'Profile', isDisabled: true },
  { label: 'Time cards', value: 'time-cards', testId: 'tab-time-cards' },
  { label: 'Pay rates' },
];

describe('tabValue', () => {
  it('is the given value, else the label', () => {
    expect(tabValue({ label: 'Time cards', value: 'time-cards' })).toBe('time-cards');
    expect(tabValue({ label: 'Pay rates' })).toBe('Pay rates');
  });
});

describe('firstEnabledTabValue', () => {
  it('skips disabled tabs', () => {
    expect(firstEnabledTabValue(items)).toBe('time-cards');
  });

  it('takes the first tab when all are disabled, and nothing when there are none', () => {
    expect(firstEnabledTabValue([{ label: 'A', isDisabled: true }])).toBe('A');
    expect(firstEnabledTabValue([])).toBe('');
  });
});

describe('tabIndexOf', () => {
  it('finds a tab by its value', () => {
    expect(tabIndexOf(items, 'time-cards')).toBe(1);
    expect(tabIndexOf(items, 'Pay rates')).toBe(2);
    expect(tabIndexOf(items, 'Time cards')).toBe(-1);
    expect(tabIndexOf(items, 'Documents')).toBe(-1);
  });
});
