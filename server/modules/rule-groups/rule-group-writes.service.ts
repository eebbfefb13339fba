import { MESSAGES } from '../../../contract/errors';
import { featureAllowed, type PlanFields } from '../../../contract/plans';
import {
  STARTING_TIME_CLOCK,
  type ProjectTimeRuleGroup,
  type RuleGroup,
} from '../../../contract/rule-groups';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  projectTimeFeaturesUsed,
  timeClockFeaturesUsed,
  type GatedSetting,
  type ProjectTimeRuleGroupCreate,
  type ProjectTimeRuleGroupPatch,
  type RuleGroupCreate,
  type RuleGroupPatch,
} from '../../../contract/rule-groups-write';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { nowUnix } from '../../lib/time';
import {
  mergedTimeClock,
  projectTimeColumns,
  timeClockColumns,
  timeClockHints,
  type Hints,
} from './rule-group-values';
import type { Kind, RuleGroupsRepository } from './rule-groups.repository';
import type { RuleGroupsService } from './rule-groups.service';

/** Where an organisation's plan is read (the membership module's `memberships`). */
export type PlanSource = { planFields(orgId: number): Promise<PlanFields | undefined> };

const AUDIT_ENTITY: Record<Kind, string> = {
  timeClock: 'rule_group',
  projectTime: 'project_time_rule_group',
};

const invalid = (hints: Hints) => new AppError(400, MESSAGES.validation, { field_hints: hints });

/**
 * Creating, editing and deleting rule groups of both kinds. The guard checked the route's policy
 * (orgSettings.edit) and its plan feature (time-clock rules, project tracking); this service
 * checks what the routes cannot: the settings a bigger plan unlocks, the name, the rules across
 * fields, and that the default group stays.
 */
export class RuleGroupWritesService {
  constructor(
    private readonly db: Db,
    private readonly groups: RuleGroupsRepository,
    private readonly reads: RuleGroupsService,
    private readonly memberships: PlanSource,
  ) {}

