import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../design-system/filter-builder/filter-builder-model';
import {
  DEFAULT_PROJECT_FILTERS,
  isUnfiltered,
  projectFilterColumns,
  projectListParams,
} from './project-list-model';

function filter(
  accessor: 'status' | 'customer' | 'group',
  values: string[],
  rule: Filter['rule'] = 'is_any_of',
): Filter {
  return {
    header: accessor,
    accessor,
    rule,
    searchKey: '',
    searchKeyArray: values,
    optionsHistory: [],
    displayLabels: values,
  };
}

describe('projectFilterColumns', () => {
  it('filters status, customer and group by options, any of or none of', () => {
    const columns = projectFilterColumns({
      customers: [{ value: '81', label: 'Front Range Health' }],
      groups: [{ value: '91', label: 'Healthcare' }],
    });
    expect(columns.map((column) => [column.header, column.kind])).toEqual([
      ['Status', 'options'],
      ['Customer', 'options'],
      ['Group', 'options'],
    ]);
    expect(columns[1]!.options).toEqual([{ value: '81', label: 'Front Range Health' }]);
  });

  it('opens on active projects, named on the chip', () => {
    expect(DEFAULT_PROJECT_FILTERS).toEqual([
      expect.objectContaining({
        accessor: 'status',
        rule: 'is_any_of',
        searchKeyArray: ['active'],
        displayLabels: ['Active'],
      }),
    ]);
  });
});

describe('projectListParams', () => {
  it('sends "is any of" as the values and "is none of" as exclude_…', () => {
    expect(
      projectListParams([
        filter('status', ['active', 'archived']),
        filter('customer', ['81', '82']),
        filter('group', ['91'], 'is_none_of'),
      ]),
    ).toEqual({
      status: ['active', 'archived'],
      exclude_status: undefined,
      customer_id: [81, 82],
      exclude_customer_id: undefined,
      project_group_id: undefined,
      exclude_project_group_id: [91],
    });
    expect(projectListParams([filter('status', ['archived'], 'is_none_of')])).toMatchObject({
      status: undefined,
      exclude_status: ['archived'],
    });
  });

  it('lists every status without a status filter (the server alone would list active ones)', () => {
    expect(projectListParams([])).toMatchObject({ status: 'all', customer_id: undefined });
    expect(projectListParams([filter('customer', [], 'is_none_of')])).toMatchObject({
      status: 'all',
      exclude_customer_id: undefined,
    });
  });
});

describe('isUnfiltered', () => {
  it('is true while nothing hides a project the organisation has', () => {
    expect(isUnfiltered('', DEFAULT_PROJECT_FILTERS)).toBe(true);
    expect(isUnfiltered('', [])).toBe(true);
    expect(isUnfiltered('', [filter('status', ['archived'], 'is_none_of')])).toBe(true);
    expect(isUnfiltered('folsom', [])).toBe(false);
    expect(isUnfiltered('', [filter('status', ['archived'])])).toBe(false);
    expect(isUnfiltered('', [...DEFAULT_PROJECT_FILTERS, filter('customer', ['81'])])).toBe(false);
  });
});
