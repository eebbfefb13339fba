/**
 * A stand-in for the Crewcard API, for screen stories: `installFakeApi(routes)` replaces
 * `window.fetch` with canned answers until the returned function puts it back. The first route
 * whose method and path (without the query) match answers; a call no route answers is a 404 and
 * an error in the console, so a story that forgot a call shows it instead of hanging.
 */

/** One call as the fake sees it. */
export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type FakeRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** '/v1/orgs/7/employees', or a pattern for paths with ids. */
  path: string | RegExp;
  /** The JSON body to answer with (status 200), or a full Response. */
  answer: (call: FakeCall) => unknown;
};

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One page of a list as the server answers it. */
export function pageOf<T>(data: readonly T[], limit = 20) {
  return {
    data,
    meta: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(data.length / limit)),
      total: data.length,
      per_page: limit,
      to: data.length,
    },
  };
}

function matches(route: FakeRoute, call: FakeCall): boolean {
  if (route.method !== call.method) return false;
  return typeof route.path === 'string' ? route.path === call.path : route.path.test(call.path);
}

export function installFakeApi(routes: readonly FakeRoute[]): () => void {
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    const route = routes.find((each) => matches(each, call));
    if (!route) {
      console.error(`[fake api] no answer for ${call.method} ${call.path}`);
      return jsonAnswer({ status_code: 404, message: 'Not found.' }, 404);
    }
    const answer = route.answer(call);
    return answer instanceof Response ? answer : jsonAnswer(answer);
  };
  return () => {
    window.fetch = realFetch;
  };
}
