import { keyedHash, safeEqual } from '../../lib/secrets';

/**
 * The signed links of local-disk storage. A link's token is `<subject>.<expiry>.<signature>`: the
 * subject names the file (`a<org>-<attachment>` for an attachment, `i<key>` for an image), the
 * expiry is unix seconds, and the signature is HMAC-SHA256 of `<purpose>:<subject>.<expiry>` under
 * a key derived from APP_SECRET for file links alone (never logged, never APP_SECRET itself).
 * Upload and download links sign under different purposes, so one can not stand for the other.
 *
 * A subject alone (no expiry, no signature) is a file's stable link: it names the file but opens
 * nothing until POST file_attachments/download signs it for a member of its organisation.
 */

export type FileSubject =
  { kind: 'attachment'; orgId: number; attachmentId: number } | { kind: 'image'; imageKey: string };

export type LinkPurpose = 'upload' | 'download';

export const UPLOAD_PATH = '/v1/file_uploads/';
export const FILES_PATH = '/v1/files/';

const ATTACHMENT_SUBJECT = /^a(\d{1,10})-(\d{1,10})$/;
const IMAGE_SUBJECT = /^i([0-9a-f]{32})$/;
const INT_MAX = 2_147_483_647;

export function subjectText(subject: FileSubject): string {
  return subject.kind === 'attachment'
    ? `a${subject.orgId}-${subject.attachmentId}`
    : `i${subject.imageKey}`;
}

export function parseSubject(text: string): FileSubject | null {
  const attachment = ATTACHMENT_SUBJECT.exec(text);
  if (attachment) {
    const orgId = Number(attachment[1]);
    const attachmentId = Number(attachment[2]);
    if (orgId > INT_MAX || attachmentId > INT_MAX) return null;
    return { kind: 'attachment', orgId, attachmentId };
  }
  const image = IMAGE_SUBJECT.exec(text);
  return image ? { kind: 'image', imageKey: image[1]! } : null;
}

/** What a token says, once its signature is checked. */
export type ReadToken =
  | { status: 'valid'; subject: FileSubject; expiresAt: number }
  | { status: 'expired'; subject: FileSubject }
  /** A stable link: a subject with no signature. */
  | { status: 'unsigned'; subject: FileSubject }
  | { status: 'invalid' };

export class FileLinks {
  private readonly key: string;

  constructor(appSecret: string) {
    this.key = keyedHash(appSecret, 'file-links');
  }

  private signature(purpose: LinkPurpose, body: string): string {
    return keyedHash(this.key, `${purpose}:${body}`);
  }

  token(purpose: LinkPurpose, subject: FileSubject, expiresAt: number): string {
    const body = `${subjectText(subject)}.${expiresAt}`;
    return `${body}.${this.signature(purpose, body)}`;
  }

  read(purpose: LinkPurpose, token: string, now: number): ReadToken {
    const parts = token.split('.');
    if (parts.length === 1) {
      const subject = purpose === 'download' ? parseSubject(parts[0]!) : null;
      return subject ? { status: 'unsigned', subject } : { status: 'invalid' };
    }
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[1]!)) return { status: 'invalid' };
    const [subjectPart, expiry, signature] = parts as [string, string, string];
    const subject = parseSubject(subjectPart);
    if (!subject) return { status: 'invalid' };
    if (!safeEqual(signature, this.signature(purpose, `${subjectPart}.${expiry}`)))
      return { status: 'invalid' };
    const expiresAt = Number(expiry);
    return expiresAt < now
      ? { status: 'expired', subject }
      : { status: 'valid', subject, expiresAt };
  }

  uploadUrl(subject: FileSubject, expiresAt: number): string {
    return `${UPLOAD_PATH}${this.token('upload', subject, expiresAt)}`;
  }

  downloadUrl(subject: FileSubject, expiresAt: number): string {
    return `${FILES_PATH}${this.token('download', subject, expiresAt)}`;
  }

  stableUrl(subject: FileSubject): string {
    return `${FILES_PATH}${subjectText(subject)}`;
  }

  /**
   * The file a link this server gave names (stable or signed, expired or not: only its subject
   * counts, as signing again checks who asks), or null. Absolute links are read by their path.
   */
  subjectOfUrl(url: string): FileSubject | null {
    let path: string;
    try {
      path = new URL(url, 'http://link.invalid').pathname;
    } catch {
      return null;
    }
    if (!path.startsWith(FILES_PATH)) return null;
    const token = path.slice(FILES_PATH.length);
    if (token.includes('/')) return null;
    return parseSubject(token.split('.')[0]!);
  }
}
