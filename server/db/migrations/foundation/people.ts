import type { Kysely } from 'kysely';
import type { FoundationColumns } from './columns';

/**
 * People and organisations: profiles, plans, organisations, memberships (employees) with their
 * secondary managers, teams and per-person permission overrides.
 */
export async function createPeopleTables(
  db: Kysely<unknown>,
  { unix, withId, flag }: FoundationColumns,
) {
  await withId(db.schema.createTable('profiles'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('mobile_digits', 'text')
    .addColumn('suburb', 'text')
    .addColumn('state', 'text')
    .addColumn('business_name', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .$call((t) => flag(t, 'is_inactive'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('updated_at_unix', unix, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profiles_email_unique')
    .on('profiles')
    .column('email')
    .unique()
    .execute();
  await db.schema
    .createIndex('profiles_mobile_digits')
    .on('profiles')
    .column('mobile_digits')
    .execute();

  await db.schema
    .createTable('product_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('recurring_interval', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('organisations'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('about', 'text')
    .addColumn('license_no', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('company_size', 'text')
    .addColumn('crew_product_status', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.references('product_plans.id'))
    .$call((t) => flag(t, 'extend_pro'))
    .addColumn('accounting_system', 'text')
    .addColumn('empty_state_flags', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('feature_flags', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('auto_archive_projects_after_days', 'integer')
    .$call((t) => flag(t, 'is_auto_restore_projects'))
    .$call((t) => flag(t, 'enable_time_card_editing'))
    .$call((t) => flag(t, 'requires_location_tracking'))
    .$call((t) => flag(t, 'is_split_tc_enabled'))
    .$call((t) => flag(t, 'is_meal_break_enabled'))
    .addColumn('time_round_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .$call((t) => flag(t, 'requires_cost_allocation'))
    .$call((t) => flag(t, 'has_default_state_break_rule'))
    .$call((t) => flag(t, 'is_breaks_paid'))
    .addColumn('wfm_feature_state', 'text', (c) => c.notNull())
    .addColumn('wfm_trial_expiry_unix', unix)
    .addColumn('tt_feature_state', 'text', (c) => c.notNull())
    .addColumn('tt_trial_expiry_unix', unix)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('updated_at_unix', unix, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organisations_sort_key')
    .on('organisations')
    .column('sort_key')
    .execute();

  await withId(db.schema.createTable('employees'))
    .addColumn('org_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('staffing_status', 'text', (c) => c.notNull())
    .$call((t) => flag(t, 'is_saas_enabled', 1))
    .addColumn('saas_enabled_updated_at_unix', unix)
    .$call((t) => flag(t, 'is_pending_profile'))
    .addColumn('invite_expiry_dt_unix', unix)
    .addColumn('start_dt_unix', unix)
    .addColumn('end_dt_unix', unix)
    .addColumn('primary_manager_id', 'integer', (c) =>
      c.references('employees.id').onDelete('set null'),
    )
    .$call((t) => flag(t, 'enable_time_card_editing'))
    .$call((t) => flag(t, 'is_time_tracking_enabled', 1))
    .$call((t) => flag(t, 'is_co_employed'))
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('updated_at_unix', unix, (c) => c.notNull())
    .addUniqueConstraint('employees_org_profile_unique', ['org_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('employees_profile').on('employees').column('profile_id').execute();
  // The employee list: active first, deactivated last, then by name, within one organisation.
  // Status and search key ride along so a page and its count are read from the index alone.
  await db.schema
    .createIndex('employees_list_order')
    .on('employees')
    .columns(['org_id', 'is_saas_enabled desc', 'sort_key', 'id', 'staffing_status', 'search_key'])
    .execute();
  await db.schema
    .createIndex('employees_status')
    .on('employees')
    .columns(['org_id', 'staffing_status', 'sort_key'])
    .execute();
  await db.schema
    .createIndex('employees_primary_manager')
    .on('employees')
    .columns(['org_id', 'primary_manager_id'])
    .execute();
  await db.schema
    .createIndex('employees_role')
    .on('employees')
    .columns(['org_id', 'role_id', 'staffing_status'])
    .execute();

  await db.schema
    .createTable('employee_secondary_managers')
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('manager_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('employee_secondary_managers_pk', ['employee_id', 'manager_id'])
    .execute();
  await db.schema
    .createIndex('employee_secondary_managers_manager')
    .on('employee_secondary_managers')
    .columns(['manager_id', 'employee_id'])
    .execute();

  await withId(db.schema.createTable('employee_groups'))
    .addColumn('org_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('archived_at_unix', unix)
    .execute();
  await db.schema
    .createIndex('employee_groups_org')
    .on('employee_groups')
    .columns(['org_id', 'name'])
    .execute();
  for (const table of ['employee_group_members', 'employee_group_managers']) {
    await db.schema
      .createTable(table)
      .addColumn('org_id', 'integer', (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) =>
        c.notNull().references('employee_groups.id').onDelete('cascade'),
      )
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint(`${table}_pk`, ['group_id', 'employee_id'])
      .execute();
    await db.schema.createIndex(`${table}_employee`).on(table).column('employee_id').execute();
  }

  await db.schema
    .createTable('employee_permissions')
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_permissions_pk', ['employee_id', 'permission_id'])
    .execute();
}
