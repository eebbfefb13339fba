import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import { OrgRowsRepository, type OrgRow } from '../../lib/catalogue/catalogue-repository';
import { likePrefix } from '../../lib/sql';

export type CompanyLocationRow = OrgRow<'company_locations'>;

export type CompanyLocationFilter = {
  orgId: number;
  id: number | undefined;
  namePrefix: string | undefined;
  page: number;
  limit: number;
};

/**
 * Company locations, keyed by name; every query takes the organisation, so another org's id
 * matches nothing. Lists filter by id and name prefix.
 */
export class CompanyLocationsRepository extends OrgRowsRepository<'company_locations', 'name'> {
  constructor(db: Db) {
    super(db, { table: 'company_locations', keyColumn: 'name' });
  }

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
}
