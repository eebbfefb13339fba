import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * Time off (issue 15; server/modules/time-off/README.md), written once for both dialects:
 * - leave_policies: an organisation's policies; a name is unique among those in use whatever its
 *   case (a partial expression index, as the catalogues); the accrual rate is a double.
 * - time_off_requests: members' requests with their dates ('YYYY-MM-DD'), seconds per counted
 *   day, state and who decided. A policy with requests is archived, never deleted (restrict);
 *   a member's requests go with the member. Lists and overlap checks read
 *   (org_id, employee_id, start_date); the organisation's lists (org_id, start_date).
 */
export const timeOff: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, double, head, archivableTimes, times } = columnsFor(db);

    await head(db.schema.createTable('leave_policies'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('allowance_minutes', 'integer')
      .addColumn('accrual_rate', double)
      .addColumn('carry_over_cap_minutes', 'integer')
      .$call(archivableTimes)
      .execute();
    await sql`create unique index leave_policies_org_name_active on leave_policies (org_id, lower(name)) where archived_at_unix is null`.execute(
      db,
    );
    await sql`create index leave_policies_org_name on leave_policies (org_id, lower(name))`.execute(
      db,
    );

    await head(db.schema.createTable('time_off_requests'))
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addColumn('leave_policy_id', 'integer', (c) =>
        c.notNull().references('leave_policies.id').onDelete('restrict'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('day_seconds', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('total_seconds', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('decision_note', 'text')
      .addColumn('requested_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .addColumn('decided_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .addColumn('decided_at_unix', unix)
      .$call(times)
      .execute();
    await db.schema
      .createIndex('time_off_requests_member')
      .on('time_off_requests')
      .columns(['org_id', 'employee_id', 'start_date'])
      .execute();
    await db.schema
      .createIndex('time_off_requests_org_dates')
      .on('time_off_requests')
      .columns(['org_id', 'start_date'])
      .execute();
    await db.schema
      .createIndex('time_off_requests_policy')
      .on('time_off_requests')
      .columns(['leave_policy_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('time_off_requests').ifExists().execute();
    await db.schema.dropTable('leave_policies').ifExists().execute();
  },
};
