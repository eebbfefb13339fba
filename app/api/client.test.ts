import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi, type Mock } from 'vitest';
import type { z } from 'zod';
import { routes } from '../../contract/api-routes';
import { api } from '../../contract/api';
import type { zLoginResponse } from '../../contract/auth';
import type { OrgListItem } from '../../contract/orgs';
import type { zProfileResponse } from '../../contract/profile';
import { setNavigator, resetNavigator, type AppNavigator } from '../navigation/navigator';
import { resetRefreshGate, setRefresher, trackRefresh } from '../session/refresh-gate';
import { readTokens, writeTokens, TOKENS_KEY } from '../session/token-store';
import { ApiError, errorText } from './api-error';
import {
  AGENT_HEADER,
  APP_VERSION,
  BASIC_CREDENTIALS,
  fetchAllPages,
  fetchDeployedVersion,
  request,
  requestBlob,
  toQueryString,
} from './client';
import { readResponseLog, RESPONSE_LOG_LIMIT, RESPONSE_LOG_PREFIX } from './response-log';

type Call = { url: string; init: RequestInit; headers: Record<string, string> };
let calls: Call[];
let replies: Array<Response | Error | (() => Response | Promise<Response>)>;
let navigator: {
  navigate: Mock<AppNavigator['navigate']>;
  reload: Mock<AppNavigator['reload']>;
  path: string;
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function signIn(accessToken = 'access-1', refreshToken = 'refresh-1', expiresIn = 900) {
  writeTokens({ access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn });
}

const org = { id: 4 } as never;
const page = (n: number, last: number, ids: number[]) => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page: n, last_page: last, total: 7, per_page: 3, to: n * 3 },
});

beforeEach(() => {
  resetRefreshGate();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  calls = [];
  replies = [];
  navigator = { navigate: vi.fn(), reload: vi.fn(), path: '/org/4/dashboard?tab=1' };
  const nav: AppNavigator = {
    navigate: navigator.navigate,
    reload: navigator.reload,
    currentPath: () => navigator.path,
  };
  setNavigator(nav);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
      const next = replies.shift() ?? json({ data: org });
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next() : next;
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetNavigator();
  setRefresher(null);
});

describe('request: the contract', () => {
  it('sends each call with the method, path and auth of contract/api.ts', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(api).sort());
    for (const [name, route] of Object.entries(routes)) {
      const { method, path, auth } = api[name as keyof typeof api];
      expect(route, name).toEqual({ method, path, auth });
    }
  });

  it('types inputs and answers from the contract schemas', () => {
    // Checked by the type checker only: the calls below never run.
    const typesOnly = () => {
      expectTypeOf(request('me')).resolves.toEqualTypeOf<z.output<typeof zProfileResponse>>();
      expectTypeOf(
        request('loginEmail', { body: { email: 'a@b.co', password: 'x' } }),
      ).resolves.toEqualTypeOf<z.output<typeof zLoginResponse>>();
      expectTypeOf(fetchAllPages('orgs')).resolves.toEqualTypeOf<{
        data: OrgListItem[];
        total: number;
      }>();
      // @ts-expect-error path parameters are required
      void request('org');
      // @ts-expect-error the body is required
      void request('loginEmail');
      // @ts-expect-error the body follows the schema
      void request('loginEmail', { body: { email: 'a@b.co', pasword: 'x' } });
      // @ts-expect-error query fields follow the schema
      void request('orgs', { query: { serach: 'acme' } });
      // @ts-expect-error only calls of the contract exist
      void request('nope');
    };
    expect(typesOnly).toBeTypeOf('function');
  });
});

