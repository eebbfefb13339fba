import { vi, type Mock } from 'vitest';
import { setNavigator, type AppNavigator, type NavigateOptions } from '../navigation/navigator';

export type FetchCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
};
export type Route = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch with a router of canned answers: the first route answering a call wins, and an
 * unanswered call fails the test loudly.
 */
export function stubFetch(...routes: Route[]): { calls: FetchCall[]; routes: Route[] } {
  const calls: FetchCall[] = [];
  const state = { calls, routes: [...routes] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      for (const route of state.routes) {
        const answer = await route(call);
        if (answer) return answer;
      }
      throw new Error(`Unexpected call ${call.method} ${url}`);
    }),
  );
  return state;
}

/** A route answering `METHOD /path` (path without query) with `answer`. */
export function on(
  method: string,
  path: string,
  answer: (call: FetchCall) => Response | Promise<Response>,
): Route {
  return (call) =>
    call.method === method && call.url.split('?')[0] === path ? answer(call) : undefined;
}

export type SpyNavigator = {
  navigate: Mock<(to: string, options?: NavigateOptions) => void>;
  reload: Mock<(to: string) => void>;
  path: string;
};

/** Installs a navigator that records navigations; `path` is what currentPath() answers. */
export function spyNavigator(path = '/'): SpyNavigator {
  const spy: SpyNavigator = { navigate: vi.fn(), reload: vi.fn(), path };
  const navigator: AppNavigator = {
    navigate: (to, options) => {
      spy.navigate(to, options);
      spy.path = to;
    },
    reload: (to) => spy.reload(to),
    currentPath: () => spy.path,
  };
  setNavigator(navigator);
  return spy;
}
