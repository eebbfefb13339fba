import { mimeTypeFor } from '../../contract/file-attachments-text';
import type { FileAttachment, FileDownload } from '../../contract/file-attachments';
import { putBytes, request } from './client';

/**
 * File attachments (issue 16): the spec's three steps in one call, and fresh download links.
 * Components never call these with fetch of their own: the upload widget's `onUpload` calls
 * uploadFileAttachment, a file row's link calls fileAttachmentDownloadUrl.
 */

export type UploadFileOptions = {
  signal?: AbortSignal | undefined;
  /** Percentage sent, 0-100 (the FileUpload widget's onProgress). */
  onProgress?: ((percent: number) => void) | undefined;
  /** The name people see; the file's own name by default. */
  displayName?: string | undefined;
};

/**
 * Uploads one file as an attachment of the organisation: creates the record (upload_state
 * initiated), PUTs the bytes to its upload_url with the record's content type, then marks it
 * success; when the PUT fails (refused, network, cancelled) it marks it error and rethrows. Answers
 * the attachment (its id goes into a note, a task or a clock-in).
 */
export async function uploadFileAttachment(
  orgId: number,
  file: File,
  { signal, onProgress, displayName }: UploadFileOptions = {},
): Promise<FileAttachment> {
  const params = { org_id: orgId };
  // The browser's type when the extension allows it, else the extension's own (an empty type,
  // or a .csv a Windows browser calls a spreadsheet); the server refuses an extension not allowed.
  const mimeType = mimeTypeFor(file.name, file.type) ?? file.type;
  const created = await request(
    'createFileAttachment',
    {
      params,
      body: {
        upload_state: 'initiated',
        upload_method: 'signed_url',
        display_name: displayName ?? file.name,
        file_name: file.name,
        mime_type: mimeType,
        file_size_bytes: file.size,
      },
    },
    { signal },
  );
  const { id, upload_url } = created.data;
  const attachment = { params: { org_id: orgId, file_attachment_id: id } };
  try {
    if (!upload_url) throw new Error('The attachment has no upload link');
    onProgress?.(0);
    await putBytes(upload_url, file, {
      contentType: created.data.mime_type,
      signal,
      onProgress:
        onProgress &&
        ((loaded, total) =>
          onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0)),
    });
  } catch (error) {
    // Marked even when cancelled (no signal: the person left, the record must not stay open).
    await request('updateFileAttachment', { ...attachment, body: { upload_state: 'error' } }).catch(
      () => undefined,
    );
    throw error;
  }
  const done = await request(
    'updateFileAttachment',
    { ...attachment, body: { upload_state: 'success' } },
    { signal },
  );
  onProgress?.(100);
  return done.data;
}

/**
 * A fresh signed link to an attachment (its uploader and administrators may ask), valid for
 * `expirySeconds` (60 to 604800; 15 minutes by default).
 */
export async function fileAttachmentDownloadUrl(
  orgId: number,
  attachmentId: number,
  { expirySeconds, signal }: { expirySeconds?: number; signal?: AbortSignal } = {},
): Promise<FileDownload> {
  const response = await request(
    'fileAttachmentDownload',
    {
      params: { org_id: orgId, file_attachment_id: attachmentId },
      query: expirySeconds === undefined ? {} : { fa_url_custom_expiry_secs: expirySeconds },
    },
    { signal, redirectOn403: false },
  );
  return response.data;
}

/** A link this server gave (a file's stable `url`, or an expired link) signed afresh. */
export async function signFileUrl(orgId: number, url: string, signal?: AbortSignal) {
  const response = await request(
    'resignFileUrl',
    { params: { org_id: orgId }, body: { existing_s3_url: url } },
    { signal },
  );
  return response.data;
}
