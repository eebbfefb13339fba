import type { Kysely } from 'kysely';
import type { FoundationColumns } from './columns';

/** Sign-in state: sessions, refresh tokens, one-time codes, password resets, invitations, attempts. */
export async function createSignInTables(db: Kysely<unknown>, { unix, withId }: FoundationColumns) {
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
}
