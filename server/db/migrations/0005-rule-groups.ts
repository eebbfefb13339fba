import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor, type Builder } from './columns';

/**
 * Rule groups: the time-clock rules and the project-time rules of an organisation, and which
 * group each team member follows. Written once for both dialects, as 0001.
 * - Every setting has a column default: the values an organisation's default group starts with.
 *   So the application creates a default group from its name alone, and this migration gives
 *   every existing organisation the same two default groups.
 * - One default group of each kind per organisation (a partial unique index); names are unique
 *   in the organisation whatever their case, and the lists read them in name order from it.
 * - employees.rule_group_id and project_time_rule_group_id: null follows the default; deleting
 *   a group sends its members back to the default.
 * Work forms, excluded projects and the driving-time cost code refer to things that do not exist
 * yet; their tables and links come with them.
 */
export const ruleGroups: Migration = {
  async up(db: Kysely<unknown>) {
    const columns = columnsFor(db);
    const { times } = columns;
    const head = (table: Builder): Builder =>
      columns
        .head(table)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_organization_default', 'integer', (c) => c.notNull().defaultTo(0));
    const flags = (table: Builder, on: string[], off: string[]): Builder => {
      let result = table;
      for (const name of on)
        result = result.addColumn(name, 'integer', (c) => c.notNull().defaultTo(1));
      for (const name of off)
        result = result.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
      return result;
    };

    await head(db.schema.createTable('rule_groups'))
      .$call((t) =>
        flags(
          t,
          ['time_tracking'],
          [
            'allow_clock_editing',
            'require_clock_in_photo',
            'allow_clock_in_and_clock_out_from_kiosks',
            'restrict_geofence_clockin',
            'automatic_geofence_clockout_trim',
            'has_auto_meal_breaks',
            'is_first_meal_break_required',
            'is_second_meal_break_required',
            'is_send_meal_break_reminders',
            'is_send_rest_break_reminders',
            'time_card_waiver',
          ],
        ),
      )
      .addColumn('first_meal_break_after_seconds', 'integer')
      .addColumn('first_meal_break_duration_seconds', 'integer')
      .addColumn('second_meal_break_after_seconds', 'integer')
      .addColumn('second_meal_break_duration_seconds', 'integer')
      .addColumn('clock_in_from_seconds', 'integer')
      .addColumn('clock_out_by_seconds', 'integer')
      .addColumn('total_daily_seconds', 'integer')
      .$call(times)
      .execute();

    await head(db.schema.createTable('project_time_rule_groups'))
      .addColumn('assignment_mode', 'text', (c) => c.notNull().defaultTo('manual'))
      .addColumn('assign_non_project_time_target', 'text', (c) =>
        c.notNull().defaultTo('unassigned'),
      )
      .addColumn('assign_driving_time_target', 'text', (c) => c.notNull().defaultTo('unassigned'))
      .$call((t) =>
        flags(
          t,
          [],
          [
            'require_team_members_to_assign_time_to_projects',
            'require_team_members_to_assign_time_to_cost_codes',
            'require_team_members_to_assign_time_to_cost_codes_on_clockout',
            'allow_team_members_to_create_projects',
          ],
        ),
      )
      .$call(times)
      .execute();

    for (const table of ['rule_groups', 'project_time_rule_groups']) {
      await sql
        .raw(
          `create unique index ${table}_org_default on ${table} (org_id) where is_organization_default = 1`,
        )
        .execute(db);
      await sql
        .raw(`create unique index ${table}_org_name on ${table} (org_id, lower(name))`)
        .execute(db);
    }

    await db.schema
      .alterTable('employees')
      .addColumn('rule_group_id', 'integer', (c) =>
        c.references('rule_groups.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .alterTable('employees')
      .addColumn('project_time_rule_group_id', 'integer', (c) =>
        c.references('project_time_rule_groups.id').onDelete('set null'),
      )
      .execute();
    // A group's member count reads these alone (status rides along for the "not removed" test).
    await db.schema
      .createIndex('employees_rule_group')
      .on('employees')
      .columns(['org_id', 'rule_group_id', 'staffing_status'])
      .execute();
    await db.schema
      .createIndex('employees_project_time_rule_group')
      .on('employees')
      .columns(['org_id', 'project_time_rule_group_id', 'staffing_status'])
      .execute();

    // Every organisation that exists already (org 0 included) gets its two default groups.
    const now = Math.floor(Date.now() / 1000);
    for (const table of ['rule_groups', 'project_time_rule_groups']) {
      await sql`
        insert into ${sql.table(table)} (org_id, name, is_organization_default, created_at_unix, updated_at_unix)
        select id, 'Default', 1, ${now}, ${now} from organisations`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('employees_project_time_rule_group').ifExists().execute();
    await db.schema.dropIndex('employees_rule_group').ifExists().execute();
    await db.schema.alterTable('employees').dropColumn('project_time_rule_group_id').execute();
    await db.schema.alterTable('employees').dropColumn('rule_group_id').execute();
    for (const table of ['project_time_rule_groups', 'rule_groups'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
