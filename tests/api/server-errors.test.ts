import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('unexpected failures', () => {
  it('answer 500 with the spec words and nothing of the inside', async () => {
    const org = await server.fixtures.org({ managers: 0, workers: 0 });
    const { access_token: token } = await server.signIn(org.admin.email);
    // Break the database under the running server: the next GET /me cannot be answered.
    await sql`drop table org_member_counts`.execute(server.db).catch(async () => {
      await sql`drop table org_member_counts cascade`.execute(server.db);
    });
    const response = await server.call('GET', '/v1/me', { token });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ status_code: 500, message: MESSAGES.sorry });
    expect(response.text).not.toMatch(/org_member_counts|sqlite|postgres|at /i);
  });
});
