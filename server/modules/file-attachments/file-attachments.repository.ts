import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { FileAttachmentTable, UploadedImageTable } from './file-attachments.tables';

export type FileAttachmentRow = Selectable<FileAttachmentTable>;
export type UploadedImageRow = Selectable<UploadedImageTable>;

/**
 * The module's SQL. Every attachment query takes the organisation with the id, so a record is
 * never found through another organisation; deleted records are found by no read.
 */
export class FileAttachmentsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: {
    orgId: number;
    displayName: string;
    fileName: string;
    mimeType: string;
    sizeBytes: number;
    uploadMethod: string;
    profileId: number;
    now: number;
  }): Promise<FileAttachmentRow> {
    return this.db
      .insertInto('file_attachments')
      .values({
        org_id: values.orgId,
        display_name: values.displayName,
        file_name: values.fileName,
        mime_type: values.mimeType,
        file_size_bytes: values.sizeBytes,
        upload_state: 'initiated',
        upload_method: values.uploadMethod,
        uploaded_by_profile_id: values.profileId,
        // Named when bytes are stored (each upload writes under a key of its own).
        storage_key: '',
        is_stored: 0,
        created_at_unix: values.now,
        updated_at_unix: values.now,
        deleted_at_unix: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(orgId: number, id: number): Promise<FileAttachmentRow | undefined> {
    return this.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('deleted_at_unix', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Moves an attachment on only from the state it was read in (so two racing calls can not both
   * move it), answering the row after, or undefined when it had moved on meanwhile.
   */
  async update(
    orgId: number,
    id: number,
    from: { upload_state: string; is_stored: 0 | 1 },
    set: Partial<
      Pick<FileAttachmentRow, 'upload_state' | 'is_stored' | 'storage_key' | 'deleted_at_unix'>
    > & {
      updated_at_unix: number;
    },
  ): Promise<FileAttachmentRow | undefined> {
    return this.db
      .updateTable('file_attachments')
      .set(set)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('deleted_at_unix', 'is', null)
      .where('upload_state', '=', from.upload_state)
      .where('is_stored', '=', from.is_stored)
      .returningAll()
      .executeTakeFirst();
  }

  async insertImage(values: Omit<UploadedImageRow, 'id'>): Promise<void> {
    await this.db.insertInto('uploaded_images').values(values).execute();
  }

  async image(imageKey: string): Promise<UploadedImageRow | undefined> {
    return this.db
      .selectFrom('uploaded_images')
      .selectAll()
      .where('image_key', '=', imageKey)
      .executeTakeFirst();
  }

  /** Whether the person has (or had) a membership of the organisation. */
  async isMemberOf(profileId: number, orgId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('employees')
      .select('id')
      .where('profile_id', '=', profileId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
