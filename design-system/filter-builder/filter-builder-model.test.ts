import { describe, expect, it } from 'vitest';
import {
  FILTER_RULES_BY_KIND,
  addableColumns,
  buildFilter,
  createFilter,
  dismissFilter,
  hasFilterValue,
  keywordEditorOptions,
  labelsOf,
  mergeOptionsHistory,
  removeFilter,
  ruleFor,
  searchOptions,
  submitFilter,
  toDateKey,
  upsertFilter,
} from './filter-builder-model';
import { COLUMNS, EMPLOYEE, HOURS, NOTES, STATUS, day, filter } from './filter-test-fixtures';

describe('rules per column kind', () => {
  it('offers text, option, keyword, number and date rules, the default first', () => {
    expect(FILTER_RULES_BY_KIND.text).toEqual(['contains', 'is', 'is_not']);
    expect(FILTER_RULES_BY_KIND.options).toEqual(['is_any_of', 'is_none_of']);
    expect(FILTER_RULES_BY_KIND.keyword).toEqual(['is_any_of']);
    expect(FILTER_RULES_BY_KIND.number).toEqual(['equals', 'greater_than', 'less_than']);
    expect(FILTER_RULES_BY_KIND.date).toEqual(['on', 'before', 'after']);
  });

  it('keeps a rule of the kind and falls back to the default otherwise', () => {
    expect(ruleFor('number', 'less_than')).toBe('less_than');
    expect(ruleFor('number', 'contains')).toBe('equals');
    expect(ruleFor('date', undefined)).toBe('on');
  });
});

describe('adding filters', () => {
  it('offers the filterable columns not already filtered', () => {
    expect(addableColumns(COLUMNS, []).map((column) => column.header)).toEqual([
      'Status',
      'Employee',
      'Hours',
      'Date',
      'Notes',
    ]);
    const applied = [
      filter({ accessor: 'status', rule: 'is_any_of', searchKeyArray: ['pending'] }),
    ];
    expect(addableColumns(COLUMNS, applied).map((column) => column.header)).toEqual([
      'Employee',
      'Hours',
      'Date',
      'Notes',
    ]);
  });

  it('does not offer the column of a filter being added', () => {
    expect(addableColumns(COLUMNS, [], 'notes').map((column) => column.accessor)).not.toContain(
      'notes',
    );
  });

  it('offers nothing once every column is filtered', () => {
    const all = addableColumns(COLUMNS, []).map((column) => createFilter(column));
    expect(addableColumns(COLUMNS, all)).toEqual([]);
  });

  it('starts a filter with the default rule and no value', () => {
    expect(createFilter(HOURS)).toEqual({
      header: 'Hours',
      accessor: 'hours',
      rule: 'equals',
      searchKey: '',
      searchKeyArray: [],
      optionsHistory: [],
      displayLabels: [],
    });
    expect(hasFilterValue(createFilter(HOURS))).toBe(false);
  });
});

