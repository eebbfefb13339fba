import type { TestServer } from './harness';

/**
 * Calls as fixture people: each person signs in once (their token is reused) and a call goes
 * under /v1 with that token, or with a raw token given instead. `server` is read at call time,
 * as test files start theirs in beforeAll.
 */
export function callersOf(server: () => TestServer) {
  const tokens = new Map<string, string>();

  async function tokenOf(user: { email: string }): Promise<string> {
    let token = tokens.get(user.email);
    if (!token) tokens.set(user.email, (token = (await server().signIn(user.email)).access_token));
    return token;
  }

  /** A call as a fixture person (or with a raw token), path relative to /v1. */
  async function as(
    user: { email: string } | string,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const token = typeof user === 'string' ? user : await tokenOf(user);
    return server().call(method, `/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
  }

  return { tokenOf, as };
}
