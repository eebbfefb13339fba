import type {
  AttachmentUploadState,
  FileUploadItem,
} from '../../design-system/file-upload/file-upload-model';
import type { FileUploadOptions } from '../../design-system/file-upload/use-file-upload';

/** The fields of an attachment record this stand-in keeps (spec: File attachment). */
export type FakeAttachment = {
  id: string;
  file_name: string;
  file_size_bytes: number;
  upload_state: AttachmentUploadState;
};

type Settle = { resolve: () => void; reject: (reason: unknown) => void };

/**
 * A stand-in for the attachment calls, for stories and tests: `upload` does what the app's
 * `onUpload` does (create the record as 'initiated', send the file to its signed link, mark it
 * 'success' or 'error'), except that the sending waits until the caller settles it by file name
 * with `progress`, `finishUpload` or `failUpload`. `remove` waits likewise for `finishRemove` or
 * `failRemove`. So a story can look at every state of a row for as long as it needs.
 */
export function createFakeAttachmentServer() {
  const records = new Map<string, FakeAttachment>();
  const sending = new Map<string, Settle & { onProgress: (percent: number) => void }>();
  const removing = new Map<string, Settle>();
  let nextId = 1;

  const take = <T>(map: Map<string, T>, name: string, what: string): T => {
    const entry = map.get(name);
    if (!entry) throw new Error(`No ${what} of ${name} is waiting`);
    return entry;
  };

  return {
    /** The records as the server holds them, in creation order. */
    records: () => [...records.values()].map((record) => ({ ...record })),

    async upload(file: File, { onProgress, signal }: FileUploadOptions): Promise<string> {
      const record: FakeAttachment = {
        id: `attachment-${nextId++}`,
        file_name: file.name,
        file_size_bytes: file.size,
        upload_state: 'initiated',
      };
      records.set(record.id, record);
      let attempt: (Settle & { onProgress: (percent: number) => void }) | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          attempt = { resolve, reject, onProgress };
          sending.set(file.name, attempt);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      } catch (error) {
        record.upload_state = 'error';
        throw error;
      } finally {
        // A retry of the same file may already wait under its name.
        if (sending.get(file.name) === attempt) sending.delete(file.name);
      }
      record.upload_state = 'success';
      return record.id;
    },

    async remove(item: FileUploadItem): Promise<void> {
      await new Promise<void>((resolve, reject) => removing.set(item.name, { resolve, reject }));
      removing.delete(item.name);
      if (typeof item.result === 'string') records.delete(item.result);
    },

    isSending: (name: string) => sending.has(name),
    progress: (name: string, percent: number) => take(sending, name, 'upload').onProgress(percent),
    finishUpload: (name: string) => take(sending, name, 'upload').resolve(),
    failUpload: (name: string) => take(sending, name, 'upload').reject(new Error('PUT failed')),
    finishRemove: (name: string) => take(removing, name, 'removal').resolve(),
    failRemove: (name: string) => {
      take(removing, name, 'removal').reject(new Error('DELETE failed'));
      removing.delete(name);
    },
  };
}

export type FakeAttachmentServer = ReturnType<typeof createFakeAttachmentServer>;
