import { describe, expect, it } from 'vitest';
import { createFilter, type Filter } from './filter-builder-model';
import { applyFilters, cellMatchesFilter } from './filter-matching';
import { COLUMNS, ROWS, STATUS, filter, ids } from './filter-test-fixtures';

describe('applying filters to local rows', () => {
  it('keeps every row without filters', () => {
    expect(ids(applyFilters(ROWS, [], COLUMNS))).toEqual([1, 2, 3, 4]);
  });

  it('filters options by any of and none of', () => {
    const anyOf = filter({ accessor: 'status', rule: 'is_any_of', searchKeyArray: ['approved'] });
    expect(ids(applyFilters(ROWS, [anyOf], COLUMNS))).toEqual([1, 4]);
    const noneOf = { ...anyOf, rule: 'is_none_of' as const };
    expect(ids(applyFilters(ROWS, [noneOf], COLUMNS))).toEqual([2, 3]);
  });

  it('reads a keyword column through its value converter', () => {
    const employee = filter({ accessor: 'employee', rule: 'is_any_of', searchKeyArray: ['e1'] });
    expect(ids(applyFilters(ROWS, [employee], COLUMNS))).toEqual([1, 3]);
  });

  it('compares numbers', () => {
    const hours = (rule: Filter['rule'], searchKey: string) =>
      ids(applyFilters(ROWS, [filter({ accessor: 'hours', rule, searchKey })], COLUMNS));
    expect(hours('equals', '6.5')).toEqual([2]);
    expect(hours('greater_than', '6.5')).toEqual([1, 3]);
    expect(hours('less_than', '8')).toEqual([2, 4]);
    expect(hours('equals', 'eight')).toEqual([]);
  });

  it('compares days', () => {
    const date = (rule: Filter['rule'], searchKey: string) =>
      ids(applyFilters(ROWS, [filter({ accessor: 'workedAt', rule, searchKey })], COLUMNS));
    expect(date('on', '2024-05-03')).toEqual([3, 4]);
    expect(date('before', '2024-05-02')).toEqual([1]);
    expect(date('after', '2024-05-01')).toEqual([2, 3, 4]);
  });

  it('matches text ignoring case', () => {
    const notes = (rule: Filter['rule'], searchKey: string) =>
      ids(applyFilters(ROWS, [filter({ accessor: 'notes', rule, searchKey })], COLUMNS));
    expect(notes('contains', 'RAIN')).toEqual([2]);
    expect(notes('is', 'drywall')).toEqual([4]);
    expect(notes('is_not', 'drywall')).toEqual([1, 2, 3]);
  });

  it('needs every filter to pass', () => {
    const status = filter({ accessor: 'status', rule: 'is_any_of', searchKeyArray: ['approved'] });
    const hours = filter({ accessor: 'hours', rule: 'greater_than', searchKey: '5' });
    expect(ids(applyFilters(ROWS, [status, hours], COLUMNS))).toEqual([1]);
  });

  it('ignores filters without a value or on unknown columns', () => {
    const unknown = filter({ accessor: 'crew', rule: 'is', searchKey: 'A' });
    expect(ids(applyFilters(ROWS, [createFilter(STATUS), unknown], COLUMNS))).toEqual([1, 2, 3, 4]);
  });

  it('matches a cell holding several values', () => {
    const tags = filter({ accessor: 'tags', rule: 'is_any_of', searchKeyArray: ['night'] });
    expect(cellMatchesFilter(['day', 'night'], tags, 'options')).toBe(true);
    expect(cellMatchesFilter(['day'], tags, 'options')).toBe(false);
    expect(cellMatchesFilter(null, { ...tags, rule: 'is_none_of' }, 'options')).toBe(true);
  });
});
