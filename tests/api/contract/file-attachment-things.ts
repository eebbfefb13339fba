import type { TestServer } from '../harness';
import { multipartForm } from '../multipart-form';

/** A valid record of the attachment flow (the generator can not guess a real extension). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
export const PDF_RECORD = {
  upload_state: 'initiated',
  upload_method: 'signed_url',
  display_name: 'Fuzz plan',
  file_name: 'fuzz-plan.pdf',
  mime_type: 'application/pdf',
  file_size_bytes: PDF_BYTES.length,
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /upload_file's body: a multipart form with one PNG in the field `file`. */
export function imageForm(): { body: Uint8Array; contentType: string } {
  return multipartForm({}, { name: 'fuzz.png', type: 'image/png', bytes: PNG });
}

/** POST /kiosk/photo's body: a PIN, then one PNG. */
export function kioskPhotoForm(): { body: Uint8Array; contentType: string } {
  return multipartForm({ pin: '0000' }, { name: 'fuzz.png', type: 'image/png', bytes: PNG });
}

const tokens = new Map<string, string>();

/**
 * An attachment uploaded by `user` in the organisation (created, its bytes PUT, marked success),
 * answering its id: an attachment is its uploader's to change, delete and download.
 */
export async function uploadedAttachment(
  server: TestServer,
  user: { email: string },
  orgId: number,
): Promise<number> {
  const call = async (method: string, path: string, body?: unknown) => {
    let token = tokens.get(user.email);
    let response = token ? await server.call(method, path, { token, body }) : null;
    if (!response || response.status === 401) {
      token = (await server.signIn(user.email)).access_token;
      tokens.set(user.email, token);
      response = await server.call(method, path, { token, body });
    }
    if (response.status !== 200)
      throw new Error(
        `Setting up an attachment: ${method} ${path}: ${response.status} ${response.text}`,
      );
    return response.body as { data: { id: number; upload_url: string } };
  };
  const { data } = await call('POST', `/v1/orgs/${orgId}/file_attachments`, PDF_RECORD);
  const put = await server.call('PUT', data.upload_url, {
    rawBody: PDF_BYTES,
    headers: { 'content-type': 'application/pdf' },
  });
  if (put.status !== 200) throw new Error(`Uploading an attachment: ${put.status} ${put.text}`);
  await call('PATCH', `/v1/orgs/${orgId}/file_attachments/${data.id}`, { upload_state: 'success' });
  return data.id;
}
