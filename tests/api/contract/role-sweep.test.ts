import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { ROLE_KINDS, type RoleKind } from '../../../contract/route-access';
import { startTestServer, type TestServer } from '../harness';
import { snapshotOf } from '../org-routes';
import { labelOf, readOperations, type Operation } from './document';
import { excerptOf } from './leaks';
import type { Things } from './schema-values';
import { baseRequest, creator, send } from './requests';
import { keysOf, thingPool, type ThingPool } from './thing-pool';
import { ANONYMOUS, callerOf, seedWorld, type World } from './world';
import { ownTimeCards } from './time-card-things';
import { ownTimeOffRequest } from './time-off-things';
import { uploadedAttachment } from './file-attachment-things';

/**
 * The role sweep, driven by the description: every private operation declares (x-roles, from
 * contract/route-access.ts) which role kinds may call it; each other kind is refused with 403
 * and changes nothing, and each declared kind gets through.
 */

let server: TestServer;
let world: World;
let operations: Operation[];
let pool: ThingPool;

beforeAll(async () => {
  server = await startTestServer();
  world = await seedWorld(server);
  pool = thingPool(world, world.home);
  operations = (await readOperations(server)).filter((operation) => operation.needsToken);
});
afterAll(async () => server?.close());

/**
 * Targets each kind may reach, so a refusal is about the kind and never the row: a worker's own
 * record (workers see only themselves); for the others a new worker under the manager (the
 * manager holds every variable permission and manages the worker and the team), which
 * administrators and provider staff reach anyway. New things after each write that went
 * through (it may have used them up: see thing-pool.ts).
 */
async function thingsFor(kind: RoleKind, operation: Operation): Promise<Things> {
  const pooled = await pool.take(keysOf(world, operation));
  // An attachment is its uploader's (and administrators'): each kind acts on one of its own.
  const things = operation.path.includes('{file_attachment_id}')
    ? {
        ...pooled,
        file_attachment_id: await uploadedAttachment(
          server,
          callerOf(world, kind).user!,
          world.home.orgId,
        ),
      }
    : pooled;
  if (kind !== 'worker') return things;
  const self = world.home.workers[0]!;
  // A worker's time cards are their own, each in the state the operation acts on.
  const cards = /\/(manual_)?time_cards\b/.test(operation.path)
    ? await ownTimeCards(server, self, operation.name, creator(world, world.home))
    : {};
  // So is their time-off request.
  const timeOff = operation.path.includes('{time_off_request_id}')
    ? await ownTimeOffRequest(creator(world, world.home), self)
    : {};
  return {
    ...things,
    employee_id: self.employeeId,
    profile_id: self.profileId,
    ...cards,
    ...timeOff,
  };
}

/** What a refused call must not have changed: the organisation's data, and no new organisation. */
async function stateOf() {
  const organisations = await server.db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    home: await snapshotOf(server, world.home.orgId),
    organisations: Number(organisations.n),
  };
}

it('every private operation declares who may call it', () => {
  const undeclared = operations.filter((operation) => !operation.isRefresh && !operation.roles);
  expect(undeclared.map(labelOf)).toEqual([]);
});

it('refuses every private operation without a token with 401', async () => {
  for (const operation of operations) {
    const things = await thingsFor('admin', operation);
    const response = await send(world, operation, ANONYMOUS, baseRequest(world, operation, things));
    expect(response.status, labelOf(operation)).toBe(401);
    expect(response.body).toEqual({ status_code: 401, message: MESSAGES.invalidToken });
  }
});

it('refuses each undeclared role kind with 403, changing nothing, and lets each declared kind through', async () => {
  const failures: string[] = [];
  let requests = 0;
  let refusals = 0;
  const declared = operations.filter((operation) => operation.roles);
  for (const operation of declared) {
    // Provider-only calls outside an organisation keep their own wording for everyone else.
    const refusalMessages = operation.isOrgScoped
      ? [MESSAGES.forbidden]
      : [MESSAGES.forbidden, MESSAGES.providerStaffOnly];
    for (const kind of ROLE_KINDS) {
      const isDeclared = operation.roles!.includes(kind);
      const label = `${labelOf(operation)} as ${kind}`;
      const things = await thingsFor(kind, operation);
      const before = !isDeclared && operation.isWrite ? await stateOf() : null;
      const response = await send(
        world,
        operation,
        callerOf(world, kind),
        baseRequest(world, operation, things),
      );
      requests += 1;
      if (operation.isWrite && response.status < 300) pool.spend(keysOf(world, operation));
      const answer = `${response.status} ${excerptOf(response)}`;
      if (!isDeclared) {
        refusals += 1;
        const message = (response.body as { message?: string } | null)?.message ?? '';
        if (response.status !== 403 || !(refusalMessages as string[]).includes(message))
          failures.push(`${label}: not declared, so 403 expected, got ${answer}`);
        if (before && JSON.stringify(await stateOf()) !== JSON.stringify(before))
          failures.push(`${label}: refused or not, the call changed data`);
      } else if (response.status >= 300) {
        failures.push(`${label}: declared, so it should get through, got ${answer}`);
      }
    }
  }
  console.log(
    `role sweep: ${declared.length} operations, ${requests.toLocaleString('en-US')} requests, ` +
      `${ROLE_KINDS.length} roles, ${refusals} refusals checked, ${failures.length} failures ` +
      `(${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, `${failures.length} failures:\n${failures.join('\n')}`).toEqual([]);
}, 300_000);
