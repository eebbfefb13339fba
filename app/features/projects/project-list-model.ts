import type { Project, ProjectListParams, ProjectStatus } from '../../../contract/projects';
import {
  buildFilter,
  hasFilterValue,
  type Filter,
  type FilterColumn,
  type FilterOption,
} from '../../../design-system/filter-builder/filter-builder-model';

const STATUS_OPTIONS: { value: ProjectStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** A customer or group as a filter option. */
export const optionOf = (item: { id: number; name: string }): FilterOption => ({
  value: String(item.id),
  label: item.name,
});

/**
 * What the projects list filters by: status, customer and group, each "is any of" or "is none
 * of". The server applies every one of them (contract/projects.ts), so the list stays paged by
 * the server whatever is chosen.
 */
export function projectFilterColumns(options: {
  customers: readonly FilterOption[];
  groups: readonly FilterOption[];
}): FilterColumn<Project>[] {
  return [
    {
      header: 'Status',
      accessor: 'status',
      kind: 'options',
      options: STATUS_OPTIONS,
      getRowValue: (project) => project.status,
    },
    {
      header: 'Customer',
      accessor: 'customer',
      kind: 'options',
      options: options.customers,
      getRowValue: (project) => String(project.customer_id ?? ''),
    },
    {
      header: 'Group',
      accessor: 'group',
      kind: 'options',
      options: options.groups,
      getRowValue: (project) => String(project.project_group_id ?? ''),
    },
  ];
}

/**
 * The filters the list opens with: active projects, shown as a chip so it is plain what is
 * hidden; removing it lists archived projects too.
 */
export const DEFAULT_PROJECT_FILTERS: Filter[] = [
  buildFilter(projectFilterColumns({ customers: [], groups: [] })[0]!, null, {
    rule: 'is_any_of',
    searchKey: '',
    searchKeyArray: ['active'],
  }),
];

/** The accessor of each column of projectFilterColumns. */
type FilterAccessor = 'status' | 'customer' | 'group';

type FilterParams = Pick<
  ProjectListParams,
  | 'status'
  | 'exclude_status'
  | 'customer_id'
  | 'exclude_customer_id'
  | 'project_group_id'
  | 'exclude_project_group_id'
>;

/**
 * The list query of the applied filters: "is any of" names the values (`customer_id`), "is none
 * of" leaves them out (`exclude_customer_id`). Without a status filter every status is listed
 * (the server's default is active projects only).
 */
export function projectListParams(filters: readonly Filter[]): FilterParams {
  const valuesOf = (accessor: FilterAccessor, rule: Filter['rule']) =>
    filters.find(
      (filter) => filter.accessor === accessor && filter.rule === rule && hasFilterValue(filter),
    )?.searchKeyArray;
  const ids = (values: string[] | undefined) => values?.map(Number);
  const status = valuesOf('status', 'is_any_of') as ProjectStatus[] | undefined;
  const excludedStatus = valuesOf('status', 'is_none_of') as ProjectStatus[] | undefined;
  return {
    status: status ?? (excludedStatus ? undefined : 'all'),
    exclude_status: excludedStatus,
    customer_id: ids(valuesOf('customer', 'is_any_of')),
    exclude_customer_id: ids(valuesOf('customer', 'is_none_of')),
    project_group_id: ids(valuesOf('group', 'is_any_of')),
    exclude_project_group_id: ids(valuesOf('group', 'is_none_of')),
  };
}

/**
 * Whether the list shows every project there is: no search and no filter but the one it opens
 * with (or none), so an empty answer means the organisation has no projects yet.
 */
export function isUnfiltered(search: string, filters: readonly Filter[]): boolean {
  if (search) return false;
  // A status filter that keeps active projects hides none of a new organisation's projects.
  return filters
    .filter(hasFilterValue)
    .every(
      (filter) =>
        filter.accessor === 'status' &&
        filter.searchKeyArray.includes('active') === (filter.rule === 'is_any_of'),
    );
}
