import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { likeContains } from '../../lib/sql';
import type { LeavePolicyTable } from './time-off.tables';

export type LeavePolicyRow = Selectable<LeavePolicyTable>;

/** The leave_policies queries; every one takes the organisation. */
export class LeavePoliciesRepository {
  constructor(readonly db: Db) {}

  /** One page of the policies in use (or the archived ones) by name, and the total. */
  async list(input: {
    orgId: number;
    archived: boolean;
    search: string | undefined;
    page: number;
    limit: number;
  }): Promise<{ total: number; rows: LeavePolicyRow[] }> {
    let query = this.db
      .selectFrom('leave_policies')
      .where('org_id', '=', input.orgId)
      .where('archived_at_unix', input.archived ? 'is not' : 'is', null);
    if (input.search) {
      const pattern = likeContains(input.search);
      query = query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(coalesce(code, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  /** The policies in use, by name: the balances' rows. */
  inUse(db: Db, orgId: number): Promise<LeavePolicyRow[]> {
    return db
      .selectFrom('leave_policies')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }

  find(db: Db, orgId: number, id: number): Promise<LeavePolicyRow | undefined> {
    return db
      .selectFrom('leave_policies')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether another policy in use has this name, in any case. */
  async nameTaken(db: Db, orgId: number, name: string, exceptId: number | null) {
    let query = db
      .selectFrom('leave_policies')
      .select('id')
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether any request, in any state, names the policy (then it is archived, not deleted). */
  async hasRequests(db: Db, orgId: number, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('time_off_requests')
      .select('id')
      .where('org_id', '=', orgId)
      .where('leave_policy_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(db: Db, values: Insertable<LeavePolicyTable>): Promise<number> {
    const row = await db
      .insertInto('leave_policies')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<LeavePolicyTable>) {
    await db
      .updateTable('leave_policies')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Db, orgId: number, id: number) {
    await db
      .deleteFrom('leave_policies')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
