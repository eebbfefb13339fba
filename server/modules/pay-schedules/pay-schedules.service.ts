import type { Updateable } from 'kysely';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import {
  PAY_SCHEDULE_TEXT,
  payScheduleProblem,
  type PayFrequencyName,
  type PayPeriodsQuery,
  type PaySchedule,
  type PayScheduleCreate,
  type PaySchedulePatch,
} from '../../../contract/pay-schedules';
import type { WeekdayCode } from '../../../contract/time/plain-date';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { fromFlag, toFlag } from '../../lib/flags';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import {
  payPeriodsBetween,
  periodStartDate,
  type PayPeriod,
  type PayScheduleRule,
} from './pay-periods';
import type { PayScheduleRow, PaySchedulesRepository } from './pay-schedules.repository';
import type { PayScheduleTable } from './pay-schedules.tables';

const AUDIT_ENTITY = 'pay_schedule';

export function toPaySchedule(row: PayScheduleRow): PaySchedule {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency as PayFrequencyName,
    first_period_start_date: row.first_period_start_date,
    workweek_start_day: row.workweek_start_day,
    workweek_start_seconds: row.workweek_start_seconds,
    is_default: fromFlag(row.is_default),
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
  };
}

/** The engine's rule of a schedule. */
export function ruleOf(schedule: PaySchedule): PayScheduleRule {
  return {
    frequency: schedule.frequency,
    first_period_start_date: schedule.first_period_start_date,
    workweek_start_day: schedule.workweek_start_day as WeekdayCode,
    workweek_start_seconds: schedule.workweek_start_seconds,
  };
}

/**
 * The schedule's period number `index` (0 is the first; earlier ones count down), in the zone:
 * what the payroll summary reads for `pay_period_id`.
 */
export function payPeriodOfIndex(
  schedule: PaySchedule,
  index: number,
  timeZone: string,
): PayPeriod {
  const rule = ruleOf(schedule);
  const start = periodStartDate(rule, index);
  return payPeriodsBetween(rule, start, start, timeZone)[0]!;
}

function snapshot(schedule: PaySchedule) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = schedule;
  return rest;
}

function updateColumns(patch: PaySchedulePatch): Updateable<PayScheduleTable> {
  const values: Updateable<PayScheduleTable> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.frequency !== undefined) values.frequency = patch.frequency;
  if (patch.first_period_start_date !== undefined)
    values.first_period_start_date = patch.first_period_start_date;
  if (patch.workweek_start_day !== undefined) values.workweek_start_day = patch.workweek_start_day;
  if (patch.workweek_start_seconds !== undefined)
    values.workweek_start_seconds = patch.workweek_start_seconds;
  return values;
}

/**
 * Pay schedules (/orgs/{org_id}/pay_schedules): read by those who run the organisation, managed
 * with organisation settings (permission 8). Once an organisation has a schedule exactly one is
 * its default: the first one made is, making another the default unsets the old one (one
 * transaction, and a partial unique index behind it), and the default can be neither deleted
 * nor unset. Periods are computed in the organisation's time zone.
 */
export class PaySchedulesService {
  constructor(
    private readonly db: Db,
    private readonly schedules: PaySchedulesRepository,
  ) {}

  async list(ctx: OrgContext, query: { page: number; limit: number }): Promise<Page<PaySchedule>> {
    const { total, rows } = await this.schedules.list(ctx.orgId, query.page, query.limit);
    return { data: rows.map(toPaySchedule), meta: pageMeta(query, total, rows.length) };
  }

  async create(ctx: OrgContext, input: PayScheduleCreate) {
    await this.#checkName(ctx.orgId, input.name, null);
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const isDefault = input.is_default || !(await this.schedules.hasAny(db, ctx.orgId));
      if (isDefault) await this.schedules.clearDefault(db, ctx.orgId);
      const scheduleId = await this.schedules.insert(db, {
        org_id: ctx.orgId,
        name: input.name,
        frequency: input.frequency,
        first_period_start_date: input.first_period_start_date,
        workweek_start_day: input.workweek_start_day,
        workweek_start_seconds: input.workweek_start_seconds,
        is_default: toFlag(isDefault),
        created_at_unix: now,
        updated_at_unix: now,
      });
      const created = await this.schedules.find(db, ctx.orgId, scheduleId);
      await this.#audit(db, ctx, scheduleId, 'create', undefined, created!);
      return scheduleId;
    });
    return { data: await this.#one(ctx.orgId, id), message: PAY_SCHEDULE_TEXT.created };
  }

  async update(ctx: OrgContext, id: number, patch: PaySchedulePatch) {
    const before = await this.#one(ctx.orgId, id);
    const problem = payScheduleProblem({ ...before, ...withoutUndefined(patch) });
    if (problem) throw fieldError(problem.field, problem.message);
    if (patch.is_default === false && before.is_default)
      throw fieldError('is_default', PAY_SCHEDULE_TEXT.defaultNotUnset);
    if (patch.name !== undefined) await this.#checkName(ctx.orgId, patch.name, id);
    await this.#write(async (db) => {
      const becomesDefault = patch.is_default === true && !before.is_default;
      if (becomesDefault) await this.schedules.clearDefault(db, ctx.orgId);
      await this.schedules.update(db, ctx.orgId, id, {
        ...updateColumns(patch),
        ...(becomesDefault ? { is_default: 1 as const } : {}),
        updated_at_unix: nowUnix(),
      });
      const after = await this.schedules.find(db, ctx.orgId, id);
      await this.#audit(db, ctx, id, 'update', before, after!);
    });
    return { data: await this.#one(ctx.orgId, id), message: PAY_SCHEDULE_TEXT.updated };
  }

  async delete(ctx: OrgContext, id: number) {
    const before = await this.#one(ctx.orgId, id);
    if (before.is_default) throw new AppError(400, PAY_SCHEDULE_TEXT.defaultNotDeleted);
    await this.#write(async (db) => {
      await this.schedules.delete(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
    return { message: PAY_SCHEDULE_TEXT.deleted };
  }

  /** GET …/pay_schedules/{id}/periods: every period with a day in [from, to], in the org's zone. */
  async periods(ctx: OrgContext, id: number, query: PayPeriodsQuery) {
    const schedule = await this.#one(ctx.orgId, id);
    const timezone = await this.schedules.orgTimeZone(ctx.orgId);
    return {
      data: payPeriodsBetween(ruleOf(schedule), query.from, query.to, timezone),
      timezone,
    };
  }

  async #audit(
    db: Db,
    ctx: OrgContext,
    id: number,
    action: string,
    before: PaySchedule | undefined,
    after: PayScheduleRow,
  ) {
    await writeAudit(db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action,
      ...(before ? { before: snapshot(before) } : {}),
      after: snapshot(toPaySchedule(after)),
    });
  }

  async #checkName(orgId: number, name: string, exceptId: number | null) {
    if (await this.schedules.keyTaken(this.db, orgId, name, exceptId))
      throw fieldError('name', PAY_SCHEDULE_TEXT.nameTaken);
  }

  async #one(orgId: number, id: number): Promise<PaySchedule> {
    const row = await this.schedules.find(this.db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toPaySchedule(row);
  }

  /** A write in a transaction; two schedules racing for one name meet the unique index. */
  async #write<R>(work: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', PAY_SCHEDULE_TEXT.nameTaken);
      throw error;
    }
  }
}

function withoutUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
