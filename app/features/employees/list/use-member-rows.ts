import { useMemo } from 'react';
import type { EmployeeRow } from '../../../../contract/employees';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { applyFilters } from '../../../../design-system/filter-builder/filter-matching';
import { useAllEmployees, useEmployeeList } from '../../../api/employees';
import type { ListQuery } from '../../../lists/list-body';
import { filterColumns, listPlan, type MemberListView } from './member-list-model';

export type MemberRowsInput = {
  orgId: number;
  view: MemberListView;
  search: string;
  filters: readonly Filter[];
  page: number;
  pageSize: number;
};

export type MemberRows = {
  rows: EmployeeRow[];
  /** The count of all pages when the server pages; undefined when the grid pages `rows` itself. */
  total: number | undefined;
  /** The query the rows come from, for the list's loading, failure and retry. */
  query: ListQuery;
};

const NO_ROWS: EmployeeRow[] = [];

/**
 * The rows of a member list: one server page at a time, or, while a filter the server cannot
 * apply is set, every matching row filtered here (see listPlan).
 */
export function useMemberRows({
  orgId,
  view,
  search,
  filters,
  page,
  pageSize,
}: MemberRowsInput): MemberRows {
  const plan = useMemo(() => listPlan(view, filters), [view, filters]);
  const isLocal = plan.local.length > 0;
  const base = {
    sort_by: 'display_name' as const,
    search: search || undefined,
    status: plan.status,
  };
  const paged = useEmployeeList(orgId, { ...base, page, limit: pageSize }, !isLocal);
  const all = useAllEmployees(orgId, base, isLocal);
  const allRows = all.data?.data;
  const filtered = useMemo(
    () => (allRows ? applyFilters(allRows, plan.local, filterColumns(view)) : NO_ROWS),
    [allRows, plan.local, view],
  );

  if (isLocal) return { rows: filtered, total: undefined, query: all };
  return { rows: paged.data?.data ?? NO_ROWS, total: paged.data?.meta.total ?? 0, query: paged };
}