  /** 403 featureNotInPlan when the write switches on a setting the organisation's plan lacks. */
  async #checkPlan(orgId: number, used: GatedSetting[]) {
    if (!used.length) return;
    const plan: PlanFields | undefined = await this.memberships.planFields(orgId);
    const locked = used.filter((setting) => !featureAllowed(plan, setting.feature));
    if (locked.length)
      throw new AppError(403, MESSAGES.featureNotInPlan, {
        field_hints: Object.fromEntries(
          locked.map((setting) => [setting.field, [MESSAGES.featureNotInPlan]]),
        ),
      });
  }

  async #checkName(kind: Kind, orgId: number, name: string | undefined, exceptId: number | null) {
    if (name !== undefined && (await this.groups.nameTaken(this.db, kind, orgId, name, exceptId)))
      throw invalid({ name: [TEXT.nameTaken] });
  }

  /** Runs a write in one transaction; a name taken meanwhile answers as the check would. */
  async #write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ name: [TEXT.nameTaken] });
      throw error;
    }
  }

  async #existing<K extends Kind>(kind: K, ctx: OrgContext, id: number) {
    return (await this.reads.get(kind, ctx, id)).data;
  }

  /** POST /orgs/{org_id}/rule_groups. */
  async createTimeClock(ctx: OrgContext, input: RuleGroupCreate) {
    await this.#checkPlan(ctx.orgId, timeClockFeaturesUsed(input));
    const { name, ...settings } = input;
    // The group as it will be: the column defaults under the settings given.
    const hints = timeClockHints(mergedTimeClock(STARTING_TIME_CLOCK, settings));
    if (Object.keys(hints).length) throw invalid(hints);
    await this.#checkName('timeClock', ctx.orgId, name, null);
    const now = nowUnix();
    const id = await this.#write(async (trx) => {
      const groupId = await this.groups.insert(trx, 'timeClock', {
        ...timeClockColumns(settings),
        org_id: ctx.orgId,
        name,
        is_organization_default: 0,
        created_at_unix: now,
        updated_at_unix: now,
      });
      await this.#audit(trx, ctx, 'timeClock', groupId, 'create', undefined, input);
      return groupId;
    });
    return { data: await this.#existing('timeClock', ctx, id), message: TEXT.created };
  }

  /** PATCH /orgs/{org_id}/rule_group/{rule_group_id}: only the settings sent change. */
  async patchTimeClock(ctx: OrgContext, id: number, input: RuleGroupPatch) {
    const current = await this.#existing('timeClock', ctx, id);
    await this.#checkPlan(ctx.orgId, timeClockFeaturesUsed(input));
    const { name, ...settings } = input;
    const hints = timeClockHints(mergedTimeClock(current, settings));
    if (Object.keys(hints).length) throw invalid(hints);
    await this.#checkName('timeClock', ctx.orgId, name, id);
    const values = { ...timeClockColumns(settings), ...(name === undefined ? {} : { name }) };
    await this.#write(async (trx) => {
      await this.groups.update(trx, 'timeClock', ctx.orgId, id, {
        ...values,
        updated_at_unix: nowUnix(),
      });
      await this.#audit(trx, ctx, 'timeClock', id, 'update', current, input);
    });
    return { data: await this.#existing('timeClock', ctx, id), message: TEXT.updated };
  }

  /** POST /orgs/{org_id}/project_time_rule_groups. */
  async createProjectTime(ctx: OrgContext, input: ProjectTimeRuleGroupCreate) {
    await this.#checkPlan(ctx.orgId, projectTimeFeaturesUsed(input));
    const { name, ...settings } = input;
    await this.#checkReferences(ctx, settings);
    await this.#checkName('projectTime', ctx.orgId, name, null);
    const now = nowUnix();
    const id = await this.#write(async (trx) => {
      const groupId = await this.groups.insert(trx, 'projectTime', {
        ...projectTimeColumns(settings),
        org_id: ctx.orgId,
        name,
        is_organization_default: 0,
        created_at_unix: now,
        updated_at_unix: now,
      });
      if (settings.excluded_project_ids !== undefined)
        await this.groups.replaceExcludedProjects(trx, groupId, settings.excluded_project_ids);
      await this.#audit(trx, ctx, 'projectTime', groupId, 'create', undefined, input);
      return groupId;
    });
    return { data: await this.#existing('projectTime', ctx, id), message: TEXT.created };
  }

  /** PATCH /orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}. */
  async patchProjectTime(ctx: OrgContext, id: number, input: ProjectTimeRuleGroupPatch) {
    const current = await this.#existing('projectTime', ctx, id);
    await this.#checkPlan(ctx.orgId, projectTimeFeaturesUsed(input));
    const { name, ...settings } = input;
    await this.#checkReferences(ctx, settings);
    await this.#checkName('projectTime', ctx.orgId, name, id);
    await this.#write(async (trx) => {
      await this.groups.update(trx, 'projectTime', ctx.orgId, id, {
        ...projectTimeColumns(settings),
        ...(name === undefined ? {} : { name }),
        updated_at_unix: nowUnix(),
      });
      if (settings.excluded_project_ids !== undefined)
        await this.groups.replaceExcludedProjects(trx, id, settings.excluded_project_ids);
      await this.#audit(trx, ctx, 'projectTime', id, 'update', current, input);
    });
    return { data: await this.#existing('projectTime', ctx, id), message: TEXT.updated };
  }

  /**
   * DELETE of a group of either kind: never the default (400, with the reason); its members
   * go back to the default in the same transaction.
   */
  async remove(kind: Kind, ctx: OrgContext, id: number) {
    const current = await this.#existing(kind, ctx, id);
    if (current.is_organization_default) throw new AppError(400, TEXT.defaultNotDeletable);
    await this.#write(async (trx) => {
      const moved = await this.groups.remove(trx, kind, ctx.orgId, id);
      await this.#audit(trx, ctx, kind, id, 'delete', current, { members_moved_to_default: moved });
    });
    return { message: TEXT.deleted };
  }

  /** Excluded projects and the driving-time cost code must be this organisation's. */
  async #checkReferences(
    ctx: OrgContext,
    input: {
      excluded_project_ids?: number[] | undefined;
      driving_time_cost_code_id?: number | null;
    },
  ) {
    const hints: Hints = {};
    const projectIds = [...new Set(input.excluded_project_ids ?? [])];
    if (
      projectIds.length &&
      (await this.groups.countProjectsOf(ctx.orgId, projectIds)) !== projectIds.length
    )
      hints.excluded_project_ids = [TEXT.projectsInvalid];
    const codeId = input.driving_time_cost_code_id;
    if (codeId != null && !(await this.groups.costCodeOf(ctx.orgId, codeId)))
      hints.driving_time_cost_code_id = [TEXT.costCodeInvalid];
    if (Object.keys(hints).length) throw invalid(hints);
  }

  async #audit(
    db: Db,
    ctx: OrgContext,
    kind: Kind,
    id: number,
    action: string,
    before: RuleGroup | ProjectTimeRuleGroup | undefined,
    after: unknown,
  ) {
    await writeAudit(db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: AUDIT_ENTITY[kind],
      entityId: id,
      action,
      before,
      after,
    });
  }
}
