import {
  APPROVAL_STATES,
  TIME_CARD_STATUSES,
  type ApprovalState,
  type TimeCard,
  type TimeCardStatus,
} from '../../../../contract/time-cards';
import {
  hasFilterValue,
  type Filter,
  type FilterColumn,
  type FilterOption,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { APPROVAL_LABEL, STATUS_LABEL } from '../time-card-words';

/**
 * The summary's filters (team, project, status, approval) and what they ask of GET time_cards.
 * The server takes teams and projects to include and one status and one approval state; what it
 * cannot express ("is none of" a team or project, two of the three statuses) is applied to the
 * fetched cards in the browser, which holds every card of the range anyway.
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

/** The parameters of GET time_cards the filters set. */
export type SummaryQuery = {
  employee_group_ids?: number[];
  org_project_ids?: number[];
  status?: TimeCardStatus;
  approval_state?: ApprovalState;
};

export type SummaryFilterPlan = {
  query: SummaryQuery;
  /** Teams whose members' cards are left out. */
  excludedTeamIds: number[];
  /** Cards on any of these projects are left out. */
  excludedProjectIds: number[];
  /** The statuses kept, when the server cannot narrow to them (null: every status). */
  statuses: TimeCardStatus[] | null;
  /** The approval states kept, when the server cannot narrow to them (null: both). */
  approvals: ApprovalState[] | null;
};

/** The values a filter keeps out of `all`: "is any of" names them, "is none of" the rest. */
function kept<T extends string>(filter: Filter | undefined, all: readonly T[]): T[] | null {
  if (!filter) return null;
  const chosen = new Set(filter.searchKeyArray);
  const values = all.filter((value) => chosen.has(value) === (filter.rule === 'is_any_of'));
  return values.length === all.length ? null : values;
}

/** How the applied filters narrow the cards: on the server where it can, else in the browser. */
export function summaryFilterPlan(filters: readonly Filter[]): SummaryFilterPlan {
  const find = (accessor: Accessor) =>
    filters.find((filter) => filter.accessor === accessor && hasFilterValue(filter));
  const ids = (filter: Filter | undefined, rule: Filter['rule']) =>
    filter?.rule === rule ? filter.searchKeyArray.map(Number) : [];
  const team = find('team');
  const project = find('project');
  const statuses = kept(find('status'), TIME_CARD_STATUSES);
  const approvals = kept(find('approval'), APPROVAL_STATES);

  const query: SummaryQuery = {};
  const teamIds = ids(team, 'is_any_of');
  if (teamIds.length > 0) query.employee_group_ids = teamIds;
  const projectIds = ids(project, 'is_any_of');
  if (projectIds.length > 0) query.org_project_ids = projectIds;
  if (statuses?.length === 1) query.status = statuses[0];
  if (approvals?.length === 1) query.approval_state = approvals[0];
  return {
    query,
    excludedTeamIds: ids(team, 'is_none_of'),
    excludedProjectIds: ids(project, 'is_none_of'),
    statuses: statuses && statuses.length !== 1 ? statuses : null,
    approvals: approvals && approvals.length !== 1 ? approvals : null,
  };
}

/**
 * Whether a fetched card passes what the server could not apply. `excludedMembers` holds the
 * members of the plan's excluded teams.
 */
export function keepsCard(
  plan: SummaryFilterPlan,
  card: TimeCard,
  excludedMembers: ReadonlySet<number>,
): boolean {
  if (excludedMembers.has(card.employee_id)) return false;
  if (card.org_project_ids.some((id) => plan.excludedProjectIds.includes(id))) return false;
  if (plan.statuses && !plan.statuses.includes(card.status)) return false;
  if (plan.approvals && !plan.approvals.includes(card.approval_state)) return false;
  return true;
}
