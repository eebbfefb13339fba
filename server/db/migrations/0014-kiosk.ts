import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * The kiosk (issue 14; server/modules/kiosk/README.md):
 * - kiosks: a shared device of an organisation; only the SHA-256 of its token is kept (unique),
 *   with when it was last used and revoked.
 * - kiosk_pins: a member's PIN, at most one per member: an argon2id hash, and an HMAC of the
 *   organisation and PIN under a server key (pin_lookup), unique per organisation, which finds the
 *   member and keeps PINs unique without a slow hash per member.
 * - kiosk_pin_attempts: PIN attempts of a kiosk that were not (yet) right, for the throttle; an
 *   attempt is written before the PIN is checked and removed when it was right.
 */
export const kiosk: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, head } = columnsFor(db);
    await head(db.schema.createTable('kiosks'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by_profile_id', 'integer', (c) =>
        c.references('profiles.id').onDelete('set null'),
      )
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('last_used_at_unix', unix)
      .addColumn('revoked_at_unix', unix)
      .execute();
    await sql`create index kiosks_org on kiosks (org_id, created_at_unix)`.execute(db);

    await db.schema
      .createTable('kiosk_pins')
      .addColumn('employee_id', 'integer', (c) =>
        c.primaryKey().references('employees.id').onDelete('cascade'),
      )
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('pin_lookup', 'text', (c) => c.notNull())
      .addColumn('pin_hash', 'text', (c) => c.notNull())
      .addColumn('set_by_profile_id', 'integer', (c) =>
        c.references('profiles.id').onDelete('set null'),
      )
      .addColumn('updated_at_unix', unix, (c) => c.notNull())
      .addUniqueConstraint('kiosk_pins_org_lookup', ['org_id', 'pin_lookup'])
      .execute();

    await head(db.schema.createTable('kiosk_pin_attempts'))
      .addColumn('kiosk_id', 'integer', (c) =>
        c.notNull().references('kiosks.id').onDelete('cascade'),
      )
      .addColumn('at_unix', unix, (c) => c.notNull())
      .execute();
    await sql`create index kiosk_pin_attempts_kiosk on kiosk_pin_attempts (kiosk_id, at_unix)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kiosk_pin_attempts').ifExists().execute();
    await db.schema.dropTable('kiosk_pins').ifExists().execute();
    await db.schema.dropTable('kiosks').ifExists().execute();
  },
};
