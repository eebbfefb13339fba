import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ROLE } from '../../../contract/access';
import type {
  FileAttachment,
  FileAttachmentCreate,
  FileDownload,
} from '../../../contract/file-attachments';
import {
  DOWNLOAD_EXPIRY_DEFAULT_SECONDS,
  extensionOf,
  FILE_MAX_BYTES,
  FILE_TEXT,
  IMAGE_EXTENSIONS,
  isAttachmentExtension,
  UPLOAD_EXPIRY_SECONDS,
  type FileUploadState,
} from '../../../contract/file-attachments-text';
import { MESSAGES } from '../../../contract/messages';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { baseMimeType, matchesExtension } from './file-checks';
import type { FileIntake } from './file-intake';
import type { FileLinks, FileSubject } from './file-links';
import type { FileAttachmentRow, FileAttachmentsRepository } from './file-attachments.repository';
import { StoredFileMissing, type FileStorage } from './storage/file-storage';

/** What the download route streams: the bytes and the headers that go with them. */
export type ServedFile = {
  stream: Readable;
  mimeType: string;
  fileName: string;
  sizeBytes: number;
  expiresAt: number;
};

export const notFound = () => new AppError(404, FILE_TEXT.notFound);

/** Administrators and provider admins manage every attachment; others only their own. */
function managesAll(ctx: OrgContext): boolean {
  return ctx.roleId === ROLE.admin || ctx.roleId === ROLE.providerAdmin;
}

/**
 * The attachment flow (README.md in this folder): records, the signed upload and download links
 * and the files they serve. The bytes come in through FileIntake (counted, sniffed); images sent
 * whole in one request are FileImagesService's. Storage is the FileStorage interface.
 */
export class FileAttachmentsService {
  constructor(
    private readonly repo: FileAttachmentsRepository,
    private readonly storage: FileStorage,
    private readonly links: FileLinks,
    private readonly intake: FileIntake,
  ) {}

  private view(row: FileAttachmentRow, now: number): FileAttachment {
    const subject: FileSubject = { kind: 'attachment', orgId: row.org_id, attachmentId: row.id };
    const waiting = row.upload_state === 'initiated' && row.is_stored === 0;
    return {
      id: row.id,
      display_name: row.display_name,
      file_name: row.file_name,
      mime_type: row.mime_type,
      file_size_bytes: Number(row.file_size_bytes),
      upload_state: row.upload_state as FileUploadState,
      upload_method: 'signed_url',
      upload_url: waiting ? this.links.uploadUrl(subject, now + UPLOAD_EXPIRY_SECONDS) : null,
      url: this.links.stableUrl(subject),
      created_at_unix: Number(row.created_at_unix),
    };
  }

  /** The attachment, if the caller may change or download it (its uploader, administrators). */
  private async own(ctx: OrgContext, id: number): Promise<FileAttachmentRow> {
    const row = await this.repo.find(ctx.orgId, id);
    if (!row) throw notFound();
    if (!managesAll(ctx) && row.uploaded_by_profile_id !== ctx.profileId)
      throw new AppError(403, MESSAGES.forbidden);
    return row;
  }

  async create(ctx: OrgContext, input: FileAttachmentCreate, now: number) {
    const row = await this.repo.insert({
      orgId: ctx.orgId,
      displayName: input.display_name,
      fileName: input.file_name,
      mimeType: input.mime_type,
      sizeBytes: input.file_size_bytes,
      uploadMethod: input.upload_method,
      profileId: ctx.profileId,
      now,
    });
    return { data: this.view(row, now) };
  }

