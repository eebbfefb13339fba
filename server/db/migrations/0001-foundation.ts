import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor, type Builder } from './columns';

/**
 * Foundation tables: people, organisations, memberships, sign-in state, outbox, audit and jobs.
 * Written once for both dialects: ids are `integer primary key autoincrement` on SQLite and
 * `serial` on PostgreSQL; unix times are `bigint` on PostgreSQL; flags are integers 0/1 on both.
 * Migrations never import application code, so they stay valid as the code moves on.
 */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, withId } = columnsFor(db);
    const flag = (table: Builder, name: string, fallback: 0 | 1 = 0): Builder =>
      table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback));

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
      .columns([
        'org_id',
        'is_saas_enabled desc',
        'sort_key',
        'id',
        'staffing_status',
        'search_key',
      ])
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

    await db.schema
      .createTable('auth_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) =>
        c.notNull().references('profiles.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor_profile_id', 'integer')
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('revoked_at_unix', unix)
      .execute();
    await db.schema
      .createIndex('auth_sessions_profile')
      .on('auth_sessions')
      .column('profile_id')
      .execute();

    await withId(db.schema.createTable('refresh_tokens'))
      .addColumn('family_id', 'text', (c) =>
        c.notNull().references('auth_sessions.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('expires_at_unix', unix, (c) => c.notNull())
      .addColumn('used_at_unix', unix)
      .addColumn('revoked_at_unix', unix)
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family')
      .on('refresh_tokens')
      .column('family_id')
      .execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) =>
        c.notNull().references('profiles.id').onDelete('cascade'),
      )
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at_unix', unix, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at_unix', unix)
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('otp_codes_profile')
      .on('otp_codes')
      .columns(['profile_id', 'channel', 'created_at_unix'])
      .execute();

    await withId(db.schema.createTable('password_resets'))
      .addColumn('profile_id', 'integer', (c) =>
        c.notNull().references('profiles.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at_unix', unix, (c) => c.notNull())
      .addColumn('used_at_unix', unix)
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('invites'))
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addColumn('profile_id', 'integer', (c) =>
        c.notNull().references('profiles.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at_unix', unix, (c) => c.notNull())
      .addColumn('accepted_at_unix', unix)
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invites_employee').on('invites').column('employee_id').execute();

    await withId(db.schema.createTable('login_attempts'))
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('at_unix', unix, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_attempts_account')
      .on('login_attempts')
      .columns(['account_key', 'at_unix'])
      .execute();

    await withId(db.schema.createTable('outbox'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('sent_at_unix', unix)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_unsent')
      .on('outbox')
      .columns(['sent_at_unix', 'id'])
      .execute();

    await withId(db.schema.createTable('audit_log'))
      .addColumn('actor_profile_id', 'integer')
      .addColumn('org_id', 'integer')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('at_unix', unix, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_org')
      .on('audit_log')
      .columns(['org_id', 'at_unix'])
      .execute();

    await withId(db.schema.createTable('jobs'))
      .addColumn('org_id', 'integer')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('result', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('updated_at_unix', unix, (c) => c.notNull())
      .addColumn('finished_at_unix', unix)
      .execute();
    await db.schema
      .createIndex('jobs_status')
      .on('jobs')
      .columns(['status', 'created_at_unix'])
      .execute();
    await db.schema
      .createIndex('jobs_org')
      .on('jobs')
      .columns(['org_id', 'created_at_unix'])
      .execute();

    await seedReferenceRows(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'jobs',
      'audit_log',
      'outbox',
      'login_attempts',
      'invites',
      'password_resets',
      'otp_codes',
      'refresh_tokens',
      'auth_sessions',
      'employee_permissions',
      'employee_group_managers',
      'employee_group_members',
      'employee_groups',
      'employee_secondary_managers',
      'employees',
      'organisations',
      'product_plans',
      'profiles',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Plans of document 2 (wfm-starter, wfm-pro, wfm-enterprise) and org 0, the provider's staff. */
async function seedReferenceRows(db: Kysely<unknown>) {
  const plans = [
    [1, 'wfm-starter', 'basic', 'monthly'],
    [2, 'wfm-starter-annual', 'basic', 'annual'],
    [3, 'wfm-pro', 'pro', 'monthly'],
    [4, 'wfm-pro-annual', 'pro', 'annual'],
    [5, 'wfm-enterprise', 'enterprise', 'monthly'],
    [6, 'wfm-enterprise-annual', 'enterprise', 'annual'],
  ] as const;
  for (const [id, name, tier, interval] of plans) {
    await sql`insert into product_plans (id, name, tier, recurring_interval) values (${id}, ${name}, ${tier}, ${interval})`.execute(
      db,
    );
  }
  const now = Math.floor(Date.now() / 1000);
  await sql`
    insert into organisations (id, name, sort_key, timezone, country_code, crew_product_status, plan_id,
      wfm_feature_state, tt_feature_state, created_at_unix, updated_at_unix)
    values (0, 'Crewcard staff', 'crewcard staff', 'America/Los_Angeles', 'us', 'external-payment', 5,
      'enabled', 'enabled', ${now}, ${now})`.execute(db);
}
