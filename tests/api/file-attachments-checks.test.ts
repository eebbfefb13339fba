import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, FILE_TEXT } from '../../contract/file-attachments-text';
import { zFileResignResponse, zUploadFileResponse } from '../../contract/file-attachments';
import { fileWorld, SAMPLES } from './file-attachments-world';

/**
 * What the server checks of the bytes themselves (issue 16): 52428800 bytes accepted and one more
 * refused (from Content-Length and while streaming), the declared content type, the content
 * sniffed against the extension, and POST /upload_file taking images only.
 */
const f = fileWorld();
const { world } = f;

/** 50 MB of text, made once (no NUL: it sniffs as text). */
const FIFTY_MB = Buffer.alloc(FILE_MAX_BYTES, 'a');

async function record(name: string, mime: string, size: number) {
  const response = await f.create(world.org.admin, {
    file_name: name,
    mime_type: mime,
    file_size_bytes: size,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data as { id: number; upload_url: string };
}

describe('the 50 MB limit', () => {
  it('accepts 52428800 bytes and serves them back whole', async () => {
    const { id, upload_url } = await record('big.txt', 'text/plain', FILE_MAX_BYTES);
    const put = await f.put(upload_url, FIFTY_MB, 'text/plain');
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.file_size_bytes).toBe(FILE_MAX_BYTES);
    await f.as(world.org.admin, 'PATCH', `/file_attachments/${id}`, { upload_state: 'success' });
    const link = await f.downloadUrl(world.org.admin, id);
    const { response, bytes } = await f.fetchBytes(link.body.data.download_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(FILE_MAX_BYTES));
    expect(bytes.equals(FIFTY_MB)).toBe(true);
  });

  it('refuses 52428801 bytes by Content-Length and while streaming, keeping nothing', async () => {
    const { id, upload_url } = await record('big.txt', 'text/plain', FILE_MAX_BYTES);
    const oneMore = Buffer.concat([FIFTY_MB, Buffer.from('a')]);
    const byLength = await f.put(upload_url, oneMore, 'text/plain');
    expect(byLength.status).toBe(413);
    expect(byLength.body).toEqual({ status_code: 413, message: FILE_TEXT.tooLarge });
    const streamed = await f.putChunked(upload_url, oneMore, 'text/plain');
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe(FILE_TEXT.tooLarge);
    const success = await f.as(world.org.admin, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'success',
    });
    expect(success.status).toBe(409);
    expect(success.body.message).toBe(FILE_TEXT.notUploaded);
    // The link still takes the right bytes afterwards.
    expect((await f.putChunked(upload_url, FIFTY_MB, 'text/plain')).status).toBe(200);
  });

  it('refuses bytes of another size than the record says', async () => {
    const { upload_url } = await record('notes.txt', 'text/plain', SAMPLES.txt.length + 1);
    const put = await f.put(upload_url, SAMPLES.txt, 'text/plain');
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(FILE_TEXT.sizeMismatch);
  });
});

