import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { zImpersonateResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { FIXTURE_PASSWORD, startTestServer, type TestServer } from './harness';
import {
  FAMILY_NAMES,
  bodyFor,
  isWrite,
  orgScopedRoutes,
  pathOf,
  snapshotOf,
  thingsOf,
  validBodies,
  type OrgThings,
} from './org-routes';

let server: TestServer;
let org: OrgFixture;
let staff: FixtureUser;
let staffToken: string;
let things: OrgThings;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 2 });
  staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
  staffToken = (await server.signIn(staff.email)).access_token;
  things = await thingsOf(server, org);
});
afterAll(async () => server?.close());

async function impersonate(profileId: number, mode: 'read' | 'write') {
  const response = await server.call('POST', '/v1/admin/impersonate', {
    token: staffToken,
    body: { profile_id: profileId, mode },
  });
  expect(response.status).toBe(200);
  return zImpersonateResponse.parse(response.body).access_token;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('POST /v1/admin/impersonate', () => {
  it('issues a typed token acting as the person, naming the provider admin', async () => {
    const token = await impersonate(org.admin.profileId, 'read');
    const claims = claimsOf(token);
    expect(claims.typ).toBe('impersonate-read');
    expect(claims.sub).toBe(String(org.admin.profileId));
    expect(claims.act).toBe(String(staff.profileId));
    const me = await server.call('GET', '/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(org.admin.profileId);
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'impersonate-read')
      .execute();
    expect(audit.at(-1)?.actor_profile_id).toBe(staff.profileId);
  });

  it('a read-only session can read but every write answers 403', async () => {
    const token = await impersonate(org.admin.profileId, 'read');
    expect((await server.call('GET', `/v1/orgs/${org.orgId}/employees`, { token })).status).toBe(
      200,
    );
    const writes = [
      server.call('PATCH', `/v1/orgs/${org.orgId}`, { token, body: { name: 'Read Only Co' } }),
      server.call('POST', '/v1/orgs', {
        token,
        body: { name: 'Another Co', country_code: 'us', company_size: '2-5' },
      }),
      server.call('POST', '/v1/me/change_password', {
        token,
        body: {
          current_password: FIXTURE_PASSWORD,
          new_password: 'Hijack-pass1',
          confirm_password: 'Hijack-pass1',
        },
      }),
      server.call('POST', '/v1/admin/impersonate', {
        token,
        body: { profile_id: org.workers[0]!.profileId, mode: 'write' },
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.readOnlySession });
    }
    const org_ = await server.call('GET', `/v1/orgs/${org.orgId}`, { token });
    expect(org_.body.data.name).toBe(org.name);
  });

  it('a read-only session may end itself', async () => {
    const token = await impersonate(org.admin.profileId, 'read');
    expect((await server.call('POST', '/v1/me/logout', { token })).status).toBe(200);
    expect((await server.call('GET', '/v1/me', { token })).status).toBe(401);
  });

  it('a write session can change settings as the person, but never their password', async () => {
    const token = await impersonate(org.admin.profileId, 'write');
    const patched = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { time_round_minutes: 15 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.time_round_minutes).toBe(15);
    const password = await server.call('POST', '/v1/me/change_password', {
      token,
      body: {
        current_password: FIXTURE_PASSWORD,
        new_password: 'Hijack-pass1',
        confirm_password: 'Hijack-pass1',
      },
    });
    expect(password.status).toBe(403);
  });

  it('is refused to everyone but provider admins', async () => {
    const adminToken = (await server.signIn(org.admin.email)).access_token;
    const asAdmin = await server.call('POST', '/v1/admin/impersonate', {
      token: adminToken,
      body: { profile_id: org.workers[0]!.profileId, mode: 'read' },
    });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe(MESSAGES.providerStaffOnly);

    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    const recruiterToken = (await server.signIn(recruiter.email)).access_token;
    const asRecruiter = await server.call('POST', '/v1/admin/impersonate', {
      token: recruiterToken,
      body: { profile_id: org.workers[0]!.profileId, mode: 'read' },
    });
    expect(asRecruiter.status).toBe(403);
  });

  it('cannot impersonate provider staff or nobody', async () => {
    const other = await server.fixtures.providerStaff(ROLE.providerAdmin);
    expect(
      (
        await server.call('POST', '/v1/admin/impersonate', {
          token: staffToken,
          body: { profile_id: other.profileId, mode: 'read' },
        })
      ).status,
    ).toBe(403);
    const missing = await server.call('POST', '/v1/admin/impersonate', {
      token: staffToken,
      body: { profile_id: 99999999, mode: 'read' },
    });
    expect(missing.status).toBe(404);
  });
});

describe.each(FAMILY_NAMES)('a read-only impersonation of an administrator: %s calls', (family) => {
  it('reads, but every write answers 403 “read-only” and changes nothing', async () => {
    const token = await impersonate(org.admin.profileId, 'read');
    const routes = orgScopedRoutes(server).filter((route) => route.family === family);
    const bodies = validBodies(things, [org.workers[1]!.employeeId]);
    // Rule groups are given to people through the employee call.
    const writes = routes.filter(isWrite).map((route) => ({
      method: route.method,
      path: pathOf(route.url, things),
      body: bodyFor(route, bodies),
    }));
    if (family === 'rule groups') {
      const group = await server.fixtures.ruleGroup(org.orgId, { name: 'Read-only night shift' });
      writes.push({
        method: 'PATCH',
        path: `/v1/orgs/${org.orgId}/employee/${org.workers[0]!.employeeId}`,
        body: { rule_group_id: group },
      });
    }
    expect(writes.length).toBeGreaterThan(0);

    const before = await snapshotOf(server, org.orgId);
    for (const route of routes.filter((r) => !isWrite(r))) {
      const response = await server.call('GET', pathOf(route.url, things), { token });
      expect(response.status, `GET ${route.url}: ${response.text}`).toBe(200);
    }
    for (const write of writes) {
      const response = await server.call(write.method, write.path, {
        token,
        ...(write.body === undefined ? {} : { body: write.body }),
      });
      expect(response.status, `${write.method} ${write.path}`).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.readOnlySession });
    }
    expect(await snapshotOf(server, org.orgId)).toEqual(before);
  });
});
