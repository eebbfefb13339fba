import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';
import {
  createDeferredRowTriggers,
  createSqliteRowTriggers,
  oncePerTransaction,
  sqliteName,
} from './org-version-triggers';

/**
 * The version of each member's time cards (server/modules/payroll/README.md "Kept answers"):
 * raised by triggers on every write of one of the member's cards, breaks or allocations, and
 * when the member's display name changes — everything of a member that the organisation's
 * time-card version (0015) follows and the payroll summary reads. When the organisation's
 * version moves, the summary reads these (one row per member) and reads and classifies again
 * only the members whose version moved, not the whole organisation.
 *
 * A break or an allocation names its card, not its member: the trigger looks the card up. When a
 * card and its breaks go in one delete, the breaks' triggers may find no card; the card's own
 * trigger has raised the member then. On PostgreSQL the raise is deferred to the commit and made
 * once per transaction and member, as 0015 explains for the organisation's.
 */
const TABLE = 'member_card_versions';

const upsert = (org: string, member: string) =>
  `INSERT INTO ${TABLE} (org_id, employee_id, version) VALUES (${org}, ${member}, 1) ON CONFLICT (org_id, employee_id) DO UPDATE SET version = ${TABLE}.version + 1;`;

/** Each trigger: its table, the writes it follows, how the row names its member, when. */
type Trigger = {
  name: string;
  table: string;
  events: string[];
  /** The row's organisation and member, from OLD or NEW. */
  member: (row: 'OLD' | 'NEW') => { org: string; member: string };
  when?: string;
};

/** A card of a break or an allocation: its organisation and member, looked up. */
const cardOf = (row: 'OLD' | 'NEW') => ({
  org: `(SELECT org_id FROM time_cards WHERE id = ${row}.time_card_id)`,
  member: `(SELECT employee_id FROM time_cards WHERE id = ${row}.time_card_id)`,
});

const TRIGGERS: Trigger[] = [
  {
    name: 'time_cards_member_version',
    table: 'time_cards',
    events: ['INSERT', 'UPDATE', 'DELETE'],
    member: (row) => ({ org: `${row}.org_id`, member: `${row}.employee_id` }),
  },
  {
    name: 'time_card_breaks_member_version',
    table: 'time_card_breaks',
    events: ['INSERT', 'UPDATE', 'DELETE'],
    member: cardOf,
  },
  {
    name: 'time_card_allocations_member_version',
    table: 'time_card_allocations',
    events: ['INSERT', 'UPDATE', 'DELETE'],
    member: cardOf,
  },
  {
    name: 'employees_member_version',
    table: 'employees',
    events: ['UPDATE OF org_id, display_name'],
    member: (row) => ({ org: `${row}.org_id`, member: `${row}.id` }),
    when: 'OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.org_id IS DISTINCT FROM NEW.org_id',
  },
];

/** SQLite: the upsert of one row's member, skipped when a looked-up card is gone. */
const sqliteRaise = (trigger: Trigger, row: 'OLD' | 'NEW') => {
  const { org, member } = trigger.member(row);
  return `INSERT INTO ${TABLE} (org_id, employee_id, version) SELECT o, m, 1 FROM (SELECT ${org} AS o, ${member} AS m) WHERE m IS NOT NULL ON CONFLICT (org_id, employee_id) DO UPDATE SET version = ${TABLE}.version + 1;`;
};

export const memberCardVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(TABLE)
      // No foreign keys: a deferred trigger may write after the member or organisation is gone.
      .addColumn('org_id', 'integer', (c) => c.notNull())
      .addColumn('employee_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('member_card_versions_pk', ['org_id', 'employee_id'])
      .execute();

    if (dialectOf(db) === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION bump_member_card_version(org integer, member integer) RETURNS void AS $$
          BEGIN
            IF org IS NULL OR member IS NULL THEN RETURN; END IF;
            ${oncePerTransaction(`'member_card_version_' || member`, upsert('org', 'member'))}
          END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await createDeferredRowTriggers(db, TRIGGERS, (trigger, row) => {
        const { org, member } = trigger.member(row);
        return `PERFORM bump_member_card_version(${org}, ${member});`;
      });
    } else await createSqliteRowTriggers(db, TRIGGERS, sqliteRaise);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const trigger of TRIGGERS) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
        await sql.raw(`DROP FUNCTION IF EXISTS raise_${trigger.name}()`).execute(db);
      }
      await sql
        .raw('DROP FUNCTION IF EXISTS bump_member_card_version(integer, integer)')
        .execute(db);
    } else {
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
    }
    await db.schema.dropTable(TABLE).ifExists().execute();
  },
};
