import { Readable } from 'node:stream';
import type { FileStorage } from '../modules/file-attachments/storage/file-storage';
import type { Db } from './connection';

/**
 * A demo image kept as an uploaded attachment, as the attachment flow leaves one: its bytes in
 * the file storage, its record in state success. Answers the attachment's id.
 */
export async function storeDemoImage(
  db: Db,
  storage: FileStorage,
  image: {
    orgId: number;
    /** Unique within the organisation's attachments folder. */
    key: string;
    displayName: string;
    fileName: string;
    bytes: Buffer;
    uploadedByProfileId: number;
    at: number;
  },
): Promise<number> {
  const storageKey = `attachments/${image.orgId}/${image.key}`;
  await storage.write(storageKey, Readable.from([image.bytes]));
  const row = await db
    .insertInto('file_attachments')
    .values({
      org_id: image.orgId,
      display_name: image.displayName,
      file_name: image.fileName,
      mime_type: 'image/png',
      file_size_bytes: image.bytes.length,
      upload_state: 'success',
      upload_method: 'signed_url',
      uploaded_by_profile_id: image.uploadedByProfileId,
      storage_key: storageKey,
      is_stored: 1,
      created_at_unix: image.at,
      updated_at_unix: image.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
