import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';
import { oncePerTransaction, rowsOf, sqliteName, sqliteWhen } from './org-version-triggers';
import { columnsFor } from './columns';

/**
 * The payroll summary (issue 15; server/modules/payroll/README.md):
 * - payroll_runs: a closed pay period of a schedule, with its summary per member as it stood
 *   when it was closed (JSON), who closed it and when; one per (organisation, schedule, period),
 *   closing again replaces it (the audit log keeps the earlier one).
 * - org_pay_versions: the version of what the summary reads besides time cards, raised by
 *   triggers as the time-card version is (0015): pay records, overtime rules, rule groups, a
 *   member's rule group, pay schedules, closed runs and the organisation's settings. The summary
 *   keeps what it computed while both versions stay where they were.
 */
const bump = (org: string) =>
  `INSERT INTO org_pay_versions (org_id, version) VALUES (${org}, 1) ON CONFLICT (org_id) DO UPDATE SET version = org_pay_versions.version + 1;`;

/** Each trigger: its table, the writes it follows, the column naming the organisation, when. */
const TRIGGERS: { name: string; table: string; events: string[]; org?: string; when?: string }[] = [
  {
    name: 'compensations_pay_version',
    table: 'compensations',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'overtime_rules_pay_version',
    table: 'overtime_rules',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  { name: 'rule_groups_pay_version', table: 'rule_groups', events: ['INSERT', 'UPDATE', 'DELETE'] },
  {
    name: 'pay_schedules_pay_version',
    table: 'pay_schedules',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'payroll_runs_pay_version',
    table: 'payroll_runs',
    events: ['INSERT', 'UPDATE', 'DELETE'],
  },
  {
    name: 'employees_pay_version',
    table: 'employees',
    events: ['UPDATE OF rule_group_id'],
    when: 'OLD.rule_group_id IS DISTINCT FROM NEW.rule_group_id',
  },
  // Time zone, state, break rule, plan: any change of the organisation's row.
  { name: 'organisations_pay_version', table: 'organisations', events: ['UPDATE'], org: 'id' },
];

export const payrollRuns: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, head } = columnsFor(db);
    await head(db.schema.createTable('payroll_runs'))
      .addColumn('pay_schedule_id', 'integer', (c) =>
        c.notNull().references('pay_schedules.id').onDelete('cascade'),
      )
      .addColumn('pay_period_index', 'integer', (c) => c.notNull())
      .addColumn('start_dt_unix', unix, (c) => c.notNull())
      .addColumn('end_dt_unix', unix, (c) => c.notNull())
      .addColumn('summary_json', 'text', (c) => c.notNull())
      .addColumn('closed_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .addColumn('closed_by_profile_id', 'integer', (c) =>
        c.references('profiles.id').onDelete('set null'),
      )
      .addColumn('closed_at_unix', unix, (c) => c.notNull())
      .execute();
    await sql`create unique index payroll_runs_period on payroll_runs (org_id, pay_schedule_id, pay_period_index)`.execute(
      db,
    );

    await db.schema
      .createTable('org_pay_versions')
      // No foreign key, as org_time_card_versions: a deferred trigger may write after a delete.
      .addColumn('org_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    if (dialectOf(db) === 'postgres') {
      // Deferred to the commit and once per transaction and organisation, as 0015 explains.
      await sql
        .raw(
          `CREATE FUNCTION bump_pay_version(org integer) RETURNS void AS $$
          BEGIN
            ${oncePerTransaction(`'pay_version_' || org`, bump('org'))}
          END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      for (const column of ['org_id', 'id'])
        await sql
          .raw(
            `CREATE FUNCTION raise_pay_version_by_${column}() RETURNS trigger AS $$
            BEGIN
              IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_pay_version(OLD.${column}); END IF;
              IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_pay_version(NEW.${column}); END IF;
              RETURN NULL;
            END $$ LANGUAGE plpgsql`,
          )
          .execute(db);
      for (const trigger of TRIGGERS)
        await sql
          .raw(
            `CREATE CONSTRAINT TRIGGER ${trigger.name} AFTER ${trigger.events.join(' OR ')} ON ${trigger.table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION raise_pay_version_by_${trigger.org ?? 'org_id'}()`,
          )
          .execute(db);
    } else {
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql
            .raw(
              `CREATE TRIGGER ${sqliteName(trigger.name, event)} AFTER ${event} ON ${trigger.table}${sqliteWhen(trigger.when)} BEGIN ${rowsOf(
                event.split(' ')[0]!,
              )
                .map((row) => bump(`${row}.${trigger.org ?? 'org_id'}`))
                .join(' ')} END`,
            )
            .execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const trigger of TRIGGERS)
        await sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`).execute(db);
      for (const column of ['org_id', 'id'])
        await sql.raw(`DROP FUNCTION IF EXISTS raise_pay_version_by_${column}()`).execute(db);
      await sql.raw('DROP FUNCTION IF EXISTS bump_pay_version(integer)').execute(db);
    } else {
      for (const trigger of TRIGGERS)
        for (const event of trigger.events)
          await sql.raw(`DROP TRIGGER IF EXISTS ${sqliteName(trigger.name, event)}`).execute(db);
    }
    await db.schema.dropTable('org_pay_versions').ifExists().execute();
    await db.schema.dropTable('payroll_runs').ifExists().execute();
  },
};
