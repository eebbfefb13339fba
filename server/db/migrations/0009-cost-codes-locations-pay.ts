import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * Cost codes (job_codes) and the projects a code is limited to, company locations and pay
 * schedules. Written once for both dialects, as 0001.
 * - A code is unique in the organisation among codes in use, whatever its case (a partial
 *   expression index, as wc_codes); lists read (org_id, lower(code)).
 * - job_code_projects: a code limited to some projects has a row per project; none means every
 *   project. Deleting a project or a code drops its rows.
 * - Company locations: coordinates and the radius in metres are doubles; names unique per org
 *   whatever their case, and the name-prefix filter reads the (org_id, lower(name)) index.
 * - Pay schedules: at most one default per organisation (a partial unique index on org_id).
 */
export const costCodesLocationsPay: Migration = {
  async up(db: Kysely<unknown>) {
    const { double, head, times, archivableTimes } = columnsFor(db);

    await head(db.schema.createTable('job_codes'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .$call(archivableTimes)
      .execute();
    await sql`create unique index job_codes_org_code_active on job_codes (org_id, lower(code)) where archived_at_unix is null`.execute(
      db,
    );
    await sql`create index job_codes_org_code on job_codes (org_id, lower(code))`.execute(db);

    await db.schema
      .createTable('job_code_projects')
      .addColumn('job_code_id', 'integer', (c) =>
        c.notNull().references('job_codes.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('job_code_projects_pk', ['job_code_id', 'project_id'])
      .execute();
    await db.schema
      .createIndex('job_code_projects_project')
      .on('job_code_projects')
      .columns(['project_id', 'job_code_id'])
      .execute();

    await head(db.schema.createTable('company_locations'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('geofence_radius_meters', double, (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('place_id', 'text')
      .addColumn('latitude', double, (c) => c.notNull())
      .addColumn('longitude', double, (c) => c.notNull())
      .addColumn('formatted_place_name', 'text')
      .$call(times)
      .execute();
    await sql`create unique index company_locations_org_name on company_locations (org_id, lower(name))`.execute(
      db,
    );

    await head(db.schema.createTable('pay_schedules'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('first_period_start_date', 'text', (c) => c.notNull())
      .addColumn('workweek_start_day', 'integer', (c) => c.notNull())
      .addColumn('workweek_start_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(times)
      .execute();
    await sql`create unique index pay_schedules_org_name on pay_schedules (org_id, lower(name))`.execute(
      db,
    );
    await sql`create unique index pay_schedules_org_default on pay_schedules (org_id) where is_default = 1`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['pay_schedules', 'company_locations', 'job_code_projects', 'job_codes'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
