import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { OrgRowsRepository, type OrgRow } from '../../lib/catalogue/catalogue-repository';

export type PayScheduleRow = OrgRow<'pay_schedules'>;

/**
 * Pay schedules, keyed by name; every query takes the organisation, so another org's id matches
 * nothing. At most one is the organisation's default.
 */
export class PaySchedulesRepository extends OrgRowsRepository<'pay_schedules', 'name'> {
  constructor(db: Db) {
    super(db, { table: 'pay_schedules', keyColumn: 'name' });
  }

  /** One page by name (the default first), and the total. */
  async list(orgId: number, page: number, limit: number) {
    const query = this.db.selectFrom('pay_schedules').where('org_id', '=', orgId);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  async hasAny(db: Db, orgId: number): Promise<boolean> {
    const row = await db
      .selectFrom('pay_schedules')
      .select('id')
      .where('org_id', '=', orgId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Clears the organisation's default (before another becomes it, in the same transaction). */
  async clearDefault(db: Db, orgId: number) {
    await db
      .updateTable('pay_schedules')
      .set({ is_default: 0 })
      .where('org_id', '=', orgId)
      .where('is_default', '=', 1)
      .execute();
  }

  async orgTimeZone(orgId: number): Promise<string> {
    const row = await this.db
      .selectFrom('organisations')
      .select('timezone')
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    return row.timezone;
  }
}
