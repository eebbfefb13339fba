import type { Task, TaskListParams } from '../../../contract/tasks';
import type { TaskStatusFilter } from '../../../contract/tasks-text';
import { applyFilters } from '../../../design-system/filter-builder/filter-matching';
import {
  hasFilterValue,
  type Filter,
  type FilterColumn,
  type FilterOption,
} from '../../../design-system/filter-builder/filter-builder-model';
import { STATUS_LABELS, statusOf } from './task-format';

/**
 * The filters of the tasks page (the filter builder): assignee, team, project, status and tag,
 * each "is any of" or "is none of". GET tasks applies "is any of" itself (assignees directly or
 * through a team, one project); what it cannot apply is applied here, to the rows of the range.
 */

export type TaskFilterAccessor = 'assignee' | 'team' | 'project' | 'status' | 'tag';

export type TaskFilterOptions = {
  people: readonly FilterOption[];
  teams: readonly FilterOption[];
  projects: readonly FilterOption[];
  tags: readonly FilterOption[];
};

const STATUS_OPTIONS: FilterOption[] = (['to_do', 'overdue', 'done'] as const).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

const ids = (items: readonly { id: number }[]) => items.map((item) => String(item.id));

/** The columns the Add filter menu lists; `nowUnix` decides which to-do tasks are overdue. */
export function taskFilterColumns(
  options: TaskFilterOptions,
  nowUnix: number,
): FilterColumn<Task>[] {
  return [
    {
      header: 'Assignee',
      accessor: 'assignee',
      kind: 'options',
      options: options.people,
      getRowValue: (task) => task.assignees.map((person) => String(person.employee_id)),
    },
    {
      header: 'Team',
      accessor: 'team',
      kind: 'options',
      options: options.teams,
      getRowValue: (task) => ids(task.employee_groups),
    },
    {
      header: 'Project',
      accessor: 'project',
      kind: 'options',
      options: options.projects,
      getRowValue: (task) => (task.org_project ? String(task.org_project.id) : ''),
    },
    {
      header: 'Status',
      accessor: 'status',
      kind: 'options',
      options: STATUS_OPTIONS,
      // An overdue task is also to do: "is any of To do" keeps it, as the server's filter does.
      getRowValue: (task) => {
        const status = statusOf(task, nowUnix);
        return status === 'overdue' ? ['overdue', 'to_do'] : [status];
      },
    },
    {
      header: 'Tag',
      accessor: 'tag',
      kind: 'options',
      options: options.tags,
      getRowValue: (task) => ids(task.tags),
    },
  ];
}

type ServerFilters = Pick<
  TaskListParams,
  'assignee_ids' | 'employee_group_ids' | 'org_project_id' | 'status' | 'tag_ids'
>;

/** Whether GET tasks applies this filter itself. */
function isServerFilter(filter: Filter): boolean {
  if (filter.rule !== 'is_any_of' || !hasFilterValue(filter)) return false;
  // The list takes one project.
  return filter.accessor !== 'project' || filter.searchKeyArray.length === 1;
}

/** The query of the filters GET tasks applies. */
export function serverFilterParams(filters: readonly Filter[]): ServerFilters {
  const values = (accessor: TaskFilterAccessor) =>
    filters.find((filter) => filter.accessor === accessor && isServerFilter(filter))
      ?.searchKeyArray;
  const numbers = (list: string[] | undefined) => list?.map(Number);
  const project = values('project')?.[0];
  return {
    assignee_ids: numbers(values('assignee')),
    employee_group_ids: numbers(values('team')),
    org_project_id: project === undefined ? undefined : Number(project),
    status: values('status') as TaskStatusFilter[] | undefined,
    tag_ids: numbers(values('tag')),
  };
}

/** The rows of the range that pass the filters GET tasks did not apply. */
export function applyLocalFilters(
  tasks: readonly Task[],
  filters: readonly Filter[],
  columns: readonly FilterColumn<Task>[],
): Task[] {
  return applyFilters(
    tasks,
    filters.filter((filter) => !isServerFilter(filter)),
    columns,
  );
}
