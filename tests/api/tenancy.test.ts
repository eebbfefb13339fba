import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_SCOPED_PATH } from '../../server/http/guards';
import type { OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let victim: OrgFixture;
let intruder: OrgFixture;
/** Path parameters naming something other than an employee: real ids of the victim's. */
const victimIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  victim = await server.fixtures.org({ name: 'Victim Co', managers: 1, workers: 2 });
  intruder = await server.fixtures.org({ name: 'Intruder Co', managers: 1, workers: 1 });
  const groups = await server.fixtures.defaultRuleGroups(victim.orgId);
  victimIds.rule_group_id = groups.ruleGroupId;
  victimIds.project_time_rule_group_id = groups.projectTimeRuleGroupId;
});
afterAll(async () => server?.close());

/** Every registered route under /v1/orgs/:org_id, read from the running Fastify instance. */
function orgScopedRoutes() {
  return server.app.registeredRoutes.filter(
    (route) => ORG_SCOPED_PATH.test(route.url) && route.method !== 'HEAD',
  );
}

/**
 * Plausible values for the path: the victim's org, a real thing of it where the test knows one,
 * and a real employee of it for any other id.
 */
function pathFor(url: string): string {
  return url
    .replace(':org_id', String(victim.orgId))
    .replace(/:(\w+)/g, (_, name: string) =>
      String(victimIds[name] ?? victim.workers[0]!.employeeId),
    );
}

const plausibleBody = { name: 'Taken Over', ids: [1], employee_ids: [1], is_enabled: true };

describe('tenancy', () => {
  it('registers org-scoped routes, all private', () => {
    const routes = orgScopedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(routes.every((route) => route.auth === 'private')).toBe(true);
  });

  it('every org-scoped route refuses members of another organisation (administrator, manager, worker)', async () => {
    const intruders = [intruder.admin, intruder.managers[0]!, intruder.workers[0]!];
    for (const person of intruders) {
      const token = (await server.signIn(person.email)).access_token;
      for (const route of orgScopedRoutes()) {
        const path = pathFor(route.url);
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await server.call(route.method, path, {
          token,
          ...(withBody ? { body: plausibleBody } : {}),
        });
        expect([403, 404], `${route.method} ${path} as ${person.email}`).toContain(response.status);
      }
    }
    // Nothing was changed in the victim's organisation.
    const org = await server.db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', victim.orgId)
      .executeTakeFirstOrThrow();
    expect(org.name).toBe('Victim Co');
  });

  it('every org-scoped route refuses callers without a token', async () => {
    for (const route of orgScopedRoutes()) {
      const response = await server.call(route.method, pathFor(route.url));
      expect(response.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('the same routes answer the organisation’s own administrator', async () => {
    const token = (await server.signIn(victim.admin.email)).access_token;
    for (const route of orgScopedRoutes().filter((r) => r.method === 'GET')) {
      const response = await server.call('GET', pathFor(route.url), { token });
      expect(response.status, route.url).toBe(200);
    }
  });
});
