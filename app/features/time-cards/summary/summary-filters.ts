import {
  APPROVAL_STATES,
  TIME_CARD_STATUSES,
  type TimeCard,
  type TimeCardFilters,
} from '../../../../contract/time-cards';
import {
  hasFilterValue,
  type Filter,
  type FilterColumn,
  type FilterOption,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { APPROVAL_LABEL, STATUS_LABEL } from '../time-card-words';

/**
 * The summary's filters (team, project, status, approval) and the query parameters they set.
 * GET time_cards/summary and GET time_cards take the same filters (zTimeCardFilters), so both
 * calls send what this plan says and the browser narrows nothing itself.
 */

type Accessor = 'team' | 'project' | 'status' | 'approval';

/** The filter columns; without project tracking (projects: null) there is no project filter. */
export function summaryFilterColumns(options: {
  teams: readonly FilterOption[];
  projects: readonly FilterOption[] | null;
}): FilterColumn<TimeCard>[] {
  return [
    { header: 'Team', accessor: 'team', kind: 'options', options: options.teams },
    ...(options.projects
      ? [
          {
            header: 'Project',
            accessor: 'project',
            kind: 'options' as const,
            options: options.projects,
          },
        ]
      : []),
    {
      header: 'Status',
      accessor: 'status',
      kind: 'options',
      options: TIME_CARD_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
    },
    {
      header: 'Approval',
      accessor: 'approval',
      kind: 'options',
      options: APPROVAL_STATES.map((value) => ({ value, label: APPROVAL_LABEL[value] })),
    },
  ];
}

/**
 * The values of `all` a filter keeps: "is any of" those named, "is none of" the rest; null when
 * it keeps every value (nothing to send).
 */
function kept<T extends string>(filter: Filter | undefined, all: readonly T[]): T[] | null {
  if (!filter) return null;
  const chosen = new Set(filter.searchKeyArray);
  const values = all.filter((value) => chosen.has(value) === (filter.rule === 'is_any_of'));
  return values.length === all.length ? null : values;
}

/**
 * The applied filters as query parameters: teams and projects kept (`…_ids`) or left out
 * (`exclude_…_ids`), the statuses and approval states kept. Null when the filters leave no card
 * at all ("is none of" every status): there is nothing to ask the server.
 */
export function summaryFilterQuery(filters: readonly Filter[]): TimeCardFilters | null {
  const find = (accessor: Accessor) =>
    filters.find((filter) => filter.accessor === accessor && hasFilterValue(filter));
  const query: TimeCardFilters = {};
  const team = find('team');
  if (team) {
    const ids = team.searchKeyArray.map(Number);
    if (team.rule === 'is_none_of') query.exclude_employee_group_ids = ids;
    else query.employee_group_ids = ids;
  }
  const project = find('project');
  if (project) {
    const ids = project.searchKeyArray.map(Number);
    if (project.rule === 'is_none_of') query.exclude_org_project_ids = ids;
    else query.org_project_ids = ids;
  }
  const statuses = kept(find('status'), TIME_CARD_STATUSES);
  const approvals = kept(find('approval'), APPROVAL_STATES);
  if (statuses?.length === 0 || approvals?.length === 0) return null;
  if (statuses) query.status = statuses;
  if (approvals) query.approval_state = approvals;
  return query;
}
