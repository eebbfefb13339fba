import { sql, type Kysely, type Migration } from 'kysely';
import { foundationColumns } from './foundation/columns';
import { createPeopleTables } from './foundation/people';
import { createSignInTables } from './foundation/sign-in';
import { createWorkQueueTables } from './foundation/work-queues';

/**
 * Foundation tables: people, organisations, memberships, sign-in state, outbox, audit and jobs.
 * Written once for both dialects: ids are `integer primary key autoincrement` on SQLite and
 * `serial` on PostgreSQL; unix times are `bigint` on PostgreSQL; flags are integers 0/1 on both.
 * Migrations never import application code, so they stay valid as the code moves on.
 */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    const columns = foundationColumns(db);
    await createPeopleTables(db, columns);
    await createSignInTables(db, columns);
    await createWorkQueueTables(db, columns);
    await seedReferenceRows(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'jobs',
      'audit_log',
      'outbox',
      'login_attempts',
      'invites',
      'password_resets',
      'otp_codes',
      'refresh_tokens',
      'auth_sessions',
      'employee_permissions',
      'employee_group_managers',
      'employee_group_members',
      'employee_groups',
      'employee_secondary_managers',
      'employees',
      'organisations',
      'product_plans',
      'profiles',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Plans of document 2 (wfm-starter, wfm-pro, wfm-enterprise) and org 0, the provider's staff. */
async function seedReferenceRows(db: Kysely<unknown>) {
  const plans = [
    [1, 'wfm-starter', 'basic', 'monthly'],
    [2, 'wfm-starter-annual', 'basic', 'annual'],
    [3, 'wfm-pro', 'pro', 'monthly'],
    [4, 'wfm-pro-annual', 'pro', 'annual'],
    [5, 'wfm-enterprise', 'enterprise', 'monthly'],
    [6, 'wfm-enterprise-annual', 'enterprise', 'annual'],
  ] as const;
  for (const [id, name, tier, interval] of plans) {
    await sql`insert into product_plans (id, name, tier, recurring_interval) values (${id}, ${name}, ${tier}, ${interval})`.execute(
      db,
    );
  }
  const now = Math.floor(Date.now() / 1000);
  await sql`
    insert into organisations (id, name, sort_key, timezone, country_code, crew_product_status, plan_id,
      wfm_feature_state, tt_feature_state, created_at_unix, updated_at_unix)
    values (0, 'Crewcard staff', 'crewcard staff', 'America/Los_Angeles', 'us', 'external-payment', 5,
      'enabled', 'enabled', ${now}, ${now})`.execute(db);
}
