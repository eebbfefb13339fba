import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * Pay data: overtime rules and workers' compensation codes of an organisation, and the pay
 * records (compensations) of its team members. Written once for both dialects, as 0001.
 * - Money is integer cents; a WC rate per $100 is integer ten-thousandths; hours are minutes
 *   (overtime thresholds) or hundredths (weekly hours of a salary).
 * - A rule name and a code are unique in the organisation among those not archived, whatever
 *   their case: partial expression indexes, which both databases support.
 * - One pay record per team member and calendar day (`effective_date`, the effective time's day
 *   in the organisation's time zone); the record in effect at a time is the latest by
 *   (effective_dt_unix, id) at or before it, read from one index.
 */
export const compensation: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, head, times, archivableTimes } = columnsFor(db);

    await head(db.schema.createTable('overtime_rules'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('daily_overtime_after_minutes', 'integer')
      .addColumn('daily_double_time_after_minutes', 'integer')
      .addColumn('weekly_overtime_after_minutes', 'integer')
      .addColumn('is_seventh_day_rule', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(archivableTimes)
      .execute();
    await sql`create unique index overtime_rules_org_name_active on overtime_rules (org_id, lower(name)) where archived_at_unix is null`.execute(
      db,
    );
    await sql`create index overtime_rules_org_name on overtime_rules (org_id, lower(name))`.execute(
      db,
    );

    await head(db.schema.createTable('wc_codes'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('rate_e4', 'integer', (c) => c.notNull())
      .addColumn('state', 'text')
      .$call(archivableTimes)
      .execute();
    await sql`create unique index wc_codes_org_code_active on wc_codes (org_id, lower(code)) where archived_at_unix is null`.execute(
      db,
    );
    await sql`create index wc_codes_org_code on wc_codes (org_id, lower(code))`.execute(db);

    await head(db.schema.createTable('compensations'))
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addColumn('effective_dt_unix', unix, (c) => c.notNull())
      .addColumn('effective_date', 'text', (c) => c.notNull())
      .addColumn('pay_type', 'text', (c) => c.notNull())
      .addColumn('pay_rate_cents', unix)
      .addColumn('exemption_status', 'text')
      .addColumn('is_breaks_paid', 'integer')
      .addColumn('rate_type_1099', 'text')
      .addColumn('annual_salary_cents', unix)
      .addColumn('weekly_hours_e2', 'integer')
      .addColumn('overtime_rule_id', 'integer', (c) =>
        c.references('overtime_rules.id').onDelete('set null'),
      )
      .addColumn('wc_code_id', 'integer', (c) => c.references('wc_codes.id').onDelete('set null'))
      .$call(times)
      .execute();
    await db.schema
      .createIndex('compensations_employee_date')
      .on('compensations')
      .columns(['employee_id', 'effective_date'])
      .unique()
      .execute();
    await db.schema
      .createIndex('compensations_in_effect')
      .on('compensations')
      .columns(['employee_id', 'effective_dt_unix', 'id'])
      .execute();

    // The workers' compensation history reads one entity's changes of one organisation.
    await db.schema
      .createIndex('audit_log_org_entity')
      .on('audit_log')
      .columns(['org_id', 'entity', 'at_unix'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_org_entity').ifExists().execute();
    for (const table of ['compensations', 'wc_codes', 'overtime_rules'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
