import type { Insertable } from 'kysely';
import {
  COMPENSATION_TEXT,
  PAY_TYPE_FIELDS,
  compensationForPayType,
  type Compensation,
  type CompensationCreate,
  type CompensationInput,
  type CompensationPatch,
  type CompensationValues,
} from '../../../contract/compensation';
import { MESSAGES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { CompensationTable } from './compensation.tables';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag, toFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import { isTimeZone, zonedDate } from '../../../contract/time/zoned-time';
import { writeAudit } from '../../lib/audit';
import type { VisibilityService } from '../visibility/visibility.service';
import { compensationAccess, mayViewPayOf } from './compensation-access';
import {
  toCompensation,
  type CompensationRepository,
  type CompensationRow,
} from './compensation.repository';

/** 'YYYY-MM-DD' of a unix time in a time zone (UTC if the zone is unknown). */
export function calendarDate(unix: number, timeZone: string): string {
  return zonedDate(unix, isTimeZone(timeZone) ? timeZone : 'UTC');
}

const toCents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

/** The values a stored record would be sent as: the starting point of a PATCH. */
function inputOf(record: Compensation): CompensationInput {
  return {
    effective_dt_unix: record.effective_dt_unix,
    pay_type: record.pay_type,
    pay_rate: record.pay_rate,
    exemption_status: record.exemption_status,
    is_breaks_paid: record.is_breaks_paid,
    rate_type_1099: record.rate_type_1099,
    annual_salary: record.annual_salary,
    weekly_hours: record.weekly_hours,
    overtime_rule_id: record.overtime_rule_id,
    wc_code_id: record.wc_code_id,
  };
}

/** What the audit log keeps of a pay record. */
function snapshot(record: Compensation) {
  const {
    wc_code: _code,
    wc_code_name: _codeName,
    overtime_rule_name: _ruleName,
    created_at_unix: _created,
    updated_at_unix: _updated,
    ...rest
  } = record;
  return rest;
}

const dateTaken = () => fieldError('effective_dt_unix', COMPENSATION_TEXT.dateTaken);

/**
 * Pay records of team members. Only callers with financial access (permission 15) reach them:
 * administrators and provider admins for everyone, managers for their own workers (see
 * compensationAccess). Every write keeps its before and after in the audit log.
 */
export class CompensationService {
  constructor(
    private readonly db: Db,
    private readonly pay: CompensationRepository,
    private readonly visibility: VisibilityService,
  ) {}

  /**
   * The team member whose pay the call is about. Financial access at all is the guard's check
   * (compensation.view, compensation.edit); here 403 for a manager when the person is not one of
   * their workers, 404 when the caller cannot see them.
   */
  async #target(ctx: OrgContext, employeeId: number): Promise<{ id: number }> {
    const access = compensationAccess(ctx);
    if (
      access === 'managed' &&
      !(await this.visibility.isManagedBy(ctx.orgId, employeeId, ctx.employeeId ?? 0))
    )
      throw new AppError(403, MESSAGES.forbidden);
    await this.visibility.assertVisible(ctx, employeeId);
    return { id: employeeId };
  }

  /**
   * The pay records of a team member the caller sees (the employee detail), newest first, for
   * callers with financial access (15) to this person's pay (everyone's, or a manager's own
   * workers'); [] for everyone else.
   */
  async historyIfAllowed(ctx: OrgContext, employeeId: number): Promise<Compensation[]> {
    const access = compensationAccess(ctx);
    if (access === 'none') return [];
    const isOwnWorker =
      access === 'managed' &&
      ctx.employeeId !== null &&
      (await this.visibility.isManagedBy(ctx.orgId, employeeId, ctx.employeeId));
    if (!mayViewPayOf(access, isOwnWorker)) return [];
    const rows = await this.pay.history(this.db, ctx.orgId, employeeId);
    return rows.map(toCompensation);
  }

  async #record(ctx: OrgContext, employeeId: number, id: number): Promise<CompensationRow> {
    const row = await this.pay.find(this.db, ctx.orgId, employeeId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return row;
  }

  /**
   * The pay-type rule (irrelevant fields dropped, the rest checked), then what needs the
   * database: the overtime rule and WC code are the organisation's and not archived (unless the
   * record already had them), paid breaks default to the organisation's setting, and the
   * effective date becomes a calendar day in its time zone.
   */
  async #columns(
    ctx: OrgContext,
    input: CompensationInput,
    existing: Compensation | null,
  ): Promise<Omit<Insertable<CompensationTable>, 'org_id' | 'employee_id' | 'created_at_unix'>> {
    const result = compensationForPayType(input);
    if (!result.success)
      throw new AppError(400, MESSAGES.validation, { field_hints: result.field_hints });
    const values: CompensationValues = result.data;
    const hints: Record<string, string[]> = {};
    const [ruleOk, codeOk, org] = await Promise.all([
      values.overtime_rule_id === null || values.overtime_rule_id === existing?.overtime_rule_id
        ? true
        : this.pay.isOpenOvertimeRule(this.db, ctx.orgId, values.overtime_rule_id),
      values.wc_code_id === null || values.wc_code_id === existing?.wc_code_id
        ? true
        : this.pay.isOpenWcCode(this.db, ctx.orgId, values.wc_code_id),
      this.pay.orgPaySettings(this.db, ctx.orgId),
    ]);
    if (!ruleOk) hints.overtime_rule_id = [COMPENSATION_TEXT.overtimeRuleInvalid];
    if (!codeOk) hints.wc_code_id = [COMPENSATION_TEXT.wcCodeInvalid];
    if (Object.keys(hints).length)
      throw new AppError(400, MESSAGES.validation, { field_hints: hints });
    const isBreaksPaid =
      values.is_breaks_paid ??
      (PAY_TYPE_FIELDS[values.pay_type].includes('is_breaks_paid')
        ? fromFlag(org.is_breaks_paid)
        : null);
    return {
      effective_dt_unix: values.effective_dt_unix,
      effective_date: calendarDate(values.effective_dt_unix, org.timezone),
      pay_type: values.pay_type,
      pay_rate_cents: toCents(values.pay_rate),
      exemption_status: values.exemption_status,
      is_breaks_paid: isBreaksPaid === null ? null : toFlag(isBreaksPaid),
      rate_type_1099: values.rate_type_1099,
      annual_salary_cents: toCents(values.annual_salary),
      weekly_hours_e2: values.weekly_hours === null ? null : Math.round(values.weekly_hours * 100),
      overtime_rule_id: values.overtime_rule_id,
      wc_code_id: values.wc_code_id,
      updated_at_unix: nowUnix(),
    };
  }

  /** GET /orgs/{org_id}/employee/{employee_id}/saas_compensation: newest first. */
  async list(ctx: OrgContext, employeeId: number): Promise<{ data: Compensation[] }> {
    const record = await this.#target(ctx, employeeId);
    const rows = await this.pay.history(this.db, ctx.orgId, record.id);
    return { data: rows.map(toCompensation) };
  }

  /** POST /orgs/{org_id}/employee/{employee_id}/saas_compensation. */
  async create(ctx: OrgContext, employeeId: number, input: CompensationCreate) {
    const record = await this.#target(ctx, employeeId);
    const columns = await this.#columns(ctx, input, null);
    const id = await this.#write(async (db) => {
      if (await this.pay.dateTaken(db, ctx.orgId, record.id, columns.effective_date, null))
        throw dateTaken();
      const newId = await this.pay.insert(db, {
        ...columns,
        org_id: ctx.orgId,
        employee_id: record.id,
        created_at_unix: columns.updated_at_unix,
      });
      const created = toCompensation((await this.pay.find(db, ctx.orgId, record.id, newId))!);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'compensation',
        entityId: newId,
        action: 'create',
        after: snapshot(created),
      });
      return newId;
    });
    return { data: await this.#one(ctx, record.id, id), message: COMPENSATION_TEXT.created };
  }

  /**
   * PATCH …/saas_compensation/{compensation_id}: the fields sent replace the record's and the
   * result is checked as a new record would be, so a change of pay type drops what it does not
   * use and asks for what it needs.
   */
  async update(ctx: OrgContext, employeeId: number, id: number, patch: CompensationPatch) {
    const record = await this.#target(ctx, employeeId);
    const before = toCompensation(await this.#record(ctx, record.id, id));
    const merged: CompensationInput = { ...inputOf(before) };
    for (const [key, value] of Object.entries(patch))
      if (value !== undefined) Object.assign(merged, { [key]: value });
    const columns = await this.#columns(ctx, merged, before);
    await this.#write(async (db) => {
      if (await this.pay.dateTaken(db, ctx.orgId, record.id, columns.effective_date, id))
        throw dateTaken();
      await this.pay.update(db, ctx.orgId, id, columns);
      const after = toCompensation((await this.pay.find(db, ctx.orgId, record.id, id))!);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'compensation',
        entityId: id,
        action: 'update',
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return { data: await this.#one(ctx, record.id, id), message: COMPENSATION_TEXT.updated };
  }

  /**
   * DELETE …/saas_compensation/{compensation_id}: for a record entered by mistake. The record
   * before deletion stays in the audit log, so pay data is never silently lost.
   */
  async delete(ctx: OrgContext, employeeId: number, id: number) {
    const record = await this.#target(ctx, employeeId);
    const before = toCompensation(await this.#record(ctx, record.id, id));
    await this.#write(async (db) => {
      await this.pay.delete(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'compensation',
        entityId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
    return { message: COMPENSATION_TEXT.deleted };
  }

  async #one(ctx: OrgContext, employeeId: number, id: number): Promise<Compensation> {
    return toCompensation(await this.#record(ctx, employeeId, id));
  }

  /** A write in a transaction; two records racing for one day meet the unique index. */
  async #write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw dateTaken();
      throw error;
    }
  }
}
