import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection';

// The column-name tracking of Kysely's builder types does not survive helper functions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Builder = CreateTableBuilder<any, any>;

/**
 * The column kinds and column groups the migrations share, for the database `db` speaks to:
 * ids are `integer primary key autoincrement` on SQLite and `serial` on PostgreSQL; unix times
 * are `bigint` on PostgreSQL; doubles are `double precision` there and `real` on SQLite.
 * Migrations that have run depend on these: changing one would give old and new databases
 * different schemas, so a new kind of column gets a new helper instead.
 */
export function columnsFor(db: Kysely<unknown>) {
  const isPg = dialectOf(db) === 'postgres';
  const unix = isPg ? 'bigint' : 'integer';
  const double = isPg ? 'double precision' : 'real';
  /** The table's id. */
  const withId = (table: Builder): Builder =>
    isPg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  /** The id, then the organisation the row belongs to (its rows go with it). */
  const head = (table: Builder): Builder =>
    withId(table).addColumn('org_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    );
  /** When the row was created and last changed. */
  const times = (table: Builder): Builder =>
    table
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('updated_at_unix', unix, (c) => c.notNull());
  /** The times, then when the row was archived (null while in use). */
  const archivableTimes = (table: Builder): Builder =>
    times(table).addColumn('archived_at_unix', unix);
  return { isPg, unix, double, withId, head, times, archivableTimes } as const;
}
