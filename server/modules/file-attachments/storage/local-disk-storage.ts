import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissing, type FileStorage } from './file-storage';

/**
 * File storage on the server's disk, under one folder (FILES_DIR, by default `files` in the data
 * folder). A write goes to a temporary name beside its target and is renamed into place once
 * complete, so a reader never sees half a file and a failed upload leaves nothing behind. With
 * several server processes, the folder must be shared (or use the S3-compatible storage).
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The key's path, refusing a key that would leave the folder (keys are ours, but still). */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error('A storage key must stay in its folder');
    return path;
  }

  async write(key: string, source: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = join(dirname(path), `.partial-${randomBytes(8).toString('hex')}`);
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) throw new StoredFileMissing(key);
    } catch (error) {
      if (error instanceof StoredFileMissing) throw error;
      throw new StoredFileMissing(key);
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
