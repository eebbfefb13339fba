import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import { routes } from '../../contract/api-routes';
import { api } from '../../contract/api';
import type { zLoginResponse } from '../../contract/auth';
import type { OrgListItem } from '../../contract/orgs';
import type { zProfileResponse } from '../../contract/profile';
import { setRefresher, trackRefresh } from '../session/refresh-gate';
import {
  AGENT_HEADER,
  APP_VERSION,
  BASIC_CREDENTIALS,
  fetchAllPages,
  request,
  toQueryString,
} from './client';
import { calls, json, page, replies, signIn, installClientTestBench } from './client-test-bench';

installClientTestBench();

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
