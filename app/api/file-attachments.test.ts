import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { calls, installClientTestBench, json, replies, signIn } from './client-test-bench';
import { fileAttachmentDownloadUrl, uploadFileAttachment } from './file-attachments';

installClientTestBench();

const attachment = (state: string, uploadUrl: string | null = '/v1/file_uploads/a4-9.1.sig') => ({
  data: {
    id: 9,
    display_name: 'plan.pdf',
    file_name: 'plan.pdf',
    mime_type: 'application/pdf',
    file_size_bytes: 5,
    upload_state: state,
    upload_method: 'signed_url',
    upload_url: uploadUrl,
    url: '/v1/files/a4-9',
    created_at_unix: 1,
  },
});

const pdf = () => new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' });

describe('uploadFileAttachment', () => {
  it('creates the record, PUTs the bytes to its link with its type, then marks it success', async () => {
    signIn();
    replies.push(
      json(attachment('initiated')),
      json({ data: { id: 9 } }),
      json(attachment('success', null)),
    );
    const result = await uploadFileAttachment(4, pdf());
    expect(result).toMatchObject({ id: 9, upload_state: 'success' });

    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /v1/orgs/4/file_attachments',
      'PUT /v1/file_uploads/a4-9.1.sig',
      'PATCH /v1/orgs/4/file_attachments/9',
    ]);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      upload_state: 'initiated',
      upload_method: 'signed_url',
      display_name: 'plan.pdf',
      file_name: 'plan.pdf',
      mime_type: 'application/pdf',
      file_size_bytes: 5,
    });
    expect(calls[1]!.headers['Content-Type']).toBe('application/pdf');
    // The link is the credential: no session token goes with the bytes.
    expect(calls[1]!.headers.Authorization).toBeUndefined();
    expect(calls[1]!.init.body).toBeInstanceOf(File);
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual({ upload_state: 'success' });
  });

  it('declares the extension’s type when the browser gives none', async () => {
    signIn();
    replies.push(json(attachment('initiated')), json({}), json(attachment('success')));
    await uploadFileAttachment(4, new File(['a,b'], 'hours.CSV', { type: '' }));
    expect(JSON.parse(calls[0]!.init.body as string).mime_type).toBe('text/csv');
  });

  it('marks the record error when the PUT is refused, and throws the server’s words', async () => {
    signIn();
    replies.push(
      json(attachment('initiated')),
      json({ status_code: 400, message: 'The file’s content does not match its extension.' }, 400),
      json(attachment('error', null)),
    );
    const error = await uploadFileAttachment(4, pdf()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('The file’s content does not match its extension.');
    expect(calls.map((call) => call.init.method)).toEqual(['POST', 'PUT', 'PATCH']);
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual({ upload_state: 'error' });
  });

  it('marks the record error when the connection drops, with a silent error', async () => {
    signIn();
    replies.push(json(attachment('initiated')), new TypeError('Failed to fetch'), json({}));
    const error = await uploadFileAttachment(4, pdf()).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).silent).toBe(true);
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual({ upload_state: 'error' });
  });

  it('reports progress from the upload, ending at 100', async () => {
    signIn();
    const sent: Array<() => void> = [];
    class FakeXhr {
      status = 200;
      responseText = '{}';
      upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      headers: Record<string, string> = {};
      open = vi.fn();
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {
        this.onabort?.();
      }
      send() {
        sent.push(() => {
          this.upload.onprogress?.({ loaded: 2, total: 5 });
          this.upload.onprogress?.({ loaded: 5, total: 5 });
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    replies.push(json(attachment('initiated')), json(attachment('success')));
    const progress: number[] = [];
    const done = uploadFileAttachment(4, pdf(), {
      onProgress: (percent) => progress.push(percent),
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!();
    await done;
    expect(progress).toEqual([0, 40, 100, 100]);
    // Through the fake transport, so only the record calls went through fetch.
    expect(calls.map((call) => call.init.method)).toEqual(['POST', 'PATCH']);
  });
});

describe('fileAttachmentDownloadUrl', () => {
  it('asks for a signed link, with a custom expiry when given', async () => {
    signIn();
    const link = { download_url: '/v1/files/a4-9.99.sig', download_expires_at_unix: 99 };
    replies.push(json({ data: link }), json({ data: link }));
    expect(await fileAttachmentDownloadUrl(4, 9)).toEqual(link);
    await fileAttachmentDownloadUrl(4, 9, { expirySeconds: 3600 });
    expect(calls.map((call) => call.url)).toEqual([
      '/v1/orgs/4/file_attachments/9/download',
      '/v1/orgs/4/file_attachments/9/download?fa_url_custom_expiry_secs=3600',
    ]);
  });
});
