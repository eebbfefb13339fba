import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TimeCardFilters } from '../../../contract/time-cards';
import type { Database } from '../../db/schema';

/**
 * The filters GET time_cards and GET time_cards/summary share (contract/time-cards.ts
 * zTimeCardFilters), written once per form they are read in, side by side, so each filter means
 * the same in both: as SQL conditions for the list, and as a test of a card's compact record
 * for the summary, which keeps a range's cards in memory and filters them per request. The API
 * tests check both against each other (the summary's sums equal the list's).
 *
 * - employee_ids: the card's member is one of them.
 * - employee_group_ids / exclude_employee_group_ids: the member belongs to one of the teams / to
 *   none of them (today's membership).
 * - org_project_ids / exclude_org_project_ids: one of the card's stretches is on one of the
 *   projects / none is.
 * - status, approval_state: the card's is one of those given.
 */

/** A query over time cards named `tc`, which the conditions below filter. */
export type CardsAsTc = ExpressionBuilder<Database & { tc: Database['time_cards'] }, 'tc'>;

/**
 * The organisation's cards `tc` that are not deleted and whose clock-in falls in [start, end)
 * (a bound left out is open): the range every read of the list and of the summary starts from,
 * on the (org_id, clock_in_dt_unix) index.
 */
export function rangeCondition(
  eb: CardsAsTc,
  orgId: number,
  range: { start?: number; end?: number },
): Expression<SqlBool> {
  const conditions = [eb('tc.org_id', '=', orgId), eb('tc.deleted_at_unix', 'is', null)];
  if (range.start !== undefined) conditions.push(eb('tc.clock_in_dt_unix', '>=', range.start));
  if (range.end !== undefined) conditions.push(eb('tc.clock_in_dt_unix', '<', range.end));
  return eb.and(conditions);
}

/** The SQL conditions of the filters given, for a query of the organisation's cards `tc`. */
export function filterConditions(
  eb: CardsAsTc,
  orgId: number,
  filters: TimeCardFilters,
): Expression<SqlBool>[] {
  const inGroups = (groups: number[]) =>
    eb.exists(
      eb
        .selectFrom('employee_group_members as gm')
        .select(sql`1`.as('one'))
        .whereRef('gm.employee_id', '=', 'tc.employee_id')
        .where('gm.org_id', '=', orgId)
        .where('gm.group_id', 'in', groups),
    );
  const onProjects = (projects: number[]) =>
    eb.exists(
      eb
        .selectFrom('time_card_allocations as al')
        .select(sql`1`.as('one'))
        .whereRef('al.time_card_id', '=', 'tc.id')
        .where('al.project_id', 'in', projects),
    );
  const conditions: Expression<SqlBool>[] = [];
  if (filters.employee_ids) conditions.push(eb('tc.employee_id', 'in', filters.employee_ids));
  if (filters.employee_group_ids) conditions.push(inGroups(filters.employee_group_ids));
  if (filters.exclude_employee_group_ids)
    conditions.push(eb.not(inGroups(filters.exclude_employee_group_ids)));
  if (filters.org_project_ids) conditions.push(onProjects(filters.org_project_ids));
  if (filters.exclude_org_project_ids)
    conditions.push(eb.not(onProjects(filters.exclude_org_project_ids)));
  if (filters.status) conditions.push(eb('tc.status', 'in', filters.status));
  if (filters.approval_state)
    conditions.push(eb('tc.approval_state', 'in', filters.approval_state));
  return conditions;
}

/** What the in-memory form reads of a card. */
export type FilteredCard = {
  employeeId: number;
  status: string;
  approvalState: string;
  /** The projects of its stretches. */
  projectIds: readonly number[];
};

/** The teams of each member of the organisation (employee id → team ids). */
export type TeamsOf = ReadonlyMap<number, readonly number[]>;

/** The same filters as a test of one card; `teamsOf` is read only when a team filter is given. */
export function cardMatcher(
  filters: TimeCardFilters,
  teamsOf: TeamsOf,
): (card: FilteredCard) => boolean {
  const set = <T>(values: readonly T[] | undefined) => (values ? new Set(values) : undefined);
  const employees = set(filters.employee_ids);
  const groups = set(filters.employee_group_ids);
  const notGroups = set(filters.exclude_employee_group_ids);
  const projects = set(filters.org_project_ids);
  const notProjects = set(filters.exclude_org_project_ids);
  const statuses = set<string>(filters.status);
  const approvals = set<string>(filters.approval_state);
  const anyOf = (values: readonly number[] | undefined, within: Set<number>) =>
    values !== undefined && values.some((value) => within.has(value));
  return (card) =>
    (!employees || employees.has(card.employeeId)) &&
    (!groups || anyOf(teamsOf.get(card.employeeId), groups)) &&
    (!notGroups || !anyOf(teamsOf.get(card.employeeId), notGroups)) &&
    (!projects || anyOf(card.projectIds, projects)) &&
    (!notProjects || !anyOf(card.projectIds, notProjects)) &&
    (!statuses || statuses.has(card.status)) &&
    (!approvals || approvals.has(card.approvalState));
}

/** Whether any team filter is given (the summary reads team membership only then). */
export const needsTeams = (filters: TimeCardFilters) =>
  filters.employee_group_ids !== undefined || filters.exclude_employee_group_ids !== undefined;
