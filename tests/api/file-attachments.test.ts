import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  zFileAttachmentResponse,
  zFileDeleteResponse,
  zFileDownloadResponse,
  zFileResignResponse,
} from '../../contract/file-attachments';
import { FILE_TEXT } from '../../contract/file-attachments-text';
import { FileLinks } from '../../server/modules/file-attachments/file-links';
import { fileWorld, SAMPLES } from './file-attachments-world';

/**
 * File attachments (issue 16): the record flow (initiated → bytes → success or error), the
 * validation messages, signed download links and who may have them, deletion with and without
 * the file kept, and re-signing a link.
 */
const f = fileWorld();
const { world } = f;

const pdf = { name: 'Site plan.pdf', mime: 'application/pdf', bytes: SAMPLES.pdf };

describe('creating an attachment record', () => {
  it('answers the record in state initiated with an upload link, for any member', async () => {
    for (const user of [world.org.admin, world.org.managers[0]!, world.org.workers[0]!]) {
      const response = await f.create(user, {
        display_name: 'Site plan',
        file_name: 'Site plan.PDF',
        mime_type: 'application/pdf',
        file_size_bytes: SAMPLES.pdf.length,
      });
      expect(response.status, response.text).toBe(200);
      const { data } = zFileAttachmentResponse.parse(response.body);
      expect(data).toMatchObject({
        display_name: 'Site plan',
        file_name: 'Site plan.PDF',
        mime_type: 'application/pdf',
        file_size_bytes: SAMPLES.pdf.length,
        upload_state: 'initiated',
        upload_method: 'signed_url',
        url: `/v1/files/a${world.org.orgId}-${data.id}`,
      });
      expect(data.upload_url).toMatch(/^\/v1\/file_uploads\/a\d+-\d+\.\d+\.[\w-]+$/);
    }
  });

  it.each([
    ['an extension not allowed', { file_name: 'run.exe' }, 'file_name', FILE_TEXT.extension],
    ['no extension', { file_name: 'README' }, 'file_name', FILE_TEXT.extension],
    ['a path in the name', { file_name: '../etc/passwd.txt' }, 'file_name', FILE_TEXT.nameNoPath],
    ['a backslash path', { file_name: 'C:\\temp\\a.txt' }, 'file_name', FILE_TEXT.nameNoPath],
    ['an empty name', { file_name: '   ' }, 'file_name', FILE_TEXT.nameLength],
    [
      'a 256-character name',
      { file_name: `${'a'.repeat(252)}.txt` },
      'file_name',
      FILE_TEXT.nameLength,
    ],
    ['an empty display name', { display_name: '' }, 'display_name', FILE_TEXT.nameLength],
    ['a control character', { display_name: 'a\u0007b' }, 'display_name', FILE_TEXT.nameInvalid],
    [
      'a type the extension does not have',
      { mime_type: 'image/png' },
      'mime_type',
      FILE_TEXT.mimeMismatch,
    ],
    ['0 bytes', { file_size_bytes: 0 }, 'file_size_bytes', FILE_TEXT.empty],
    ['52428801 bytes', { file_size_bytes: 52_428_801 }, 'file_size_bytes', FILE_TEXT.tooLarge],
    ['a fraction of a byte', { file_size_bytes: 1.5 }, 'file_size_bytes', FILE_TEXT.tooLarge],
    ['another state', { upload_state: 'success' }, 'upload_state', FILE_TEXT.initiatedOnly],
  ])('refuses %s', async (_label, change, field, message) => {
    const response = await f.as(world.org.admin, 'POST', '/file_attachments', {
      upload_state: 'initiated',
      upload_method: 'signed_url',
      display_name: 'Notes',
      file_name: 'notes.txt',
      mime_type: 'text/plain',
      file_size_bytes: 10,
      ...change,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.field_hints[field]).toEqual([message]);
  });

  it('takes every allowed extension in any case, with the types browsers send', async () => {
    for (const [file_name, mime_type] of [
      ['a.PNG', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpeg'],
      ['a.doc', 'application/msword'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.rtf', 'text/rtf'],
      ['a.txt', 'text/plain'],
      ['a.pdf', 'application/pdf'],
      ['a.csv', 'application/vnd.ms-excel'],
      ['a.xls', 'application/vnd.ms-excel'],
      ['a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const response = await f.create(world.org.workers[0]!, {
        file_name,
        mime_type,
        file_size_bytes: 52_428_800,
      });
      expect(response.status, `${file_name}: ${response.text}`).toBe(200);
    }
  });
});

describe('the upload states', () => {
  it('goes initiated → success once the bytes are stored, and downloads them as they were', async () => {
    const worker = world.org.workers[0]!;
    const created = await f.create(worker, {
      file_name: 'Site plan.pdf',
      mime_type: 'application/pdf',
      file_size_bytes: SAMPLES.pdf.length,
    });
    const { id, upload_url } = created.body.data;
    const early = await f.as(worker, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'success',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(FILE_TEXT.notUploaded);
    const notYet = await f.downloadUrl(worker, id);
    expect(notYet.status).toBe(409);

    const put = await f.put(upload_url, SAMPLES.pdf, 'application/pdf');
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({ id, file_size_bytes: SAMPLES.pdf.length });
    const again = await f.put(upload_url, SAMPLES.pdf, 'application/pdf');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FILE_TEXT.alreadyUploaded);

    const done = await f.as(worker, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'success',
    });
    expect(done.status, done.text).toBe(200);
    expect(zFileAttachmentResponse.parse(done.body).data).toMatchObject({
      upload_state: 'success',
      upload_url: null,
    });
    const late = await f.as(worker, 'PATCH', `/file_attachments/${id}`, { upload_state: 'error' });
    expect(late.status).toBe(409);

    const link = await f.downloadUrl(worker, id);
    expect(link.status, link.text).toBe(200);
    const { data } = zFileDownloadResponse.parse(link.body);
    const now = Math.floor(Date.now() / 1000);
    expect(data.download_expires_at_unix).toBeGreaterThanOrEqual(now + 15 * 60 - 5);
    expect(data.download_expires_at_unix).toBeLessThanOrEqual(now + 15 * 60 + 5);
    const { response, bytes } = await f.fetchBytes(data.download_url);
    expect(response.status).toBe(200);
    expect(bytes.equals(SAMPLES.pdf)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Site plan.pdf"; filename*=UTF-8''Site%20plan.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
  });

  it('goes initiated → error, removing the bytes sent, and never to success after', async () => {
    const admin = world.org.admin;
    const created = await f.create(admin, {
      file_name: 'notes.txt',
      mime_type: 'text/plain',
      file_size_bytes: SAMPLES.txt.length,
    });
    const { id, upload_url } = created.body.data;
    expect((await f.put(upload_url, SAMPLES.txt, 'text/plain')).status).toBe(200);
    const failed = await f.as(admin, 'PATCH', `/file_attachments/${id}`, { upload_state: 'error' });
    expect(failed.status, failed.text).toBe(200);
    expect(failed.body.data.upload_state).toBe('error');
    const row = await world.server.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_stored).toBe(0);
    const success = await f.as(admin, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'success',
    });
    expect(success.status).toBe(409);
    expect(success.body.message).toBe(FILE_TEXT.uploadFailedBefore);
    const put = await f.put(upload_url, SAMPLES.txt, 'text/plain');
    expect(put.status).toBe(409);
    const bad = await f.as(admin, 'PATCH', `/file_attachments/${id}`, {
      upload_state: 'initiated',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field_hints.upload_state).toEqual([FILE_TEXT.patchStates]);
  });

  it('lets only the uploader or an administrator mark an upload', async () => {
    const created = await f.create(world.org.workers[0]!, {
      file_name: 'notes.txt',
      mime_type: 'text/plain',
      file_size_bytes: SAMPLES.txt.length,
    });
    const path = `/file_attachments/${created.body.data.id}`;
    for (const user of [world.org.workers[1]!, world.org.managers[0]!]) {
      const response = await f.as(user, 'PATCH', path, { upload_state: 'error' });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
    expect((await f.as(world.org.admin, 'PATCH', path, { upload_state: 'error' })).status).toBe(
      200,
    );
  });
});

describe('download links', () => {
  it('bounds a custom expiry and says so outside it', async () => {
    const { id } = await f.upload(world.org.admin, pdf);
    const custom = await f.downloadUrl(world.org.admin, id, '?fa_url_custom_expiry_secs=120');
    expect(custom.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect(custom.body.data.download_expires_at_unix).toBeLessThanOrEqual(now + 125);
    for (const value of ['59', '604801', 'soon']) {
      const response = await f.downloadUrl(
        world.org.admin,
        id,
        `?fa_url_custom_expiry_secs=${value}`,
      );
      expect(response.status, value).toBe(400);
      expect(response.body.field_hints.fa_url_custom_expiry_secs).toEqual([FILE_TEXT.expiryRange]);
    }
  });

  it('refuses a worker another worker’s attachment, and a manager too; an administrator may', async () => {
    const { id } = await f.upload(world.org.workers[0]!, pdf);
    for (const user of [world.org.workers[1]!, world.org.managers[0]!]) {
      const response = await f.downloadUrl(user, id);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
    expect((await f.downloadUrl(world.org.admin, id)).status).toBe(200);
    expect((await f.downloadUrl(world.org.workers[0]!, id)).status).toBe(200);
  });

  it('refuses another organisation’s attachment by id and by link', async () => {
    const theirs = await f.upload(world.other.admin, pdf, world.other);
    const byId = await f.downloadUrl(world.org.admin, theirs.id);
    expect(byId.status).toBe(404);
    expect(byId.body.message).toBe(FILE_TEXT.notFound);
    const notMember = await f.downloadUrl(world.org.admin, theirs.id, '', world.other);
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe(MESSAGES.notOrgMember);

    // A link signed for (org A, their id) names no file: the file is looked up by both.
    const links = new FileLinks(world.server.config.appSecret);
    const forged = links.downloadUrl(
      { kind: 'attachment', orgId: world.org.orgId, attachmentId: theirs.id },
      Math.floor(Date.now() / 1000) + 600,
    );
    const { response } = await f.fetchBytes(forged);
    expect(response.status).toBe(404);
    // Re-signing their stable link through A answers nothing.
    const resign = await f.as(world.org.admin, 'POST', '/file_attachments/download', {
      existing_s3_url: theirs.url,
    });
    expect(resign.status).toBe(404);
  });

  it('refuses an expired link (410) and a tampered one (403) in the spec’s error shape', async () => {
    const { id } = await f.upload(world.org.admin, pdf);
    const links = new FileLinks(world.server.config.appSecret);
    const subject = { kind: 'attachment', orgId: world.org.orgId, attachmentId: id } as const;
    const expired = await f.fetchBytes(
      links.downloadUrl(subject, Math.floor(Date.now() / 1000) - 1),
    );
    expect(expired.response.status).toBe(410);
    expect(JSON.parse(expired.bytes.toString())).toEqual({
      status_code: 410,
      message: FILE_TEXT.downloadLinkExpired,
    });
    const good = (await f.downloadUrl(world.org.admin, id)).body.data.download_url as string;
    const tampered = [
      good.replace(`-${id}.`, `-${id + 1}.`),
      good.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 3600}.`),
      `${good.slice(0, -2)}xx`,
      good.replace('/v1/files/', '/v1/files/x'),
      // An upload link is no download link.
      links
        .uploadUrl(subject, Math.floor(Date.now() / 1000) + 600)
        .replace('file_uploads', 'files'),
    ];
    for (const url of tampered) {
      const { response, bytes } = await f.fetchBytes(url);
      expect(response.status, url).toBe(403);
      expect(JSON.parse(bytes.toString())).toEqual({
        status_code: 403,
        message: FILE_TEXT.downloadLinkInvalid,
      });
    }
    const stable = await f.fetchBytes(`/v1/files/a${world.org.orgId}-${id}`);
    expect(stable.response.status).toBe(403);
    expect(JSON.parse(stable.bytes.toString()).message).toBe(FILE_TEXT.needsSigning);
  });

  it('re-signs a link this server gave for any member of the organisation, and no other', async () => {
    const { id, url } = await f.upload(world.org.workers[0]!, pdf);
    const old = (await f.downloadUrl(world.org.admin, id)).body.data.download_url as string;
    for (const existing of [url, old, `http://crewcard.test${url}`]) {
      const response = await f.as(world.org.workers[1]!, 'POST', '/file_attachments/download', {
        existing_s3_url: existing,
      });
      expect(response.status, response.text).toBe(200);
      const { data } = zFileResignResponse.parse(response.body);
      const { response: file, bytes } = await f.fetchBytes(data.signed_s3_url);
      expect(file.status).toBe(200);
      expect(bytes.equals(SAMPLES.pdf)).toBe(true);
    }
    for (const existing of ['https://example.com/a.pdf', '/v1/files/zzz', 'not a url']) {
      const response = await f.as(world.org.admin, 'POST', '/file_attachments/download', {
        existing_s3_url: existing,
      });
      expect(response.status, existing).toBe(400);
      expect(response.body.field_hints.existing_s3_url).toEqual([FILE_TEXT.notOurUrl]);
    }
  });
});

describe('deleting an attachment', () => {
  it('removes the record and its bytes; links to it answer 404', async () => {
    const { id } = await f.upload(world.org.workers[0]!, pdf);
    const link = (await f.downloadUrl(world.org.workers[0]!, id)).body.data.download_url as string;
    const other = await f.as(world.org.workers[1]!, 'DELETE', `/file_attachments/${id}`);
    expect(other.status).toBe(403);
    const response = await f.as(world.org.workers[0]!, 'DELETE', `/file_attachments/${id}`);
    expect(response.status, response.text).toBe(200);
    expect(zFileDeleteResponse.parse(response.body).data).toEqual({ id });
    expect((await f.fetchBytes(link)).response.status).toBe(404);
    expect((await f.downloadUrl(world.org.workers[0]!, id)).status).toBe(404);
    expect((await f.as(world.org.admin, 'DELETE', `/file_attachments/${id}`)).status).toBe(404);
    const row = await world.server.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at_unix).not.toBeNull();
    expect(row.is_stored).toBe(0);
    expect(existsSync(join(world.server.config.filesDir, row.storage_key))).toBe(false);
  });

  it('keeps the bytes with retain_file=true (the record is still gone)', async () => {
    const { id } = await f.upload(world.org.admin, pdf);
    const response = await f.as(
      world.org.admin,
      'DELETE',
      `/file_attachments/${id}?retain_file=true`,
    );
    expect(response.status, response.text).toBe(200);
    const row = await world.server.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at_unix).not.toBeNull();
    expect(row.is_stored).toBe(1);
    expect(row.storage_key).not.toBe('');
    expect(existsSync(join(world.server.config.filesDir, row.storage_key))).toBe(true);
    expect((await f.downloadUrl(world.org.admin, id)).status).toBe(404);
    const bad = await f.as(world.org.admin, 'DELETE', `/file_attachments/${id}?retain_file=maybe`);
    expect(bad.status).toBe(400);
  });
});
