import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateRangeOrdered, zDate, zDateRange, zYear } from './dates';
import { RULE_TEXT } from './rule-text';
import { messagesOf } from './test-helpers';

describe('years', () => {
  it('accepts 2016 to 2029', () => {
    expect(RULE_TEXT.yearRange).toBe('Year must be between 2016 and 2029');
    expect(messagesOf(zYear, 2015)).toEqual([RULE_TEXT.yearRange]);
    expect(zYear.parse(2016)).toBe(2016);
    expect(zYear.parse('2029')).toBe(2029);
    expect(messagesOf(zYear, 2030)).toEqual([RULE_TEXT.yearRange]);
    expect(messagesOf(zYear, 2020.5)).toEqual([RULE_TEXT.yearRange]);
    expect(messagesOf(zYear, '')).toEqual([RULE_TEXT.required]);
  });

  it('applies to dates', () => {
    expect(messagesOf(zDate, '2015-12-31')).toEqual([RULE_TEXT.yearRange]);
    expect(zDate.parse('2016-01-01')).toBe('2016-01-01');
    expect(zDate.parse('2029-12-31')).toBe('2029-12-31');
    expect(messagesOf(zDate, '2030-01-01')).toEqual([RULE_TEXT.yearRange]);
  });
});

describe('zDate', () => {
  it('takes real calendar days as YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('05/03/2024')).toBe(false);
    expect(messagesOf(zDate, '2023-02-29')).toEqual([RULE_TEXT.dateInvalid]);
    expect(messagesOf(zDate, '')).toEqual([RULE_TEXT.required]);
  });
});

describe('date ranges', () => {
  it('quotes the spec text', () => {
    expect(RULE_TEXT.dateRangeOrder).toBe('Start date can not be behind end date');
  });

  it('lets the start equal the end but not follow it', () => {
    expect(isDateRangeOrdered('2024-05-03', '2024-05-04')).toBe(true);
    expect(isDateRangeOrdered('2024-05-03', '2024-05-03')).toBe(true);
    expect(isDateRangeOrdered('2024-05-04', '2024-05-03')).toBe(false);
    expect(isDateRangeOrdered('2024-12-31', '2025-01-01')).toBe(true);
    expect(isDateRangeOrdered(new Date(2024, 4, 3, 9), new Date(2024, 4, 3, 9))).toBe(true);
    expect(isDateRangeOrdered(new Date(2024, 4, 3, 10), new Date(2024, 4, 3, 9))).toBe(false);
  });

  it('reports the order on the start date', () => {
    expect(zDateRange.safeParse({ start_date: '2024-05-03', end_date: '2024-05-03' }).success).toBe(
      true,
    );
    expect(
      zDateRange.safeParse({ start_date: '2024-05-04', end_date: '2024-05-03' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['start_date'],
        message: 'Start date can not be behind end date',
      }),
    ]);
  });
});
