import { readdirSync } from 'node:fs';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zFileAttachmentResponse,
  zFileDownloadResponse,
  zUploadFileResponse,
} from '../../contract/file-attachments';
import { FILE_MAX_BYTES, FILE_TEXT } from '../../contract/file-attachments-text';
import { StoredFileMissing } from '../../server/modules/file-attachments/storage/file-storage';
import { S3Storage } from '../../server/modules/file-attachments/storage/s3-storage';
import {
  S3_TEST_CREDENTIALS,
  startS3TestServer,
  type S3TestServer,
} from '../fixtures/s3-test-server';
import { fileWorld, SAMPLES } from './file-attachments-world';

/**
 * File attachments with FILES_STORAGE=s3: the same flow and checks as on the local disk (the
 * bytes still pass through the server), with the bytes kept in an S3-compatible bucket.
 */
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

const f = fileWorld({
  env: () => ({
    FILES_STORAGE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }),
});
const { world } = f;

/** The bucket, read directly (not through the server). */
const bucket = () =>
  new S3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    ...S3_TEST_CREDENTIALS,
  });

async function bytesInBucket(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await bucket().read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bucket's keys under a prefix (ListObjectsV2). */
async function keysUnder(prefix: string): Promise<string[]> {
  const client = new AwsClient({ ...S3_TEST_CREDENTIALS, service: 's3', region: 'us-east-1' });
  const query = new URLSearchParams({ 'list-type': '2', prefix });
  const response = await client.fetch(`${s3.endpoint}/${s3.bucket}?${query}`);
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
}

async function storageKeyOf(id: number): Promise<string> {
  const row = await world.server.db
    .selectFrom('file_attachments')
    .select('storage_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.storage_key;
}

const pdf = { name: 'Site plan.pdf', mime: 'application/pdf', bytes: SAMPLES.pdf };

describe('attachments kept in an S3-compatible bucket', () => {
  it('runs the whole flow, the bytes in the bucket and none on the disk', async () => {
    const worker = world.org.workers[0]!;
    const created = await f.create(worker, {
      file_name: pdf.name,
      mime_type: pdf.mime,
      file_size_bytes: pdf.bytes.length,
    });
    expect(created.status, created.text).toBe(200);
    const { id, upload_url } = zFileAttachmentResponse.parse(created.body).data;
    expect(upload_url).toMatch(/^\/v1\/file_uploads\//);

    const put = await f.put(upload_url!, pdf.bytes, pdf.mime);
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({ id, file_size_bytes: pdf.bytes.length });
    const done = await f.as(worker, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'success',
    });
    expect(done.status, done.text).toBe(200);

    const link = await f.downloadUrl(worker, id);
    expect(link.status, link.text).toBe(200);
    const { download_url } = zFileDownloadResponse.parse(link.body).data;
    expect(download_url).toMatch(/^\/v1\/files\//);
    const { response, bytes } = await f.fetchBytes(download_url);
    expect(response.status).toBe(200);
    expect(bytes.equals(pdf.bytes)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Site plan.pdf"; filename*=UTF-8''Site%20plan.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const key = await storageKeyOf(id);
    expect(key).toMatch(new RegExp(`^attachments/${world.org.orgId}/${id}/[0-9a-f]+$`));
    expect((await bytesInBucket(key)).equals(pdf.bytes)).toBe(true);
    expect(readdirSync(world.server.config.filesDir)).toEqual([]);
  });

  it('refuses a PDF renamed .png and leaves nothing in the bucket', async () => {
    const created = await f.create(world.org.admin, {
      file_name: 'photo.png',
      mime_type: 'image/png',
      file_size_bytes: SAMPLES.pdf.length,
    });
    const { id, upload_url } = created.body.data;
    const put = await f.put(upload_url, SAMPLES.pdf, 'image/png');
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ status_code: 400, message: FILE_TEXT.contentMismatch });
    expect(await keysUnder(`attachments/${world.org.orgId}/${id}/`)).toEqual([]);
  });

  it('refuses the 52428801st byte while it streams, and leaves nothing in the bucket', async () => {
    const created = await f.create(world.org.admin, {
      file_name: 'big.txt',
      mime_type: 'text/plain',
      file_size_bytes: FILE_MAX_BYTES,
    });
    const { id, upload_url } = created.body.data;
    const oneMore = Buffer.alloc(FILE_MAX_BYTES + 1, 'a');
    const streamed = await f.putChunked(upload_url, oneMore, 'text/plain');
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe(FILE_TEXT.tooLarge);
    expect(await keysUnder(`attachments/${world.org.orgId}/${id}/`)).toEqual([]);
  });

  it('removes the object when the attachment is deleted', async () => {
    const { id } = await f.upload(world.org.admin, pdf);
    const key = await storageKeyOf(id);
    expect(await keysUnder(`attachments/${world.org.orgId}/${id}/`)).toEqual([key]);
    const deleted = await f.as(world.org.admin, 'DELETE', `/file_attachments/${id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await keysUnder(`attachments/${world.org.orgId}/${id}/`)).toEqual([]);
    await expect(bucket().read(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('stores an image of POST /upload_file in the bucket', async () => {
    const png = { name: 'Clock in.png', mime: 'image/png', bytes: SAMPLES.png };
    const response = await f.postImage(world.org.workers[0]!, png);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = zUploadFileResponse.parse(response.body);
    const imageKey = url.replace(/^\/v1\/files\/i/, '');
    expect(await keysUnder('images/')).toContain(`images/${imageKey}`);
    expect((await bytesInBucket(`images/${imageKey}`)).equals(SAMPLES.png)).toBe(true);

    const signed = await f.as(world.org.admin, 'POST', '/file_attachments/download', {
      existing_s3_url: url,
    });
    expect(signed.status, signed.text).toBe(200);
    const served = await f.fetchBytes(signed.body.data.signed_s3_url);
    expect(served.response.status).toBe(200);
    expect(served.bytes.equals(SAMPLES.png)).toBe(true);
  });
});
