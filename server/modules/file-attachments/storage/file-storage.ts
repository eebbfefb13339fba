import type { Readable } from 'node:stream';

/**
 * Where file bytes live, behind one interface: the local disk (local-disk-storage.ts) or an
 * S3-compatible bucket (s3-storage.ts), as configured (storage-from-config.ts). Keys are relative
 * paths the module makes (`attachments/<org>/<id>`, `images/<key>`): never a name a person typed.
 */
export interface FileStorage {
  /**
   * Streams `source` to `key`, never holding it whole. Nothing is visible under the key unless the
   * whole stream was written: on any error the partial bytes are removed and the error rethrown.
   */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes, streamed; rejects with `StoredFileMissing` when nothing is stored there. */
  read(key: string): Promise<Readable>;
  /** Removes the bytes (nothing there is fine). */
  remove(key: string): Promise<void>;
}

/** What `read` throws for a key with no bytes. */
export class StoredFileMissing extends Error {
  override name = 'StoredFileMissing';
}
