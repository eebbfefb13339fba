import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { resetNavigator } from '../navigation/navigator';
import { appStore, INITIAL_APP_STATE } from '../state/app-store';
import { jsonResponse, makeJwt, makeProfile } from '../test-support/fixtures';
import { on, spyNavigator, stubFetch } from '../test-support/stubs';
import { logout } from './logout';
import { PROFILE_CACHE_PREFIX, writeCachedProfile } from './profile-cache';
import { hadPriorSession, readTokens, writeTokens } from './token-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.setState({ ...INITIAL_APP_STATE, session: 'authenticated', selectedOrgId: 7 });
  writeTokens({ access_token: makeJwt({ sub: '42' }), refresh_token: 'r', expires_in: 600 });
  writeCachedProfile(makeProfile());
  queryClient.setQueryData(['org', 7], { id: 7 });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

describe('logout', () => {
  it('calls POST /me/logout, clears local data and goes to /login', async () => {
    const nav = spyNavigator('/org/7/dashboard');
    const server = stubFetch(
      on('POST', '/v1/me/logout', () => jsonResponse({ message: 'Signed out' })),
    );
    await logout();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(readTokens()).toBeNull();
    expect(hadPriorSession()).toBe(false);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith(PROFILE_CACHE_PREFIX))).toBe(
      false,
    );
    expect(queryClient.getQueryData(['org', 7])).toBeUndefined();
    expect(appStore.getState()).toMatchObject({
      session: 'anonymous',
      selectedOrgId: null,
      isFetching: false,
    });
    expect(nav.navigate).toHaveBeenCalledWith('/login', { replace: true, flushSync: true });
  });

  it('ignores a 401 from the logout call', async () => {
    const nav = spyNavigator('/org/7/dashboard');
    stubFetch(
      on('POST', '/v1/me/logout', () =>
        jsonResponse({ status_code: 401, message: 'Unauthorized' }, 401),
      ),
    );
    await logout();
    expect(readTokens()).toBeNull();
    expect(nav.navigate).toHaveBeenCalledTimes(1);
    expect(nav.navigate).toHaveBeenCalledWith('/login', { replace: true, flushSync: true });
  });

  it('still signs out locally when the server fails', async () => {
    const nav = spyNavigator('/orgs');
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await logout();
    expect(readTokens()).toBeNull();
    expect(nav.navigate).toHaveBeenCalledWith('/login', { replace: true, flushSync: true });
  });

  it('goes to /login with the redirect and expired=true when the session expired', async () => {
    const nav = spyNavigator('/org/7/dashboard?x=1');
    stubFetch(on('POST', '/v1/me/logout', () => jsonResponse({ message: 'Signed out' })));
    await logout({ expired: true });
    expect(hadPriorSession()).toBe(true);
    expect(nav.navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Forg%2F7%2Fdashboard%3Fx%3D1&expired=true',
      { replace: true, flushSync: true },
    );
  });

  it('leaves a message for the login page', async () => {
    spyNavigator('/');
    stubFetch(on('POST', '/v1/me/logout', () => jsonResponse({ message: 'Signed out' })));
    await logout({ message: 'Why you were signed out' });
    expect(appStore.getState().loginError).toBe('Why you were signed out');
  });
});
