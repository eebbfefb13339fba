import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigator } from '../navigation/navigator';
import { appStore } from '../state/app-store';
import { jsonResponse, makeJwt } from '../test-support/fixtures';
import { on, spyNavigator, stubFetch } from '../test-support/stubs';
import {
  cancelProactiveRefresh,
  proactiveDelay,
  refreshSession,
  scheduleProactiveRefresh,
} from './refresh';
import { isRefreshing, resetRefreshGate } from './refresh-gate';
import { readTokens, writeTokens, TOKENS_KEY } from './token-store';

const access1 = makeJwt({ sub: '42', typ: 'access' });
const access2 = makeJwt({ sub: '42', typ: 'access', n: 2 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetRefreshGate();
  spyNavigator('/org/7/dashboard');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  cancelProactiveRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

describe('refreshSession', () => {
  it('rotates both tokens with POST /me/refresh_token, the refresh token as bearer', async () => {
    writeTokens({ access_token: access1, refresh_token: 'refresh-1', expires_in: 10 });
    const server = stubFetch(
      on('POST', '/v1/me/refresh_token', () =>
        jsonResponse({ token: access2, refresh_token: 'refresh-2', expires_in: 900 }),
      ),
    );
    await expect(refreshSession()).resolves.toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.Authorization).toBe('Bearer refresh-1');
    expect(readTokens()).toMatchObject({ access_token: access2, refresh_token: 'refresh-2' });
    expect(readTokens()!.expires_at).toBeGreaterThan(Date.now() + 890_000);
  });

  it('shares one refresh between concurrent callers', async () => {
    writeTokens({ access_token: access1, refresh_token: 'refresh-1', expires_in: 10 });
    let answer!: () => void;
    const server = stubFetch(
      on(
        'POST',
        '/v1/me/refresh_token',
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                jsonResponse({ token: access2, refresh_token: 'refresh-2', expires_in: 900 }),
              );
          }),
      ),
    );
    const first = refreshSession();
    const second = refreshSession();
    expect(second).toBe(first);
    expect(isRefreshing()).toBe(true);
    expect(appStore.getState().isRefreshingToken).toBe(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    answer();
    await Promise.all([first, second]);
    expect(server.calls).toHaveLength(1);
    expect(isRefreshing()).toBe(false);
    expect(appStore.getState().isRefreshingToken).toBe(false);
  });

  it('adopts the pair another tab stored while this one waited, without spending the used token', async () => {
    writeTokens({ access_token: access1, refresh_token: 'refresh-1', expires_in: 10 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another tab holds the lock, rotates the tokens, then releases it.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, work: () => Promise<void>) => {
          await held;
          return work();
        },
      },
    });
    const server = stubFetch(on('POST', '/v1/me/refresh_token', () => jsonResponse({}, 500)));
    const pending = refreshSession();
    writeTokens({
      access_token: access2,
      refresh_token: 'refresh-from-other-tab',
      expires_in: 900,
    });
    release();
    await expect(pending).resolves.toBe(true);
    expect(server.calls).toHaveLength(0);
    expect(readTokens()?.refresh_token).toBe('refresh-from-other-tab');
  });

  it('has nothing to do without a refresh token', async () => {
    writeTokens({ access_token: access1, expires_in: 10 });
    const server = stubFetch();
    await expect(refreshSession()).resolves.toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('rejects on failure and a 401 ends the session through the client', async () => {
    writeTokens({ access_token: access1, refresh_token: 'refresh-1', expires_in: 10 });
    stubFetch(
      on('POST', '/v1/me/refresh_token', () =>
        jsonResponse({ status_code: 401, message: 'Token reused' }, 401),
      ),
    );
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(isRefreshing()).toBe(false);
  });
});

describe('proactive refresh', () => {
  it('refreshes a minute before expiry', () => {
    expect(proactiveDelay(1_000_000 + 15 * 60_000, 1_000_000)).toBe(14 * 60_000);
  });

  it('refreshes half-way through short lifetimes and never sooner than a second', () => {
    expect(proactiveDelay(30_000, 0)).toBe(15_000);
    expect(proactiveDelay(500, 0)).toBe(1000);
    expect(proactiveDelay(0, 10_000)).toBe(1000);
  });

  it('runs the refresh when the timer fires', async () => {
    vi.useFakeTimers();
    writeTokens({ access_token: access1, refresh_token: 'refresh-1', expires_in: 120 });
    const server = stubFetch(
      on('POST', '/v1/me/refresh_token', () =>
        jsonResponse({ token: access2, refresh_token: 'refresh-2', expires_in: 120 }),
      ),
    );
    scheduleProactiveRefresh();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(1);
    expect(readTokens()?.refresh_token).toBe('refresh-2');
  });

  it('does not schedule anything for sessions without a refresh token', async () => {
    vi.useFakeTimers();
    writeTokens({ access_token: access1, expires_in: 120 });
    const server = stubFetch();
    scheduleProactiveRefresh();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.calls).toHaveLength(0);
  });
});