describe('submitting and removing', () => {
  it('stores a filter with a value and applies it', () => {
    const status = buildFilter(STATUS, null, {
      rule: 'is_any_of',
      searchKey: '',
      searchKeyArray: ['approved'],
    });
    expect(status).toEqual({
      header: 'Status',
      accessor: 'status',
      rule: 'is_any_of',
      searchKey: '',
      searchKeyArray: ['approved'],
      optionsHistory: [{ value: 'approved', label: 'Approved' }],
      displayLabels: ['Approved'],
    });
    expect(submitFilter([], status)).toEqual({ filters: [status], changed: true });
  });

  it('replaces the earlier filter of the same column in place', () => {
    const hours = buildFilter(HOURS, null, {
      rule: 'greater_than',
      searchKey: ' 8 ',
      searchKeyArray: [],
    });
    expect(hours.searchKey).toBe('8');
    const notes = filter({ accessor: 'notes', rule: 'contains', searchKey: 'rain' });
    const edited = { ...hours, rule: 'less_than' as const };
    expect(upsertFilter([hours, notes], edited)).toEqual([edited, notes]);
  });

  it('drops a submitted filter without a value, applying nothing when it was new', () => {
    const empty = createFilter(NOTES);
    expect(submitFilter([], empty)).toEqual({ filters: [], changed: false });
    const applied = filter({ accessor: 'notes', rule: 'contains', searchKey: 'rain' });
    expect(submitFilter([applied], empty)).toEqual({ filters: [], changed: true });
  });

  it('re-runs filtering when a filter with a value is removed, and not otherwise', () => {
    const applied = filter({ accessor: 'notes', rule: 'contains', searchKey: 'rain' });
    expect(dismissFilter([applied], 'notes')).toEqual({ filters: [], changed: true });
    expect(dismissFilter([applied], 'status')).toEqual({ filters: [applied], changed: false });
    expect(dismissFilter([createFilter(STATUS)], 'status')).toEqual({
      filters: [],
      changed: false,
    });
    expect(removeFilter([applied], 'notes')).toEqual([]);
  });

  it('keeps labels of keyword values that left the latest lookup result', () => {
    const first = buildFilter(
      EMPLOYEE,
      null,
      { rule: 'is_any_of', searchKey: '', searchKeyArray: ['e1'] },
      [{ value: 'e1', label: 'Ana Silva' }],
    );
    // A second search shows only Ben; Ana is still chosen and still named.
    const second = buildFilter(
      EMPLOYEE,
      first,
      { rule: 'is_any_of', searchKey: '', searchKeyArray: ['e1', 'e2'] },
      [{ value: 'e2', label: 'Ben Ortiz' }],
    );
    expect(second.displayLabels).toEqual(['Ana Silva', 'Ben Ortiz']);
    expect(second.optionsHistory).toEqual([
      { value: 'e1', label: 'Ana Silva' },
      { value: 'e2', label: 'Ben Ortiz' },
    ]);
    // Unticking Ana keeps her in the history, which only grows.
    const third = buildFilter(EMPLOYEE, second, {
      rule: 'is_any_of',
      searchKey: '',
      searchKeyArray: ['e2'],
    });
    expect(third.displayLabels).toEqual(['Ben Ortiz']);
    expect(third.optionsHistory).toHaveLength(2);
  });

  it('ignores a typed value on a multi-value column and duplicate choices', () => {
    const status = buildFilter(STATUS, null, {
      rule: 'is_none_of',
      searchKey: 'stray',
      searchKeyArray: ['pending', 'pending'],
    });
    expect(status.searchKey).toBe('');
    expect(status.searchKeyArray).toEqual(['pending']);
  });
});

describe('options', () => {
  it('searches labels ignoring case and spaces', () => {
    expect(searchOptions(STATUS.options ?? [], ' APP ')).toEqual([
      { value: 'approved', label: 'Approved' },
    ]);
    expect(searchOptions(STATUS.options ?? [], 'zzz')).toEqual([]);
    expect(searchOptions(STATUS.options ?? [], '')).toHaveLength(3);
  });

  it('names values from the options, then the history, then the value', () => {
    expect(
      labelsOf(['a', 'b', 'c'], [{ value: 'a', label: 'A' }], [{ value: 'b', label: 'B' }]),
    ).toEqual(['A', 'B', 'c']);
  });

  it('merges history with newer labels winning', () => {
    expect(
      mergeOptionsHistory([{ value: 'a', label: 'Old' }], [{ value: 'a', label: 'New' }]),
    ).toEqual([{ value: 'a', label: 'New' }]);
  });

  it('lists keyword results in order, after chosen values the lookup no longer returns', () => {
    const ana = { value: 'e1', label: 'Ana Silva' };
    const ben = { value: 'e2', label: 'Ben Ortiz' };
    // Ticking a result does not move it.
    expect(keywordEditorOptions(['e1'], [ben, ana], [])).toEqual([ben, ana]);
    // A chosen value missing from the results stays listed, named from what was seen before.
    expect(keywordEditorOptions(['e1'], [ben], [ana])).toEqual([ana, ben]);
    expect(keywordEditorOptions(['e1'], [], [ana])).toEqual([ana]);
    expect(keywordEditorOptions(['e9'], [], [])).toEqual([{ value: 'e9', label: 'e9' }]);
  });
});

describe('dates', () => {
  it('reads strings, dates and unix seconds as local days', () => {
    expect(toDateKey('2024-05-03T23:30:00Z')).toBe('2024-05-03');
    expect(toDateKey(new Date(2024, 4, 3, 18))).toBe('2024-05-03');
    expect(toDateKey(day('2024-05-03'))).toBe('2024-05-03');
    expect(toDateKey('May 3')).toBeNull();
    expect(toDateKey(null)).toBeNull();
    expect(toDateKey(new Date('nope'))).toBeNull();
  });
});
