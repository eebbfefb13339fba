import { describe, expect, it } from 'vitest';
import {
  builderFilters,
  filterQuery,
  reportFilterColumns,
  reportFiltersOf,
  type FilterChoices,
} from './report-filters';

const CHOICES: FilterChoices = {
  team: [
    { value: '3', label: 'Concrete' },
    { value: '4', label: 'Framing' },
  ],
  project: null,
  costCode: 'loading',
  member: [
    { value: '701', label: 'Ann Lee' },
    { value: '702', label: 'Bo Diaz' },
    { value: '703', label: 'Cy Moss' },
  ],
};

describe('the reports’ filters', () => {
  it('offers team, cost code and member, without projects when they are not tracked', () => {
    expect(
      reportFilterColumns(CHOICES).map((column) => [column.header, column.options?.length]),
    ).toEqual([
      ['Team', 2],
      ['Cost code', 0],
      ['Member', 3],
    ]);
  });

  it('turns the address’s ids into the builder’s chips and back', () => {
    const filters = builderFilters(
      { team: { rule: 'is_none_of', ids: [4] }, member: { rule: 'is_any_of', ids: [702, 999] } },
      CHOICES,
    );
    expect(filters.map((filter) => [filter.header, filter.rule, filter.displayLabels])).toEqual([
      ['Team', 'is_none_of', ['Framing']],
      ['Member', 'is_any_of', ['Bo Diaz', '#999']],
    ]);
    expect(reportFiltersOf(filters)).toEqual({
      team: { rule: 'is_none_of', ids: [4] },
      member: { rule: 'is_any_of', ids: [702, 999] },
    });
  });

  it('sends the ids kept, and "is none of" as every other choice', () => {
    expect(
      filterQuery(
        { team: { rule: 'is_any_of', ids: [3] }, member: { rule: 'is_none_of', ids: [701] } },
        CHOICES,
      ),
    ).toEqual({ employee_group_ids: [3], employee_ids: [702, 703] });
  });

  it('waits for the choices "is none of" needs, and asks nothing when no choice is left', () => {
    expect(filterQuery({ costCode: { rule: 'is_none_of', ids: [5] } }, CHOICES)).toBe('waiting');
    expect(filterQuery({ costCode: { rule: 'is_any_of', ids: [5] } }, CHOICES)).toEqual({
      job_code_ids: [5],
    });
    expect(filterQuery({ team: { rule: 'is_none_of', ids: [3, 4] } }, CHOICES)).toBe('nothing');
    // A project filter from a link, where projects are not tracked: ignored.
    expect(filterQuery({ project: { rule: 'is_any_of', ids: [12] } }, CHOICES)).toEqual({});
  });
});
