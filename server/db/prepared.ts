import type { Compilable, CompiledQuery } from 'kysely';
import { type Db, type Dialect, dialectOf, rawHandleOf, statementName } from './connection';

const MARK = '\u0000param:';

/**
 * A named placeholder for a prepared query. It is typed as the column's type so Kysely's
 * builder accepts it; at run time it is only a marker that `prepare` replaces.
 */
export function param<T = number>(name: string): T {
  return `${MARK}${name}` as unknown as T;
}

/**
 * Builds and compiles a query once, for the hottest paths (every private request, the employee
 * list). Each call only substitutes the named parameters and runs the SQL: on SQLite through the
 * cached better-sqlite3 statement, on PostgreSQL as a named prepared statement (parsed and
 * planned once per connection). Use it for reads outside transactions, with scalar parameters
 * only (an array would expand into a variable number of placeholders). On SQLite the one
 * connection is shared, so such a read may see another request's transaction before it commits;
 * the hot-path reads (sessions, memberships, versions, lists) tolerate that.
 */
export function prepare<R, P extends string>(db: Db, query: Compilable<R>, names: readonly P[]) {
  const { compiled, bind } = binder(query, names);

  const raw = rawHandleOf(db);
  if (raw?.kind === 'sqlite') {
    // Prepared on first use, so repositories can be built before the migrations have run.
    let statement: ReturnType<typeof raw.database.prepare> | undefined;
    return async (values: Record<P, unknown>): Promise<R[]> =>
      (statement ??= raw.database.prepare(compiled.sql)).all(...bind(values)) as R[];
  }
  if (raw?.kind === 'postgres') {
    const name = statementName(compiled.sql);
    return async (values: Record<P, unknown>): Promise<R[]> =>
      (await raw.pool.query({ name, text: compiled.sql, values: bind(values) })).rows as R[];
  }
  return async (values: Record<P, unknown>): Promise<R[]> =>
    (await db.executeQuery<R>({ ...compiled, parameters: bind(values) })).rows;
}

/** A compiled query and how to fill its parameters from named values. */
function binder<R, P extends string>(query: Compilable<R>, names: readonly P[]) {
  const compiled = query.compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARK)
      ? { name: value.slice(MARK.length) }
      : { value },
  );
  const unknown = slots.filter((slot) => 'name' in slot && !names.includes(slot.name as P));
  if (unknown.length) throw new Error(`prepare: undeclared parameters ${JSON.stringify(unknown)}`);
  const bind = (values: Record<P, unknown>) =>
    slots.map((slot) => ('name' in slot ? values[slot.name as P] : slot.value));
  return { compiled, bind };
}

/**
 * A query of the clock's transactions (and any other hot write path), built and compiled on its
 * first run for the database's dialect, then only bound and run on the `db` each call is given:
 * the application's database or a transaction of it, whose connection runs it. On PostgreSQL
 * each connection keeps it as a named prepared statement (connection.ts statementName), so it is
 * parsed and planned once per connection; on SQLite the connection's statement cache does the
 * same. Only fixed shapes: scalar parameters (an array would expand into a variable number of
 * placeholders), and no branch of the builder that depends on a value.
 */
export function preparedQuery<R, P extends string>(
  build: (db: Db) => Compilable<R>,
  names: readonly P[],
) {
  const byDialect = new Map<Dialect, ReturnType<typeof binder<R, P>>>();
  return async (db: Db, values: Record<P, unknown>): Promise<R[]> => {
    const dialect = dialectOf(db);
    let prepared = byDialect.get(dialect);
    if (!prepared) {
      prepared = binder(build(db), names);
      if (dialect === 'postgres') statementName(prepared.compiled.sql);
      byDialect.set(dialect, prepared);
    }
    const query: CompiledQuery<R> = { ...prepared.compiled, parameters: prepared.bind(values) };
    return (await db.executeQuery<R>(query)).rows;
  };
}
