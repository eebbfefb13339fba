import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { StoredFileMissing, type FileStorage } from './file-storage';

/** S3's smallest part of a multipart upload (every part but the last): 5 MiB. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** Where the bucket is and how to address it; no credentials, so it can be logged or shown. */
export type S3Address = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2…); unset: AWS, `https://s3.<region>.amazonaws.com`. */
  endpoint?: string | null;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<host>/<key>` (services without bucket hosts). */
  forcePathStyle?: boolean;
};

export type S3StorageOptions = S3Address & { accessKeyId: string; secretAccessKey: string };

/**
 * The object's URL: path-style `<endpoint>/<bucket>/<key>` or virtual-hosted
 * `<scheme>://<bucket>.<host>/<key>`, each key segment percent-encoded.
 */
export function s3ObjectUrl(address: S3Address, key: string): string {
  const segments = key.split('/');
  // Keys are ours, but a `..` would be resolved away by URL parsing and name another object.
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new Error('A storage key must be a relative path without empty, . or .. segments');
  const path = segments.map(encodeURIComponent).join('/');
  const endpoint = new URL(address.endpoint ?? `https://s3.${address.region}.amazonaws.com`);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (address.forcePathStyle)
    return `${endpoint.origin}${base}/${encodeURIComponent(address.bucket)}/${path}`;
  return `${endpoint.protocol}//${address.bucket}.${endpoint.host}${base}/${path}`;
}

/**
 * A refused or failed S3 call. The message names the operation, the HTTP status and S3's error
 * code only: never the signed request, its URL or the credentials, so logging it leaks nothing.
 */
export class S3RequestFailed extends Error {
  override name = 'S3RequestFailed';

  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`S3 ${operation} failed: HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The text of the first `<tag>` of an S3 answer (its bodies are small and flat). */
function xmlText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_ENTITIES[e]!) : null;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/** Reads an error answer's `<Code>` (a word such as NoSuchKey), never anything longer. */
async function failure(operation: string, response: Response): Promise<S3RequestFailed> {
  const body = await response.text().catch(() => '');
  const code = xmlText(body, 'Code');
  return new S3RequestFailed(
    operation,
    response.status,
    code && /^[\w.-]{1,64}$/.test(code) ? code : null,
  );
}

type Call = { query?: string; method: string; body?: Buffer<ArrayBuffer> | string };

/**
 * File storage in an S3-compatible bucket (README.md, "Storage"), signed with SigV4 by aws4fetch.
 * The bytes still pass through this server, which checks them as it does for the local disk;
 * only where they live changes. A write is all or nothing: small files go up in one PutObject,
 * larger ones as a multipart upload completed only once the whole stream was read, so nothing
 * is visible under the key before then and a failed write leaves nothing behind.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly address: S3Address;

  constructor(options: S3StorageOptions) {
    const { accessKeyId, secretAccessKey, ...address } = options;
    this.address = address;
    // Three tries of a 5xx or 429 (as AWS's own clients) rather than aws4fetch's eleven, so a
    // broken bucket fails an upload in well under a second instead of after a minute.
    this.client = new AwsClient({
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region: address.region,
      retries: 2,
    });
  }

  private async call(key: string, { method, query, body }: Call): Promise<Response> {
    const url = s3ObjectUrl(this.address, key) + (query ? `?${query}` : '');
    const headers: Record<string, string> = {};
    // A signed payload hash lets S3 refuse bytes changed on the way.
    if (body !== undefined)
      headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
    return this.client.fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  }

  /** Sends a call and answers its response, or throws S3RequestFailed for a non-2xx answer. */
  private async send(operation: string, key: string, call: Call): Promise<Response> {
    const response = await this.call(key, call);
    if (!response.ok) throw await failure(operation, response);
    return response;
  }

  async write(key: string, source: Readable): Promise<void> {
    // The bytes read but not yet sent: at most one part, whatever the file's size.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let upload: { id: string; etags: string[] } | null = null;
    try {
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(bytes);
        pendingBytes += bytes.length;
        while (pendingBytes >= S3_PART_BYTES) {
          const all = Buffer.concat(pending, pendingBytes);
          upload ??= { id: await this.createUpload(key), etags: [] };
          upload.etags.push(await this.uploadPart(key, upload, all.subarray(0, S3_PART_BYTES)));
          const rest = all.subarray(S3_PART_BYTES);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      const last = Buffer.concat(pending, pendingBytes);
      if (!upload) {
        await this.send('PutObject', key, { method: 'PUT', body: last });
        return;
      }
      if (last.length > 0) upload.etags.push(await this.uploadPart(key, upload, last));
      await this.completeUpload(key, upload);
    } catch (error) {
      // The error passes through as it came (the intake's 413 is an AppError); a failed abort
      // only leaves parts that are never visible under the key.
      if (upload) await this.abortUpload(key, upload.id).catch(() => undefined);
      throw error;
    }
  }

  private async createUpload(key: string): Promise<string> {
    const response = await this.send('CreateMultipartUpload', key, {
      method: 'POST',
      query: 'uploads',
    });
    const id = xmlText(await response.text(), 'UploadId');
    if (!id) throw new S3RequestFailed('CreateMultipartUpload', response.status, null);
    return id;
  }

  private async uploadPart(
    key: string,
    upload: { id: string; etags: string[] },
    part: Buffer<ArrayBuffer>,
  ): Promise<string> {
    const partNumber = String(upload.etags.length + 1);
    const response = await this.send('UploadPart', key, {
      method: 'PUT',
      query: new URLSearchParams({ partNumber, uploadId: upload.id }).toString(),
      body: part,
    });
    await response.body?.cancel();
    const etag = response.headers.get('etag');
    if (!etag) throw new S3RequestFailed('UploadPart', response.status, null);
    return etag;
  }

  private async completeUpload(key: string, upload: { id: string; etags: string[] }) {
    const parts = upload.etags
      .map(
        (etag, i) =>
          `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
      )
      .join('');
    const response = await this.send('CompleteMultipartUpload', key, {
      method: 'POST',
      query: new URLSearchParams({ uploadId: upload.id }).toString(),
      body: `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`,
    });
    // S3 may answer 200 and still fail, with an <Error> body.
    const body = await response.text();
    if (body.includes('<Error>'))
      throw new S3RequestFailed('CompleteMultipartUpload', response.status, xmlText(body, 'Code'));
  }

  private async abortUpload(key: string, uploadId: string) {
    const response = await this.call(key, {
      method: 'DELETE',
      query: new URLSearchParams({ uploadId }).toString(),
    });
    await response.body?.cancel();
  }

  async read(key: string): Promise<Readable> {
    const response = await this.call(key, { method: 'GET' });
    if (!response.ok) {
      const error = await failure('GetObject', response);
      if (error.status === 404 && (error.code === 'NoSuchKey' || error.code === null))
        throw new StoredFileMissing(key);
      throw error;
    }
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    const response = await this.call(key, { method: 'DELETE' });
    if (response.ok || response.status === 404) {
      await response.body?.cancel();
      return;
    }
    throw await failure('DeleteObject', response);
  }
}
