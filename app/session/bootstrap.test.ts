import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { resetNavigator } from '../navigation/navigator';
import { appStore, INITIAL_APP_STATE } from '../state/app-store';
import { jsonResponse, makeEmployee, makeJwt, makeProfile } from '../test-support/fixtures';
import { on, spyNavigator, stubFetch, type SpyNavigator } from '../test-support/stubs';
import { bootstrapSession, decideBootstrap } from './bootstrap';
import { PROFILE_CACHE_PREFIX, writeCachedProfile } from './profile-cache';
import { cancelProactiveRefresh } from './refresh';
import { resetRefreshGate, trackRefresh } from './refresh-gate';
import { SELECTED_ORG_KEY } from './selected-org';
import { hadPriorSession, readTokens, TOKENS_KEY, writeTokens } from './token-store';

const now = 1_700_000_000_000;
const jwt = makeJwt({ sub: '42', typ: 'access' });
const profile = makeProfile([makeEmployee(7, 3), makeEmployee(9, 1)], {
  timezone: 'Australia/Sydney',
});
const refreshed = makeJwt({ sub: '42', typ: 'access', r: 1 });
let nav: SpyNavigator;

const refreshOk = on('POST', '/v1/me/refresh_token', () =>
  jsonResponse({ token: refreshed, refresh_token: 'refresh-2', expires_in: 900 }),
);
const meOk = on('GET', '/v1/me', () => jsonResponse({ data: profile }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetRefreshGate();
  appStore.setState(INITIAL_APP_STATE);
  nav = spyNavigator('/org/9/crew/timecards');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  cancelProactiveRefresh();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

describe('decideBootstrap', () => {
  const tokens = (
    overrides: Partial<{
      access_token: string;
      refresh_token: string | null;
      expires_at: number;
    }> = {},
  ) => ({
    access_token: jwt,
    refresh_token: 'refresh-1',
    expires_at: now + 60_000,
    ...overrides,
  });

  it('is anonymous without a stored token', () => {
    expect(decideBootstrap({ tokens: null, isRefreshing: false, nowMs: now })).toBe('anonymous');
  });

  it('refreshes, then loads the profile, for a present and unexpired token', () => {
    expect(decideBootstrap({ tokens: tokens(), isRefreshing: false, nowMs: now })).toBe(
      'refresh-then-profile',
    );
  });

  it('still refreshes when the access token expired but the refresh token remains', () => {
    expect(
      decideBootstrap({ tokens: tokens({ expires_at: now - 1 }), isRefreshing: false, nowMs: now }),
    ).toBe('refresh-then-profile');
  });

  it('loads the profile directly while a refresh is in progress', () => {
    expect(decideBootstrap({ tokens: tokens(), isRefreshing: true, nowMs: now })).toBe('profile');
  });

  it('loads the profile directly for an unexpired token without a refresh token', () => {
    expect(
      decideBootstrap({ tokens: tokens({ refresh_token: null }), isRefreshing: false, nowMs: now }),
    ).toBe('profile');
  });

  it('is expired when neither token is usable', () => {
    expect(
      decideBootstrap({
        tokens: tokens({ refresh_token: null, expires_at: now }),
        isRefreshing: false,
        nowMs: now,
      }),
    ).toBe('expired');
  });

  it('is invalid for a token that is not a JWT', () => {
    expect(
      decideBootstrap({
        tokens: tokens({ access_token: 'garbage' }),
        isRefreshing: false,
        nowMs: now,
      }),
    ).toBe('invalid');
  });
});

describe('bootstrapSession', () => {
  it('marks an anonymous visitor without calling anything', async () => {
    const server = stubFetch();
    await expect(bootstrapSession()).resolves.toBe('anonymous');
    expect(appStore.getState().session).toBe('anonymous');
    expect(server.calls).toHaveLength(0);
  });

  it('refreshes, loads the profile and opens the session', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    const server = stubFetch(
      refreshOk,
      meOk,
      on('GET', '/v1/orgs/9', () => jsonResponse({ data: profile.employees[1]!.organization })),
    );
    await expect(bootstrapSession()).resolves.toBe('refresh-then-profile');
    expect(server.calls.map((call) => `${call.method} ${call.url}`).slice(0, 2)).toEqual([
      'POST /v1/me/refresh_token',
      'GET /v1/me',
    ]);
    expect(server.calls[1]!.headers.Authorization).toBe(`Bearer ${refreshed}`);
    expect(appStore.getState()).toMatchObject({
      session: 'authenticated',
      selectedOrgId: 9,
      timezone: 'Australia/Sydney',
      tokenType: 'access',
      loginError: null,
    });
    expect(localStorage.getItem(SELECTED_ORG_KEY)).toBe('9');
    expect(appStore.getState().currentUser).toEqual(profile);
    expect(sessionStorage.getItem(`${PROFILE_CACHE_PREFIX}42`)).not.toBeNull();
  });

  it('uses the cached profile of the token subject instead of GET /me', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    writeCachedProfile(profile);
    const server = stubFetch(
      refreshOk,
      on('GET', '/v1/orgs/9', () => jsonResponse({ data: profile.employees[1]!.organization })),
    );
    await bootstrapSession();
    expect(server.calls.some((call) => call.url === '/v1/me')).toBe(false);
    expect(appStore.getState().session).toBe('authenticated');
  });

  it('ignores a cached profile of another subject', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    writeCachedProfile({ ...profile, id: 99 });
    const server = stubFetch(
      refreshOk,
      meOk,
      on('GET', '/v1/orgs/9', () => jsonResponse({ data: profile.employees[1]!.organization })),
    );
    await bootstrapSession();
    expect(server.calls.some((call) => call.url === '/v1/me')).toBe(true);
  });

  it('loads the profile directly while a refresh is in progress', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    trackRefresh(Promise.resolve());
    const server = stubFetch(
      meOk,
      on('GET', '/v1/orgs/9', () => jsonResponse({ data: profile.employees[1]!.organization })),
    );
    await expect(bootstrapSession()).resolves.toBe('profile');
    expect(server.calls[0]!.url).toBe('/v1/me');
  });

  it('marks impersonated sessions from the token type', async () => {
    writeTokens({ access_token: makeJwt({ sub: '42', typ: 'impersonate-read' }), expires_in: 600 });
    stubFetch(
      meOk,
      on('GET', '/v1/orgs/9', () => jsonResponse({ data: profile.employees[1]!.organization })),
    );
    await bootstrapSession();
    expect(appStore.getState().tokenType).toBe('impersonate-read');
  });

  it('after a failed refresh clears the token, keeps the reason and goes to /login', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    stubFetch(
      on('POST', '/v1/me/refresh_token', () =>
        jsonResponse({ status_code: 500, message: 'Refresh is down' }, 500),
      ),
    );
    await bootstrapSession();
    expect(readTokens()).toBeNull();
    expect(appStore.getState()).toMatchObject({
      session: 'anonymous',
      loginError: 'Refresh is down',
    });
    expect(nav.navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });

  it('after a rejected refresh (401) goes to /login with the redirect and expired=true', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    stubFetch(
      on('POST', '/v1/me/refresh_token', () =>
        jsonResponse({ status_code: 401, message: 'Unauthorized' }, 401),
      ),
    );
    await bootstrapSession();
    expect(readTokens()).toBeNull();
    expect(nav.navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Forg%2F9%2Fcrew%2Ftimecards&expired=true',
      { replace: true },
    );
  });

  it('keeps the tokens when the refresh fails offline', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await bootstrapSession();
    expect(readTokens()?.refresh_token).toBe('refresh-1');
    expect(appStore.getState().session).toBe('anonymous');
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('sends an invalid token to /login with "Your token is invalid. Please login again."', async () => {
    localStorage.setItem(
      TOKENS_KEY,
      JSON.stringify({
        access_token: 'garbage',
        refresh_token: 'r',
        expires_at: Date.now() + 60_000,
      }),
    );
    const server = stubFetch();
    await expect(bootstrapSession()).resolves.toBe('invalid');
    expect(server.calls).toHaveLength(0);
    expect(readTokens()).toBeNull();
    expect(appStore.getState().loginError).toBe('Your token is invalid. Please login again.');
    expect(nav.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('forgets an expired session but remembers there was one', async () => {
    writeTokens({ access_token: jwt, expires_in: -5 });
    const server = stubFetch();
    await expect(bootstrapSession()).resolves.toBe('expired');
    expect(server.calls).toHaveLength(0);
    expect(readTokens()).toBeNull();
    expect(hadPriorSession()).toBe(true);
    expect(appStore.getState().session).toBe('anonymous');
  });

  it('logs out a profile without an organisation, with the reason', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    const server = stubFetch(
      refreshOk,
      on('GET', '/v1/me', () => jsonResponse({ data: makeProfile([]) })),
      on('POST', '/v1/me/logout', () => jsonResponse({ message: 'Signed out' })),
    );
    await bootstrapSession();
    expect(server.calls.map((call) => call.url)).toContain('/v1/me/logout');
    expect(appStore.getState()).toMatchObject({
      session: 'anonymous',
      loginError: MESSAGES.noOrganisation,
    });
    expect(readTokens()).toBeNull();
    expect(nav.navigate).toHaveBeenLastCalledWith('/login', { replace: true, flushSync: true });
  });

  it('keeps only the first profile error', async () => {
    writeTokens({ access_token: jwt, refresh_token: 'refresh-1', expires_in: 600 });
    appStore.setState({ loginError: 'First problem' });
    stubFetch(
      refreshOk,
      on('GET', '/v1/me', () => jsonResponse({ status_code: 500, message: 'Second problem' }, 500)),
    );
    await bootstrapSession();
    expect(appStore.getState()).toMatchObject({
      session: 'anonymous',
      loginError: 'First problem',
    });
  });
});
