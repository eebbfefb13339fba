import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import {
  FAMILY_NAMES,
  bodyFor,
  isWrite,
  orgScopedRoutes,
  pathOf,
  snapshotOf,
  thingsOf,
  validBodies,
  type OrgFamily,
  type OrgThings,
} from './org-routes';
import { callersOf } from './callers';

let server: TestServer;
const { tokenOf } = callersOf(() => server);
/** Org B: the organisation being attacked. */
let victim: OrgFixture;
/** Org A: its members try to read and change org B. */
let intruder: OrgFixture;
let staff: FixtureUser;
let victimThings: OrgThings;

beforeAll(async () => {
  server = await startTestServer();
  victim = await server.fixtures.org({ name: 'Victim Co', managers: 1, workers: 2 });
  intruder = await server.fixtures.org({ name: 'Intruder Co', managers: 1, workers: 1 });
  staff = await server.fixtures.providerStaff();
  victimThings = await thingsOf(server, victim);
});
afterAll(async () => server?.close());

/**
 * Calls on one's own organisation whose body names people or teams: B's ids there are refused,
 * or (sending invitations) skipped.
 */
const BODY_NAMES_THINGS: Record<string, 'refuses' | 'skips'> = {
  'PATCH /v1/orgs/:org_id/employees': 'refuses',
  'POST /v1/orgs/:org_id/employee_group': 'refuses',
  'PATCH /v1/orgs/:org_id/employee_groups': 'refuses',
  'POST /v1/orgs/:org_id/send_invites': 'skips',
};

const routesOf = (family: OrgFamily) =>
  orgScopedRoutes(server).filter((route) => route.family === family);

describe('tenancy: the org-scoped routes', () => {
  it('cover every call family of the issue, all private', () => {
    const routes = orgScopedRoutes(server);
    for (const family of FAMILY_NAMES)
      expect(routesOf(family).length, `${family} routes`).toBeGreaterThan(0);
    // Employees, teams, compensation, overtime rules and wc codes have writes; rule groups are
    // read here and changed through the employee call.
    for (const family of FAMILY_NAMES.filter((name) => name !== 'rule groups'))
      expect(routesOf(family).some(isWrite), `${family} writes`).toBe(true);
    expect(
      server.app.registeredRoutes
        .filter((route) => routes.some((r) => r.url === route.url && r.method === route.method))
        .every((route) => route.auth === 'private'),
    ).toBe(true);
  });
});

describe.each([...FAMILY_NAMES, 'other' as const])(
  'tenancy: %s calls of organisation B',
  (family) => {
    it('refuse a member of organisation A (administrator, manager, worker) with “not a member”, and change nothing', async () => {
      const before = await snapshotOf(server, victim.orgId);
      const bodies = validBodies(victimThings, [victim.workers[1]!.employeeId]);
      const intruders = [intruder.admin, intruder.managers[0]!, intruder.workers[0]!];
      for (const person of intruders) {
        const token = await tokenOf(person);
        for (const route of routesOf(family)) {
          const path = pathOf(route.url, victimThings);
          const body = bodyFor(route, bodies);
          const response = await server.call(route.method, path, {
            token,
            ...(body === undefined ? {} : { body }),
          });
          expect(response.status, `${route.method} ${path} as ${person.email}`).toBe(403);
          expect(response.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
        }
      }
      expect(await snapshotOf(server, victim.orgId)).toEqual(before);
    });

    it('refuse callers without a token', async () => {
      for (const route of routesOf(family)) {
        const response = await server.call(route.method, pathOf(route.url, victimThings));
        expect(response.status, `${route.method} ${route.url}`).toBe(401);
      }
    });

    it('answer reads to its own administrator and to provider staff', async () => {
      for (const user of [victim.admin, staff]) {
        const token = await tokenOf(user);
        for (const route of routesOf(family).filter((r) => !isWrite(r))) {
          const response = await server.call('GET', pathOf(route.url, victimThings), { token });
          expect(response.status, `${route.url} as ${user.email}: ${response.text}`).toBe(200);
        }
      }
    });

    it('are not reached by naming B’s things through A’s own organisation', async () => {
      const before = await snapshotOf(server, victim.orgId);
      // A's organisation in the path, B's team, employee, rule, code or pay record after it.
      const mixed: OrgThings = { ...victimThings, org_id: intruder.orgId };
      const bodies = validBodies(victimThings, [victim.workers[1]!.employeeId]);
      const token = await tokenOf(intruder.admin);
      for (const route of routesOf(family)) {
        const namesThing = /:(?!org_id)\w+/.test(route.url);
        const key = `${route.method} ${route.url}`;
        if (!namesThing && !(key in BODY_NAMES_THINGS)) continue;
        const body = bodyFor(route, bodies);
        const path = pathOf(route.url, mixed);
        const response = await server.call(route.method, path, {
          token,
          ...(body === undefined ? {} : { body }),
        });
        const label = `${key}: ${response.status} ${response.text}`;
        if (namesThing) expect(response.status, label).toBe(404);
        else if (BODY_NAMES_THINGS[key] === 'skips')
          expect(response.status >= 400 || response.body.data.sent.length === 0, label).toBe(true);
        else expect(response.status, label).toBeGreaterThanOrEqual(400);
      }
      expect(await snapshotOf(server, victim.orgId)).toEqual(before);
    });
  },
);