  /**
   * PUT to an upload link: the bytes are streamed to storage, counted (413 past 50 MB, from
   * Content-Length or while streaming), then sniffed; bytes that are not what the record says are
   * removed again. The record stays initiated until its uploader marks it success.
   */
  async receive(
    token: string,
    body: Readable,
    headers: { contentType: string | undefined; contentLength: string | undefined },
    now: number,
  ) {
    const read = this.links.read('upload', token, now);
    if (read.status === 'expired') throw new AppError(410, FILE_TEXT.uploadLinkExpired);
    if (read.status !== 'valid' || read.subject.kind !== 'attachment')
      throw new AppError(403, FILE_TEXT.uploadLinkInvalid);
    const { orgId, attachmentId } = read.subject;
    const row = await this.repo.find(orgId, attachmentId);
    if (!row) throw notFound();
    if (row.upload_state === 'error') throw new AppError(409, FILE_TEXT.uploadFailedBefore);
    if (row.upload_state !== 'initiated' || row.is_stored === 1)
      throw new AppError(409, FILE_TEXT.alreadyUploaded);
    if (baseMimeType(headers.contentType) !== row.mime_type)
      throw new AppError(415, FILE_TEXT.contentTypeMismatch);
    const declared = headers.contentLength === undefined ? null : Number(headers.contentLength);
    if (declared !== null && declared > FILE_MAX_BYTES) throw new AppError(413, FILE_TEXT.tooLarge);
    if (declared !== null && declared !== Number(row.file_size_bytes))
      throw new AppError(400, FILE_TEXT.sizeMismatch);

    // Each upload writes under a key of its own, so two racing PUTs never clobber each other's
    // bytes: the first to be recorded wins and the other's bytes are removed.
    const key = `attachments/${orgId}/${attachmentId}/${randomBytes(8).toString('hex')}`;
    const counter = await this.intake.store(key, body);
    const extension = extensionOf(row.file_name);
    const problem =
      counter.bytes !== Number(row.file_size_bytes)
        ? FILE_TEXT.sizeMismatch
        : !isAttachmentExtension(extension) ||
            !(await matchesExtension(this.storage, key, extension, counter.head()))
          ? FILE_TEXT.contentMismatch
          : null;
    if (problem) {
      await this.storage.remove(key);
      throw new AppError(400, problem);
    }
    const stored = await this.repo.update(
      orgId,
      attachmentId,
      { upload_state: 'initiated', is_stored: 0 },
      { is_stored: 1, storage_key: key, updated_at_unix: now },
    );
    if (!stored) {
      // Stored by another upload, marked error or deleted while these bytes streamed.
      await this.storage.remove(key);
      throw new AppError(409, FILE_TEXT.alreadyUploaded);
    }
    return { data: { id: row.id, file_size_bytes: counter.bytes } };
  }

  /** PATCH: success once the bytes are stored and checked; error removes whatever was sent. */
  async setState(ctx: OrgContext, id: number, state: 'success' | 'error', now: number) {
    const row = await this.own(ctx, id);
    if (row.upload_state === state) return { data: this.view(row, now) };
    if (row.upload_state !== 'initiated')
      throw new AppError(
        409,
        row.upload_state === 'error' ? FILE_TEXT.uploadFailedBefore : FILE_TEXT.alreadyUploaded,
      );
    if (state === 'success' && row.is_stored === 0) throw new AppError(409, FILE_TEXT.notUploaded);
    const updated = await this.repo.update(ctx.orgId, id, row, {
      upload_state: state,
      is_stored: state === 'error' ? 0 : row.is_stored,
      updated_at_unix: now,
    });
    if (!updated) throw new AppError(409, FILE_TEXT.alreadyUploaded);
    if (state === 'error' && row.storage_key) await this.storage.remove(row.storage_key);
    return { data: this.view(updated, now) };
  }

  /** DELETE: the record is marked deleted (links to it answer 404); the bytes go unless kept. */
  async remove(ctx: OrgContext, id: number, retainFile: boolean, now: number) {
    const row = await this.own(ctx, id);
    const updated = await this.repo.update(ctx.orgId, id, row, {
      deleted_at_unix: now,
      is_stored: retainFile ? row.is_stored : 0,
      updated_at_unix: now,
    });
    if (!updated) throw notFound();
    if (!retainFile && row.storage_key) await this.storage.remove(row.storage_key);
    return { data: { id }, message: 'The file has been deleted.' };
  }

  /** GET …/download: a signed link for the uploader or an administrator. */
  async download(ctx: OrgContext, id: number, expirySeconds: number | undefined, now: number) {
    await this.own(ctx, id);
    const link = await this.signedDownloadUrl(ctx.orgId, id, expirySeconds, now);
    if (!link) throw new AppError(409, FILE_TEXT.notDownloadable);
    return { data: link };
  }

