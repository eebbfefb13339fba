import { crc32 } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

/** A zip archive of stored (uncompressed) entries: the container of .docx and .xlsx files. */
function zip(entries: Array<[name: string, text: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ooxml = (mainType: string, part: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
    ],
    [part, '<x/>'],
  ]);

/** A compound file (Word and Excel 97): its header, then empty sectors. */
const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]);

/** Small real files of each kind the attachment tests send. */
export const SAMPLES = {
  docx: ooxml(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'word/document.xml',
  ),
  xlsx: ooxml(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    'xl/workbook.xml',
  ),
  zip: zip([['notes.txt', 'not an office file']]),
  cfb: compoundFile,
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64, 1),
    Buffer.from('ffd9', 'hex'),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
  txt: Buffer.from('Pour the slab on Tuesday.\nBring the level.\n'),
  csv: Buffer.from('name,hours\nWren,8\n'),
  rtf: Buffer.from('{\\rtf1\\ansi Site notes}'),
} as const;

export type AttachmentInput = {
  display_name?: string;
  file_name: string;
  mime_type: string;
  file_size_bytes: number;
};

/** A file to upload: its name, content type and bytes. */
export type UploadedFile = { name: string; mime: string; bytes: Uint8Array };

/**
 * The attachment flow for other tests' worlds: record, bytes, success, through `call` (a
 * signed-in person's request to a path under /v1); answers the attachment.
 */
export async function uploadThrough(
  server: TestServer,
  call: (method: string, path: string, body?: unknown) => Promise<ApiResponse<any>>, // eslint-disable-line @typescript-eslint/no-explicit-any
  orgId: number,
  file: UploadedFile,
): Promise<{ id: number; url: string }> {
  const created = await call('POST', `/orgs/${orgId}/file_attachments`, {
    upload_state: 'initiated',
    upload_method: 'signed_url',
    display_name: file.name,
    file_name: file.name,
    mime_type: file.mime,
    file_size_bytes: file.bytes.length,
  });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  const sent = await server.call('PUT', created.body.data.upload_url, {
    rawBody: file.bytes,
    headers: { 'content-type': file.mime },
  });
  if (sent.status !== 200) throw new Error(`put: ${sent.status} ${sent.text}`);
  const done = await call('PATCH', `/orgs/${orgId}/file_attachments/${created.body.data.id}`, {
    upload_state: 'success',
  });
  if (done.status !== 200) throw new Error(`patch: ${done.status} ${done.text}`);
  return done.body.data;
}

/**
 * One server per test file with two organisations (`org` under test, `other`), and the calls of
 * the attachment flow as a fixture person (signed in once). `env` is read when the server starts
 * (after the file's earlier beforeAll hooks), for settings only known then, such as a port.
 */
export function fileWorld(options: { env?: () => Record<string, string> } = {}) {
  const world = {} as { server: TestServer; org: OrgFixture; other: OrgFixture };
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    world.server = await startTestServer({ env: options.env?.() ?? {} });
    world.org = await world.server.fixtures.org({ name: 'Files Co', managers: 1, workers: 2 });
    world.other = await world.server.fixtures.org({ name: 'Other Co', managers: 1, workers: 1 });
  });
  afterAll(async () => world.server?.close());

  async function tokenOf(user: FixtureUser): Promise<string> {
    let token = tokens.get(user.email);
    if (!token) {
      token = (await world.server.signIn(user.email)).access_token;
      tokens.set(user.email, token);
    }
    return token;
  }

  /** A call under /v1/orgs/{org} (or any /v1 path when it starts with /v1). */
  async function as(
    user: FixtureUser,
    method: string,
    path: string,
    body?: unknown,
    org: OrgFixture = world.org,
    // Bodies are read loosely, as the harness's calls are; tests parse them where shape matters.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<ApiResponse<any>> {
    const url = path.startsWith('/v1') ? path : `/v1/orgs/${org.orgId}${path}`;
    return world.server.call(method, url, { token: await tokenOf(user), body });
  }

  async function create(user: FixtureUser, input: AttachmentInput, org = world.org) {
    return as(
      user,
      'POST',
      '/file_attachments',
      {
        upload_state: 'initiated',
        upload_method: 'signed_url',
        display_name: input.file_name,
        ...input,
      },
      org,
    );
  }

  /** PUT bytes to an upload link (a path on the server). */
  async function put(uploadUrl: string, bytes: Uint8Array, contentType: string) {
    return world.server.call('PUT', uploadUrl, {
      rawBody: bytes,
      headers: { 'content-type': contentType },
    });
  }

  /** A chunked PUT (no Content-Length), so only the streaming count can stop it. */
  async function putChunked(uploadUrl: string, bytes: Buffer, contentType: string) {
    const chunk = 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk)
          controller.enqueue(bytes.subarray(at, at + chunk));
        controller.close();
      },
    });
    const response = await fetch(`${world.server.url}${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  /** The whole flow: record, bytes, success; answers the attachment. */
  async function upload(
    user: FixtureUser,
    file: { name: string; mime: string; bytes: Uint8Array },
    org = world.org,
  ): Promise<{ id: number; url: string }> {
    return uploadThrough(
      world.server,
      (method, path, body) => as(user, method, `/v1${path}`, body),
      org.orgId,
      file,
    );
  }

  /** A signed download link of an attachment, as `user`. */
  async function downloadUrl(user: FixtureUser, id: number, query = '', org = world.org) {
    return as(user, 'GET', `/file_attachments/${id}/download${query}`, undefined, org);
  }

  /** POST /upload_file: one multipart part (`file` unless told) as `user`. */
  async function postImage(
    user: FixtureUser,
    file: UploadedFile,
    field = 'file',
  ): Promise<{ status: number; body: Record<string, never> }> {
    const form = new FormData();
    form.append(field, new Blob([Buffer.from(file.bytes)], { type: file.mime }), file.name);
    const response = await fetch(`${world.server.url}/v1/upload_file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, never> };
  }

  /** GET a link's bytes, exactly as sent. */
  async function fetchBytes(url: string) {
    const response = await fetch(`${world.server.url}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  return {
    world,
    as,
    create,
    put,
    putChunked,
    upload,
    downloadUrl,
    postImage,
    fetchBytes,
    tokenOf,
  };
}
