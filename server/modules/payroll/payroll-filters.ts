import type { PayrollSummaryQuery } from '../../../contract/payroll';
import type { LoadedCard } from './payroll-data';

/**
 * The summary's filters (README "Filters"). Members: `employee_ids` names them, and
 * `employee_group_ids` keeps members of one of the teams (today's membership), as GET time_cards
 * reads them. Cards: `org_project_ids` / `job_code_ids` keep a card when one of its stretches is
 * on one of the projects / cost codes; the rest of the member's cards still count toward their
 * overtime (the workweek is classified whole), they are only left out of the sums.
 */
export type PayrollFilters = Pick<
  PayrollSummaryQuery,
  'employee_ids' | 'employee_group_ids' | 'org_project_ids' | 'job_code_ids'
>;

export const needsTeams = (filters: PayrollFilters) => filters.employee_group_ids !== undefined;

export const hasCardFilters = (filters: PayrollFilters) =>
  filters.org_project_ids !== undefined || filters.job_code_ids !== undefined;

export function memberMatcher(
  filters: PayrollFilters,
  teamsOf: ReadonlyMap<number, readonly number[]>,
): (employeeId: number) => boolean {
  const employees = filters.employee_ids ? new Set(filters.employee_ids) : null;
  const groups = filters.employee_group_ids ? new Set(filters.employee_group_ids) : null;
  return (employeeId) =>
    (!employees || employees.has(employeeId)) &&
    (!groups || (teamsOf.get(employeeId) ?? []).some((group) => groups.has(group)));
}

export function cardMatcher(filters: PayrollFilters): (card: LoadedCard) => boolean {
  const projects = filters.org_project_ids ? new Set(filters.org_project_ids) : null;
  const codes = filters.job_code_ids ? new Set(filters.job_code_ids) : null;
  if (!projects && !codes) return () => true;
  return (card) =>
    (!projects || card.allocations.some((each) => projects.has(each.projectId ?? 0))) &&
    (!codes || card.allocations.some((each) => codes.has(each.jobCodeId ?? 0)));
}
