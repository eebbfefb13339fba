import type { ProjectListQuery, ProjectSort, ProjectStatus } from '../../../contract/projects';

/**
 * What a project list query asks for, in one canonical form: the same list however its query
 * was written (values repeated or reordered, `all` or both statuses), so it is also the key of
 * the ids kept for it (server/lib/found-ids-cache.ts). Everything the list's SQL reads comes from
 * here, so the key cannot miss a filter.
 */
export type ProjectListFilter = {
  /** The statuses kept, in PROJECT_STATUSES order; empty: nothing is found. */
  statuses: ProjectStatus[];
  /** Lower-cased text the name or number contains. */
  search: string | null;
  /** Customers or groups to keep (null: any) and to leave out (null: none), ids ascending. */
  customers: number[] | null;
  excludedCustomers: number[] | null;
  groups: number[] | null;
  excludedGroups: number[] | null;
  sort: ProjectSort;
};

const idsOf = (ids: number[] | undefined) =>
  ids && ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b) : null;

/**
 * The filter of a query. Statuses: those named in `status` (`all` is both) less those in
 * `exclude_status`; with neither, active projects (the list's default); with only
 * `exclude_status`, every status but those.
 */
export function projectListFilter(query: ProjectListQuery): ProjectListFilter {
  const named = query.status ?? (query.exclude_status ? ['all'] : ['active']);
  const excluded = new Set(query.exclude_status ?? []);
  const statuses = (['active', 'archived'] as const).filter(
    (status) => (named.includes(status) || named.includes('all')) && !excluded.has(status),
  );
  return {
    statuses,
    search: query.search ? query.search.toLowerCase() : null,
    customers: idsOf(query.customer_id),
    excludedCustomers: idsOf(query.exclude_customer_id),
    groups: idsOf(query.project_group_id),
    excludedGroups: idsOf(query.exclude_project_group_id),
    sort: query.sort,
  };
}
