import { MESSAGES } from '../../../contract/errors';
import {
  OVERTIME_RULE_TEXT,
  isDoubleTimeAfterOvertime,
  type OvertimeRule,
  type OvertimeRuleCreate,
  type OvertimeRuleListQuery,
  type OvertimeRulePatch,
} from '../../../contract/overtime-rules';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { OvertimeRuleTable } from '../../db/schema';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag, toFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../audit/audit';
import { canManagePaySettings, canReadPaySettings } from '../compensation/compensation-access';
import type { OvertimeRuleRow, OvertimeRulesRepository } from './overtime-rules.repository';
import type { Updateable } from 'kysely';

const toMinutes = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));
const toHours = (minutes: number | null) => (minutes === null ? null : minutes / 60);

export function toOvertimeRule(row: OvertimeRuleRow): OvertimeRule {
  return {
    id: row.id,
    name: row.name,
    daily_overtime_after_hours: toHours(row.daily_overtime_after_minutes),
    daily_double_time_after_hours: toHours(row.daily_double_time_after_minutes),
    weekly_overtime_after_hours: toHours(row.weekly_overtime_after_minutes),
    is_seventh_day_rule: fromFlag(row.is_seventh_day_rule),
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
}

/** What the audit log keeps of a rule. */
function snapshot(rule: OvertimeRule) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = rule;
  return rest;
}

const nameTaken = () => fieldError('name', OVERTIME_RULE_TEXT.nameTaken);

/** Overtime rules: read by administrators and managers, written by administrators. */
export class OvertimeRulesService {
  constructor(
    private readonly db: Db,
    private readonly rules: OvertimeRulesRepository,
  ) {}

  /** GET /orgs/{org_id}/overtime_rules. */
  async list(ctx: OrgContext, query: OvertimeRuleListQuery): Promise<Page<OvertimeRule>> {
    if (!canReadPaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.rules.list({
      orgId: ctx.orgId,
      archived: query.is_archived,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map(toOvertimeRule),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        total,
        per_page: query.limit,
        to: (query.page - 1) * query.limit + rows.length,
      },
    };
  }

  /** POST /orgs/{org_id}/overtime_rules. */
  async create(ctx: OrgContext, input: OvertimeRuleCreate) {
    if (!canManagePaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    if (await this.rules.nameTaken(this.db, ctx.orgId, input.name, null)) throw nameTaken();
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const ruleId = await this.rules.insert(db, {
        org_id: ctx.orgId,
        name: input.name,
        daily_overtime_after_minutes: toMinutes(input.daily_overtime_after_hours),
        daily_double_time_after_minutes: toMinutes(input.daily_double_time_after_hours),
        weekly_overtime_after_minutes: toMinutes(input.weekly_overtime_after_hours),
        is_seventh_day_rule: toFlag(input.is_seventh_day_rule),
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: null,
      });
      const created = await this.rules.find(db, ctx.orgId, ruleId);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'overtime_rule',
        entityId: ruleId,
        action: 'create',
        after: snapshot(toOvertimeRule(created!)),
      });
      return ruleId;
    });
    return { data: await this.#one(ctx.orgId, id), message: OVERTIME_RULE_TEXT.created };
  }

  /**
   * PATCH /orgs/{org_id}/overtime_rules/{overtime_rule_id}. Archiving keeps the rule on the pay
   * records that name it; new records cannot choose it. Unarchiving needs its name to be free.
   */
  async update(ctx: OrgContext, id: number, patch: OvertimeRulePatch) {
    if (!canManagePaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const before = await this.#one(ctx.orgId, id);
    const after = { ...before };
    for (const [key, value] of Object.entries(patch))
      if (value !== undefined && key !== 'is_archived') Object.assign(after, { [key]: value });
    if (!isDoubleTimeAfterOvertime(after))
      throw fieldError('daily_double_time_after_hours', OVERTIME_RULE_TEXT.doubleTimeOrder);
    const wasArchived = before.archived_at_unix !== null;
    const isArchived = patch.is_archived ?? wasArchived;
    if (
      !isArchived &&
      (patch.name !== undefined || wasArchived) &&
      (await this.rules.nameTaken(this.db, ctx.orgId, after.name, id))
    )
      throw nameTaken();

    const now = nowUnix();
    const values: Updateable<OvertimeRuleTable> = { updated_at_unix: now };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.daily_overtime_after_hours !== undefined)
      values.daily_overtime_after_minutes = toMinutes(patch.daily_overtime_after_hours);
    if (patch.daily_double_time_after_hours !== undefined)
      values.daily_double_time_after_minutes = toMinutes(patch.daily_double_time_after_hours);
    if (patch.weekly_overtime_after_hours !== undefined)
      values.weekly_overtime_after_minutes = toMinutes(patch.weekly_overtime_after_hours);
    if (patch.is_seventh_day_rule !== undefined)
      values.is_seventh_day_rule = toFlag(patch.is_seventh_day_rule);
    if (isArchived !== wasArchived) values.archived_at_unix = isArchived ? now : null;

    await this.#write(async (db) => {
      await this.rules.update(db, ctx.orgId, id, values);
      const changed = await this.rules.find(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'overtime_rule',
        entityId: id,
        action: isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive',
        before: snapshot(before),
        after: snapshot(toOvertimeRule(changed!)),
      });
    });
    const message =
      isArchived === wasArchived
        ? OVERTIME_RULE_TEXT.updated
        : isArchived
          ? OVERTIME_RULE_TEXT.archived
          : OVERTIME_RULE_TEXT.unarchived;
    return { data: await this.#one(ctx.orgId, id), message };
  }

  async #one(orgId: number, id: number): Promise<OvertimeRule> {
    const row = await this.rules.find(this.db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toOvertimeRule(row);
  }

  /** A write in a transaction; two rules racing for one name meet the unique index. */
  async #write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
}
