import type { Kysely } from 'kysely';
import { columnsFor, type Builder } from '../columns';

/** The column helpers the foundation's tables are written with (../columns.ts, and flags). */
export function foundationColumns(db: Kysely<unknown>) {
  const { unix, withId } = columnsFor(db);
  /** A 0/1 flag, never null. */
  const flag = (table: Builder, name: string, fallback: 0 | 1 = 0): Builder =>
    table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback));
  return { unix, withId, flag };
}
export type FoundationColumns = ReturnType<typeof foundationColumns>;
