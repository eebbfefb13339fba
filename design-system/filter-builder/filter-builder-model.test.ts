import { describe, expect, it } from 'vitest';
import {
  FILTER_RULES_BY_KIND,
  addableColumns,
  appliedFiltersMessage,
  applyFilters,
  buildFilter,
  cellMatchesFilter,
  createFilter,
  dismissFilter,
  filterChipText,
  formatDateKey,
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
  type Filter,
  type FilterColumn,
} from './filter-builder-model';

type TimeCard = {
  id: number;
  employeeId: string;
  status: string;
  hours: number;
  workedAt: number;
  notes: string;
};

/** Unix seconds of a local day at noon, so the day is the same in every time zone offset. */
const day = (iso: string) => new Date(`${iso}T12:00:00`).getTime() / 1000;

const STATUS: FilterColumn<TimeCard> = {
  header: 'Status',
  accessor: 'status',
  kind: 'options',
  options: [
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
  ],
};
const EMPLOYEE: FilterColumn<TimeCard> = {
  header: 'Employee',
  accessor: 'employee',
  kind: 'keyword',
  lookup: async () => [],
  getRowValue: (row) => row.employeeId,
};
const HOURS: FilterColumn<TimeCard> = { header: 'Hours', accessor: 'hours', kind: 'number' };
const DATE: FilterColumn<TimeCard> = {
  header: 'Date',
  accessor: 'workedAt',
  kind: 'date',
};
const NOTES: FilterColumn<TimeCard> = { header: 'Notes', accessor: 'notes', kind: 'text' };
const ID: FilterColumn<TimeCard> = {
  header: 'ID',
  accessor: 'id',
  kind: 'number',
  isFilterable: false,
};
const COLUMNS = [STATUS, EMPLOYEE, HOURS, DATE, NOTES, ID];

const ROWS: TimeCard[] = [
  {
    id: 1,
    employeeId: 'e1',
    status: 'approved',
    hours: 8,
    workedAt: day('2024-05-01'),
    notes: 'Framing, north wall',
  },
  {
    id: 2,
    employeeId: 'e2',
    status: 'pending',
    hours: 6.5,
    workedAt: day('2024-05-02'),
    notes: 'Rain delay',
  },
  {
    id: 3,
    employeeId: 'e1',
    status: 'rejected',
    hours: 10,
    workedAt: day('2024-05-03'),
    notes: '',
  },
  {
    id: 4,
    employeeId: 'e3',
    status: 'approved',
    hours: 4,
    workedAt: day('2024-05-03'),
    notes: 'Drywall',
  },
];

function filter(partial: Partial<Filter> & Pick<Filter, 'accessor' | 'rule'>): Filter {
  return {
    header: partial.accessor,
    searchKey: '',
    searchKeyArray: [],
    optionsHistory: [],
    displayLabels: [],
    ...partial,
  };
}

const ids = (rows: TimeCard[]) => rows.map((row) => row.id);

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
