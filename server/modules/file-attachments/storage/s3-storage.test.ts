// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_TEXT } from '../../../../contract/file-attachments-text';
import {
  S3_TEST_CREDENTIALS,
  startS3TestServer,
  type S3TestServer,
} from '../../../../tests/fixtures/s3-test-server';
import { AppError } from '../../../http/app-error';
import { ByteCounter } from '../file-checks';
import { FileIntake } from '../file-intake';
import { StoredFileMissing } from './file-storage';
import { S3_PART_BYTES, S3RequestFailed, S3Storage, s3ObjectUrl } from './s3-storage';

const MiB = 1024 * 1024;

/** `bytes` as a network stream would bring them: 64 KiB chunks. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The S3 calls made from now on, as `METHOD ?query` (the query without its values). */
function recordCalls(): string[] {
  const calls: string[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
    // aws4fetch sends signed Request objects (reading one here would spend its body).
    if (!(request instanceof Request)) throw new Error('Expected a signed Request');
    const query = [...new URL(request.url).searchParams.keys()].join('&');
    calls.push(`${request.method}${query ? ` ?${query}` : ''}`);
    return fetch(request, init);
  });
  return calls;
}

describe('s3ObjectUrl', () => {
  const address = { bucket: 'crew-files', region: 'eu-west-1' };

  it('addresses AWS itself by the bucket host when no endpoint is given', () => {
    expect(s3ObjectUrl(address, 'images/ab12')).toBe(
      'https://crew-files.s3.eu-west-1.amazonaws.com/images/ab12',
    );
  });

  it('puts the bucket in the path with forcePathStyle', () => {
    expect(s3ObjectUrl({ ...address, forcePathStyle: true }, 'attachments/7/42/ff')).toBe(
      'https://s3.eu-west-1.amazonaws.com/crew-files/attachments/7/42/ff',
    );
  });

  it('keeps an endpoint’s scheme, port and path, in both styles', () => {
    const endpoint = 'http://minio.internal:9000/storage/';
    expect(s3ObjectUrl({ ...address, endpoint, forcePathStyle: true }, 'images/a')).toBe(
      'http://minio.internal:9000/storage/crew-files/images/a',
    );
    expect(s3ObjectUrl({ ...address, endpoint }, 'images/a')).toBe(
      'http://crew-files.minio.internal:9000/storage/images/a',
    );
  });

  it('encodes each segment of the key and keeps its slashes', () => {
    expect(s3ObjectUrl({ ...address, forcePathStyle: true }, 'a b/c?d#e/ü')).toBe(
      'https://s3.eu-west-1.amazonaws.com/crew-files/a%20b/c%3Fd%23e/%C3%BC',
    );
  });

  it('refuses keys that URL parsing would rewrite', () => {
    for (const key of ['../other/x', 'a/./b', '/abs', 'a//b', 'a/'])
      expect(() => s3ObjectUrl(address, key), key).toThrow('storage key');
  });
});

describe('S3Storage against an S3-protocol server', () => {
  let s3: S3TestServer;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    storage = new S3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
    });
  });
  afterAll(async () => s3?.close());
  afterEach(() => vi.restoreAllMocks());

  it('writes, reads and removes a small file', async () => {
    const calls = recordCalls();
    await storage.write('images/small', Readable.from([Buffer.from('hello '), 'site']));
    expect(calls).toEqual(['PUT']);
    expect(await text(await storage.read('images/small'))).toBe('hello site');
    await storage.remove('images/small');
    await expect(storage.read('images/small')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('writes 12 MiB in three parts and reads them back byte for byte', async () => {
    const bytes = randomBytes(12 * MiB);
    const calls = recordCalls();
    await storage.write('attachments/1/2/large', chunked(bytes));
    expect(calls).toEqual([
      'POST ?uploads',
      'PUT ?partNumber&uploadId',
      'PUT ?partNumber&uploadId',
      'PUT ?partNumber&uploadId',
      'POST ?uploadId',
    ]);
    const back = await readAll(await storage.read('attachments/1/2/large'));
    expect(back.length).toBe(bytes.length);
    expect(sha256(back)).toBe(sha256(bytes));
  });

  it('writes a file of exactly one part', async () => {
    const bytes = randomBytes(S3_PART_BYTES);
    await storage.write('attachments/1/2/one-part', chunked(bytes));
    expect(sha256(await readAll(await storage.read('attachments/1/2/one-part')))).toBe(
      sha256(bytes),
    );
  });

  it('leaves nothing under the key when the source errors after a part, and rethrows its error', async () => {
    const broken = new Error('the client went away');
    const source = Readable.from(
      (function* () {
        for (let sent = 0; sent < 11 * MiB; sent += MiB) yield randomBytes(MiB);
        throw broken;
      })(),
    );
    const calls = recordCalls();
    await expect(storage.write('attachments/1/3/broken', source)).rejects.toBe(broken);
    expect(calls).toEqual([
      'POST ?uploads',
      'PUT ?partNumber&uploadId',
      'PUT ?partNumber&uploadId',
      'DELETE ?uploadId',
    ]);
    await expect(storage.read('attachments/1/3/broken')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('lets the byte counter’s 413 through as it came, and keeps nothing', async () => {
    const counter = new ByteCounter(6 * MiB);
    chunked(randomBytes(7 * MiB)).pipe(counter);
    const refused = await storage.write('attachments/1/4/too-large', counter).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 413, message: FILE_TEXT.tooLarge });
    await expect(storage.read('attachments/1/4/too-large')).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
  });

  it('replaces a key written twice', async () => {
    await storage.write('images/twice', Readable.from(['first']));
    await storage.write('images/twice', Readable.from(['second']));
    expect(await text(await storage.read('images/twice'))).toBe('second');
  });

  it('rejects a read of a missing key with StoredFileMissing', async () => {
    await expect(storage.read('attachments/9/9/nothing')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('removes a missing key without complaint', async () => {
    await expect(storage.remove('attachments/9/9/nothing')).resolves.toBeUndefined();
  });

  it('names the operation, status and S3 code of a refusal, and never the secret or URL', async () => {
    const wrongKey = new S3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'NOT-S3RVER',
      secretAccessKey: 'a-secret-nobody-may-log',
    });
    const refused = await wrongKey.write('images/refused', Readable.from(['x'])).catch((e) => e);
    expect(refused).toBeInstanceOf(S3RequestFailed);
    expect(refused.message).toBe('S3 PutObject failed: HTTP 403 InvalidAccessKeyId');
    expect(refused.message + refused.stack).not.toMatch(/a-secret-nobody-may-log|127\.0\.0\.1/);
  });

  it('reaches the intake as a storage failure (a 500), never as the client’s 400', async () => {
    const refusing = new S3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'NOT-S3RVER',
      secretAccessKey: S3_TEST_CREDENTIALS.secretAccessKey,
    });
    const refused = await new FileIntake(refusing)
      .store('images/refused', Readable.from([Buffer.from('x')]))
      .catch((e) => e);
    expect(refused).toBeInstanceOf(S3RequestFailed);
    expect(refused).toMatchObject({ operation: 'PutObject', status: 403 });
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const noBucket = new S3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
    });
    const refused = await noBucket.read('images/x').catch((e) => e);
    expect(refused).toBeInstanceOf(S3RequestFailed);
    expect(refused).toMatchObject({ operation: 'GetObject', status: 404, code: 'NoSuchBucket' });
  });
});
