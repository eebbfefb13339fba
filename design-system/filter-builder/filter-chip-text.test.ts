import { describe, expect, it } from 'vitest';
import { createFilter, formatDateKey } from './filter-builder-model';
import { appliedFiltersMessage, filterChipText } from './filter-chip-text';
import { DATE, HOURS, NOTES, STATUS, filter } from './filter-test-fixtures';

describe('texts', () => {
  it('reads a chip as header, rule and value', () => {
    const one = filter({
      accessor: 'status',
      header: 'Status',
      rule: 'is_any_of',
      searchKeyArray: ['approved'],
      displayLabels: ['Approved'],
    });
    expect(filterChipText(one, STATUS)).toBe('Status: is Approved');
    expect(filterChipText({ ...one, rule: 'is_none_of' }, STATUS)).toBe('Status: is not Approved');
    const two = { ...one, searchKeyArray: ['a', 'p'], displayLabels: ['Approved', 'Pending'] };
    expect(filterChipText(two, STATUS)).toBe('Status: is any of Approved, Pending');
    const four = {
      ...one,
      rule: 'is_none_of' as const,
      searchKeyArray: ['1', '2', '3', '4'],
      displayLabels: ['A', 'B', 'C', 'D'],
    };
    expect(filterChipText(four, STATUS)).toBe('Status: is none of A, B and 2 more');
  });

  it('quotes text, formats days and keeps numbers', () => {
    expect(
      filterChipText(
        filter({ accessor: 'notes', header: 'Notes', rule: 'contains', searchKey: 'rain' }),
        NOTES,
      ),
    ).toBe('Notes: contains “rain”');
    expect(
      filterChipText(
        filter({ accessor: 'workedAt', header: 'Date', rule: 'before', searchKey: '2024-05-03' }),
        DATE,
      ),
    ).toBe('Date: before 03 May 2024');
    expect(
      filterChipText(
        filter({ accessor: 'hours', header: 'Hours', rule: 'greater_than', searchKey: '7.5' }),
        HOURS,
      ),
    ).toBe('Hours: greater than 7.5');
  });

  it('uses the column value converter for the chip', () => {
    const column = { ...HOURS, formatValue: (value: string) => `${value} h` };
    expect(
      filterChipText(filter({ accessor: 'hours', rule: 'equals', searchKey: '8' }), column),
    ).toBe('Hours: equals 8 h');
  });

  it('shows only the header of a filter without a value', () => {
    expect(filterChipText(createFilter(STATUS), STATUS)).toBe('Status');
  });

  it('announces how many filters apply', () => {
    expect(appliedFiltersMessage(0)).toBe('No filters applied');
    expect(appliedFiltersMessage(1)).toBe('1 filter applied');
    expect(appliedFiltersMessage(2)).toBe('2 filters applied');
  });

  it('formats days as DD MMM YYYY', () => {
    expect(formatDateKey('2024-12-09')).toBe('09 Dec 2024');
    expect(formatDateKey('not a day')).toBe('not a day');
  });
});
