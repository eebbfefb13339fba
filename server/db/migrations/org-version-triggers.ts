import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection';

/**
 * An organisation's version counter kept by triggers (`org_<kind>_versions`: one row per
 * organisation, raised on every write a cache reads under it; 0015 time cards, 0020 tasks).
 * On PostgreSQL the triggers are deferred to the commit and raise the row once per transaction
 * and organisation (a flag local to the transaction): a raise at the statement would hold the
 * row's lock for the rest of the transaction and queue the organisation's writes behind each
 * other. On SQLite, one trigger per event (writes are one at a time there anyway).
 */

/** A trigger: its table, the writes it follows, and when (all of them unless said). */
export type VersionTrigger = {
  name: string;
  table: string;
  events: string[];
  when?: string;
  /**
   * With keys (KeyedVersions): the key a row's write moves, as SQL over OLD or NEW; none: the
   * write moves the organisation's version only.
   */
  key?: (row: 'OLD' | 'NEW') => string;
};

/**
 * Where the keys a write moves are kept (0022 tasks): one row per organisation and key with the
 * organisation's version of its last write. That version is the organisation's after the write's
 * raise, read in the same transaction, which holds the organisation's row until its commit: so
 * versions are in commit order, and the keys moved since a version are those above it.
 */
export type KeyedVersions = { table: string; column: string };

/** The rows a write has: OLD, NEW or both. */
export const rowsOf = (event: string): ('NEW' | 'OLD')[] =>
  event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];

/** SQLite's name of a trigger for one event. */
export const sqliteName = (name: string, event: string) =>
  `${name}_${event.split(' ')[0]!.toLowerCase()}`;

/** A WHEN condition in SQLite's spelling (IS DISTINCT FROM is IS NOT there). */
export const sqliteWhen = (when: string | undefined) =>
  when ? ` WHEN ${when.replaceAll('IS DISTINCT FROM', 'IS NOT')}` : '';

/**
 * PL/pgSQL that runs `body` once per transaction for a flag (a setting local to the transaction
 * named `crewcard.<flag>`, `flag` being SQL text such as `'task_version_' || org`), when `guard`
 * holds: the deferred triggers of a transaction writing many rows raise a version once.
 */
export const oncePerTransaction = (flag: string, body: string, guard = '') =>
  `IF ${guard ? `${guard} AND ` : ''}current_setting('crewcard.' || ${flag}, true) IS DISTINCT FROM 'done' THEN
    ${body}
    PERFORM set_config('crewcard.' || ${flag}, 'done', true);
  END IF;`;

/** What a row trigger needs: its name, table, the writes it follows and when. */
type RowTrigger = { name: string; table: string; events: string[]; when?: string | undefined };

/**
 * SQLite: a trigger per trigger and event, whose body is `body(row)` for each row the write has
 * (OLD, NEW or both).
 */
export async function createSqliteRowTriggers<T extends RowTrigger>(
  db: Kysely<unknown>,
  triggers: readonly T[],
  body: (trigger: T, row: 'OLD' | 'NEW') => string,
) {
  for (const trigger of triggers)
    for (const event of trigger.events)
      await sql
        .raw(
          `CREATE TRIGGER ${sqliteName(trigger.name, event)} AFTER ${event} ON ${trigger.table}${sqliteWhen(trigger.when)} BEGIN ${rowsOf(
            event,
          )
            .map((row) => body(trigger, row))
            .join(' ')} END`,
        )
        .execute(db);
}

/**
 * PostgreSQL: per trigger a function `raise_<name>()` running `call(row)` (a PERFORM) for OLD
 * and NEW as the write has them, fired by a constraint trigger deferred to the commit.
 */
