import { describe, expect, it, vi } from 'vitest';
import { readTokens, TOKENS_KEY } from '../session/token-store';
import { ApiError, errorText } from './api-error';
import { request, requestBlob } from './client';
import { readResponseLog } from './response-log';
import { json, navigator, replies, signIn, installClientTestBench } from './client-test-bench';

installClientTestBench();

describe('request: error statuses', () => {
  it('rejects with ApiError carrying the status and the error body', async () => {
    signIn();
    const body = {
      status_code: 422,
      message: 'Nope',
      messages: ['a', 'b'],
      field_hints: { name: ['Too short'] },
      error_code: 42,
    };
    replies.push(json(body, 422));
    const error = await request('me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body, message: 'Nope', silent: false });
  });

  it("uses the default message 'API error' when the body has none", async () => {
    signIn();
    replies.push(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await request('me').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toEqual({ status_code: 502, message: 'API error' });
    expect(error.message).toBe('API error');
  });

  it('on 401 clears the session and goes to /login with the encoded current path and expired=true', async () => {
    signIn();
    replies.push(json({ status_code: 401, message: 'Unauthorized' }, 401));
    await expect(request('me')).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(navigator.navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Forg%2F4%2Fdashboard%3Ftab%3D1&expired=true',
      { replace: true },
    );
  });

  it('does not nest a login redirect when already on /login', async () => {
    signIn();
    navigator.path = '/login?redirect=%2Forgs&expired=true';
    replies.push(json({ status_code: 401, message: 'Unauthorized' }, 401));
    await expect(request('me')).rejects.toMatchObject({ status: 401 });
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('treats a 401 from the sign-in calls as an ordinary error', async () => {
    signIn('keep-me');
    replies.push(json({ status_code: 401, message: 'The email or password is incorrect.' }, 401));
    await expect(
      request('loginEmail', { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect.',
    });
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(readTokens()?.access_token).toBe('keep-me');
  });

  it('treats a 401 from logout as an ordinary error', async () => {
    signIn('keep-me');
    replies.push(json({ status_code: 401, message: 'Unauthorized' }, 401));
    await expect(request('logout')).rejects.toMatchObject({ status: 401 });
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(readTokens()?.access_token).toBe('keep-me');
  });

  it('on 403 to a GET goes to /error/403 with the message', async () => {
    signIn();
    replies.push(
      json({ status_code: 403, message: 'You do not have permission to do this.' }, 403),
    );
    await expect(request('org', { params: { org_id: 4 } })).rejects.toMatchObject({
      status: 403,
    });
    expect(navigator.navigate).toHaveBeenCalledWith('/error/403', {
      state: { message: 'You do not have permission to do this.' },
    });
  });

  it('leaves a 403 to the caller when redirectOn403 is false', async () => {
    signIn();
    replies.push(json({ status_code: 403, message: 'no' }, 403));
    await expect(
      request('employees', { params: { org_id: 4 }, query: { page: 1 } }, { redirectOn403: false }),
    ).rejects.toMatchObject({ status: 403 });
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('does not navigate on a 403 to a non-GET call', async () => {
    signIn();
    replies.push(json({ status_code: 403, message: 'no' }, 403));
    await expect(
      request('createOrg', { body: { name: 'Acme', country_code: 'us', company_size: '2-5' } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('silently drops network failures as status 0', async () => {
    signIn();
    const debug = vi.mocked(console.debug);
    replies.push(new TypeError('Failed to fetch'));
    const error = (await request('me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, silent: true });
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(debug).not.toHaveBeenCalled();
    expect(readResponseLog()).toHaveLength(0);
  });

  it('treats an aborted call as a silent status 0', async () => {
    signIn();
    replies.push(new DOMException('The operation was aborted.', 'AbortError'));
    const controller = new AbortController();
    controller.abort();
    await expect(request('me', undefined, { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      silent: true,
    });
  });

  it('does not report 400s and reports other errors at debug level', async () => {
    const debug = vi.mocked(console.debug);
    replies.push(json({ status_code: 400, message: 'bad' }, 400));
    await request('requestPasswordReset', { body: { email: 'a@b.co' } }).catch(() => undefined);
    expect(debug).not.toHaveBeenCalled();
    signIn();
    replies.push(json({ status_code: 500, message: 'boom', error_code: 7 }, 500));
    await request('me').catch(() => undefined);
    expect(debug).toHaveBeenCalledWith(
      '[api error]',
      expect.objectContaining({
        status: 500,
        message: 'boom',
        error_code: 7,
        url: '/v1/me',
        method: 'GET',
      }),
    );
  });
});

describe('requestBlob', () => {
  it('resolves with the body as a Blob', async () => {
    signIn();
    replies.push(new Response(new Blob(['a,b\n1,2'], { type: 'text/csv' }), { status: 200 }));
    const blob = await requestBlob('org', { params: { org_id: 4 } });
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('parses the error from the blob text', async () => {
    signIn();
    replies.push(
      new Response(
        new Blob([
          JSON.stringify({ status_code: 409, message: 'Export busy', error_code: 409000 }),
        ]),
        { status: 409 },
      ),
    );
    await expect(requestBlob('org', { params: { org_id: 4 } })).rejects.toMatchObject({
      status: 409,
      body: { status_code: 409, message: 'Export busy', error_code: 409000 },
    });
  });
});

describe('errorText', () => {
  it('joins field hints as bullet lines first', () => {
    const error = new ApiError(400, {
      message: 'Invalid',
      messages: ['m'],
      field_hints: { email: ['Email is invalid'], name: ['Too short', 'Two words'] },
    });
    expect(errorText(error)).toBe('• Email is invalid\n• Too short\n• Two words');
  });

  it('falls back to the messages list, then the message', () => {
    expect(errorText(new ApiError(409, { message: 'Conflict', messages: ['One', 'Two'] }))).toBe(
      'One\nTwo',
    );
    expect(
      errorText(new ApiError(409, { message: 'Conflict', messages: [], field_hints: {} })),
    ).toBe('Conflict');
    expect(errorText(new ApiError(500, {}))).toBe('API error');
  });

  it('reads ordinary errors and unknown values', () => {
    expect(errorText(new Error('Broken'))).toBe('Broken');
    expect(errorText('what')).toBe('Oops! Some thing wrong happened');
  });
});
