import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * File attachments (issue 16; server/modules/file-attachments/README.md):
 * - file_attachments: an organisation's file record (names, declared type and size, upload state,
 *   uploader, where storage keeps the bytes and whether they are there and checked); deleted
 *   records stay, marked, so a link to one answers 404 rather than another file.
 * - uploaded_images: images of POST /upload_file (note and clock-in photos): the uploader, a
 *   random key their stable link names, and where storage keeps them.
 */
export const fileAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, head, withId } = columnsFor(db);
    await head(db.schema.createTable('file_attachments'))
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('file_size_bytes', 'integer', (c) => c.notNull())
      .addColumn('upload_state', 'text', (c) => c.notNull())
      .addColumn('upload_method', 'text', (c) => c.notNull())
      .addColumn('uploaded_by_profile_id', 'integer', (c) =>
        c.references('profiles.id').onDelete('set null'),
      )
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('is_stored', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .addColumn('updated_at_unix', unix, (c) => c.notNull())
      .addColumn('deleted_at_unix', unix)
      .execute();
    await sql`create index file_attachments_org on file_attachments (org_id, id)`.execute(db);

    await withId(db.schema.createTable('uploaded_images'))
      .addColumn('image_key', 'text', (c) => c.notNull().unique())
      .addColumn('profile_id', 'integer', (c) =>
        c.notNull().references('profiles.id').onDelete('cascade'),
      )
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('file_size_bytes', 'integer', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('created_at_unix', unix, (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploaded_images').ifExists().execute();
    await db.schema.dropTable('file_attachments').ifExists().execute();
  },
};
