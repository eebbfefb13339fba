import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PayScheduleTable } from './pay-schedules.tables';

export type PayScheduleRow = Selectable<PayScheduleTable>;

/** Pay schedules; every query takes the organisation, so another org's id matches nothing. */
export class PaySchedulesRepository {
  constructor(private readonly db: Db) {}

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

  find(db: Db, orgId: number, id: number): Promise<PayScheduleRow | undefined> {
    return db
      .selectFrom('pay_schedules')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
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

  /** Whether another schedule of the organisation has this name, in any case. */
  async nameTaken(orgId: number, name: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('pay_schedules')
      .select('id')
      .where('org_id', '=', orgId)
      .where(sql<SqlBool>`lower(name) = lower(${name})`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
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

  async insert(db: Db, values: Insertable<PayScheduleTable>): Promise<number> {
    const row = await db
      .insertInto('pay_schedules')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<PayScheduleTable>) {
    await db
      .updateTable('pay_schedules')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Db, orgId: number, id: number) {
    await db.deleteFrom('pay_schedules').where('org_id', '=', orgId).where('id', '=', id).execute();
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
