import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { zIdListQuery, zUnixQuery } from './time-cards';
import { RULE_TEXT } from './validation';

/**
 * Job costing (core.md 2 `/crew/job-costing`; issue 15): labour hours and cost by project and
 * cost code for a range, overtime and double time at their multipliers (the pay-rules engine's
 * classification, premiums on the weighted regular rate), with each project's budget beside its
 * actual. Money is financial data: only callers with permission 15 read it, and a manager with
 * it sees their own workers' time only. The labor-cost-reporting plan feature.
 *
 * GET /orgs/{org_id}/job_costing answers JSON; GET /orgs/{org_id}/cost_allocation_exports the
 * cost-allocation report as text/csv (COST_ALLOCATION_CSV_COLUMNS): one row per member, day,
 * project and cost code with time, streamed.
 */

/** Job costing reads up to a year, so a year-to-date budget check is one call. */
export const JOB_COSTING_MAX_DAYS = 366;
const JOB_COSTING_MAX_SECONDS = JOB_COSTING_MAX_DAYS * 86_400 + 3_600;

export const JOB_COSTING_TEXT = {
  rangeTooLong: `Please choose at most ${JOB_COSTING_MAX_DAYS} days`,
} as const;

export const zJobCostingQuery = z
  .object({
    start_dt_unix: zUnixQuery,
    end_dt_unix: zUnixQuery,
    org_project_ids: zIdListQuery.optional(),
    job_code_ids: zIdListQuery.optional(),
    employee_ids: zIdListQuery.optional(),
    employee_group_ids: zIdListQuery.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.start_dt_unix >= query.end_dt_unix)
      ctx.addIssue({ code: 'custom', path: ['start_dt_unix'], message: RULE_TEXT.dateRangeOrder });
    else if (query.end_dt_unix - query.start_dt_unix > JOB_COSTING_MAX_SECONDS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_dt_unix'],
        message: JOB_COSTING_TEXT.rangeTooLong,
      });
  });
export type JobCostingQuery = z.infer<typeof zJobCostingQuery>;
export const zJobCostingParams = zOrgIdParams;

const zInt = z.number().int();

/** Hours and labour cost of a project, a cost code of it, or everything. */
export const zLabourCost = z.object({
  worked_seconds: zInt,
  regular_seconds: zInt,
  overtime_seconds: zInt,
  double_time_seconds: zInt,
  /** Straight time of every hour plus overtime and double-time premiums. */
  labour_cost_cents: zInt,
  /** Of which premiums (the cost of overtime). */
  premium_cents: zInt,
  /** Hours of members with no pay record: counted, not costed. */
  uncosted_seconds: zInt,
});
export type LabourCost = z.infer<typeof zLabourCost>;

export const zJobCostingCostCode = zLabourCost.extend({
  /** null: time on the project without a cost code. */
  job_code_id: zInt.nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
});

export const zJobCostingProject = zLabourCost.extend({
  /** null: time on no project. */
  org_project_id: zInt.nullable(),
  name: z.string(),
  budget_hours: z.number().nullable(),
  labour_budget_cents: zInt.nullable(),
  /** Share of the budget the range's actual uses (null without a budget). */
  budget_hours_used: z.number().nullable(),
  labour_budget_used: z.number().nullable(),
  cost_codes: z.array(zJobCostingCostCode),
});
export type JobCostingProject = z.infer<typeof zJobCostingProject>;

export const zJobCosting = z.object({
  timezone: z.string(),
  start_dt_unix: zInt,
  end_dt_unix: zInt,
  /** Projects with time in the range (or asked for), by name; time on no project last. */
  projects: z.array(zJobCostingProject),
  totals: zLabourCost,
});
export type JobCosting = z.infer<typeof zJobCosting>;
export const zJobCostingResponse = z.object({ data: zJobCosting });

export const COST_ALLOCATION_CSV_COLUMNS = [
  'employee_id',
  'display_name',
  'date',
  'project',
  'cost_code',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'labour_cost',
] as const;
export const zCostAllocationCsv = z.string();
