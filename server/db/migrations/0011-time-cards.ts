import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../connection';

/**
 * Time cards (issue 14), written once for both dialects, as 0001.
 * - time_cards: one member's card; open while clock_out_dt_unix is null. A partial unique index
 *   allows one open card per member (deleted cards aside), so two racing clock-ins cannot both
 *   win; overlaps of closed cards are checked in the writing transaction under the member's lock.
 * - time_card_breaks and time_card_allocations: stretches of a card; at most one open of each per
 *   card (partial unique indexes). An allocation keeps its project, work site and cost code;
 *   deleting a work site or cost code leaves the time without it.
 * - location_readings: where a member was (clock actions, buffered readings, later tracking), by
 *   member and time, optionally on a card.
 * - time_card_photos: file attachments taken at clock-in or clock-out.
 * - idempotency_keys: the first answer of a clock action per caller and key, kept 24 h or more.
 * - audit_log gains `reason` (why a card was changed) and an index by entity for a card's history.
 */
// The column-name tracking of Kysely's builder types does not survive helper functions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = CreateTableBuilder<any, any>;

export const timeCards: Migration = {
  async up(db: Kysely<unknown>) {
    const isPg = dialectOf(db) === 'postgres';
    const unix = isPg ? 'bigint' : 'integer';
    const double = isPg ? 'double precision' : 'real';
    const head = (table: Builder): Builder =>
      (isPg
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      ).addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      );
    const card = (table: Builder): Builder =>
      table.addColumn('time_card_id', 'integer', (c) =>
        c.notNull().references('time_cards.id').onDelete('cascade'),
      );

    await head(db.schema.createTable('time_cards'))
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addColumn('clock_in_dt_unix', unix, (c) => c.notNull())
      .addColumn('clock_out_dt_unix', unix)
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('is_gps', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('exceptions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('approval_state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('approved_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .addColumn('approved_at_unix', unix)
      .addColumn('signed_off_at_unix', unix)
      .addColumn('created_by_profile_id', 'integer')
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('updated_at_unix', unix, (c) => c.notNull())
      .addColumn('deleted_at_unix', unix)
      .execute();
    await sql`create unique index time_cards_one_open on time_cards (employee_id) where clock_out_dt_unix is null and deleted_at_unix is null`.execute(
      db,
    );
    await sql`create index time_cards_org_in on time_cards (org_id, clock_in_dt_unix) where deleted_at_unix is null`.execute(
      db,
    );
    await sql`create index time_cards_member_in on time_cards (employee_id, clock_in_dt_unix) where deleted_at_unix is null`.execute(
      db,
    );

    await head(db.schema.createTable('time_card_breaks'))
      .$call(card)
      .addColumn('break_type', 'text', (c) => c.notNull())
      .addColumn('is_paid', 'integer', (c) => c.notNull())
      .addColumn('start_dt_unix', unix, (c) => c.notNull())
      .addColumn('end_dt_unix', unix)
      .execute();
    await sql`create index time_card_breaks_card on time_card_breaks (time_card_id, start_dt_unix)`.execute(
      db,
    );
    await sql`create unique index time_card_breaks_one_open on time_card_breaks (time_card_id) where end_dt_unix is null`.execute(
      db,
    );

    await head(db.schema.createTable('time_card_allocations'))
      .$call(card)
      .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
      .addColumn('work_site_id', 'integer', (c) =>
        c.references('work_sites.id').onDelete('set null'),
      )
      .addColumn('job_code_id', 'integer', (c) => c.references('job_codes.id').onDelete('set null'))
      .addColumn('start_dt_unix', unix, (c) => c.notNull())
      .addColumn('end_dt_unix', unix)
      .execute();
    await sql`create index time_card_allocations_card on time_card_allocations (time_card_id, start_dt_unix)`.execute(
      db,
    );
    await sql`create unique index time_card_allocations_one_open on time_card_allocations (time_card_id) where end_dt_unix is null`.execute(
      db,
    );
    await sql`create index time_card_allocations_project on time_card_allocations (org_id, project_id)`.execute(
      db,
    );

    await head(db.schema.createTable('location_readings'))
      .addColumn('employee_id', 'integer', (c) =>
        c.notNull().references('employees.id').onDelete('cascade'),
      )
      .addColumn('time_card_id', 'integer', (c) =>
        c.references('time_cards.id').onDelete('set null'),
      )
      .addColumn('recorded_at_unix', unix, (c) => c.notNull())
      .addColumn('latitude', double, (c) => c.notNull())
      .addColumn('longitude', double, (c) => c.notNull())
      .addColumn('speed_mps', double)
      .addColumn('kind', 'text', (c) => c.notNull())
      .execute();
    await sql`create index location_readings_member on location_readings (employee_id, recorded_at_unix)`.execute(
      db,
    );

    await head(db.schema.createTable('time_card_photos'))
      .$call(card)
      .addColumn('file_attachment_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('taken_at_unix', unix, (c) => c.notNull())
      .execute();
    await sql`create index time_card_photos_card on time_card_photos (time_card_id)`.execute(db);

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('profile_id', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response_json', 'text')
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['org_id', 'profile_id', 'key'])
      .execute();
    await sql`create index idempotency_keys_age on idempotency_keys (created_at_unix)`.execute(db);

    await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
    await sql`create index audit_log_entity on audit_log (org_id, entity, entity_id, at_unix)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists audit_log_entity`.execute(db);
    await db.schema.alterTable('audit_log').dropColumn('reason').execute();
    for (const table of [
      'idempotency_keys',
      'time_card_photos',
      'location_readings',
      'time_card_allocations',
      'time_card_breaks',
      'time_cards',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
