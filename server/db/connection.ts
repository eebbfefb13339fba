import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// int8 (counts, bigint unix seconds) arrives from pg as text; every value we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares per query.
 * Reusing compiled statements for the same SQL text removes that cost on hot paths.
 */
function cacheStatements(database: SQLite.Database, limit = 1000): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  cacheStatements(database);
  return database;
}

/** The driver under a Kysely instance, for prepared hot-path queries (see prepared.ts). */
export type RawHandle =
  { kind: 'sqlite'; database: SQLite.Database } | { kind: 'postgres'; pool: pg.Pool };
const RAW_HANDLES = new WeakMap<object, RawHandle>();

export function rawHandleOf(db: object): RawHandle | undefined {
  return RAW_HANDLES.get(db);
}

/** Named prepared statements by their SQL text (prepared.ts), the same on every connection. */
const STATEMENT_NAMES = new Map<string, string>();

/**
 * The name a prepared query's SQL runs under on PostgreSQL, registered so that every connection
 * runs that text as a named prepared statement (parsed and planned once per connection), whether
 * prepared.ts sends it or Kysely does on a transaction's connection (see namePreparedQueries).
 */
export function statementName(sql: string): string {
  let name = STATEMENT_NAMES.get(sql);
  if (!name) {
    name = `cc_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    STATEMENT_NAMES.set(sql, name);
  }
  return name;
}

/**
 * Kysely sends `client.query(sql, parameters)`, which pg runs unnamed (parsed and planned every
 * time). A text registered by statementName goes as its named prepared statement instead;
 * everything else is untouched.
 */
function namePreparedQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? STATEMENT_NAMES.get(text) : undefined;
    if (name === undefined) return query(text, ...rest);
    const [values, callback] = rest;
    return callback === undefined
      ? query({ name, text, values })
      : query({ name, text, values }, callback);
  }) as typeof client.query;
}

export function createDb(target: DatabaseTarget): Db {
  if (target.kind === 'sqlite') {
    const database = openSqlite(target.path);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    RAW_HANDLES.set(db, { kind: 'sqlite', database });
    return db;
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax });
  // An idle connection that the server ends (a restart, a failover, an administrator) emits an
  // error on the pool; unhandled, it would take the whole process down. The pool drops that
  // connection and opens a new one on the next query, so logging is all that is needed.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  pool.on('connect', namePreparedQueries);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  RAW_HANDLES.set(db, { kind: 'postgres', pool });
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
