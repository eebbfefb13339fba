import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  Compensation,
  ExemptionStatus,
  PayType,
  RateType1099,
} from '../../../contract/compensation';
import type { Db } from '../../db/connection';
import type { CompensationTable } from './compensation.tables';
import { fromFlag } from '../../lib/flags';

/** A pay record with the names of its WC code and overtime rule (archived ones included). */
export type CompensationRow = Selectable<CompensationTable> & {
  wc_code: string | null;
  wc_code_name: string | null;
  overtime_rule_name: string | null;
};

const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);

export function toCompensation(row: CompensationRow): Compensation {
  return {
    id: row.id,
    employee_id: row.employee_id,
    effective_dt_unix: row.effective_dt_unix,
    effective_date: row.effective_date,
    pay_type: row.pay_type as PayType,
    pay_rate: fromCents(row.pay_rate_cents),
    exemption_status: row.exemption_status as ExemptionStatus | null,
    is_breaks_paid: row.is_breaks_paid === null ? null : fromFlag(row.is_breaks_paid),
    rate_type_1099: row.rate_type_1099 as RateType1099 | null,
    annual_salary: fromCents(row.annual_salary_cents),
    weekly_hours: row.weekly_hours_e2 === null ? null : row.weekly_hours_e2 / 100,
    wc_code_id: row.wc_code_id,
    wc_code: row.wc_code,
    wc_code_name: row.wc_code_name,
    overtime_rule_id: row.overtime_rule_id,
    overtime_rule_name: row.overtime_rule_name,
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
  };
}

/**
 * Pay records (compensations) and the lookups their writes need. Every query takes the
 * organisation; records are read by employee through the (employee_id, effective_dt_unix, id)
 * index.
 */
export class CompensationRepository {
  constructor(readonly db: Db) {}

  #withNames(db: Db) {
    return db
      .selectFrom('compensations as c')
      .leftJoin('wc_codes as w', 'w.id', 'c.wc_code_id')
      .leftJoin('overtime_rules as o', 'o.id', 'c.overtime_rule_id')
      .selectAll('c')
      .select(['w.code as wc_code', 'w.name as wc_code_name', 'o.name as overtime_rule_name']);
  }

  /** A team member's pay records, newest first: by effective date, then id. */
  async history(db: Db, orgId: number, employeeId: number): Promise<CompensationRow[]> {
    return this.#withNames(db)
      .where('c.org_id', '=', orgId)
      .where('c.employee_id', '=', employeeId)
      .orderBy('c.effective_dt_unix', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  }

  async find(
    db: Db,
    orgId: number,
    employeeId: number,
    id: number,
  ): Promise<CompensationRow | undefined> {
    return this.#withNames(db)
      .where('c.org_id', '=', orgId)
      .where('c.employee_id', '=', employeeId)
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /** Another record of the team member on this calendar day. */
  async dateTaken(
    db: Db,
    orgId: number,
    employeeId: number,
    effectiveDate: string,
    exceptId: number | null,
  ): Promise<boolean> {
    let query = db
      .selectFrom('compensations')
      .select('id')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('effective_date', '=', effectiveDate);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The organisation's time zone (for effective dates) and its paid-breaks default. */
  async orgPaySettings(db: Db, orgId: number) {
    return db
      .selectFrom('organisations')
      .select(['timezone', 'is_breaks_paid'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
  }

  /** Whether the id is an overtime rule of the organisation that is not archived. */
  async isOpenOvertimeRule(db: Db, orgId: number, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('overtime_rules')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('archived_at_unix', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the id is a workers' compensation code of the organisation that is not archived. */
  async isOpenWcCode(db: Db, orgId: number, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('wc_codes')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('archived_at_unix', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(db: Db, values: Insertable<CompensationTable>): Promise<number> {
    const row = await db
      .insertInto('compensations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<CompensationTable>) {
    await db
      .updateTable('compensations')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Db, orgId: number, id: number) {
    await db.deleteFrom('compensations').where('org_id', '=', orgId).where('id', '=', id).execute();
  }
}
