import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';
import { createSqliteRowTriggers, sqliteName } from './org-version-triggers';

/**
 * The versions of each organisation's project list, kept by triggers as org_member_counts.version
 * is for members (0002), so they are exact whatever writes the tables. The project list keeps
 * what it read while they stay where they were (server/lib/found-ids-cache.ts):
 * - list_version rises on every insert and delete of a project and every update of a column the
 *   list filters, searches or sorts by (PROJECT_LIST_COLUMNS): the ids a list query finds, in
 *   order, are kept under it. Edits of other columns (notes, budgets, the address, the last
 *   activity as time is recorded) leave it alone.
 * - rows_version rises on every write of anything a list row shows: the project itself, its
 *   managers, its work sites, the name of its customer or group. The rows of a page are kept
 *   under it. Renaming or archiving a customer or group changes no list's ids (the list filters
 *   by their ids); deleting one clears the projects' link, an update of the project.
 * An organisation without a row is at 0 and 0; its first write creates the row.
 */
export const PROJECT_LIST_COLUMNS = [
  'org_id',
  'name',
  'number',
  'search_key',
  'customer_id',
  'project_group_id',
  'start_date',
  'created_at_unix',
  'archived_at_unix',
] as const;

type Counter = 'list_version' | 'rows_version';

const bump = (counter: Counter, row: 'NEW' | 'OLD') =>
  `INSERT INTO org_project_versions (org_id, ${counter}) VALUES (${row}.org_id, 1) ON CONFLICT (org_id) DO UPDATE SET ${counter} = org_project_versions.${counter} + 1;`;

/** Each trigger: its table, the writes it follows, and the counter it raises. */
const TRIGGERS: { name: string; table: string; events: string[]; counter: Counter }[] = [
  {
    name: 'projects_list_version',
    table: 'projects',
    events: ['INSERT', 'DELETE', `UPDATE OF ${PROJECT_LIST_COLUMNS.join(', ')}`],
    counter: 'list_version',
  },
  {
    name: 'projects_rows_version',
    table: 'projects',
    events: ['INSERT', 'DELETE', 'UPDATE'],
    counter: 'rows_version',
  },
  {
    name: 'project_managers_rows_version',
    table: 'project_managers',
    events: ['INSERT', 'DELETE', 'UPDATE'],
    counter: 'rows_version',
  },
  {
    // A row shows how many work sites in use its project has.
    name: 'work_sites_rows_version',
    table: 'work_sites',
    events: ['INSERT', 'DELETE', 'UPDATE OF org_id, project_id, archived_at_unix'],
    counter: 'rows_version',
  },
  {
    name: 'customers_rows_version',
    table: 'customers',
    events: ['UPDATE OF org_id, name'],
    counter: 'rows_version',
  },
  {
    name: 'project_groups_rows_version',
    table: 'project_groups',
    events: ['UPDATE OF org_id, name'],
    counter: 'rows_version',
  },
];

// org_id never changes in practice; if it did, both organisations' lists move (a second rise
// for one organisation is harmless): an update raises for OLD and NEW.

export const projectListVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('org_project_versions')
      .addColumn('org_id', 'integer', (c) =>
        c.primaryKey().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('list_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rows_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    if (dialectOf(db) === 'postgres') {
      for (const counter of ['list_version', 'rows_version'] as const)
        await sql
          .raw(
            `CREATE FUNCTION raise_project_${counter}() RETURNS trigger AS $$
            BEGIN
              IF TG_OP IN ('UPDATE', 'DELETE') THEN ${bump(counter, 'OLD')} END IF;
              IF TG_OP IN ('INSERT', 'UPDATE') THEN ${bump(counter, 'NEW')} END IF;
              RETURN NULL;
            END $$ LANGUAGE plpgsql`,
          )
          .execute(db);
      for (const trigger of TRIGGERS)
        await sql
          .raw(
            `CREATE TRIGGER ${trigger.name} AFTER ${trigger.events.join(' OR ')} ON ${trigger.table} FOR EACH ROW EXECUTE FUNCTION raise_project_${trigger.counter}()`,
          )
          .execute(db);
    } else {
      // SQLite: one trigger per event.
      await createSqliteRowTriggers(db, TRIGGERS, (trigger, row) => bump(trigger.counter, row));
    }
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const trigger of TRIGGERS)
        await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
      for (const counter of ['list_version', 'rows_version'])
        await sql.raw(`DROP FUNCTION IF EXISTS raise_project_${counter}()`).execute(db);
    } else {
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
    }
    await db.schema.dropTable('org_project_versions').ifExists().execute();
  },
};
