import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';

/**
 * The version of each organisation's time cards, kept by triggers as the project list's versions
 * are (0012), so it is exact whatever writes the tables. GET time_cards/summary keeps what it read
 * of a range while the version stays where it was (server/modules/time-cards/summary-cache.ts).
 * It rises on every insert, update and delete of a card, a break or an allocation, on every write
 * of team membership (the summary's team filters are read under it too), and when a member's
 * display_name (which the summary shows) changes.
 *
 * On PostgreSQL the triggers are deferred to the commit: every clock action of an organisation
 * raises the one row, and a raise at the statement would hold that row's lock for the rest of the
 * transaction, queueing all of the organisation's clock actions behind each other. At the commit
 * the lock lasts only as long as the commit itself, and one raise per transaction is enough. An
 * organisation without a row is at 0; its first write creates the row.
 */
/** SQLite's raise (PostgreSQL's is bump_time_card_version below). */
const bump = (row: 'NEW' | 'OLD') =>
  `INSERT INTO org_time_card_versions (org_id, version) VALUES (${row}.org_id, 1) ON CONFLICT (org_id) DO UPDATE SET version = org_time_card_versions.version + 1;`;

/** Each trigger: its table, the writes it follows, and when (all of them unless said). */
const TRIGGERS: { name: string; table: string; events: string[]; when?: string }[] = [
  { name: 'time_cards_version', table: 'time_cards', events: ['INSERT', 'UPDATE', 'DELETE'] },
  {
    name: 'time_card_breaks_version',
    table: 'time_card_breaks',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'time_card_allocations_version',
    table: 'time_card_allocations',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'employee_group_members_tc_version',
    table: 'employee_group_members',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'employees_tc_version',
    table: 'employees',
    events: ['UPDATE OF org_id, display_name'],
    // Only a real change: many writes of a member's record send the name unchanged.
    when: 'OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.org_id IS DISTINCT FROM NEW.org_id',
  },
];

const rowsOf = (event: string): ('NEW' | 'OLD')[] =>
  event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];

const sqliteName = (name: string, event: string) => `${name}_${event.split(' ')[0]!.toLowerCase()}`;

export const timeCardVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('org_time_card_versions')
      // No foreign key: deleting an organisation deletes its cards, whose (deferred) triggers
      // then write this row after the organisation is gone. A stray row is harmless.
      .addColumn('org_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    if (dialectOf(db) === 'postgres') {
      // Once per transaction and organisation (a flag local to the transaction): the raise
      // runs at the commit, after every row's write, so one covers them all.
      await sql
        .raw(
          `CREATE FUNCTION bump_time_card_version(org integer) RETURNS void AS $$
          BEGIN
            IF current_setting('crewcard.time_card_version_' || org, true) IS DISTINCT FROM 'raised' THEN
              INSERT INTO org_time_card_versions (org_id, version) VALUES (org, 1)
                ON CONFLICT (org_id) DO UPDATE SET version = org_time_card_versions.version + 1;
              PERFORM set_config('crewcard.time_card_version_' || org, 'raised', true);
            END IF;
          END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE FUNCTION raise_time_card_version() RETURNS trigger AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_time_card_version(OLD.org_id); END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_time_card_version(NEW.org_id); END IF;
            RETURN NULL;
          END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      for (const trigger of TRIGGERS)
        await sql
          .raw(
            `CREATE CONSTRAINT TRIGGER ${trigger.name} AFTER ${trigger.events.join(' OR ')} ON ${trigger.table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION raise_time_card_version()`,
          )
          .execute(db);
    } else {
      // SQLite: one trigger per event (writes are one at a time there anyway).
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql
            .raw(
              `CREATE TRIGGER ${sqliteName(trigger.name, event)} AFTER ${event} ON ${trigger.table}${
                // SQLite spells IS DISTINCT FROM as IS NOT.
                trigger.when ? ` WHEN ${trigger.when.replaceAll('IS DISTINCT FROM', 'IS NOT')}` : ''
              } BEGIN ${rowsOf(event.split(' ')[0]!).map(bump).join(' ')} END`,
            )
            .execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const trigger of TRIGGERS)
        await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
      await sql.raw('DROP FUNCTION IF EXISTS raise_time_card_version()').execute(db);
      await sql.raw('DROP FUNCTION IF EXISTS bump_time_card_version(integer)').execute(db);
    } else {
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
    }
    await db.schema.dropTable('org_time_card_versions').ifExists().execute();
  },
};
