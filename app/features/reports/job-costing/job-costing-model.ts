import type { JobCostingProject } from '../../../../contract/job-costing';

/**
 * Job costing as data: the chart rows of budget against actual, and the keys of rows the table
 * expands. Pure.
 */

const HOUR = 3600;

/** A project in the charts: its budget and its actual, in seconds and in cents. */
export type BudgetRow = {
  project: string;
  budgetSeconds: number | null;
  actualSeconds: number;
  budgetCents: number | null;
  actualCents: number;
};

/** The projects that have an hours or a labor budget, as chart rows, in the answer's order. */
export function budgetRows(projects: readonly JobCostingProject[]): BudgetRow[] {
  return projects
    .filter((project) => project.budget_hours !== null || project.labour_budget_cents !== null)
    .map((project) => ({
      project: project.name,
      budgetSeconds: project.budget_hours === null ? null : Math.round(project.budget_hours * HOUR),
      actualSeconds: project.worked_seconds,
      budgetCents: project.labour_budget_cents,
      actualCents: project.labour_cost_cents,
    }));
}

/** A project's key in the table (time on no project has no id). */
export const projectKey = (project: Pick<JobCostingProject, 'org_project_id'>) =>
  project.org_project_id === null ? 'none' : String(project.org_project_id);

/** How much of a budget is used: 'over' past it, 'near' from 90%. */
export function budgetState(used: number | null): 'over' | 'near' | 'under' | null {
  if (used === null) return null;
  if (used > 1) return 'over';
  return used >= 0.9 ? 'near' : 'under';
}
