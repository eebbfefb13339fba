import type { JobCosting, JobCostingProject, JobCostingQuery } from '../../../contract/job-costing';
import type { OrgContext } from '../../http/context';
import { costPieces, LabourSum, type CostPiece } from './job-costing';
import { daysOfRange, type RangeDay } from './payroll-assemble';
import { rangeWeeks, type ClassifiedMember } from './payroll-classify';
import { memberMatcher, needsTeams } from './payroll-filters';
import type { PayrollLoader } from './payroll-loader';
import { orgPayRules } from './payroll-rules';

/** Time on no project, as the answer names it. */
export const NO_PROJECT = 'No project';

/** One row of the cost-allocation CSV: a member's day on one project and cost code. */
export type CostAllocationRow = {
  employee_id: number;
  display_name: string;
  date: string;
  project: string;
  cost_code: string;
  regular_seconds: number;
  overtime_seconds: number;
  double_time_seconds: number;
  /** null: the member has no pay record for that time. */
  labour_cost_cents: number | null;
};

const byName = new Intl.Collator('en');
const bucketKey = (piece: { projectId: number | null; jobCodeId: number | null }) =>
  `${piece.projectId ?? ''}:${piece.jobCodeId ?? ''}`;

/**
 * GET job_costing and the cost-allocation report (README "Job costing"): the pay-rules engine's
 * classification of the range's cards, costed and summed by project and cost code, over the
 * members whose pay the caller may read (permission 15: everyone's, a manager their own
 * workers').
 */
export class JobCostingService {
  constructor(private readonly loader: PayrollLoader) {}

