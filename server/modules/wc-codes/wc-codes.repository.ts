import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { WcCodeTable } from '../../db/schema';
import { likeContains } from '../orgs/orgs.repository';

export type WcCodeRow = Selectable<WcCodeTable>;

export type WcCodeListInput = {
  orgId: number;
  archived: boolean;
  search: string | undefined;
  page: number;
  limit: number;
};

/**
 * Workers' compensation codes of an organisation. Every query takes the organisation, so a code
 * id of another organisation matches nothing. Lists read the (org_id, lower(code)) index.
 */
export class WcCodesRepository {
  constructor(private readonly db: Db) {}

  /** One page of codes (in use, or archived) by code, and the total; search matches code or name. */
  async list(input: WcCodeListInput): Promise<{ total: number; rows: WcCodeRow[] }> {
    let query = this.db
      .selectFrom('wc_codes')
      .where('org_id', '=', input.orgId)
      .where('archived_at_unix', input.archived ? 'is not' : 'is', null);
    if (input.search) {
      const pattern = likeContains(input.search);
      query = query.where(
        sql<boolean>`(lower(code) like ${pattern} escape '\\' or lower(coalesce(name, '')) like ${pattern} escape '\\')`,
      );
    }
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy(sql`lower(code)`)
        .orderBy('id')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  async find(db: Db, orgId: number, id: number): Promise<WcCodeRow | undefined> {
    return db
      .selectFrom('wc_codes')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Another code of the organisation in use (not archived) with this code, in any case. */
  async codeTaken(db: Db, orgId: number, code: string, exceptId: number | null) {
    let query = db
      .selectFrom('wc_codes')
      .select('id')
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .where(sql<boolean>`lower(code) = lower(${code})`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async countryOf(orgId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organisations')
      .select('country_code')
      .where('id', '=', orgId)
      .executeTakeFirst();
    return row?.country_code;
  }

  async insert(db: Db, values: Insertable<WcCodeTable>): Promise<number> {
    const row = await db
      .insertInto('wc_codes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<WcCodeTable>) {
    await db
      .updateTable('wc_codes')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