export async function createDeferredRowTriggers<T extends RowTrigger>(
  db: Kysely<unknown>,
  triggers: readonly T[],
  call: (trigger: T, row: 'OLD' | 'NEW') => string,
) {
  for (const trigger of triggers) {
    await sql
      .raw(
        `CREATE FUNCTION raise_${trigger.name}() RETURNS trigger AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN ${call(trigger, 'OLD')} END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN ${call(trigger, 'NEW')} END IF;
            RETURN NULL;
          END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER ${trigger.name} AFTER ${trigger.events.join(' OR ')} ON ${trigger.table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION raise_${trigger.name}()`,
      )
      .execute(db);
  }
}

export async function createOrgVersionTriggers(
  db: Kysely<unknown>,
  kind: string,
  triggers: readonly VersionTrigger[],
  keyed?: KeyedVersions,
) {
  const table = `org_${kind}_versions`;
  const upsert = (org: string) =>
    `INSERT INTO ${table} (org_id, version) VALUES (${org}, 1) ON CONFLICT (org_id) DO UPDATE SET version = ${table}.version + 1;`;
  if (keyed) return createKeyedTriggers(db, kind, triggers, keyed, upsert);
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION bump_${kind}_version(org integer) RETURNS void AS $$
        BEGIN
          ${oncePerTransaction(`'${kind}_version_' || org`, upsert('org'))}
        END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION raise_${kind}_version() RETURNS trigger AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_${kind}_version(OLD.org_id); END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_${kind}_version(NEW.org_id); END IF;
          RETURN NULL;
        END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    for (const trigger of triggers)
      await sql
        .raw(
          `CREATE CONSTRAINT TRIGGER ${trigger.name} AFTER ${trigger.events.join(' OR ')} ON ${trigger.table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION raise_${kind}_version()`,
        )
        .execute(db);
    return;
  }
  await createSqliteRowTriggers(db, triggers, (_trigger, row) => upsert(`${row}.org_id`));
}

/**
 * The keyed kind: each trigger raises the organisation's version as above and keeps its row's key
 * at that version (skipped when the key is null). On PostgreSQL each trigger has its function (the
 * key's column differs by table), and a key is written once per transaction.
 */
async function createKeyedTriggers(
  db: Kysely<unknown>,
  kind: string,
  triggers: readonly VersionTrigger[],
  keyed: KeyedVersions,
  upsert: (org: string) => string,
) {
  const keep = (org: string, key: string) =>
    `INSERT INTO ${keyed.table} (org_id, ${keyed.column}, version) SELECT o.org_id, ${key}, o.version FROM org_${kind}_versions o WHERE o.org_id = ${org} AND ${key} IS NOT NULL ON CONFLICT (org_id, ${keyed.column}) DO UPDATE SET version = excluded.version;`;
  const keyOf = (trigger: VersionTrigger, row: 'OLD' | 'NEW') => trigger.key?.(row) ?? 'NULL';
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION bump_${kind}_version(org integer, key integer) RETURNS void AS $$
        BEGIN
          ${oncePerTransaction(`'${kind}_version_' || org`, upsert('org'))}
          ${oncePerTransaction(`'${kind}_key_' || org || '_' || key`, keep('org', 'key'), 'key IS NOT NULL')}
        END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await createDeferredRowTriggers(
      db,
      triggers,
      (trigger, row) => `PERFORM bump_${kind}_version(${row}.org_id, ${keyOf(trigger, row)});`,
    );
    return;
  }
  await createSqliteRowTriggers(db, triggers, (trigger, row) => {
    const key = trigger.key?.(row);
    return upsert(`${row}.org_id`) + (key ? ` ${keep(`${row}.org_id`, key)}` : '');
  });
}

export async function dropOrgVersionTriggers(
  db: Kysely<unknown>,
  kind: string,
  triggers: readonly VersionTrigger[],
) {
  if (dialectOf(db) === 'postgres') {
    for (const trigger of triggers) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS raise_${trigger.name}()`).execute(db);
    }
    await sql.raw(`DROP FUNCTION IF EXISTS raise_${kind}_version()`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS bump_${kind}_version(integer)`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS bump_${kind}_version(integer, integer)`).execute(db);
  } else {
    for (const trigger of triggers)
      for (const event of trigger.events)
        await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
  }
}
