import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { resetNavigator } from '../navigation/navigator';
import { appStore, INITIAL_APP_STATE } from '../state/app-store';
import { jsonResponse, makeEmployee, makeJwt, makeProfile } from '../test-support/fixtures';
import { on, spyNavigator, stubFetch } from '../test-support/stubs';
import { cancelProactiveRefresh } from './refresh';
import { handleLoginResponse } from './sign-in';
import { readTokens } from './token-store';

const access = makeJwt({ sub: '42', typ: 'access' });
const admin = makeProfile([makeEmployee(7, 3)]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.setState({ ...INITIAL_APP_STATE, session: 'anonymous', loginError: 'old error' });
});

afterEach(() => {
  cancelProactiveRefresh();
  vi.unstubAllGlobals();
  resetNavigator();
});

describe('handleLoginResponse', () => {
  it('sends an invitation to /complete_profile with the invite token in navigation state', async () => {
    const nav = spyNavigator('/login');
    stubFetch();
    await handleLoginResponse({
      invite: { token: 'invite-token-123', email: 'x@y.co', org_name: 'Acme' },
    });
    expect(nav.navigate).toHaveBeenCalledWith('/complete_profile', {
      state: { inviteToken: 'invite-token-123', email: 'x@y.co', orgName: 'Acme' },
    });
    expect(readTokens()).toBeNull();
  });

  it("fails with 'Login failed - could not connect to the authentication server' on an empty answer", async () => {
    spyNavigator('/login');
    await expect(handleLoginResponse(undefined)).rejects.toThrow(MESSAGES.emptyLogin);
    await expect(handleLoginResponse({} as never)).rejects.toThrow(MESSAGES.emptyLogin);
  });

  it('stores the tokens, loads the profile, clears the login error and lands the user', async () => {
    const nav = spyNavigator('/login');
    const server = stubFetch(
      on('GET', '/v1/me', () => jsonResponse({ data: admin })),
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: admin.employees[0]!.organization })),
    );
    await handleLoginResponse({
      access_token: access,
      refresh_token: 'refresh-1',
      expires_in: 900,
    });
    expect(readTokens()).toMatchObject({ access_token: access, refresh_token: 'refresh-1' });
    expect(server.calls[0]!.headers.Authorization).toBe(`Bearer ${access}`);
    expect(appStore.getState()).toMatchObject({
      session: 'authenticated',
      loginError: null,
      selectedOrgId: 7,
    });
    expect(nav.navigate).toHaveBeenCalledWith('/org/7/dashboard', {
      replace: true,
      state: undefined,
    });
  });

  it('honours the redirect query', async () => {
    const nav = spyNavigator('/login?redirect=%2Forgs%3Fsearch%3Dac');
    stubFetch(
      on('GET', '/v1/me', () => jsonResponse({ data: admin })),
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: admin.employees[0]!.organization })),
    );
    await handleLoginResponse(
      { access_token: access, refresh_token: 'r', expires_in: 900 },
      { redirect: '/orgs?search=ac' },
    );
    expect(nav.navigate).toHaveBeenCalledWith('/orgs?search=ac', {
      replace: true,
      state: undefined,
    });
  });

  it('does a full page load for a subscribe redirect', async () => {
    const nav = spyNavigator('/login');
    stubFetch(
      on('GET', '/v1/me', () => jsonResponse({ data: admin })),
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: admin.employees[0]!.organization })),
    );
    await handleLoginResponse(
      { access_token: access, refresh_token: 'r', expires_in: 900 },
      { redirect: '/org/7/plans/subscribe/pro' },
    );
    expect(nav.reload).toHaveBeenCalledWith('/org/7/plans/subscribe/pro');
  });
});
