import { Transform, Readable, type TransformCallback } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import {
  FILE_MAX_BYTES,
  FILE_TEXT,
  type FileAttachmentExtension,
} from '../../../contract/file-attachments-text';
import { AppError } from '../../http/app-error';
import type { FileStorage } from './storage/file-storage';

/** How many first bytes are kept to look at (a NUL in a text file). */
const HEAD_BYTES = 4100;

/**
 * Counts the bytes passing through and stops the stream, with a 413, at the first byte past the
 * limit: an oversized upload is refused while it streams, never after being held whole. Keeps the
 * first bytes for the text check.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly limit = FILE_MAX_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new AppError(413, FILE_TEXT.tooLarge));
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/**
 * What the bytes of each extension must sniff as (file-type's names). Word and Excel 97 files are
 * compound files (cfb); their 2007 forms are zip archives that file-type reads as docx/xlsx by
 * their content types (a zip that is no Office file is refused). Text files must sniff as nothing (see `matchesExtension`).
 */
const SNIFFED_AS: Record<FileAttachmentExtension, readonly string[] | 'text'> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  rtf: ['rtf'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  txt: 'text',
  csv: 'text',
};

/**
 * Whether stored bytes are what their extension says, by their content (file-type reads the
 * magic numbers, and into zip archives for Office files): a PDF named .png is refused. A .txt or
 * .csv must be no known binary type and hold no NUL byte in its first 4 KB.
 */
export async function matchesExtension(
  storage: FileStorage,
  key: string,
  extension: FileAttachmentExtension,
  head: Buffer,
): Promise<boolean> {
  const stream = await storage.read(key);
  let sniffed: string | undefined;
  try {
    sniffed = (await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>))?.ext;
  } finally {
    stream.destroy();
  }
  const expected = SNIFFED_AS[extension];
  if (expected === 'text') return sniffed === undefined && !head.includes(0);
  return sniffed !== undefined && expected.includes(sniffed);
}

/** `text/plain; charset=utf-8` → `text/plain`. */
export function baseMimeType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** RFC 6266: an ASCII fallback name and the exact name as UTF-8 (`filename*`). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
