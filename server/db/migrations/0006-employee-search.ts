import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';

/**
 * An index of employees.search_key (the lower-cased name and e-mail address the employee list
 * searches), so a search reads the rows that contain the text instead of every row of the
 * organisation. The index only narrows: the list still checks each row it reads for the text, so
 * what a search finds does not depend on the index.
 * - PostgreSQL: pg_trgm's GIN operator class, which serves `search_key LIKE '%text%'` directly.
 *   pg_trgm ships with PostgreSQL (Debian's postgresql package includes the contrib modules) and
 *   is a trusted extension, but a server may lack it or refuse CREATE EXTENSION: then the
 *   migration leaves a warning and no index, and searches scan as before.
 * - SQLite: employee_search_suffixes holds, per organisation, the first SUFFIX_CHARS characters
 *   from every position of each search key. The rows containing a text are then one range of
 *   its primary key (suffixes that start with the text), read at a cost that grows with the
 *   matches only. Measured against an FTS5 trigram table, which is five times smaller but whose
 *   phrase lookups read the whole posting list of every trigram of the text (a fragment like
 *   "4217@bulk.crew" shares most trigrams with every address of the domain). Triggers keep the
 *   table in step whatever writes employees.
 */
/** Characters kept per suffix: texts up to this long are found exactly by the range. */
const SUFFIX_CHARS = 12;

/** The suffixes of a row's search key that have three characters or more. */
const suffixesOf = (row: 'NEW' | 'OLD') =>
  `SELECT substr(${row}.search_key, p.i, ${SUFFIX_CHARS}) AS suffix FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < length(${row}.search_key) - 2) SELECT i FROM n) AS p WHERE length(${row}.search_key) >= 3`;
const addSuffixes = `INSERT OR IGNORE INTO employee_search_suffixes (org_id, suffix, employee_id)
  SELECT NEW.org_id, s.suffix, NEW.id FROM (${suffixesOf('NEW')}) AS s;`;
// One primary-key lookup per suffix.
const dropSuffixes = `DELETE FROM employee_search_suffixes
  WHERE org_id = OLD.org_id AND employee_id = OLD.id AND suffix IN (${suffixesOf('OLD')});`;

const SQLITE_TRIGGERS = {
  employee_search_suffixes_insert: `AFTER INSERT ON employees BEGIN ${addSuffixes} END`,
  employee_search_suffixes_delete: `AFTER DELETE ON employees BEGIN ${dropSuffixes} END`,
  employee_search_suffixes_update: `AFTER UPDATE OF search_key, org_id ON employees
    WHEN OLD.search_key IS NOT NEW.search_key OR OLD.org_id IS NOT NEW.org_id
    BEGIN ${dropSuffixes} ${addSuffixes} END`,
};

export const employeeSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await withFallback(db, async () => {
        await sql`create extension if not exists pg_trgm`.execute(db);
        // fastupdate off: new entries go straight into the index rather than into a pending list
        // that every search would read through until the next vacuum.
        await sql`create index employees_search_trgm on employees using gin (search_key gin_trgm_ops) with (fastupdate = off)`.execute(
          db,
        );
      });
      return;
    }
    await sql`create table employee_search_suffixes (
      org_id integer not null,
      suffix text not null,
      employee_id integer not null,
      primary key (org_id, suffix, employee_id)
    ) without rowid`.execute(db);
    for (const [name, body] of Object.entries(SQLITE_TRIGGERS))
      await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
    // Members that existed before this step.
    await sql
      .raw(
        `INSERT OR IGNORE INTO employee_search_suffixes (org_id, suffix, employee_id)
        SELECT e.org_id, substr(e.search_key, p.i, ${SUFFIX_CHARS}), e.id
        FROM employees e
        JOIN (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < (SELECT max(length(search_key)) FROM employees)) SELECT i FROM n) AS p
          ON p.i <= length(e.search_key) - 2`,
      )
      .execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      // The extension stays: other objects may have come to use it.
      await sql`drop index if exists employees_search_trgm`.execute(db);
      return;
    }
    for (const name of Object.keys(SQLITE_TRIGGERS))
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await sql`drop table if exists employee_search_suffixes`.execute(db);
  },
};

/**
 * Runs the PostgreSQL steps so that a server without pg_trgm (or a role that may not create it)
 * only loses the index. Migrations run in a transaction there, where a failed statement aborts
 * everything after it, so the steps get a savepoint to roll back to.
 */
async function withFallback(db: Kysely<unknown>, steps: () => Promise<void>): Promise<void> {
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint employee_search_trgm`.execute(db);
  try {
    await steps();
    if (savepoint) await sql`release savepoint employee_search_trgm`.execute(db);
  } catch (error) {
    if (savepoint) await sql`rollback to savepoint employee_search_trgm`.execute(db);
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `Migration 0006-employee-search: no trigram index on employees.search_key (${reason}); employee searches will scan the organisation's rows. Install PostgreSQL's contrib modules (pg_trgm) and run "create extension pg_trgm" and the index to speed them up.`,
    );
  }
}
