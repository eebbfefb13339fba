import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';

/**
 * The rule-group rules of time cards (issue 14; server/modules/time-cards/README.md "Rules"):
 * - time_card_breaks.is_automatic: a meal break the rule group inserted (automatic meal breaks),
 *   not one the member took;
 * - time_cards.payable_clock_out_dt_unix: the payable end when the geofence clock-out trim moved
 *   it before the raw clock-out (null: the clock-out itself);
 * - time_cards.break_warnings: JSON list of required meal breaks the card lacks, recomputed with
 *   its exceptions;
 * - time_card_reminders: the break reminders sent, one per card and threshold, so the job never
 *   sends one twice (the primary key is the claim).
 */
export const timeCardRules: Migration = {
  async up(db: Kysely<unknown>) {
    const unix = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .alterTable('time_card_breaks')
      .addColumn('is_automatic', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('time_cards').addColumn('payable_clock_out_dt_unix', unix).execute();
    await db.schema
      .alterTable('time_cards')
      .addColumn('break_warnings', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createTable('time_card_reminders')
      .addColumn('time_card_id', 'integer', (c) =>
        c.notNull().references('time_cards.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('outbox_id', 'integer')
      .addColumn('sent_at_unix', unix, (c) => c.notNull())
      .addPrimaryKeyConstraint('time_card_reminders_pk', ['time_card_id', 'kind'])
      .execute();
    // The reminder job reads running cards across organisations.
    await sql`create index time_cards_running on time_cards (clock_in_dt_unix) where clock_out_dt_unix is null and deleted_at_unix is null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists time_cards_running`.execute(db);
    await db.schema.dropTable('time_card_reminders').ifExists().execute();
    await db.schema.alterTable('time_cards').dropColumn('break_warnings').execute();
    await db.schema.alterTable('time_cards').dropColumn('payable_clock_out_dt_unix').execute();
    await db.schema.alterTable('time_card_breaks').dropColumn('is_automatic').execute();
  },
};