describe('the bytes must be what the record says', () => {
  it('refuses a PDF renamed .png, and removes what was written', async () => {
    const { id, upload_url } = await record('photo.png', 'image/png', SAMPLES.pdf.length);
    const put = await f.put(upload_url, SAMPLES.pdf, 'image/png');
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ status_code: 400, message: FILE_TEXT.contentMismatch });
    const row = await world.server.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_stored).toBe(0);
    const folder = join(
      world.server.config.filesDir,
      'attachments',
      String(world.org.orgId),
      String(id),
    );
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('keeps the bytes of one of two uploads racing to the same link, whole', async () => {
    const { id, upload_url } = await record('notes.txt', 'text/plain', SAMPLES.txt.length);
    const [first, second] = await Promise.all([
      f.put(upload_url, SAMPLES.txt, 'text/plain'),
      f.put(upload_url, SAMPLES.txt, 'text/plain'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    await f.as(world.org.admin, 'PATCH', `/file_attachments/${id}`, { upload_state: 'success' });
    const link = await f.downloadUrl(world.org.admin, id);
    expect((await f.fetchBytes(link.body.data.download_url)).bytes.equals(SAMPLES.txt)).toBe(true);
    const folder = join(
      world.server.config.filesDir,
      'attachments',
      String(world.org.orgId),
      String(id),
    );
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it.each([
    ['a PNG named .pdf', 'scan.pdf', 'application/pdf', SAMPLES.png],
    ['a PNG named .txt', 'notes.txt', 'text/plain', SAMPLES.png],
    ['a PDF named .csv', 'hours.csv', 'text/csv', SAMPLES.pdf],
    ['text named .doc', 'letter.doc', 'application/msword', SAMPLES.txt],
    [
      'text named .xlsx',
      'sheet.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      SAMPLES.txt,
    ],
    ['a JPEG named .png', 'photo.png', 'image/png', SAMPLES.jpg],
    ['text with a NUL named .txt', 'notes.txt', 'text/plain', Buffer.from('a\u0000b')],
    [
      'a Word file named .xlsx',
      'sheet.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      SAMPLES.docx,
    ],
    [
      'a plain zip named .docx',
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      SAMPLES.zip,
    ],
    [
      'a compound file named .docx',
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      SAMPLES.cfb,
    ],
  ])('refuses %s', async (_label, name, mime, bytes) => {
    const { upload_url } = await record(name, mime, bytes.length);
    const put = await f.put(upload_url, bytes, mime);
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(FILE_TEXT.contentMismatch);
  });

  it.each([
    ['a PNG', 'photo.PNG', 'image/png', SAMPLES.png],
    ['a JPEG named .jpg', 'photo.jpg', 'image/jpeg', SAMPLES.jpg],
    ['a JPEG named .jpeg', 'photo.jpeg', 'image/jpeg', SAMPLES.jpg],
    ['a PDF', 'plan.pdf', 'application/pdf', SAMPLES.pdf],
    ['text', 'notes.txt', 'text/plain', SAMPLES.txt],
    ['a CSV', 'hours.csv', 'text/csv', SAMPLES.csv],
    ['an RTF', 'letter.rtf', 'application/rtf', SAMPLES.rtf],
    [
      'a Word file',
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      SAMPLES.docx,
    ],
    [
      'an Excel file',
      'sheet.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      SAMPLES.xlsx,
    ],
    ['a Word 97 file', 'letter.doc', 'application/msword', SAMPLES.cfb],
    ['an Excel 97 file', 'sheet.xls', 'application/vnd.ms-excel', SAMPLES.cfb],
  ])('accepts %s', async (_label, name, mime, bytes) => {
    const { upload_url } = await record(name, mime, bytes.length);
    const put = await f.put(upload_url, bytes, mime);
    expect(put.status, put.text).toBe(200);
  });

  it('refuses a Content-Type other than the record’s', async () => {
    const { upload_url } = await record('plan.pdf', 'application/pdf', SAMPLES.pdf.length);
    for (const type of ['application/octet-stream', 'image/png', 'application/json']) {
      const put = await f.put(upload_url, SAMPLES.pdf, type);
      expect(put.status, type).toBe(415);
      expect(put.body).toEqual({ status_code: 415, message: FILE_TEXT.contentTypeMismatch });
    }
    const withCharset = await f.put(upload_url, SAMPLES.pdf, 'Application/PDF; charset=binary');
    expect(withCharset.status, withCharset.text).toBe(200);
  });

  it('refuses an expired or tampered upload link', async () => {
    const { upload_url } = await record('plan.pdf', 'application/pdf', SAMPLES.pdf.length);
    const tampered = await f.put(`${upload_url.slice(0, -2)}xx`, SAMPLES.pdf, 'application/pdf');
    expect(tampered.status).toBe(403);
    expect(tampered.body.message).toBe(FILE_TEXT.uploadLinkInvalid);
    const past = upload_url.replace(/\.(\d+)\./, '.1000.');
    const moved = await f.put(past, SAMPLES.pdf, 'application/pdf');
    expect(moved.status).toBe(403);
  });
});

describe('POST /upload_file', () => {
  const uploadForm = (name: string, mime: string, bytes: Uint8Array, field = 'file') =>
    f.postImage(world.org.workers[0]!, { name, mime, bytes }, field);

  it('stores an image and answers a stable link that opens only once signed in its organisation', async () => {
    const response = await uploadForm('Clock in.jpg', 'image/jpeg', SAMPLES.jpg);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = zUploadFileResponse.parse(response.body);
    expect(url).toMatch(/^\/v1\/files\/i[0-9a-f]{32}$/);
    expect((await f.fetchBytes(url)).response.status).toBe(403);

    const signed = await f.as(world.org.admin, 'POST', '/file_attachments/download', {
      existing_s3_url: url,
    });
    expect(signed.status, signed.text).toBe(200);
    const { response: file, bytes } = await f.fetchBytes(
      zFileResignResponse.parse(signed.body).data.signed_s3_url,
    );
    expect(file.status).toBe(200);
    expect(bytes.equals(SAMPLES.jpg)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''Clock%20in.jpg`);

    const elsewhere = await f.as(
      world.other.admin,
      'POST',
      '/file_attachments/download',
      { existing_s3_url: url },
      world.other,
    );
    expect(elsewhere.status).toBe(404);
  });

  it.each([
    ['a PDF', 'plan.pdf', 'application/pdf', SAMPLES.pdf, FILE_TEXT.imageOnly],
    ['a PDF named .png', 'photo.png', 'image/png', SAMPLES.pdf, FILE_TEXT.imageOnly],
    ['text named .jpg', 'photo.jpg', 'image/jpeg', SAMPLES.txt, FILE_TEXT.imageOnly],
    ['a PNG declared as JPEG', 'photo.png', 'image/jpeg', SAMPLES.png, FILE_TEXT.mimeMismatch],
  ])('refuses %s', async (_label, name, type, bytes, message) => {
    const response = await uploadForm(name, type, bytes);
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ file: [message] });
  });

  it('refuses an image of 52428801 bytes while it streams', async () => {
    const big = Buffer.concat([
      SAMPLES.png,
      FIFTY_MB.subarray(0, FILE_MAX_BYTES + 1 - SAMPLES.png.length),
    ]);
    const response = await uploadForm('photo.png', 'image/png', big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ status_code: 413, message: FILE_TEXT.tooLarge });
  });

  it('asks for the file field', async () => {
    const response = await uploadForm('photo.png', 'image/png', SAMPLES.png, 'photo');
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ file: [FILE_TEXT.imageMissing] });
    const json = await f.as(world.org.admin, 'POST', '/v1/upload_file', { file: 'x' });
    expect(json.status).toBe(400);
  });
});
