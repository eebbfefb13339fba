import type { Updateable } from 'kysely';
import type { CatalogueListQuery } from '../../../contract/catalogue';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import {
  TIME_OFF_TEXT,
  hasAllowanceForExtras,
  type LeavePolicy,
  type LeavePolicyCreate,
  type LeavePolicyPatch,
} from '../../../contract/time-off';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { fromFlag, toFlag } from '../../lib/flags';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import type { LeavePoliciesRepository, LeavePolicyRow } from './leave-policies.repository';
import type { LeavePolicyTable } from './time-off.tables';

const toMinutes = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));
const toHours = (minutes: number | null) => (minutes === null ? null : minutes / 60);

export function toLeavePolicy(row: LeavePolicyRow): LeavePolicy {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    is_paid: fromFlag(row.is_paid),
    hours_per_year: toHours(row.allowance_minutes),
    accrual_hours_per_hour_worked: row.accrual_rate,
    carry_over_cap_hours: toHours(row.carry_over_cap_minutes),
    created_at_unix: Number(row.created_at_unix),
    updated_at_unix: Number(row.updated_at_unix),
    archived_at_unix: row.archived_at_unix === null ? null : Number(row.archived_at_unix),
  };
}

/** What the audit log keeps of a policy. */
function snapshot(policy: LeavePolicy) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = policy;
  return rest;
}

/** The columns of the fields a patch sends (hours are stored as minutes). */
function updateColumns(patch: LeavePolicyPatch): Updateable<LeavePolicyTable> {
  const values: Updateable<LeavePolicyTable> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.code !== undefined) values.code = patch.code;
  if (patch.is_paid !== undefined) values.is_paid = toFlag(patch.is_paid);
  if (patch.hours_per_year !== undefined)
    values.allowance_minutes = toMinutes(patch.hours_per_year);
  if (patch.accrual_hours_per_hour_worked !== undefined)
    values.accrual_rate = patch.accrual_hours_per_hour_worked;
  if (patch.carry_over_cap_hours !== undefined)
    values.carry_over_cap_minutes = toMinutes(patch.carry_over_cap_hours);
  return values;
}

const nameTaken = () => fieldError('name', TIME_OFF_TEXT.nameTaken);

/**
 * Leave policies (GET/POST/PATCH/DELETE /orgs/{org_id}/leave_policies): read by every member
 * (their request form offers the policies in use), written with organisation settings (the
 * route's policy). A name is unique among the policies in use, whatever its case. Deleting a
 * policy that requests name archives it instead: the requests, balances and payroll keep it.
 * Every change goes to the audit log.
 */
export class LeavePoliciesService {
  constructor(
    private readonly db: Db,
    private readonly policies: LeavePoliciesRepository,
  ) {}

  async list(ctx: OrgContext, query: CatalogueListQuery): Promise<Page<LeavePolicy>> {
    const { total, rows } = await this.policies.list({
      orgId: ctx.orgId,
      archived: query.is_archived,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    });
    return { data: rows.map(toLeavePolicy), meta: pageMeta(query, total, rows.length) };
  }

  async create(ctx: OrgContext, input: LeavePolicyCreate) {
    if (await this.policies.nameTaken(this.db, ctx.orgId, input.name, null)) throw nameTaken();
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const created = await this.policies.insert(db, {
        org_id: ctx.orgId,
        name: input.name,
        code: input.code,
        is_paid: toFlag(input.is_paid),
        allowance_minutes: toMinutes(input.hours_per_year),
        accrual_rate: input.accrual_hours_per_hour_worked,
        carry_over_cap_minutes: toMinutes(input.carry_over_cap_hours),
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: null,
      });
      const after = await this.#one(db, ctx.orgId, created);
      await this.#audit(db, ctx, created, 'create', undefined, after);
      return created;
    });
    return {
      data: await this.#one(this.db, ctx.orgId, id),
      message: TIME_OFF_TEXT.policyCreated,
    };
  }

  async update(ctx: OrgContext, id: number, patch: LeavePolicyPatch) {
    const before = await this.#one(this.db, ctx.orgId, id);
    const merged = { ...before, ...definedOf(patch) };
    if (!hasAllowanceForExtras(merged))
      throw fieldError('hours_per_year', TIME_OFF_TEXT.needsAllowance);
    const wasArchived = before.archived_at_unix !== null;
    const isArchived = patch.is_archived ?? wasArchived;
    if (
      !isArchived &&
      (patch.name !== undefined || wasArchived) &&
      (await this.policies.nameTaken(this.db, ctx.orgId, merged.name, id))
    )
      throw nameTaken();
    const now = nowUnix();
    await this.#write(async (db) => {
      await this.policies.update(db, ctx.orgId, id, {
        ...updateColumns(patch),
        updated_at_unix: now,
        ...(isArchived !== wasArchived ? { archived_at_unix: isArchived ? now : null } : {}),
      });
      const after = await this.#one(db, ctx.orgId, id);
      const action = isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive';
      await this.#audit(db, ctx, id, action, before, after);
    });
    const message =
      isArchived === wasArchived
        ? TIME_OFF_TEXT.policyUpdated
        : isArchived
          ? TIME_OFF_TEXT.policyArchived
          : TIME_OFF_TEXT.policyUnarchived;
    return { data: await this.#one(this.db, ctx.orgId, id), message };
  }

  /** DELETE: deleted when no request names it, else archived (and then it stays archived). */
  async remove(ctx: OrgContext, id: number) {
    const before = await this.#one(this.db, ctx.orgId, id);
    const now = nowUnix();
    const isArchived = await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      if (!(await this.policies.hasRequests(db, ctx.orgId, id))) {
        await this.policies.delete(db, ctx.orgId, id);
        await this.#audit(db, ctx, id, 'delete', before, undefined);
        return false;
      }
      if (before.archived_at_unix === null) {
        await this.policies.update(db, ctx.orgId, id, {
          archived_at_unix: now,
          updated_at_unix: now,
        });
        await this.#audit(db, ctx, id, 'archive', before, await this.#one(db, ctx.orgId, id));
      }
      return true;
    });
    return {
      message: isArchived ? TIME_OFF_TEXT.policyArchived : TIME_OFF_TEXT.policyDeleted,
      is_archived: isArchived,
    };
  }

  async #one(db: Db, orgId: number, id: number): Promise<LeavePolicy> {
    const row = await this.policies.find(db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toLeavePolicy(row);
  }

  #audit(
    db: Db,
    ctx: OrgContext,
    id: number,
    action: string,
    before: LeavePolicy | undefined,
    after: LeavePolicy | undefined,
  ) {
    return writeAudit(db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: 'leave_policy',
      entityId: id,
      action,
      ...(before ? { before: snapshot(before) } : {}),
      ...(after ? { after: snapshot(after) } : {}),
    });
  }

  /** A write in a transaction; two policies racing for one name meet the unique index. */
  async #write<R>(work: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
}

/** The fields a patch sends (undefined: not sent). */
function definedOf<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
