import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { likeContains } from '../sql';

/**
 * The tables that are archivable catalogues of an organisation: rows with an id, the
 * organisation, a key unique among the rows in use (whatever its case) and archived_at_unix.
 */
export type CatalogueTableName =
  'overtime_rules' | 'wc_codes' | 'job_codes' | 'project_groups' | 'customers';

export type CatalogueRow<T extends CatalogueTableName> = Selectable<Database[T]>;

/** What a feature tells the shared queries about its table. */
export type CatalogueTableConfig<
  T extends CatalogueTableName,
  K extends string & keyof Database[T],
> = {
  table: T;
  /** The column unique among the organisation's rows in use, whatever its case; lists sort by it. */
  keyColumn: K;
  /** The text columns a search matches (any of them, anywhere in the text, in any case). */
  searchColumns: readonly (string & keyof Database[T])[];
};

export type CatalogueListInput = {
  orgId: number;
  archived: boolean;
  search: string | undefined;
  page: number;
  limit: number;
  /** A further condition on the rows (the table is `t`), such as a cost code's projects. */
  where?: Expression<SqlBool> | undefined;
};

/**
 * The tables of an organisation's own rows, each with an id, the organisation and a name-like
 * key unique in it whatever its case: the archivable catalogues, and the company locations and
 * pay schedules (which are deleted rather than archived).
 */
export type OrgTableName = CatalogueTableName | 'company_locations' | 'pay_schedules';

export type OrgRow<T extends OrgTableName> = Selectable<Database[T]>;

/**
 * The by-id writes and reads of a table of an organisation's rows: find, insert, update and
 * delete, and whether a key is taken. Every one takes the organisation, so an id of another
 * organisation matches nothing.
 *
 * The table is only known at run time, so queries name it through Kysely's dynamic module as
 * `t`; what they return is typed by the feature's table.
 */
export class OrgRowsRepository<T extends OrgTableName, K extends string & keyof Database[T]> {
  /** The key column: a rule's or location's name, a code's code. */
  readonly keyColumn: K;

  constructor(
    protected readonly db: Db,
    protected readonly config: { table: T; keyColumn: K },
  ) {
    this.keyColumn = config.keyColumn;
  }

  protected from(db: Db) {
    return db.selectFrom(db.dynamic.table(this.config.table).as('t'));
  }

  protected column(column: string) {
    return sql.ref(`t.${column}`);
  }

  async find(db: Db, orgId: number, id: number): Promise<OrgRow<T> | undefined> {
    const { ref } = db.dynamic;
    const row = await this.from(db)
      .selectAll()
      .where(ref('t.org_id'), '=', orgId)
      .where(ref('t.id'), '=', id)
      .executeTakeFirst();
    return row as OrgRow<T> | undefined;
  }

  /** Whether another row of the organisation has this key, in any case. */
  keyTaken(db: Db, orgId: number, key: string, exceptId: number | null): Promise<boolean> {
    return this.keyTakenAmong(db, orgId, key, exceptId, undefined);
  }

  /** keyTaken among the rows that also meet `where` (a condition on `t`). */
  protected async keyTakenAmong(
    db: Db,
    orgId: number,
    key: string,
    exceptId: number | null,
    where: Expression<SqlBool> | undefined,
  ): Promise<boolean> {
    const { ref } = db.dynamic;
    let query = this.from(db)
      .select(this.column('id').as('id'))
      .where(ref('t.org_id'), '=', orgId)
      .where(sql<SqlBool>`lower(${this.column(this.config.keyColumn)}) = lower(${key})`);
    if (where) query = query.where(where);
    if (exceptId !== null) query = query.where(ref('t.id'), '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: Insertable<Database[T]>): Promise<number> {
    const row = await db
      .insertInto(this.config.table)
      // Kysely cannot relate a generic table's Insertable to the union of tables' columns.
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<Database[T]>) {
    const { ref, table } = db.dynamic;
    await db
      .updateTable(table(this.config.table).as('t'))
      // Kysely cannot relate a generic table's Updateable to the dynamic table's columns.
      .set(values as never)
      .where(ref('t.org_id'), '=', orgId)
      .where(ref('t.id'), '=', id)
      .execute();
  }

  async delete(db: Db, orgId: number, id: number) {
    const { ref, table } = db.dynamic;
    await db
      .deleteFrom(table(this.config.table).as('t'))
      .where(ref('t.org_id'), '=', orgId)
      .where(ref('t.id'), '=', id)
      .execute();
  }
}

/**
 * The queries of an archivable catalogue: those of OrgRowsRepository, a paged list with search
 * and the archived switch, and keys unique among the rows in use only. Lists read the
 * (org_id, lower(key)) index.
 */
export class CatalogueRepository<
  T extends CatalogueTableName,
  K extends string & keyof Database[T],
> extends OrgRowsRepository<T, K> {
  constructor(
    db: Db,
    protected override readonly config: CatalogueTableConfig<T, K>,
  ) {
    super(db, config);
  }

  /** One page of rows (in use, or archived) by key, and the total. */
  async list(input: CatalogueListInput): Promise<{ total: number; rows: CatalogueRow<T>[] }> {
    const { ref } = this.db.dynamic;
    let query = this.from(this.db)
      .where(ref('t.org_id'), '=', input.orgId)
      .where(ref('t.archived_at_unix'), input.archived ? 'is not' : 'is', null);
    if (input.search) {
      const pattern = likeContains(input.search);
      const matches = this.config.searchColumns.map(
        (column) =>
          sql<SqlBool>`lower(coalesce(${this.column(column)}, '')) like ${pattern} escape '\\'`,
      );
      query = query.where((eb) => eb.or(matches));
    }
    if (input.where) query = query.where(input.where);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy(sql`lower(${this.column(this.config.keyColumn)})`)
        .orderBy(ref('t.id'))
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows: rows as unknown as CatalogueRow<T>[] };
  }

  /** Whether another row of the organisation in use (not archived) has this key, in any case. */
  override keyTaken(db: Db, orgId: number, key: string, exceptId: number | null) {
    return this.keyTakenAmong(
      db,
      orgId,
      key,
      exceptId,
      sql<SqlBool>`${this.column('archived_at_unix')} is null`,
    );
  }
}
