import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { OvertimeRuleTable } from '../../db/schema';
import { likeContains } from '../orgs/orgs.repository';

export type OvertimeRuleRow = Selectable<OvertimeRuleTable>;

export type OvertimeRuleListInput = {
  orgId: number;
  archived: boolean;
  search: string | undefined;
  page: number;
  limit: number;
};

/**
 * Overtime rules of an organisation. Every query takes the organisation, so a rule id of another
 * organisation matches nothing. Lists read the (org_id, lower(name)) index.
 */
export class OvertimeRulesRepository {
  constructor(private readonly db: Db) {}

  async list(input: OvertimeRuleListInput): Promise<{ total: number; rows: OvertimeRuleRow[] }> {
    let query = this.db
      .selectFrom('overtime_rules')
      .where('org_id', '=', input.orgId)
      .where('archived_at_unix', input.archived ? 'is not' : 'is', null);
    if (input.search)
      query = query.where(sql<boolean>`lower(name) like ${likeContains(input.search)} escape '\\'`);
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

  async find(db: Db, orgId: number, id: number): Promise<OvertimeRuleRow | undefined> {
    return db
      .selectFrom('overtime_rules')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Another rule of the organisation in use (not archived) with this name, in any case. */
  async nameTaken(db: Db, orgId: number, name: string, exceptId: number | null) {
    let query = db
      .selectFrom('overtime_rules')
      .select('id')
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .where(sql<boolean>`lower(name) = lower(${name})`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: Insertable<OvertimeRuleTable>): Promise<number> {
    const row = await db
      .insertInto('overtime_rules')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<OvertimeRuleTable>) {
    await db
      .updateTable('overtime_rules')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
