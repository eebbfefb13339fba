/**
 * Spec (document 2, sections 5 and 9): attachments may have the extensions png, jpg, jpeg, doc,
 * docx, rtf, txt, pdf, csv, xls, xlsx, and be at most 52428800 bytes (50 MB).
 */
export const FILE_UPLOAD_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.doc',
  '.docx',
  '.rtf',
  '.txt',
  '.pdf',
  '.csv',
  '.xls',
  '.xlsx',
] as const;

/** Spec: the largest attachment, in bytes (50 MB); a file of exactly this size is accepted. */
export const FILE_UPLOAD_MAX_BYTES = 52_428_800;

/** The `accept` attribute of the file input: the OS picker offers only these (case is ignored). */
export const FILE_UPLOAD_ACCEPT = FILE_UPLOAD_EXTENSIONS.join(',');

/** '.png, .jpg or .jpeg': a list of extensions as people read it in the messages below. */
export const extensionList = (extensions: readonly string[]) =>
  extensions.length < 2
    ? extensions.join('')
    : `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;

const EXTENSION_LIST = extensionList(FILE_UPLOAD_EXTENSIONS);

/** The rules shown under the drop zone, so nobody learns them only from an error. */
export const FILE_UPLOAD_RULES_TEXT = `Use ${EXTENSION_LIST} files of up to 50 MB each.`;

/** Spec (task form): a form with invalid files cannot be submitted and shows this. */
export const FILE_UPLOAD_INVALID_FILES_MESSAGE = 'Please remove invalid files.';

export type FileValidationError = {
  /** Why the file was refused. */
  code: 'unsupported-type' | 'too-large';
  /** The sentence shown on the file's row. */
  message: string;
};

/**
 * `extensions` narrows the spec's list for a widget that takes fewer types (PhotoCapture: only
 * .png, .jpg and .jpeg), so the sentence never offers a type that widget would refuse.
 */
export const unsupportedTypeMessage = (
  name: string,
  extensions: readonly string[] = FILE_UPLOAD_EXTENSIONS,
) => `${name} is not a supported file type. Use ${extensionList(extensions)}.`;

export const tooLargeMessage = (name: string) => `${name} is larger than 50 MB.`;

/** The extension of a file name, lower-cased with its dot ('Plan.PDF' → '.pdf'), or '' if none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAllowedExtension(
  name: string,
  extensions: readonly string[] = FILE_UPLOAD_EXTENSIONS,
): boolean {
  return extensions.includes(fileExtension(name));
}

/**
 * Checks a file against the spec's rules: the extension first (a refused type makes its size
 * moot), then the size, which may equal the limit but not pass it. `extensions` narrows the
 * allowed types for a widget that takes only some of the spec's (photos).
 */
export function validateFile(
  file: { name: string; size: number },
  extensions: readonly string[] = FILE_UPLOAD_EXTENSIONS,
): FileValidationError | null {
  if (!isAllowedExtension(file.name, extensions)) {
    return { code: 'unsupported-type', message: unsupportedTypeMessage(file.name, extensions) };
  }
  if (file.size > FILE_UPLOAD_MAX_BYTES) {
    return { code: 'too-large', message: tooLargeMessage(file.name) };
  }
  return null;
}

/** True when any file failed validation; such a form must not be submitted. */
export function hasInvalidFiles(items: readonly { error: FileValidationError | null }[]): boolean {
  return items.some((item) => item.error !== null);
}

/**
 * The form-level error for a list of files: 'Please remove invalid files.' while any file failed
 * validation, otherwise undefined. A form calls it on submit and blocks when it returns text.
 */
export function invalidFilesError(
  items: readonly { error: FileValidationError | null }[],
): string | undefined {
  return hasInvalidFiles(items) ? FILE_UPLOAD_INVALID_FILES_MESSAGE : undefined;
}
