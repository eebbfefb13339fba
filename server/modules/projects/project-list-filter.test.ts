import { describe, expect, it } from 'vitest';
import { zProjectListQuery } from '../../../contract/projects';
import { projectListFilter } from './project-list-filter';

const filterOf = (query: Record<string, unknown>) =>
  projectListFilter(zProjectListQuery.parse(query));

describe('projectListFilter', () => {
  it('lists active projects unless a status is named or left out', () => {
    expect(filterOf({}).statuses).toEqual(['active']);
    expect(filterOf({ status: 'archived' }).statuses).toEqual(['archived']);
    expect(filterOf({ status: 'all' }).statuses).toEqual(['active', 'archived']);
    expect(filterOf({ status: ['archived', 'active'] }).statuses).toEqual(['active', 'archived']);
    expect(filterOf({ exclude_status: 'active' }).statuses).toEqual(['archived']);
    expect(filterOf({ exclude_status: ['active', 'archived'] }).statuses).toEqual([]);
    expect(filterOf({ status: 'all', exclude_status: 'archived' }).statuses).toEqual(['active']);
  });

  it('reads one id or the parameter repeated, in one canonical form', () => {
    const written = filterOf({ customer_id: ['7', '3', '7'], exclude_project_group_id: '5' });
    expect(written).toMatchObject({
      customers: [3, 7],
      excludedCustomers: null,
      groups: null,
      excludedGroups: [5],
    });
    // The same list however it was written: the key of the ids kept for it.
    expect(JSON.stringify(filterOf({ customer_id: ['3', '7'], search: 'Folsom' }))).toBe(
      JSON.stringify(filterOf({ customer_id: ['7', '3'], search: 'folsom' })),
    );
    expect(filterOf({ search: '' }).search).toBeNull();
  });
});
