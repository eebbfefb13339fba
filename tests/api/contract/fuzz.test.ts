import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_KINDS, type RoleKind } from '../../../contract/route-access';
import { startTestServer, type ApiResponse, type TestServer } from '../harness';
import { snapshotOf } from '../org-routes';
import { expectDocumentCoversServer, labelOf, readOperations, type Operation } from './document';
import { excerptOf, problemsOf } from './leaks';
import { requestMutations } from './request-mutations';
import { NEEDS_SECRET, baseRequest, send } from './requests';
import { keysOf, thingPool } from './thing-pool';
import { ANONYMOUS, callerOf, seedWorld, type Caller, type World } from './world';

/**
 * The contract-driven fuzz test: every operation of GET /v1/openapi.json, sent by every kind of
 * caller and then, as the caller who gets furthest, with each parameter and body field mutated
 * one at a time. An operation added to the contract is covered without a line here.
 */

let server: TestServer;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  // Mutated passwords count as failed sign-ins; the fuzz must not lock its own callers out.
  server = await startTestServer({ env: { ACCOUNT_MAX_FAILED_ATTEMPTS: '1000000' } });
  world = await seedWorld(server);
  operations = await readOperations(server);
});
afterAll(async () => server?.close());

function callers(): Caller[] {
  return [
    ANONYMOUS,
    ...ROLE_KINDS.map((kind) => callerOf(world, kind)),
    { label: 'manager (default variant)', user: world.defaultManager },
    { label: 'administrator of another organisation', user: world.other.admin },
  ];
}

/** Most reaching first: the mutations should get past the guards to the code behind them. */
const REACH: RoleKind[] = ['admin', 'provider-admin', 'manager', 'provider-recruiter', 'worker'];

function reacherOf(operation: Operation): Caller {
  if (!operation.needsToken) return ANONYMOUS;
  // A refresh operation takes the administrator's refresh token (see send).
  const kind = operation.roles ? REACH.find((each) => operation.roles!.includes(each)) : 'admin';
  if (!kind) throw new Error(`${labelOf(operation)}: x-roles names no role`);
  return callerOf(world, kind);
}

it('covers every route of the server through the description', () => {
  expectDocumentCoversServer(server, operations);
});

it('answers every operation, caller and mutation without a 5xx, a leak, or serving anonymous callers what needs a token', async () => {
  const failures: string[] = [];
  let requests = 0;
  const check = (operation: Operation, label: string, response: ApiResponse) => {
    requests += 1;
    for (const problem of problemsOf(response))
      failures.push(
        `${labelOf(operation)} ${label}: ${problem} — ${response.status} ${excerptOf(response)}`,
      );
  };
  const otherBefore = await snapshotOf(server, world.other.orgId);
  const everyone = callers();
  const pool = thingPool(world, world.home);

  for (const operation of operations) {
    // Each caller, unmutated. A write that went through may have used its things up.
    const keys = keysOf(world, operation);
    let things = await pool.take(keys);
    for (const caller of everyone) {
      const response = await send(world, operation, caller, baseRequest(world, operation, things));
      check(operation, `as ${caller.label}`, response);
      if (!caller.user && operation.needsToken && response.status < 300)
        failures.push(
          `${labelOf(operation)}: answered ${response.status} without a token, but the description asks for one`,
        );
      if (operation.isWrite && response.status < 300) {
        pool.spend(keys);
        things = await pool.take(keys);
      }
    }

    // One mutation at a time over a valid request, as the caller who gets furthest (over
    // things still there: a write that went through above was followed by new ones).
    const reacher = reacherOf(operation);
    const base = await send(world, operation, reacher, baseRequest(world, operation, things));
    check(operation, `as ${reacher.label}, unmutated`, base);
    if (base.status >= 300 && !NEEDS_SECRET.has(operation.name))
      failures.push(
        `${labelOf(operation)}: the generated valid request was refused (${base.status} ${excerptOf(base)}); give it a hand-made request in world.ts`,
      );
    for (const mutation of requestMutations(operation, things, world.otherThings)) {
      const parts = mutation.apply(baseRequest(world, operation, things));
      check(
        operation,
        `as ${reacher.label}, ${mutation.label}`,
        await send(world, operation, reacher, parts),
      );
    }
    // The valid request went through, and mutations may have too.
    if (operation.isWrite) pool.spend(keys);
  }

  const otherChanged =
    JSON.stringify(await snapshotOf(server, world.other.orgId)) !== JSON.stringify(otherBefore);
  if (otherChanged) failures.push('another organisation’s data changed during the fuzz');
  console.log(
    `fuzz: ${operations.length} operations, ${requests.toLocaleString('en-US')} requests, ` +
      `${everyone.length} callers, ${failures.length} failures (${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, `${failures.length} failures:\n${failures.join('\n')}`).toEqual([]);
}, 900_000);
