import { formatFileSize } from '../file-upload/file-size';
import {
  FILE_UPLOAD_EXTENSIONS,
  unsupportedTypeMessage,
  validateFile,
  type FileValidationError,
} from '../file-upload/file-upload-validation';

/**
 * The spec's attachment types that are photos: a clock-in photo is a PNG or a JPEG. Taken from
 * the spec's list (not typed again) so the two cannot drift apart.
 */
export const PHOTO_EXTENSIONS = FILE_UPLOAD_EXTENSIONS.filter(
  (extension) => extension === '.png' || extension === '.jpg' || extension === '.jpeg',
);

/** The declared types of a PNG or JPEG. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The `accept` of the hidden file input. MIME types rather than extensions: a phone reads
 * `image/*` types as "open the camera" when `capture` is set, and converts what it shoots
 * (HEIC on iPhones) into one of them.
 */
export const PHOTO_CAPTURE_ACCEPT = PHOTO_TYPES.join(',');

/**
 * Checks a chosen photo with the attachment rules (file-upload-validation: the extension, then the
 * 50 MB limit, with their texts), narrowed to PNG and JPEG. A file whose name passes but whose
 * declared type is another (a '.png' that the system calls a PDF) is refused with the same text:
 * the server compares the two and would refuse it after the upload.
 */
export function validatePhoto(file: {
  name: string;
  size: number;
  type?: string;
}): FileValidationError | null {
  const refused = validateFile(file, PHOTO_EXTENSIONS);
  if (refused) return refused;
  const type = file.type ?? '';
  if (type !== '' && !(PHOTO_TYPES as readonly string[]).includes(type)) {
    return {
      code: 'unsupported-type',
      message: unsupportedTypeMessage(file.name, PHOTO_EXTENSIONS),
    };
  }
  return null;
}

/** What the status region says when a photo is chosen: its size, as the preview shows it. */
export const photoChosenAnnouncement = (size: number) => `Photo chosen, ${formatFileSize(size)}.`;

/** What the status region says after Remove. */
export const PHOTO_REMOVED_ANNOUNCEMENT = 'Photo removed.';
