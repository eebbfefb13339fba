import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import {
  RULE_GROUP_TEXT,
  orgRuleSummary,
  type OrgRuleSummary,
  type ProjectTimeRuleGroup,
  type RuleGroup,
  type RuleGroupListQuery,
} from '../../../contract/rule-groups';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { EmployeeDetailService } from '../employees/employee-detail.service';
import {
  toProjectTimeRuleGroup,
  toRuleGroup,
  type ProjectTimeRuleGroupRow,
  type RuleGroupRow,
  type RuleGroupsRepository,
} from './rule-groups.repository';

/**
 * Who reads an organisation's rule groups (lists and details, for settings and pickers):
 * administrators, managers and provider staff. Workers read only their own groups, through
 * the employee calls, which the clock needs.
 */
export function canReadRuleGroups(ctx: OrgContext): boolean {
  return ctx.isProviderStaff || ctx.flags.isAdmin || ctx.flags.isManager;
}

function pageOf<T>(query: RuleGroupListQuery, total: number, data: T[]): Page<T> {
  return {
    data,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
      total,
      per_page: query.limit,
      to: (query.page - 1) * query.limit + data.length,
    },
  };
}

const notFound = () => new AppError(404, MESSAGES.notFound);

/**
 * Every organisation has a default group of each kind (created with it, or by migration 0005);
 * one missing is a fault of ours: the error handler logs it and answers a plain 500.
 */
const missingDefault = (orgId: number) =>
  new Error(`Organisation ${orgId} has no default rule group`);

/** Time-clock and project-time rule groups: reads, and the checks of an employee's choice. */
export class RuleGroupsService {
  constructor(
    private readonly groups: RuleGroupsRepository,
    private readonly employees: EmployeeDetailService,
  ) {}

  async #timeClockView(orgId: number, row: RuleGroupRow): Promise<RuleGroup> {
    const counts = await this.groups.employeeCounts('timeClock', orgId, [row]);
    return toRuleGroup(row, counts.get(row.id) ?? 0);
  }

  async #projectTimeView(orgId: number, row: ProjectTimeRuleGroupRow) {
    const counts = await this.groups.employeeCounts('projectTime', orgId, [row]);
    return toProjectTimeRuleGroup(row, counts.get(row.id) ?? 0);
  }

  /** GET /orgs/{org_id}/rule_groups: the default first, then by name. */
  async listTimeClock(ctx: OrgContext, query: RuleGroupListQuery): Promise<Page<RuleGroup>> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.groups.listTimeClock({ orgId: ctx.orgId, ...query });
    const counts = await this.groups.employeeCounts('timeClock', ctx.orgId, rows);
    return pageOf(
      query,
      total,
      rows.map((row) => toRuleGroup(row, counts.get(row.id) ?? 0)),
    );
  }

  /** GET /orgs/{org_id}/project_time_rule_groups: the default first, then by name. */
  async listProjectTime(
    ctx: OrgContext,
    query: RuleGroupListQuery,
  ): Promise<Page<ProjectTimeRuleGroup>> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.groups.listProjectTime({ orgId: ctx.orgId, ...query });
    const counts = await this.groups.employeeCounts('projectTime', ctx.orgId, rows);
    return pageOf(
      query,
      total,
      rows.map((row) => toProjectTimeRuleGroup(row, counts.get(row.id) ?? 0)),
    );
  }

  /** GET /orgs/{org_id}/rule_group/{rule_group_id}. */
  async getTimeClock(ctx: OrgContext, id: number): Promise<{ data: RuleGroup }> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const row = await this.groups.findTimeClock(ctx.orgId, id);
    if (!row) throw notFound();
    return { data: await this.#timeClockView(ctx.orgId, row) };
  }

  /** GET /orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}. */
  async getProjectTime(ctx: OrgContext, id: number): Promise<{ data: ProjectTimeRuleGroup }> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const row = await this.groups.findProjectTime(ctx.orgId, id);
    if (!row) throw notFound();
    return { data: await this.#projectTimeView(ctx.orgId, row) };
  }

  /**
   * GET /orgs/{org_id}/employee/{employee_id}/rule_group: the group the team member follows,
   * theirs or the organisation's default. Anyone whose scope covers the person (workers:
   * themselves); 404 otherwise, as the employee detail.
   */
  async forEmployee(ctx: OrgContext, employeeId: number): Promise<{ data: RuleGroup }> {
    const record = await this.employees.visible(ctx, employeeId);
    const row = await this.groups.timeClock(ctx.orgId, record.rule_group_id);
    if (!row) throw missingDefault(ctx.orgId);
    return { data: await this.#timeClockView(ctx.orgId, row) };
  }

  /** GET /orgs/{org_id}/employee/{employee_id}/project_time_rule_group: as forEmployee. */
  async projectTimeForEmployee(
    ctx: OrgContext,
    employeeId: number,
  ): Promise<{ data: ProjectTimeRuleGroup }> {
    const record = await this.employees.visible(ctx, employeeId);
    const row = await this.groups.projectTime(ctx.orgId, record.project_time_rule_group_id);
    if (!row) throw missingDefault(ctx.orgId);
    return { data: await this.#projectTimeView(ctx.orgId, row) };
  }
}

/** The organisation's rule summary (GET /orgs/{org_id}), from its default groups. */
export async function orgRuleSummaryOf(
  groups: RuleGroupsRepository,
  orgId: number,
): Promise<OrgRuleSummary> {
  const [timeClock, projectTime] = await Promise.all([
    groups.timeClock(orgId, null),
    groups.projectTime(orgId, null),
  ]);
  if (!timeClock || !projectTime) throw missingDefault(orgId);
  return orgRuleSummary(toRuleGroup(timeClock, 0), toProjectTimeRuleGroup(projectTime, 0));
}

/**
 * Checks the rule groups an employee write names: each must be a group of that kind of this
 * organisation (null, the default, always is). Ids from elsewhere are refused with a field hint.
 */
export async function checkEmployeeRuleGroups(
  groups: RuleGroupsRepository,
  db: Db,
  orgId: number,
  input: {
    ruleGroupId?: number | null | undefined;
    projectTimeRuleGroupId?: number | null | undefined;
  },
): Promise<void> {
  const { ruleGroupId, projectTimeRuleGroupId } = input;
  if (ruleGroupId != null && !(await groups.belongsToOrg(db, 'timeClock', orgId, ruleGroupId)))
    throw fieldError('rule_group_id', RULE_GROUP_TEXT.groupInvalid);
  if (
    projectTimeRuleGroupId != null &&
    !(await groups.belongsToOrg(db, 'projectTime', orgId, projectTimeRuleGroupId))
  )
    throw fieldError('project_time_rule_group_id', RULE_GROUP_TEXT.groupInvalid);
}
