import type { Readable } from 'node:stream';
import {
  extensionOf,
  FILE_MIME_TYPES,
  FILE_TEXT,
  IMAGE_EXTENSIONS,
  isAttachmentExtension,
} from '../../../contract/file-attachments-text';
import { MESSAGES } from '../../../contract/messages';
import { AppError, fieldError } from '../../http/app-error';
import type { FormFile } from '../../http/multipart-file';
import { baseMimeType, ByteCounter, matchesExtension } from './file-checks';
import type { FileStorage } from './storage/file-storage';

/**
 * How bytes come into storage: streamed through a counter that refuses the 52428801st byte, and,
 * for an image sent whole in one request, checked by name, declared type and content.
 */
export class FileIntake {
  constructor(private readonly storage: FileStorage) {}

  /** Streams `body` to `key` through a counter; a failed write leaves nothing there. */
  async store(key: string, body: Readable): Promise<ByteCounter> {
    const counter = new ByteCounter();
    let clientFailed = false;
    body.on('error', (error) => {
      clientFailed = true;
      counter.destroy(error);
    });
    body.pipe(counter);
    try {
      await this.storage.write(key, counter);
    } catch (error) {
      body.unpipe(counter);
      body.resume();
      if (error instanceof AppError) throw error;
      // The storage failed (a bucket refusing, a full disk): the server's fault, logged as a 500.
      if (!clientFailed && !body.readableAborted) throw error;
      // The client went away or its stream broke: nothing was kept.
      throw new AppError(400, MESSAGES.malformedRequest);
    }
    return counter;
  }

  /**
   * Streams an image part (png, jpg, jpeg: its name, its declared type and its bytes must all
   * say so) to `storageKey`, within 50 MB; anything else is refused on the field `file` and
   * nothing stays stored.
   */
  async image(part: FormFile | undefined, storageKey: string) {
    if (!part) throw fieldError('file', FILE_TEXT.imageMissing);
    const extension = extensionOf(part.fileName);
    if (
      !(IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
      !isAttachmentExtension(extension)
    ) {
      part.stream.resume();
      throw fieldError('file', FILE_TEXT.imageOnly);
    }
    if (!FILE_MIME_TYPES[extension].includes(baseMimeType(part.mimeType))) {
      part.stream.resume();
      throw fieldError('file', FILE_TEXT.mimeMismatch);
    }
    const counter = await this.store(storageKey, part.stream);
    if ((part.stream as Readable & { truncated?: boolean }).truncated) {
      await this.storage.remove(storageKey);
      throw new AppError(413, FILE_TEXT.tooLarge);
    }
    const problem =
      counter.bytes === 0
        ? FILE_TEXT.empty
        : !(await matchesExtension(this.storage, storageKey, extension, counter.head()))
          ? FILE_TEXT.imageOnly
          : null;
    if (problem) {
      await this.storage.remove(storageKey);
      throw fieldError('file', problem);
    }
    return {
      fileName: part.fileName,
      mimeType: baseMimeType(part.mimeType),
      sizeBytes: counter.bytes,
      storageKey,
    };
  }
}
