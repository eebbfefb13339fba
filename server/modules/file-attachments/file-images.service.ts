import { randomBytes } from 'node:crypto';
import type { FormFile } from '../../http/multipart-file';
import { notFound } from './file-attachments.service';
import type { FileAttachmentsRepository } from './file-attachments.repository';
import type { FileIntake } from './file-intake';
import type { FileLinks } from './file-links';
import type { FileStorage } from './storage/file-storage';

/**
 * Images sent whole in one multipart request: POST /upload_file (a stable link, for notes'
 * photos) and a kiosk's clock photo (an attachment of the organisation, already uploaded).
 */
export class FileImagesService {
  constructor(
    private readonly repo: FileAttachmentsRepository,
    private readonly storage: FileStorage,
    private readonly links: FileLinks,
    private readonly intake: FileIntake,
  ) {}

  /**
   * POST /upload_file: one image (png, jpg, jpeg; declared and sniffed), streamed to storage,
   * answered with its stable link, which opens only once signed for a member of an organisation.
   */
  async uploadImage(profileId: number, part: FormFile | undefined, now: number) {
    const imageKey = randomBytes(16).toString('hex');
    const image = await this.intake.image(part, `images/${imageKey}`);
    await this.repo.insertImage({
      image_key: imageKey,
      profile_id: profileId,
      file_name: image.fileName,
      mime_type: image.mimeType,
      file_size_bytes: image.sizeBytes,
      storage_key: image.storageKey,
      created_at_unix: now,
    });
    return { url: this.links.stableUrl({ kind: 'image', imageKey }) };
  }

  /**
   * An image sent in one request (a kiosk's clock-in photo) as an attachment of the organisation
   * by `profileId`, checked as /upload_file checks images and recorded already uploaded (success):
   * no upload link to wait on. Answers the attachment's id.
   */
  async attachImage(
    orgId: number,
    profileId: number,
    part: FormFile | undefined,
    displayName: string,
    now: number,
  ): Promise<number> {
    const image = await this.intake.image(
      part,
      `attachments/${orgId}/image-${randomBytes(8).toString('hex')}`,
    );
    const row = await this.repo.insert({
      orgId,
      displayName,
      fileName: image.fileName,
      mimeType: image.mimeType,
      sizeBytes: image.sizeBytes,
      uploadMethod: 'signed_url',
      profileId,
      now,
    });
    const stored = await this.repo.update(orgId, row.id, row, {
      upload_state: 'success',
      is_stored: 1,
      storage_key: image.storageKey,
      updated_at_unix: now,
    });
    if (!stored) {
      await this.storage.remove(image.storageKey);
      throw notFound();
    }
    return row.id;
  }
}
