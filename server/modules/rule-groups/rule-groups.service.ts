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
import { pageMeta } from '../../lib/page-meta';
import {
  RULE_GROUP_KINDS,
  toProjectTimeRuleGroup,
  toRuleGroup,
  type Kind,
  type RuleGroupRowOf,
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

/** What the API answers for each kind of group. */
type RuleGroupViewOf = { timeClock: RuleGroup; projectTime: ProjectTimeRuleGroup };

/** A group as the API shows it, with how many team members follow it. */
function viewOf<K extends Kind>(
  kind: K,
  row: RuleGroupRowOf[K],
  employeeCount: number,
): RuleGroupViewOf[K] {
  const views: {
    [Each in Kind]: (row: RuleGroupRowOf[Each], count: number) => RuleGroupViewOf[Each];
  } = {
    timeClock: toRuleGroup,
    projectTime: toProjectTimeRuleGroup,
  };
  return (views[kind] as (row: RuleGroupRowOf[K], count: number) => RuleGroupViewOf[K])(
    row,
    employeeCount,
  );
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

  async #view<K extends Kind>(kind: K, orgId: number, row: RuleGroupRowOf[K]) {
    const counts = await this.groups.employeeCounts(kind, orgId, [row]);
    return viewOf(kind, row, counts.get(row.id) ?? 0);
  }

  /**
   * GET /orgs/{org_id}/rule_groups and /project_time_rule_groups: one page of the groups of a
   * kind, the default first, then by name.
   */
  async list<K extends Kind>(
    kind: K,
    ctx: OrgContext,
    query: RuleGroupListQuery,
  ): Promise<Page<RuleGroupViewOf[K]>> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.groups.list(kind, { orgId: ctx.orgId, ...query });
    const counts = await this.groups.employeeCounts(kind, ctx.orgId, rows);
    const data = rows.map((row) => viewOf(kind, row, counts.get(row.id) ?? 0));
    return { data, meta: pageMeta(query, total, data.length) };
  }

  /**
   * GET /orgs/{org_id}/rule_group/{rule_group_id} and
   * /project_time_rule_groups/{project_time_rule_group_id}: one group of the organisation.
   */
  async get<K extends Kind>(
    kind: K,
    ctx: OrgContext,
    id: number,
  ): Promise<{ data: RuleGroupViewOf[K] }> {
    if (!canReadRuleGroups(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const row = await this.groups.find(kind, ctx.orgId, id);
    if (!row) throw notFound();
    return { data: await this.#view(kind, ctx.orgId, row) };
  }

  /**
   * GET /orgs/{org_id}/employee/{employee_id}/rule_group and …/project_time_rule_group: the
   * group of a kind the team member follows, theirs or the organisation's default. Anyone whose
   * scope covers the person (workers: themselves); 404 otherwise, as the employee detail.
   */
  async forEmployee<K extends Kind>(
    kind: K,
    ctx: OrgContext,
    employeeId: number,
  ): Promise<{ data: RuleGroupViewOf[K] }> {
    const record = await this.employees.visible(ctx, employeeId);
    const row = await this.groups.followed(kind, ctx.orgId, record[RULE_GROUP_KINDS[kind].column]);
    if (!row) throw missingDefault(ctx.orgId);
    return { data: await this.#view(kind, ctx.orgId, row) };
  }
}

/** The organisation's rule summary (GET /orgs/{org_id}), from its default groups. */
export async function orgRuleSummaryOf(
  groups: RuleGroupsRepository,
  orgId: number,
): Promise<OrgRuleSummary> {
  const [timeClock, projectTime] = await Promise.all([
    groups.find('timeClock', orgId, null),
    groups.find('projectTime', orgId, null),
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