  /**
   * A signed download link of an organisation's attachment, for other modules to hand out after
   * their own check of who may see what holds it (the time-card read signs its photos for whoever
   * may read the card). Null when there is no such uploaded attachment in that organisation.
   */
  async signedDownloadUrl(
    orgId: number,
    attachmentId: number,
    expirySeconds: number = DOWNLOAD_EXPIRY_DEFAULT_SECONDS,
    now: number = nowUnix(),
  ): Promise<FileDownload | null> {
    const row = await this.repo.find(orgId, attachmentId);
    if (!row || row.upload_state !== 'success' || row.is_stored !== 1) return null;
    return this.downloadLink(orgId, attachmentId, now + expirySeconds);
  }

  /**
   * Whether an attachment can stand as a photo a person took: uploaded (success, stored) by
   * `profileId` to this organisation, and an image by its name (its bytes were sniffed as such
   * when they came). The clock-in photo is checked with it before its transaction.
   */
  async isOwnPhoto(orgId: number, attachmentId: number, profileId: number): Promise<boolean> {
    const row = await this.repo.find(orgId, attachmentId);
    return (
      row !== undefined &&
      row.upload_state === 'success' &&
      row.is_stored === 1 &&
      row.uploaded_by_profile_id === profileId &&
      (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(row.file_name))
    );
  }

  /**
   * A signed download link, without a read: for a module answering attachments it checked when
   * they were attached (the time-card photos), also inside its own transaction. A link to an
   * attachment deleted since answers 404 when opened.
   */
  downloadLink(orgId: number, attachmentId: number, expiresAt: number): FileDownload {
    return {
      download_url: this.links.downloadUrl({ kind: 'attachment', orgId, attachmentId }, expiresAt),
      download_expires_at_unix: expiresAt,
    };
  }

  /**
   * POST file_attachments/download: a link this server gave (an attachment's or an image's,
   * stable or signed, expired or not) signed afresh, when the file belongs to the caller's
   * organisation: an attachment of it, or an image uploaded by one of its members.
   */
  async resign(ctx: OrgContext, url: string, expirySeconds: number | undefined, now: number) {
    const subject = this.links.subjectOfUrl(url);
    if (!subject) throw fieldError('existing_s3_url', FILE_TEXT.notOurUrl);
    const expiresAt = now + (expirySeconds ?? DOWNLOAD_EXPIRY_DEFAULT_SECONDS);
    if (subject.kind === 'attachment') {
      if (subject.orgId !== ctx.orgId) throw notFound();
      const link = await this.signedDownloadUrl(
        ctx.orgId,
        subject.attachmentId,
        expirySeconds,
        now,
      );
      if (!link) throw notFound();
      return {
        data: { signed_s3_url: link.download_url, download_expires_at_unix: expiresAt },
      };
    }
    const image = await this.repo.image(subject.imageKey);
    if (
      !image ||
      (image.profile_id !== ctx.profileId &&
        !(await this.repo.isMemberOf(image.profile_id, ctx.orgId)))
    )
      throw notFound();
    return {
      data: {
        signed_s3_url: this.links.downloadUrl(subject, expiresAt),
        download_expires_at_unix: expiresAt,
      },
    };
  }

  /**
   * GET /files/{token}: the file a signed link names, looked up by everything the token binds
   * (organisation and attachment; or image), so a link of one organisation never serves another's.
   */
  async open(token: string, now: number): Promise<ServedFile> {
    const read = this.links.read('download', token, now);
    if (read.status === 'expired') throw new AppError(410, FILE_TEXT.downloadLinkExpired);
    if (read.status === 'unsigned') throw new AppError(403, FILE_TEXT.needsSigning);
    if (read.status === 'invalid') throw new AppError(403, FILE_TEXT.downloadLinkInvalid);
    const { subject, expiresAt } = read;
    const file =
      subject.kind === 'attachment'
        ? await this.repo
            .find(subject.orgId, subject.attachmentId)
            .then((row) =>
              row && row.upload_state === 'success' && row.is_stored === 1 ? row : undefined,
            )
        : await this.repo.image(subject.imageKey);
    if (!file) throw notFound();
    try {
      return {
        stream: await this.storage.read(file.storage_key),
        mimeType: file.mime_type,
        fileName: file.file_name,
        sizeBytes: Number(file.file_size_bytes),
        expiresAt,
      };
    } catch (error) {
      if (error instanceof StoredFileMissing) throw notFound();
      throw error;
    }
  }
}
