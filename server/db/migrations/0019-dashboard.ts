import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The dashboard's count of cards waiting for approval (server/modules/dashboard): pending cards of
 * any date, which the (org_id, clock_in_dt_unix) index could only find by reading every card the
 * organisation ever had. Pending cards are the few recent ones, so this partial index stays small.
 */
export const dashboard: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index time_cards_pending on time_cards (org_id, clock_in_dt_unix) where approval_state = 'pending' and deleted_at_unix is null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists time_cards_pending`.execute(db);
  },
};
