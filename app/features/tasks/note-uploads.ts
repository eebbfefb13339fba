import { extensionOf, IMAGE_EXTENSIONS } from '../../../contract/file-attachments-text';
import type { TaskNote } from '../../../contract/tasks-notes';
import type {
  FileUploadExistingFile,
  FileUploadOptions,
} from '../../../design-system/file-upload/file-upload';
import type { FileUploadItem } from '../../../design-system/file-upload/file-upload-model';
import { uploadFileAttachment } from '../../api/file-attachments';
import { deleteNoteFile, uploadNotePhoto } from '../../api/tasks';
import type { NoteUpload } from './task-form-model';

/**
 * A note's files (document 2, section 7): "images are uploaded as multipart form data to get a
 * URL; other files go through the attachment record flow; then the note is submitted". The
 * upload widget calls these; what they resolve with goes into the note.
 */

export const isImageName = (name: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Uploads one file of a note: a photo to POST /upload_file, anything else as an attachment. */
export async function uploadNoteFile(
  orgId: number,
  file: File,
  { signal, onProgress }: FileUploadOptions,
): Promise<NoteUpload> {
  if (isImageName(file.name)) return { kind: 'photo', url: await uploadNotePhoto(file) };
  const attachment = await uploadFileAttachment(orgId, file, { signal, onProgress });
  return { kind: 'file', id: attachment.id };
}

/**
 * Takes a file off a note being written. An attachment uploaded in this form, which nothing
 * names yet, is deleted with its bytes; a photo's link, and a file the note already held, are
 * simply left out when the note is saved.
 */
export async function removeNoteFile(
  orgId: number,
  item: FileUploadItem<NoteUpload>,
): Promise<void> {
  if (item.file !== null && item.result?.kind === 'file')
    await deleteNoteFile(orgId, item.result.id);
}

/** A photo's file name as its link ends ('…/images/9f2c…' reads 'Photo 1'). */
const photoName = (index: number) => `Photo ${index + 1}`;

/** The files a saved note holds, as the upload widget starts with them when the note is edited. */
export function savedNoteFiles(note: TaskNote): FileUploadExistingFile<NoteUpload>[] {
  return [
    ...note.photos.map((url, index) => ({
      name: photoName(index),
      size: 0,
      result: { kind: 'photo', url } as const,
    })),
    ...note.file_attachments.map((file) => ({
      name: file.display_name,
      size: file.file_size_bytes,
      result: { kind: 'file', id: file.id } as const,
    })),
  ];
}
