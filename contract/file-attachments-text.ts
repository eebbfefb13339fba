// Plain data, no zod: the upload widgets read these rules and words before any schema loads.

/**
 * File attachments (document 2, sections 3, 4, 5, 7 and 9; core.md 5): the extensions allowed,
 * the largest file, and the words of every refusal, shared by the server, the app and the tests.
 */

/** Spec: the extensions an attachment may have (case is ignored). */
export const FILE_ATTACHMENT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'doc',
  'docx',
  'rtf',
  'txt',
  'pdf',
  'csv',
  'xls',
  'xlsx',
] as const;
export type FileAttachmentExtension = (typeof FILE_ATTACHMENT_EXTENSIONS)[number];

/** The images POST /upload_file takes (a note's or a clock-in's photo). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Spec: the largest file, in bytes (50 MB); a file of exactly this size is accepted. */
export const FILE_MAX_BYTES = 52_428_800;
/** Names of a file as people see it and as it is saved. */
export const FILE_NAME_MAX = 255;

/**
 * The content types each extension may be declared with: the first is the canonical one, the
 * others are what browsers and operating systems send for the same files (a CSV is
 * application/vnd.ms-excel on Windows).
 */
export const FILE_MIME_TYPES: Record<FileAttachmentExtension, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  rtf: ['application/rtf', 'text/rtf'],
  txt: ['text/plain'],
  pdf: ['application/pdf'],
  csv: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** How the bytes reach storage: PUT to the signed upload_url (the spec's flow). */
export const FILE_UPLOAD_METHODS = ['signed_url'] as const;
export const FILE_UPLOAD_STATES = ['initiated', 'success', 'error'] as const;
export type FileUploadState = (typeof FILE_UPLOAD_STATES)[number];

/** A download link's life: 15 minutes unless asked otherwise, from 1 minute to 7 days. */
export const DOWNLOAD_EXPIRY_DEFAULT_SECONDS = 15 * 60;
export const DOWNLOAD_EXPIRY_MIN_SECONDS = 60;
export const DOWNLOAD_EXPIRY_MAX_SECONDS = 7 * 24 * 3600;
/** An upload link's life: an hour to send the bytes. */
export const UPLOAD_EXPIRY_SECONDS = 3600;

const list = (items: readonly string[]) =>
  `${items
    .slice(0, -1)
    .map((each) => `.${each}`)
    .join(', ')} or .${items.at(-1)}`;

/** The extension of a file name, lower-cased without its dot ('Plan.PDF' → 'pdf'), or ''. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAttachmentExtension(extension: string): extension is FileAttachmentExtension {
  return (FILE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The content type to declare for a file: its own when the extension allows it, else canonical. */
export function mimeTypeFor(name: string, declared: string): string | null {
  const extension = extensionOf(name);
  if (!isAttachmentExtension(extension)) return null;
  const allowed = FILE_MIME_TYPES[extension];
  const own = declared.split(';')[0]!.trim().toLowerCase();
  return allowed.includes(own) ? own : allowed[0]!;
}

export const FILE_TEXT = {
  extension: `Please choose a file of type ${list(FILE_ATTACHMENT_EXTENSIONS)}.`,
  tooLarge: 'The file is larger than 50 MB.',
  empty: 'The file is empty.',
  nameLength: `Must be 1-${FILE_NAME_MAX} characters`,
  nameNoPath: 'A file name can not contain / or \\',
  nameInvalid: 'Please enter a valid file name',
  mimeMismatch: 'The file type does not match its extension.',
  initiatedOnly: 'A new file starts with upload_state initiated.',
  patchStates: 'upload_state must be success or error.',
  expiryRange: `Must be between ${DOWNLOAD_EXPIRY_MIN_SECONDS} and ${DOWNLOAD_EXPIRY_MAX_SECONDS} seconds`,
  notFound: 'File not found.',
  contentTypeMismatch: 'The upload’s Content-Type must be the type given when the file was added.',
  contentMismatch: 'The file’s content does not match its extension.',
  sizeMismatch: 'The file is not the size given when it was added.',
  alreadyUploaded: 'This file has already been uploaded.',
  notUploaded: 'The file has not been uploaded yet.',
  uploadFailedBefore: 'This upload failed. Please add the file again.',
  notDownloadable: 'This file has not finished uploading.',
  uploadLinkInvalid: 'This upload link is invalid.',
  uploadLinkExpired: 'This upload link has expired. Please add the file again.',
  downloadLinkInvalid: 'This file link is invalid.',
  downloadLinkExpired: 'This file link has expired. Please open the file again.',
  needsSigning: 'This file link must be signed before it can be opened.',
  notOurUrl: 'This is not a file link of this organization.',
  imageOnly: `Please choose an image of type ${list(IMAGE_EXTENSIONS)}.`,
  imageMissing: 'Please attach the image in the form field file.',
} as const;
