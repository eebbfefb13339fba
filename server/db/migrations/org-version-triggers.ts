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
export type VersionTrigger = { name: string; table: string; events: string[]; when?: string };

/** The rows a write has: OLD, NEW or both. */
export const rowsOf = (event: string): ('NEW' | 'OLD')[] =>
  event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];

/** SQLite's name of a trigger for one event. */
export const sqliteName = (name: string, event: string) =>
  `${name}_${event.split(' ')[0]!.toLowerCase()}`;

/** A WHEN condition in SQLite's spelling (IS DISTINCT FROM is IS NOT there). */
export const sqliteWhen = (when: string | undefined) =>
  when ? ` WHEN ${when.replaceAll('IS DISTINCT FROM', 'IS NOT')}` : '';

export async function createOrgVersionTriggers(
  db: Kysely<unknown>,
  kind: string,
  triggers: readonly VersionTrigger[],
) {
  const table = `org_${kind}_versions`;
  const upsert = (org: string) =>
    `INSERT INTO ${table} (org_id, version) VALUES (${org}, 1) ON CONFLICT (org_id) DO UPDATE SET version = ${table}.version + 1;`;
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION bump_${kind}_version(org integer) RETURNS void AS $$
        BEGIN
          IF current_setting('crewcard.${kind}_version_' || org, true) IS DISTINCT FROM 'raised' THEN
            ${upsert('org')}
            PERFORM set_config('crewcard.${kind}_version_' || org, 'raised', true);
          END IF;
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
  for (const trigger of triggers)
    for (const event of trigger.events)
      await sql
        .raw(
          `CREATE TRIGGER ${sqliteName(trigger.name, event)} AFTER ${event} ON ${trigger.table}${sqliteWhen(trigger.when)} BEGIN ${rowsOf(
            event,
          )
            .map((row) => upsert(`${row}.org_id`))
            .join(' ')} END`,
        )
        .execute(db);
}

export async function dropOrgVersionTriggers(
  db: Kysely<unknown>,
  kind: string,
  triggers: readonly VersionTrigger[],
) {
  if (dialectOf(db) === 'postgres') {
    for (const trigger of triggers)
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS raise_${kind}_version()`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS bump_${kind}_version(integer)`).execute(db);
  } else {
    for (const trigger of triggers)
      for (const event of trigger.events)
        await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
  }
}
