import type { Kysely, Migration } from 'kysely';
import {
  createOrgVersionTriggers,
  dropOrgVersionTriggers,
  type VersionTrigger,
} from './org-version-triggers';

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
/** Each trigger: its table, the writes it follows, and when (all of them unless said). */
const TRIGGERS: VersionTrigger[] = [
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

export const timeCardVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('org_time_card_versions')
      // No foreign key: deleting an organisation deletes its cards, whose (deferred) triggers
      // then write this row after the organisation is gone. A stray row is harmless.
      .addColumn('org_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await createOrgVersionTriggers(db, 'time_card', TRIGGERS);
  },

  async down(db: Kysely<unknown>) {
    await dropOrgVersionTriggers(db, 'time_card', TRIGGERS);
    await db.schema.dropTable('org_time_card_versions').ifExists().execute();
  },
};
