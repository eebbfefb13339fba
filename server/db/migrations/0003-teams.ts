import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Teams (employee groups): a team name is unique within its organisation whatever its case, and
 * the team list reads its rows in name order from the same index (`org_id`, `lower(name)`).
 * An expression index, written once for both dialects.
 */
export const teams: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create unique index employee_groups_org_name_unique on employee_groups (org_id, lower(name))`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists employee_groups_org_name_unique`.execute(db);
  },
};
