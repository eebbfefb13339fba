import { describe, expect, it } from 'vitest';
import { buildFilter } from '../../../design-system/filter-builder/filter-builder-model';
import { applyLocalFilters, serverFilterParams, taskFilterColumns } from './task-filters';
import { makeTask } from './task-test-data';

const NOW = makeTask().due_dt_unix + 60;
const columns = taskFilterColumns(
  {
    people: [{ value: '50', label: 'Wes Walker' }],
    teams: [{ value: '5', label: 'Framing crew' }],
    projects: [
      { value: '11', label: 'Riverside' },
      { value: '12', label: 'Union Station' },
    ],
    tags: [{ value: '3', label: 'Concrete' }],
  },
  NOW,
);
const column = (accessor: string) => columns.find((each) => each.accessor === accessor)!;
const filter = (accessor: string, rule: 'is_any_of' | 'is_none_of', values: string[]) =>
  buildFilter(column(accessor), null, { rule, searchKey: '', searchKeyArray: values });

describe('the tasks page’s filters', () => {
  it('sends “is any of” to the server, one project at most', () => {
    expect(
      serverFilterParams([
        filter('assignee', 'is_any_of', ['50']),
        filter('team', 'is_any_of', ['5']),
        filter('status', 'is_any_of', ['overdue']),
        filter('tag', 'is_any_of', ['3']),
        filter('project', 'is_any_of', ['11', '12']),
      ]),
    ).toEqual({
      assignee_ids: [50],
      employee_group_ids: [5],
      org_project_id: undefined,
      status: ['overdue'],
      tag_ids: [3],
    });
    expect(serverFilterParams([filter('project', 'is_any_of', ['12'])]).org_project_id).toBe(12);
  });

  it('applies the rest to the range’s tasks', () => {
    const riverside = makeTask({ id: 1 });
    const union = makeTask({ id: 2, org_project: { id: 12, name: 'Union Station' } });
    const none = makeTask({ id: 3, org_project: null });
    const tasks = [riverside, union, none];
    expect(
      applyLocalFilters(tasks, [filter('project', 'is_any_of', ['11', '12'])], columns),
    ).toEqual([riverside, union]);
    expect(applyLocalFilters(tasks, [filter('project', 'is_none_of', ['11'])], columns)).toEqual([
      union,
      none,
    ]);
    // The server applied this one: every task it sent stays.
    expect(applyLocalFilters(tasks, [filter('project', 'is_any_of', ['12'])], columns)).toEqual(
      tasks,
    );
  });

  it('counts an overdue task as to do too', () => {
    const overdue = makeTask();
    expect(
      applyLocalFilters([overdue], [filter('status', 'is_none_of', ['to_do'])], columns),
    ).toEqual([]);
    expect(
      applyLocalFilters([overdue], [filter('status', 'is_none_of', ['done'])], columns),
    ).toEqual([overdue]);
  });
});