  /** The members in reach and the range's days, with their classified weeks. */
  async #read(ctx: OrgContext, query: JobCostingQuery, now: number) {
    const { repo } = this.loader;
    const [org, plan, scope] = await Promise.all([
      this.loader.org(ctx),
      this.loader.plan(ctx),
      this.loader.scope(ctx),
    ]);
    const rules = orgPayRules(org, plan);
    const { start_dt_unix: start, end_dt_unix: end } = query;
    const weeks = rangeWeeks(start, end, rules);
    const [classified, teams] = await Promise.all([
      this.loader.classified(ctx.orgId, org, rules, weeks, now),
      needsTeams(query) ? repo.teamsOf(ctx.orgId) : Promise.resolve(new Map<number, number[]>()),
    ]);
    const matches = memberMatcher(query, teams);
    const members = [...classified.members.values()]
      .filter((member) => this.loader.showsPay(ctx, scope, member.id) && matches(member.id))
      .sort((a, b) => byName.compare(a.displayName, b.displayName) || a.id - b.id);
    const projects = query.org_project_ids ? new Set(query.org_project_ids) : null;
    const codes = query.job_code_ids ? new Set(query.job_code_ids) : null;
    const keep = (piece: CostPiece) =>
      (!projects || (piece.projectId !== null && projects.has(piece.projectId))) &&
      (!codes || (piece.jobCodeId !== null && codes.has(piece.jobCodeId)));
    return {
      timezone: org.timezone,
      start,
      end,
      days: daysOfRange(weeks, start, end),
      members,
      pieces: function* (member: ClassifiedMember, days: readonly RangeDay[]) {
        for (const piece of costPieces(member, start, end, days)) if (keep(piece)) yield piece;
      },
    };
  }

  async #names(orgId: number, projectIds: Iterable<number>, codeIds: Iterable<number>) {
    const { repo } = this.loader;
    const [projects, codes] = await Promise.all([
      repo.projects(orgId, [...new Set(projectIds)]),
      repo.jobCodes(orgId, [...new Set(codeIds)]),
    ]);
    return {
      projects: new Map(projects.map((row) => [row.id, row])),
      codes: new Map(codes.map((row) => [row.id, row])),
    };
  }

  /** GET job_costing. */
  async get(ctx: OrgContext, query: JobCostingQuery, now: number): Promise<{ data: JobCosting }> {
    const read = await this.#read(ctx, query, now);
    const totals = new LabourSum();
    const projects = new Map<
      number | null,
      { sum: LabourSum; codes: Map<number | null, LabourSum> }
    >();
    for (const projectId of query.org_project_ids ?? [])
      projects.set(projectId, { sum: new LabourSum(), codes: new Map() });
    for (const member of read.members)
      for (const piece of read.pieces(member, read.days)) {
        totals.add(piece);
        let project = projects.get(piece.projectId);
        if (!project) {
          project = { sum: new LabourSum(), codes: new Map() };
          projects.set(piece.projectId, project);
        }
        project.sum.add(piece);
        let code = project.codes.get(piece.jobCodeId);
        if (!code) {
          code = new LabourSum();
          project.codes.set(piece.jobCodeId, code);
        }
        code.add(piece);
      }
    const codeIds = [...projects.values()].flatMap((project) =>
      [...project.codes.keys()].filter((id): id is number => id !== null),
    );
    const names = await this.#names(
      ctx.orgId,
      [...projects.keys()].filter((id): id is number => id !== null),
      codeIds,
    );
    const views: JobCostingProject[] = [];
    for (const [projectId, project] of projects) {
      const row = projectId === null ? undefined : names.projects.get(projectId);
      // An id asked for that is not the organisation's project finds nothing.
      if (projectId !== null && !row) continue;
      const cost = project.sum.view();
      const budgetHours = row?.budget_hours ?? null;
      const labourBudget = row?.labour_budget_cents ?? null;
      views.push({
        ...cost,
        org_project_id: projectId,
        name: row?.name ?? NO_PROJECT,
        budget_hours: budgetHours,
        labour_budget_cents: labourBudget,
        budget_hours_used: budgetHours ? cost.worked_seconds / 3600 / budgetHours : null,
        labour_budget_used: labourBudget ? cost.labour_cost_cents / labourBudget : null,
        cost_codes: [...project.codes]
          .map(([codeId, sum]) => {
            const code = codeId === null ? undefined : names.codes.get(codeId);
            return {
              ...sum.view(),
              job_code_id: codeId,
              code: code?.code ?? null,
              name: code?.name ?? null,
            };
          })
          .sort(
            (a, b) =>
              Number(a.job_code_id === null) - Number(b.job_code_id === null) ||
              byName.compare(a.code ?? '', b.code ?? ''),
          ),
      });
    }
    views.sort(
      (a, b) =>
        Number(a.org_project_id === null) - Number(b.org_project_id === null) ||
        byName.compare(a.name, b.name) ||
        (a.org_project_id ?? 0) - (b.org_project_id ?? 0),
    );
    return {
      data: {
        timezone: read.timezone,
        start_dt_unix: read.start,
        end_dt_unix: read.end,
        projects: views,
        totals: totals.view(),
      },
    };
  }

  /**
   * GET cost_allocation_exports: a member's day on a project and cost code per row, member by
   * member in name order, each day's rows by project and cost code. Refusals come before rows.
   */
  async rows(
    ctx: OrgContext,
    query: JobCostingQuery,
    now: number,
  ): Promise<Iterable<CostAllocationRow>> {
    const read = await this.#read(ctx, query, now);
    const projectIds = new Set<number>();
    const codeIds = new Set<number>();
    for (const member of read.members)
      for (const card of member.cards)
        for (const stretch of card.allocations) {
          if (stretch.projectId !== null) projectIds.add(stretch.projectId);
          if (stretch.jobCodeId !== null) codeIds.add(stretch.jobCodeId);
        }
    const names = await this.#names(ctx.orgId, projectIds, codeIds);
    const projectName = (id: number | null) =>
      id === null ? NO_PROJECT : (names.projects.get(id)?.name ?? NO_PROJECT);
    const codeName = (id: number | null) => (id === null ? '' : (names.codes.get(id)?.code ?? ''));
    return (function* rows() {
      for (const member of read.members) {
        const byDay = new Map<
          string,
          { day: number; projectId: number | null; jobCodeId: number | null; sum: LabourSum }
        >();
        for (const piece of read.pieces(member, read.days)) {
          const key = `${piece.day}:${bucketKey(piece)}`;
          let entry = byDay.get(key);
          if (!entry) {
            entry = {
              day: piece.day,
              projectId: piece.projectId,
              jobCodeId: piece.jobCodeId,
              sum: new LabourSum(),
            };
            byDay.set(key, entry);
          }
          entry.sum.add(piece);
        }
        const entries = [...byDay.values()].sort(
          (a, b) =>
            a.day - b.day ||
            Number(a.projectId === null) - Number(b.projectId === null) ||
            byName.compare(projectName(a.projectId), projectName(b.projectId)) ||
            byName.compare(codeName(a.jobCodeId), codeName(b.jobCodeId)),
        );
        for (const entry of entries) {
          const cost = entry.sum.view();
          yield {
            employee_id: member.id,
            display_name: member.displayName,
            date: read.days[entry.day]!.date,
            project: projectName(entry.projectId),
            cost_code: codeName(entry.jobCodeId),
            regular_seconds: cost.regular_seconds,
            overtime_seconds: cost.overtime_seconds,
            double_time_seconds: cost.double_time_seconds,
            labour_cost_cents: cost.uncosted_seconds > 0 ? null : cost.labour_cost_cents,
          };
        }
      }
    })();
  }
}