describe('request: URLs and headers', () => {
  it('prefixes /v1 and fills path parameters', async () => {
    signIn();
    await request('org', { params: { org_id: 4 } });
    expect(calls[0]!.url).toBe('/v1/orgs/4');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('encodes path parameters', async () => {
    replies.push(json({ data: {} }));
    await request('validateInvite', { params: { invite_token: 'a/b c?d=1&x' } });
    expect(calls[0]!.url).toBe('/v1/validate_invite/a%2Fb%20c%3Fd%3D1%26x');
  });

  it('sends the access token as bearer on private calls', async () => {
    signIn('access-abc');
    await request('me');
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-abc');
  });

  it('sends the refresh token as bearer on refresh calls', async () => {
    signIn('access-abc', 'refresh-xyz');
    replies.push(json({ token: 't', refresh_token: 'r', expires_in: 900 }));
    await request('refreshToken');
    expect(calls[0]!.headers.Authorization).toBe('Bearer refresh-xyz');
  });

  it('sends basic credentials of the public client id on public calls, even when signed in', async () => {
    signIn();
    replies.push(json({ message: 'ok' }));
    await request('requestPasswordReset', { body: { email: 'a@b.co' } });
    expect(calls[0]!.headers.Authorization).toBe('Basic Y3Jld2NhcmQtd2ViOg==');
    expect(BASIC_CREDENTIALS).toBe(`Basic ${btoa('crewcard-web:')}`);
  });

  it('sends the agent header and a fresh uuid trace id on every call', async () => {
    signIn();
    await request('me');
    await request('me');
    replies.push(json({ message: 'ok' }));
    await request('requestPasswordReset', { body: { email: 'a@b.co' } });
    const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const call of calls) {
      expect(call.headers['X-Agent']).toBe(AGENT_HEADER);
      expect(call.headers['X-Trace-Id']).toMatch(uuidPattern);
    }
    expect(AGENT_HEADER).toBe(`crewcard-web/${APP_VERSION}`);
    expect(new Set(calls.map((call) => call.headers['X-Trace-Id'])).size).toBe(3);
  });

  it('turns GET payload fields into query parameters, skipping empty values', async () => {
    signIn();
    replies.push(json(page(1, 1, [])));
    await request('employees', {
      params: { org_id: 4 },
      query: { page: 2, search: '', name: undefined, status: 'active', sort_by: 'display_name' },
    });
    expect(calls[0]!.url).toBe('/v1/orgs/4/employees?page=2&status=active&sort_by=display_name');
  });

  it('repeats array values and skips null in query strings', () => {
    expect(toQueryString({ ids: [1, 2], a: null, b: '', c: 0, d: false })).toBe(
      '?ids=1&ids=2&c=0&d=false',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('sends bodies as JSON', async () => {
    replies.push(json({ access_token: 'a', refresh_token: 'r', expires_in: 9 }));
    await request('loginEmail', { body: { email: 'x@y.co', password: 'secret-1' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      email: 'x@y.co',
      password: 'secret-1',
    });
  });

  it('resolves with the parsed JSON answer', async () => {
    signIn();
    replies.push(json({ data: { id: 9, name: 'Acme' } }));
    await expect(request('org', { params: { org_id: 9 } })).resolves.toEqual({
      data: { id: 9, name: 'Acme' },
    });
  });

  it('requires the params and body an endpoint declares, in its types', () => {
    // @ts-expect-error GET /orgs/{org_id} needs its org_id
    const withoutParams = () => request('org');
    // @ts-expect-error POST /login_email needs a body
    const withoutBody = () => request('loginEmail');
    expect(withoutParams).toBeTypeOf('function');
    expect(withoutBody).toBeTypeOf('function');
  });

  it('resolves with undefined for an empty answer', async () => {
    signIn();
    replies.push(new Response(null, { status: 204 }));
    await expect(request('logout')).resolves.toBeUndefined();
  });
});

describe('request: waiting for a token refresh', () => {
  it('holds private calls until the refresh in progress ends, then uses the new token', async () => {
    signIn('old-access');
    let finish!: () => void;
    trackRefresh(
      new Promise<void>((resolve) => {
        finish = () => {
          signIn('new-access', 'refresh-2');
          resolve();
        };
      }),
    );
    const pending = request('me');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    finish();
    await pending;
    expect(calls[0]!.headers.Authorization).toBe('Bearer new-access');
  });

  it('waits at most 3000 ms for a refresh that never ends', async () => {
    vi.useFakeTimers();
    signIn('old-access');
    trackRefresh(new Promise(() => undefined));
    const pending = request('me');
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBe('Bearer old-access');
  });

  it('does not hold public or refresh calls', async () => {
    signIn();
    trackRefresh(new Promise(() => undefined));
    replies.push(json({ message: 'ok' }), json({ token: 't', refresh_token: 'r', expires_in: 1 }));
    await request('requestPasswordReset', { body: { email: 'a@b.co' } });
    await request('refreshToken');
    expect(calls).toHaveLength(2);
  });

  it('renews an access token that expired before sending a private call', async () => {
    signIn('stale', 'refresh-1', -10);
    const refresher = vi.fn(() =>
      trackRefresh(Promise.resolve().then(() => signIn('renewed', 'refresh-2'))),
    );
    setRefresher(refresher);
    await request('me');
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(calls[0]!.headers.Authorization).toBe('Bearer renewed');
  });
});

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

describe('fetchAllPages', () => {
  it('requests page 1, then every remaining page, and concatenates the data', async () => {
    signIn();
    replies.push(json(page(1, 3, [1, 2, 3])), json(page(2, 3, [4, 5, 6])), json(page(3, 3, [7])));
    const result = await fetchAllPages('orgs', { query: { search: 'ac', limit: 3 } });
    expect(result).toEqual({ data: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id })), total: 7 });
    expect(calls.map((call) => call.url)).toEqual([
      '/v1/orgs?search=ac&limit=3&page=1',
      '/v1/orgs?search=ac&limit=3&page=2',
      '/v1/orgs?search=ac&limit=3&page=3',
    ]);
  });

  it('stops after page 1 when it is the last', async () => {
    signIn();
    replies.push(json(page(1, 1, [1])));
    await expect(fetchAllPages('orgs')).resolves.toEqual({ data: [{ id: 1 }], total: 7 });
    expect(calls).toHaveLength(1);
  });

  it('warns about missing pagination metadata and counts the total as 0', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replies.push(json({ data: [{ id: 1 }] }));
    await expect(fetchAllPages('orgs')).resolves.toEqual({ data: [{ id: 1 }], total: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing pagination metadata'));
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

describe('recent responses in sessionStorage', () => {
  it('keeps the last 20 responses under the api-response: prefix', async () => {
    signIn();
    for (let i = 0; i < 25; i++) replies.push(json({ data: { id: i } }));
    for (let i = 0; i < 25; i++) await request('org', { params: { org_id: i } });
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(RESPONSE_LOG_PREFIX));
    expect(keys).toHaveLength(RESPONSE_LOG_LIMIT);
    const log = readResponseLog();
    expect(log[0]!.url).toBe('/v1/orgs/5');
    expect(log[19]!.url).toBe('/v1/orgs/24');
    expect(log[19]).toMatchObject({ method: 'GET', status: 200 });
  });

  it('masks tokens and passwords in logged bodies', async () => {
    replies.push(
      json({ access_token: 'secret-access', refresh_token: 'secret-refresh', expires_in: 9 }),
    );
    await request('loginEmail', { body: { email: 'a@b.co', password: 'pw-123456' } });
    const [entry] = readResponseLog();
    expect(entry!.body).not.toContain('secret-access');
    expect(entry!.body).toContain('"access_token":"***"');
  });
});

describe('fetchDeployedVersion', () => {
  it('reads /legacy-version.json past the cache', async () => {
    replies.push(json({ version: '1.2.3' }));
    await expect(fetchDeployedVersion()).resolves.toBe('1.2.3');
    expect(calls[0]!.url).toBe('/legacy-version.json');
    expect(calls[0]!.init.cache).toBe('no-cache');
  });

  it('answers null when the file cannot be read', async () => {
    replies.push(new TypeError('offline'));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
    replies.push(new Response('nope', { status: 404 }));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
  });
});
