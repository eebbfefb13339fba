import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { startTestServer, type TestServer } from '../harness';
import { snapshotOf } from '../org-routes';
import { expectDocumentCoversServer, labelOf, readOperations, type Operation } from './document';
import { excerptOf } from './leaks';
import { foreignIdProblem, foreignIdVariants } from './foreign-ids';
import type { Things } from './schema-values';
import { baseRequest, send } from './requests';
import { freshThings } from './thing-pool';
import { seedWorld, type World } from './world';

/**
 * The tenancy sweep, driven by the description: every org-scoped operation, called on
 * organisation B by members of organisation A, is refused and changes nothing in B; and A's
 * administrator, working in A, cannot reach B's things by naming their ids.
 * A is the world's `home`, B its `other`.
 */

let server: TestServer;
let world: World;
let described: Operation[];
/** The org-scoped operations (under /orgs/{org_id}). */
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  world = await seedWorld(server);
  described = await readOperations(server);
  operations = described.filter((operation) => operation.isOrgScoped);
});
afterAll(async () => server?.close());

const victimSnapshot = () => snapshotOf(server, world.other.orgId);

it('the org-scoped operations are all described, private and declare their callers', () => {
  expectDocumentCoversServer(server, described);
  expect(operations.length).toBeGreaterThan(0);
  for (const operation of operations) {
    expect(operation.needsToken, labelOf(operation)).toBe(true);
    expect(operation.roles?.length, labelOf(operation)).toBeGreaterThan(0);
  }
});

it('refuses members of another organisation (administrator, manager, worker) with “not a member”, and B reads back unchanged after each write', async () => {
  const intruders = [
    { label: 'A’s administrator', user: world.home.admin },
    { label: 'A’s manager', user: world.home.managers[0]! },
    { label: 'A’s worker', user: world.home.workers[0]! },
  ];
  const failures: string[] = [];
  let requests = 0;
  const before = await victimSnapshot();
  for (const operation of operations)
    for (const intruder of intruders) {
      const response = await send(
        world,
        operation,
        intruder,
        baseRequest(world, operation, world.otherThings),
      );
      requests += 1;
      const label = `${labelOf(operation)} on B as ${intruder.label}`;
      if (
        JSON.stringify(response.body) !==
        JSON.stringify({ status_code: 403, message: MESSAGES.notOrgMember })
      )
        failures.push(`${label}: ${response.status} ${excerptOf(response)}`);
      if (operation.isWrite && JSON.stringify(await victimSnapshot()) !== JSON.stringify(before))
        failures.push(`${label}: B’s data changed`);
    }
  console.log(
    `tenancy sweep (members of another organisation): ${operations.length} operations, ` +
      `${requests} requests, ${intruders.length} callers, ${failures.length} failures ` +
      `(${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, failures.join('\n')).toEqual([]);
}, 120_000);

it('does not let A’s administrator reach B’s things through A: B’s ids in the path are not found, in the body refused or skipped, and B reads back unchanged', async () => {
  const admin = { label: 'A’s administrator', user: world.home.admin };
  // Every thing B has but the organisation itself (A's path names A).
  const keys = Object.keys(world.otherThings).filter((key) => key !== 'org_id' && key !== 'id');
  const failures: string[] = [];
  let requests = 0;
  const before = await victimSnapshot();
  let things: Things | null = null;
  for (const operation of operations)
    for (const variant of foreignIdVariants(operation, world.otherThings, keys)) {
      things ??= await freshThings(world, world.home);
      const parts = variant.apply(baseRequest(world, operation, things), things);
      const response = await send(world, operation, admin, parts);
      requests += 1;
      if (operation.isWrite && response.status < 300) things = null;
      const label = `${labelOf(operation)} in A with B’s ${variant.label}`;
      const problem = foreignIdProblem(operation, variant, response);
      if (problem) failures.push(`${label}: ${problem}`);
      if (operation.isWrite && JSON.stringify(await victimSnapshot()) !== JSON.stringify(before))
        failures.push(`${label}: B’s data changed`);
    }
  console.log(
    `tenancy sweep (another organisation's ids): ${operations.length} operations, ` +
      `${requests} requests, 1 caller, ${failures.length} failures ` +
      `(${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, failures.join('\n')).toEqual([]);
}, 120_000);
