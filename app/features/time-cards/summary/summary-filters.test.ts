import { describe, expect, it } from 'vitest';
import {
  buildFilter,
  type Filter,
  type FilterRule,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { zTimeCardFilters } from '../../../../contract/time-cards';
import { toQueryString } from '../../../api/client';
import { summaryFilterColumns, summaryFilterQuery } from './summary-filters';

const columns = summaryFilterColumns({
  teams: [
    { value: '3', label: 'Framing' },
    { value: '4', label: 'Concrete' },
  ],
  projects: [
    { value: '21', label: 'Midtown Lofts' },
    { value: '22', label: 'Elk Grove' },
  ],
});
const filter = (accessor: string, rule: FilterRule, values: string[]): Filter =>
  buildFilter(
    columns.find((column) => column.accessor === accessor)!,
    null,
    {
      rule,
      searchKey: '',
      searchKeyArray: values,
    },
  );

describe('the summary’s filters', () => {
  it('offers team, project, status and approval; no project without project tracking', () => {
    expect(columns.map((column) => column.header)).toEqual([
      'Team',
      'Project',
      'Status',
      'Approval',
    ]);
    expect(
      summaryFilterColumns({ teams: [], projects: null }).map((column) => column.header),
    ).toEqual(['Team', 'Status', 'Approval']);
  });

  it('asks for nothing more without filters', () => {
    expect(summaryFilterQuery([])).toEqual({});
  });

  it('sends teams and projects to keep as ids', () => {
    expect(
      summaryFilterQuery([
        filter('team', 'is_any_of', ['3', '4']),
        filter('project', 'is_any_of', ['21']),
      ]),
    ).toEqual({ employee_group_ids: [3, 4], org_project_ids: [21] });
  });

  it('sends teams and projects to leave out as exclude ids', () => {
    expect(
      summaryFilterQuery([
        filter('team', 'is_none_of', ['3']),
        filter('project', 'is_none_of', ['21', '22']),
      ]),
    ).toEqual({ exclude_employee_group_ids: [3], exclude_org_project_ids: [21, 22] });
  });

  it('sends the statuses and approval states kept, one or several', () => {
    expect(summaryFilterQuery([filter('status', 'is_any_of', ['on_break'])])).toEqual({
      status: ['on_break'],
    });
    expect(summaryFilterQuery([filter('status', 'is_none_of', ['completed'])])).toEqual({
      status: ['working', 'on_break'],
    });
    expect(summaryFilterQuery([filter('approval', 'is_none_of', ['approved'])])).toEqual({
      approval_state: ['pending'],
    });
  });

  it('sends nothing for a filter that keeps every value', () => {
    expect(
      summaryFilterQuery([
        filter('status', 'is_any_of', ['working', 'on_break', 'completed']),
        filter('approval', 'is_any_of', ['pending', 'approved']),
      ]),
    ).toEqual({});
  });

  it('says no card can match when "is none of" leaves no status or approval state', () => {
    expect(
      summaryFilterQuery([filter('status', 'is_none_of', ['working', 'on_break', 'completed'])]),
    ).toBeNull();
    expect(summaryFilterQuery([filter('approval', 'is_none_of', ['pending', 'approved'])])).toBe(
      null,
    );
  });

  it('writes every filter as the server reads it back', () => {
    const query = summaryFilterQuery([
      filter('team', 'is_none_of', ['3']),
      filter('project', 'is_any_of', ['21', '22']),
      filter('status', 'is_none_of', ['completed']),
      filter('approval', 'is_any_of', ['pending']),
    ])!;
    const sent = new URLSearchParams(toQueryString(query));
    const read = Object.fromEntries(
      [...new Set(sent.keys())].map((key) => {
        const values = sent.getAll(key);
        return [key, values.length === 1 ? values[0] : values];
      }),
    );
    expect(zTimeCardFilters.parse(read)).toEqual(query);
  });
});
