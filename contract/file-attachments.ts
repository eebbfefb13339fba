import { z } from 'zod';
import {
  DOWNLOAD_EXPIRY_MAX_SECONDS,
  DOWNLOAD_EXPIRY_MIN_SECONDS,
  extensionOf,
  FILE_MAX_BYTES,
  FILE_MIME_TYPES,
  FILE_NAME_MAX,
  FILE_TEXT,
  FILE_UPLOAD_METHODS,
  FILE_UPLOAD_STATES,
  isAttachmentExtension,
} from './file-attachments-text';
import { zOrgIdParams } from './orgs';
import { ID_MAX } from './time-cards';
import { isDisplayText } from './validation';

/**
 * File attachments (issue 16, words and limits in ./file-attachments-text.ts): a record is made
 * (upload_state initiated, answering a signed upload_url), the bytes are PUT there, then the
 * record is marked success or error; downloads go through short-lived signed links.
 */

const zInt = z.number().int();

export const zFileAttachmentParams = zOrgIdParams.extend({
  file_attachment_id: z.coerce.number().int().min(1).max(ID_MAX),
});

/** A signed link's token, checked by the service (an invalid one answers 403, not 400). */
export const zFileTokenParams = z.object({ token: z.string().min(1).max(400) });

const zName = z
  .string({ error: FILE_TEXT.nameLength })
  .trim()
  .min(1, { error: FILE_TEXT.nameLength, abort: true })
  .max(FILE_NAME_MAX, { error: FILE_TEXT.nameLength, abort: true })
  .refine(isDisplayText, FILE_TEXT.nameInvalid);

export const zFileAttachment = z.object({
  id: zInt,
  display_name: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size_bytes: zInt,
  upload_state: z.enum(FILE_UPLOAD_STATES),
  upload_method: z.enum(FILE_UPLOAD_METHODS),
  /** Where to PUT the bytes; null once they are stored or the upload ended. */
  upload_url: z.string().nullable(),
  /** The file's stable link: re-signed through POST file_attachments/download to open it. */
  url: z.string(),
  created_at_unix: zInt,
});
export type FileAttachment = z.infer<typeof zFileAttachment>;

/** POST /orgs/{org_id}/file_attachments. */
export const zFileAttachmentCreate = z
  .object({
    upload_state: z.literal('initiated', { error: FILE_TEXT.initiatedOnly }),
    upload_method: z.enum(FILE_UPLOAD_METHODS).default('signed_url'),
    display_name: zName,
    file_name: zName.refine((name) => !/[/\\]/.test(name), FILE_TEXT.nameNoPath),
    mime_type: z.string({ error: FILE_TEXT.mimeMismatch }).trim().toLowerCase().max(255),
    file_size_bytes: z
      .number({ error: FILE_TEXT.tooLarge })
      .int(FILE_TEXT.tooLarge)
      .min(1, FILE_TEXT.empty)
      .max(FILE_MAX_BYTES, FILE_TEXT.tooLarge),
  })
  .superRefine((value, ctx) => {
    const extension = extensionOf(value.file_name);
    if (!isAttachmentExtension(extension)) {
      ctx.addIssue({ code: 'custom', path: ['file_name'], message: FILE_TEXT.extension });
      return;
    }
    if (!FILE_MIME_TYPES[extension].includes(value.mime_type))
      ctx.addIssue({ code: 'custom', path: ['mime_type'], message: FILE_TEXT.mimeMismatch });
  });
export type FileAttachmentCreate = z.output<typeof zFileAttachmentCreate>;

/** PATCH /orgs/{org_id}/file_attachments/{id}: the upload ended well or not. */
export const zFileAttachmentPatch = z.object({
  upload_state: z.enum(['success', 'error'], { error: FILE_TEXT.patchStates }),
});
export type FileAttachmentPatch = z.output<typeof zFileAttachmentPatch>;

export const zFileAttachmentResponse = z.object({ data: zFileAttachment });

export const zFileDownloadQuery = z.object({
  fa_url_custom_expiry_secs: z.coerce
    .number({ error: FILE_TEXT.expiryRange })
    .int(FILE_TEXT.expiryRange)
    .min(DOWNLOAD_EXPIRY_MIN_SECONDS, FILE_TEXT.expiryRange)
    .max(DOWNLOAD_EXPIRY_MAX_SECONDS, FILE_TEXT.expiryRange)
    .optional(),
});
export type FileDownloadQuery = z.output<typeof zFileDownloadQuery>;

export const zFileDownloadResponse = z.object({
  data: z.object({ download_url: z.string(), download_expires_at_unix: zInt }),
});
export type FileDownload = z.infer<typeof zFileDownloadResponse>['data'];

export const zFileDeleteQuery = z.object({
  retain_file: z
    .enum(['true', 'false'], { error: 'retain_file must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const zFileDeleteResponse = z.object({ data: z.object({ id: zInt }), message: z.string() });

/** POST /orgs/{org_id}/file_attachments/download: a link this server gave, signed afresh. */
export const zFileResign = z.object({
  existing_s3_url: z.string({ error: FILE_TEXT.notOurUrl }).trim().min(1).max(2000),
  fa_url_custom_expiry_secs: z
    .number({ error: FILE_TEXT.expiryRange })
    .int(FILE_TEXT.expiryRange)
    .min(DOWNLOAD_EXPIRY_MIN_SECONDS, FILE_TEXT.expiryRange)
    .max(DOWNLOAD_EXPIRY_MAX_SECONDS, FILE_TEXT.expiryRange)
    .optional(),
});
export const zFileResignResponse = z.object({
  data: z.object({ signed_s3_url: z.string(), download_expires_at_unix: zInt }),
});

/** PUT /file_uploads/{token}: the bytes are stored and checked (the record is still initiated). */
export const zFileUploadResponse = z.object({
  data: z.object({ id: zInt, file_size_bytes: zInt }),
});

/** GET /files/{token} answers the file's bytes, not JSON (streamed, Content-Disposition attachment). */
export const zFileBytes = z.unknown();

/** POST /upload_file (multipart, field `file`): an image's stable link, to be signed to open. */
export const zUploadFileResponse = z.object({ url: z.string() });
