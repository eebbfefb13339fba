import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import type { OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { signupBody } from './bodies';

let server: TestServer;
let org: OrgFixture;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 0, workers: 1 });
  adminToken = (await server.signIn(org.admin.email)).access_token;
});
afterAll(async () => server?.close());

const HOSTILE = [
  "Robert'); DROP TABLE profiles;--",
  '<script>alert("x")</script> & Sons',
  "' OR '1'='1",
];

describe('malformed requests', () => {
  it('malformed JSON answers 400 with the spec body', async () => {
    const response = await server.call('POST', '/v1/login_email', {
      rawBody: '{"email": "a@b.co",',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status_code: 400, message: MESSAGES.malformedJson });
  });

  it('wrong types answer 400 with field hints', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token: adminToken,
      body: { is_meal_break_enabled: 'yes', time_round_minutes: '15', name: 42 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.validation);
    expect(Object.keys(response.body.field_hints).sort()).toEqual([
      'is_meal_break_enabled',
      'name',
      'time_round_minutes',
    ]);
  });

  it('a JSON array or string where an object belongs answers 400', async () => {
    expect((await server.call('POST', '/v1/login_email', { rawBody: '[1,2]' })).status).toBe(400);
    expect((await server.call('POST', '/v1/login_email', { rawBody: '"text"' })).status).toBe(400);
  });

  it('a 2 MB body answers 413', async () => {
    const response = await server.call('POST', '/v1/signup', {
      rawBody: JSON.stringify({ display_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ status_code: 413, message: MESSAGES.bodyTooLarge });
  });

  it('a body that is not JSON answers 415', async () => {
    const response = await server.call('POST', '/v1/login_email', {
      rawBody: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(MESSAGES.unsupportedMediaType);
  });

  it('an unknown /v1 route answers 404 in the spec shape, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await server.call(method, '/v1/no/such/route');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status_code: 404, message: MESSAGES.notFound });
    }
  });

  it('an organisation that does not exist answers 403 to a member of another one', async () => {
    const response = await server.call('GET', '/v1/orgs/99999999/employees', { token: adminToken });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.notOrgMember);
  });

  it('a path id that is not a number answers 400', async () => {
    const response = await server.call('GET', '/v1/orgs/abc/employees', { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body.field_hints.org_id).toBeDefined();
  });

  it('oversized strings answer 400, not a database error', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token: adminToken,
      body: { name: 'N'.repeat(81), about: 'A'.repeat(1001), license_no: 'L'.repeat(81) },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.field_hints).sort()).toEqual(['about', 'license_no', 'name']);
    const search = await server.call(
      'GET',
      `/v1/orgs/${org.orgId}/employees?search=${'s'.repeat(81)}`,
      { token: adminToken },
    );
    expect(search.status).toBe(400);
  });
});

describe('hostile text is stored verbatim and returned as inert data', () => {
  it('in every string field of sign-up', async () => {
    for (const [index, text] of HOSTILE.entries()) {
      const email = `o'neil<script>${index}-${Date.now()}@example.com`;
      const body = signupBody({
        display_name: `${text} Smith`,
        business_name: text,
        device_type: text.slice(0, 40),
        email,
      });
      const response = await server.call('POST', '/v1/signup', { body });
      expect(response.status, text).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body.profile.display_name).toBe(`${text} Smith`);
      expect(response.body.profile.email).toBe(email);
      expect(response.body.profile.business_name).toBe(text);
      expect(response.body.profile.employees[0].organization.name).toBe(text);
      const me = await server.call('GET', '/v1/me', { token: response.body.access_token });
      expect(me.body.data.employees[0].organization.name).toBe(text);
    }
    // The tables are all still there.
    const count = await server.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(HOSTILE.length);
  });

  it('in every string field of the organisation settings', async () => {
    for (const text of HOSTILE) {
      const patch = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
        token: adminToken,
        body: { name: text, about: text, license_no: text },
      });
      expect(patch.status, text).toBe(200);
      const read = await server.call('GET', `/v1/orgs/${org.orgId}`, { token: adminToken });
      expect(read.body.data).toMatchObject({ name: text, about: text, license_no: text });
      const search = await server.call('GET', `/v1/orgs?search=${encodeURIComponent(text)}`, {
        token: adminToken,
      });
      expect(search.status).toBe(200);
      expect(search.body.data.map((o: { id: number }) => o.id)).toEqual([org.orgId]);
    }
  });

  it('in searches and sign-in fields', async () => {
    for (const text of HOSTILE) {
      const search = await server.call(
        'GET',
        `/v1/orgs/${org.orgId}/employees?search=${encodeURIComponent(text)}`,
        { token: adminToken },
      );
      expect(search.status).toBe(200);
      expect(search.body.data).toEqual([]);
      const login = await server.call('POST', '/v1/login_email', {
        body: { email: 'a@b.co', password: text },
      });
      expect(login.status).toBe(401);
    }
  });
});

describe('the error body never leaks internals', () => {
  it('has only the spec keys', async () => {
    const response = await server.call('POST', '/v1/signup', { body: { email: 1 } });
    expect(Object.keys(response.body).sort()).toEqual(['field_hints', 'message', 'status_code']);
    expect(response.text).not.toMatch(/stack|at .*\.ts:/);
  });
});
