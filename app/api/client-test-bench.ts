import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setNavigator, resetNavigator, type AppNavigator } from '../navigation/navigator';
import { resetRefreshGate, setRefresher } from '../session/refresh-gate';
import { writeTokens } from '../session/token-store';

/**
 * The fetch client's test bench: a stubbed fetch that records each call and answers from a queue,
 * a recording navigator, and clean storage before every test. A test file calls
 * installClientTestBench() at its top: the unit tests share one module cache (no isolation between
 * files), so hooks registered on import would serve only the first file that imported this.
 */
export type Call = { url: string; init: RequestInit; headers: Record<string, string> };
export let calls: Call[];
export let replies: Array<Response | Error | (() => Response | Promise<Response>)>;
export let navigator: {
  navigate: Mock<AppNavigator['navigate']>;
  reload: Mock<AppNavigator['reload']>;
  path: string;
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function signIn(accessToken = 'access-1', refreshToken = 'refresh-1', expiresIn = 900) {
  writeTokens({ access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn });
}

const org = { id: 4 } as never;
export const page = (n: number, last: number, ids: number[]) => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page: n, last_page: last, total: 7, per_page: 3, to: n * 3 },
});

/** Registers the bench's hooks in the calling test file. */
export function installClientTestBench() {
  beforeEach(resetBench);
  afterEach(restoreBench);
}

function resetBench() {
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
}

function restoreBench() {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetNavigator();
  setRefresher(null);
}
