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
import { pageMeta } from '../../lib/page-meta';
import type { VisibilityService } from '../visibility/visibility.service';
import {
  insertDefaultRuleGroups,
  toProjectTimeRuleGroup,
  toRuleGroup,
  type Kind,
  type ProjectTimeRefs,
  type RuleGroupRowOf,
  type RuleGroupsRepository,
} from './rule-groups.repository';

/** What the API answers for each kind of group. */
type RuleGroupViewOf = { timeClock: RuleGroup; projectTime: ProjectTimeRuleGroup };

/** A group as the API shows it, with how many team members follow it. */
function viewOf<K extends Kind>(
  kind: K,
  row: RuleGroupRowOf[K],
  employeeCount: number,
  refs: ProjectTimeRefs | undefined,
): RuleGroupViewOf[K] {
  const views: {
    [Each in Kind]: (
      row: RuleGroupRowOf[Each],
      count: number,
      refs: ProjectTimeRefs | undefined,
    ) => RuleGroupViewOf[Each];
  } = {
    timeClock: toRuleGroup,
    projectTime: toProjectTimeRuleGroup,
  };
  return (
    views[kind] as (
      row: RuleGroupRowOf[K],
      count: number,
      refs: ProjectTimeRefs | undefined,
    ) => RuleGroupViewOf[K]
  )(row, employeeCount, refs);
}

const notFound = () => new AppError(404, MESSAGES.notFound);

/**
 * Every organisation has a default group of each kind (created with it, or by migration 0005);
 * one missing is a fault of ours: the error handler logs it and answers a plain 500.
 */
const missingDefault = (orgId: number) =>
  new Error(`Organisation ${orgId} has no default rule group`);

/**
 * Time-clock and project-time rule groups: reads, and the checks of an employee's choice. Who
 * reads the organisation's groups (ruleGroups.view: administrators, managers, provider staff) is
 * the guard's check of the routes' policy; workers read only their own, through their record.
 */
export class RuleGroupsService {
  constructor(
    private readonly groups: RuleGroupsRepository,
    private readonly visibility: VisibilityService,
  ) {}

  async #view<K extends Kind>(kind: K, orgId: number, row: RuleGroupRowOf[K]) {
    const [counts, refs] = await Promise.all([
      this.groups.employeeCounts(kind, orgId, [row]),
      this.#refs(kind, orgId, [row]),
    ]);
    return viewOf(kind, row, counts.get(row.id) ?? 0, refs.get(row.id));
  }

  /** What project-time groups name elsewhere (none for time-clock groups). */
  async #refs<K extends Kind>(kind: K, orgId: number, rows: readonly RuleGroupRowOf[K][]) {
    return kind === 'projectTime'
      ? this.groups.projectTimeRefs(orgId, rows as unknown as RuleGroupRowOf['projectTime'][])
      : new Map<number, ProjectTimeRefs>();
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
    const { total, rows } = await this.groups.list(kind, { orgId: ctx.orgId, ...query });
    const [counts, refs] = await Promise.all([
      this.groups.employeeCounts(kind, ctx.orgId, rows),
      this.#refs(kind, ctx.orgId, rows),
    ]);
    const data = rows.map((row) => viewOf(kind, row, counts.get(row.id) ?? 0, refs.get(row.id)));
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
    await this.visibility.assertVisible(ctx, employeeId);
    const chosen = await this.groups.chosenBy(kind, ctx.orgId, employeeId);
    const row = await this.groups.followed(kind, ctx.orgId, chosen);
    if (!row) throw missingDefault(ctx.orgId);
    return { data: await this.#view(kind, ctx.orgId, row) };
  }

  /** The organisation's rule summary (GET /orgs/{org_id}), from its default groups. */
  async orgSummary(orgId: number): Promise<OrgRuleSummary> {
    const [timeClock, projectTime] = await Promise.all([
      this.groups.find('timeClock', orgId, null),
      this.groups.find('projectTime', orgId, null),
    ]);
    if (!timeClock || !projectTime) throw missingDefault(orgId);
    // The summary reads only whether a driving-time cost code is set, not which one.
    const projectTimeRules = {
      ...toProjectTimeRuleGroup(projectTime, 0),
      driving_time_cost_code:
        projectTime.driving_time_cost_code_id === null
          ? null
          : { id: projectTime.driving_time_cost_code_id, code: '', name: '' },
    };
    return orgRuleSummary(toRuleGroup(timeClock, 0), projectTimeRules);
  }

  /** A new organisation's default group of each kind, in the caller's transaction (`db`). */
  async createDefaults(db: Db, orgId: number, now: number): Promise<void> {
    await insertDefaultRuleGroups(db, orgId, now);
  }

  /**
   * Checks the rule groups an employee write names: each must be a group of that kind of this
   * organisation (null, the default, always is). Ids from elsewhere are refused with a field hint.
   */
  async checkEmployeeChoice(
    db: Db,
    orgId: number,
    input: {
      ruleGroupId?: number | null | undefined;
      projectTimeRuleGroupId?: number | null | undefined;
    },
  ): Promise<void> {
    const { ruleGroupId, projectTimeRuleGroupId } = input;
    const groups = this.groups;
    if (ruleGroupId != null && !(await groups.belongsToOrg(db, 'timeClock', orgId, ruleGroupId)))
      throw fieldError('rule_group_id', RULE_GROUP_TEXT.groupInvalid);
    if (
      projectTimeRuleGroupId != null &&
      !(await groups.belongsToOrg(db, 'projectTime', orgId, projectTimeRuleGroupId))
    )
      throw fieldError('project_time_rule_group_id', RULE_GROUP_TEXT.groupInvalid);
  }
}
