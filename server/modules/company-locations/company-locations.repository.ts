import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { likePrefix } from '../../lib/sql';
import type { CompanyLocationTable } from './company-locations.tables';

export type CompanyLocationRow = Selectable<CompanyLocationTable>;

export type CompanyLocationFilter = {
  orgId: number;
  id: number | undefined;
  namePrefix: string | undefined;
  page: number;
  limit: number;
};

/** Company locations; every query takes the organisation, so another org's id matches nothing. */
export class CompanyLocationsRepository {
  constructor(private readonly db: Db) {}

  async list(
    filter: CompanyLocationFilter,
  ): Promise<{ total: number; rows: CompanyLocationRow[] }> {
    let query = this.db.selectFrom('company_locations').where('org_id', '=', filter.orgId);
    if (filter.id !== undefined) query = query.where('id', '=', filter.id);
    if (filter.namePrefix)
      query = query.where(
        sql<SqlBool>`lower(name) like ${likePrefix(filter.namePrefix)} escape '\\'`,
      );
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  find(db: Db, orgId: number, id: number): Promise<CompanyLocationRow | undefined> {
    return db
      .selectFrom('company_locations')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether another location of the organisation has this name, in any case. */
  async nameTaken(orgId: number, name: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('company_locations')
      .select('id')
      .where('org_id', '=', orgId)
      .where(sql<SqlBool>`lower(name) = lower(${name})`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: Insertable<CompanyLocationTable>): Promise<number> {
    const row = await db
      .insertInto('company_locations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<CompanyLocationTable>) {
    await db
      .updateTable('company_locations')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Db, orgId: number, id: number) {
    await db
      .deleteFrom('company_locations')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
