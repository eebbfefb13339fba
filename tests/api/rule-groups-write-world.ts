/** Shared set-up of the rule group write API tests (rule-groups-write-*.test.ts). */
import { afterAll, beforeAll } from 'vitest';
import type { OrgFixture } from '../../server/db/fixtures';
import { nowUnix } from '../../server/lib/time';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

export let server: TestServer;
export const { as } = callersOf(() => server);
/** Pro (the fixtures' plan). */
export let org: OrgFixture;
export let other: OrgFixture;
export let starter: OrgFixture;
export let enterprise: OrgFixture;
export let defaults: { ruleGroupId: number; projectTimeRuleGroupId: number };

/** Plans of migration 0001: 1 Starter, 3 Pro, 5 Enterprise. */
async function setPlan(orgId: number, planId: number) {
  await server.db
    .updateTable('organisations')
    .set({ plan_id: planId })
    .where('id', '=', orgId)
    .execute();
}

/** Adds a cost code to an organisation and gives its id. */
export async function costCode(orgId: number, code: string) {
  const now = nowUnix();
  const row = await server.db
    .insertInto('job_codes')
    .values({
      org_id: orgId,
      code,
      name: `Code ${code}`,
      created_at_unix: now,
      updated_at_unix: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Starts the server with a Pro organisation (an administrator, a manager, three workers), another
 * Pro one, a Starter and an Enterprise one; call once per test file.
 */
export function setUpRuleGroupsWriteWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    org = await server.fixtures.org({ name: 'Alpha Framing', managers: 1, workers: 3 });
    other = await server.fixtures.org({ name: 'Beta Concrete', managers: 1, workers: 1 });
    starter = await server.fixtures.org({ name: 'Gamma Starter', managers: 0, workers: 1 });
    enterprise = await server.fixtures.org({ name: 'Delta Enterprise', managers: 0, workers: 1 });
    await setPlan(starter.orgId, 1);
    await setPlan(enterprise.orgId, 5);
    defaults = await server.fixtures.defaultRuleGroups(org.orgId);
  });
  afterAll(async () => server?.close());
}
