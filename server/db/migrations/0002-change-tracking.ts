import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';

/**
 * Change tracking kept by triggers, so it is exact whatever writes the tables (services, seeds,
 * bulk loads, future modules):
 * - org_member_counts: per organisation, members by status, active workers and seats in use, so
 *   GET /me and the employee list read numbers instead of counting thousands of rows;
 *   its `version` rises on every change of the organisation's employees;
 * - organisations.version and profiles.version rise on every update of the row.
 * GET /me keys its cache on these versions, so a cached answer is never served after a change,
 * also when several server processes share one PostgreSQL database.
 */
const CONTRIBUTION = {
  workers: (r: string) =>
    `(CASE WHEN ${r}.role_id = 1 AND ${r}.staffing_status = 'active' THEN 1 ELSE 0 END)`,
  seats: (r: string) =>
    `(CASE WHEN ${r}.is_saas_enabled = 1 AND ${r}.staffing_status IN ('active', 'pending') THEN 1 ELSE 0 END)`,
  active: (r: string) => `(CASE WHEN ${r}.staffing_status = 'active' THEN 1 ELSE 0 END)`,
  pending: (r: string) => `(CASE WHEN ${r}.staffing_status = 'pending' THEN 1 ELSE 0 END)`,
  saas_disabled: (r: string) =>
    `(CASE WHEN ${r}.staffing_status = 'saas_disabled' THEN 1 ELSE 0 END)`,
  removed: (r: string) => `(CASE WHEN ${r}.staffing_status = 'removed' THEN 1 ELSE 0 END)`,
};
const COLUMNS = Object.keys(CONTRIBUTION) as Array<keyof typeof CONTRIBUTION>;

function adjust(row: 'NEW' | 'OLD', sign: '+' | '-'): string {
  const sets = COLUMNS.map(
    (column) => `${column} = ${column} ${sign} ${CONTRIBUTION[column](row)}`,
  ).join(', ');
  return `UPDATE org_member_counts SET ${sets}, version = version + 1 WHERE org_id = ${row}.org_id;`;
}
const ensure = (row: 'NEW') =>
  `INSERT INTO org_member_counts (org_id) VALUES (${row}.org_id) ON CONFLICT (org_id) DO NOTHING;`;

export const changeTracking: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('org_member_counts')
      .addColumn('org_id', 'integer', (c) =>
        c.primaryKey().references('organisations.id').onDelete('cascade'),
      );
    for (const column of [...COLUMNS, 'version'])
      table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    await table.execute();

    if (dialectOf(db) === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION employees_member_counts() RETURNS trigger AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN ${adjust('OLD', '-')} END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN ${ensure('NEW')} ${adjust('NEW', '+')} END IF;
            RETURN NULL;
          END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw(
          'CREATE TRIGGER employees_member_counts AFTER INSERT OR UPDATE OR DELETE ON employees FOR EACH ROW EXECUTE FUNCTION employees_member_counts()',
        )
        .execute(db);
      await sql
        .raw(
          `CREATE FUNCTION bump_version() RETURNS trigger AS $$ BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      for (const name of ['organisations', 'profiles']) {
        await sql
          .raw(
            `CREATE TRIGGER ${name}_version BEFORE UPDATE ON ${name} FOR EACH ROW EXECUTE FUNCTION bump_version()`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `CREATE TRIGGER employees_counts_insert AFTER INSERT ON employees BEGIN ${ensure('NEW')} ${adjust('NEW', '+')} END`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER employees_counts_delete AFTER DELETE ON employees BEGIN ${adjust('OLD', '-')} END`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER employees_counts_update AFTER UPDATE ON employees BEGIN ${adjust('OLD', '-')} ${ensure('NEW')} ${adjust('NEW', '+')} END`,
        )
        .execute(db);
      // SQLite triggers do not fire themselves (recursive_triggers is off), so this runs once per update.
      for (const name of ['organisations', 'profiles']) {
        await sql
          .raw(
            `CREATE TRIGGER ${name}_version AFTER UPDATE ON ${name} BEGIN UPDATE ${name} SET version = OLD.version + 1 WHERE id = NEW.id; END`,
          )
          .execute(db);
      }
    }

    // Members that existed before this step.
    const sums = COLUMNS.map((column) => `SUM(${CONTRIBUTION[column]('e')})`).join(', ');
    await sql
      .raw(
        `INSERT INTO org_member_counts (org_id, ${COLUMNS.join(', ')}) SELECT e.org_id, ${sums} FROM employees e GROUP BY e.org_id`,
      )
      .execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw('DROP TRIGGER IF EXISTS employees_member_counts ON employees').execute(db);
      await sql.raw('DROP FUNCTION IF EXISTS employees_member_counts()').execute(db);
      for (const name of ['organisations', 'profiles'])
        await sql.raw(`DROP TRIGGER IF EXISTS ${name}_version ON ${name}`).execute(db);
      await sql.raw('DROP FUNCTION IF EXISTS bump_version()').execute(db);
    } else {
      for (const name of [
        'employees_counts_insert',
        'employees_counts_delete',
        'employees_counts_update',
        'organisations_version',
        'profiles_version',
      ]) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      }
    }
    await db.schema.dropTable('org_member_counts').ifExists().execute();
  },
};
