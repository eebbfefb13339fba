import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * Projects, project groups, customers, the managers assigned to a project and its work sites.
 * Written once for both dialects, as 0001.
 * - Names of customers, groups and projects are unique in the organisation among those in use,
 *   whatever their case (partial expression indexes, as wc_codes); lists read (org_id, lower(name)).
 * - projects.search_key holds the lower-cased name and number the list searches; PostgreSQL gets a
 *   pg_trgm index on it when 0006 could install the extension, SQLite scans the organisation's
 *   rows through (org_id, lower(name)) (5,000 short keys: well under a millisecond).
 * - A deleted customer or group leaves its projects without one; deleting a project drops its
 *   managers and work sites.
 * - Auto-archive reads active projects by last_activity_at_unix (index below).
 */
export const projects: Migration = {
  async up(db: Kysely<unknown>) {
    const { isPg, unix, double, head, archivableTimes } = columnsFor(db);
    const nameIndexes = async (table: string) => {
      await sql
        .raw(
          `create unique index ${table}_org_name_active on ${table} (org_id, lower(name)) where archived_at_unix is null`,
        )
        .execute(db);
      await sql.raw(`create index ${table}_org_name on ${table} (org_id, lower(name))`).execute(db);
    };

    await head(db.schema.createTable('customers'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .$call(archivableTimes)
      .execute();
    await nameIndexes('customers');

    await head(db.schema.createTable('project_groups'))
      .addColumn('name', 'text', (c) => c.notNull())
      .$call(archivableTimes)
      .execute();
    await nameIndexes('project_groups');

    await head(db.schema.createTable('projects'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('number', 'text')
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('project_group_id', 'integer', (c) =>
        c.references('project_groups.id').onDelete('set null'),
      )
      .addColumn('place_id', 'text')
      .addColumn('formatted_place_name', 'text')
      .addColumn('street', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('postcode', 'text')
      .addColumn('country', 'text')
      .addColumn('latitude', double)
      .addColumn('longitude', double)
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .addColumn('budget_hours', double)
      .addColumn('labour_budget_cents', unix)
      .addColumn('notes', 'text')
      .addColumn('last_activity_at_unix', unix, (c) => c.notNull())
      .addColumn('auto_archived', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(archivableTimes)
      .execute();
    await nameIndexes('projects');
    await sql`create index projects_activity on projects (archived_at_unix, last_activity_at_unix)`.execute(
      db,
    );
    if (isPg) {
      const { rows } = await sql<{
        found: number;
      }>`select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (rows.length > 0)
        await sql`create index projects_search_trgm on projects using gin (search_key gin_trgm_ops) with (fastupdate = off)`.execute(
          db,
        );
    }

    await db.schema
      .createTable('project_managers')
      .addColumn('org_id', 'integer', (c) => c.notNull())
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('project_managers_pk', ['project_id', 'employee_id'])
      .execute();
    await db.schema
      .createIndex('project_managers_employee')
      .on('project_managers')
      .columns(['employee_id', 'project_id'])
      .execute();

    await head(db.schema.createTable('work_sites'))
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('place_id', 'text')
      .addColumn('formatted_place_name', 'text')
      .addColumn('street', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('postcode', 'text')
      .addColumn('country', 'text')
      .addColumn('latitude', double, (c) => c.notNull())
      .addColumn('longitude', double, (c) => c.notNull())
      .addColumn('geofence_radius_meters', double, (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .$call(archivableTimes)
      .execute();
    await db.schema
      .createIndex('work_sites_project')
      .on('work_sites')
      .columns(['project_id', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'work_sites',
      'project_managers',
      'projects',
      'project_groups',
      'customers',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
