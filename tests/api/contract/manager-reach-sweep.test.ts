import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteName } from '../../../contract/api-routes';
import type { FixtureUser } from '../../../server/db/fixtures';
import { startTestServer, type TestServer } from '../harness';
import { snapshotOf } from '../org-routes';
import { labelOf, readOperations, type Operation } from './document';
import { foreignIdProblem, foreignIdVariants } from './foreign-ids';
import type { Things } from './schema-values';
import { baseRequest, send } from './requests';
import { freshThings } from './thing-pool';
import { seedWorld, type World } from './world';

/**
 * Where the description lets managers call an operation, they reach only their own people and
 * teams (core.md 6): the declaration is at role-kind level and this row-level limit is the
 * services'. For every such operation, one id at a time of another manager's worker, invitee,
 * team, pay record or of that manager is swapped into a request over the caller's own things:
 * it is not found or refused, and nothing changes.
 *
 * Writes are tried by both managers of `home`: the default variant (21) and one holding every
 * variable permission (35), which still edits only its own people. Reads only by the default
 * variant: with view-all (13) a manager may read everyone (`reads`).
 */

let server: TestServer;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  world = await seedWorld(server);
  operations = (await readOperations(server)).filter(
    (operation) => operation.isOrgScoped && operation.roles?.includes('manager'),
  );
});
afterAll(async () => server?.close());

/** The things another manager's reach is made of (rule groups, codes and rules are everyone's). */
const PEOPLE_AND_TEAMS = [
  'employee_id',
  'pending_employee_id',
  'profile_id',
  'employee_group_id',
  'compensation_id',
  'manager_id',
];

/**
 * Invitations go to anyone the manager can see (employee-invites.service.ts), so a manager with
 * view-all (13) may nudge every invitee of the organisation: not tried with that manager.
 */
const VISIBILITY_SCOPED: readonly string[] = [
  'sendInvites',
  'resendInvite',
  // Tasks name anyone the manager sees (server/modules/tasks/README.md "Who").
  'createTask',
  'patchTask',
] satisfies RouteName[];

/**
 * A manager who edits every time card (17, which variant 35 holds) may add a card for anyone
 * (time-cards module README): not tried with that manager.
 */
const EDITS_ALL_TIME: readonly string[] = ['createManualTimeCard'] satisfies RouteName[];

it('keeps managers to their own people and teams in every operation declared for them', async () => {
  const variant35 = world.home.managers[0]!;
  const variant21 = world.defaultManager;
  const managers: Array<{ label: string; user: FixtureUser; other: FixtureUser; reads: boolean }> =
    [
      { label: 'manager (variant 21)', user: variant21, other: variant35, reads: true },
      { label: 'manager (variant 35)', user: variant35, other: variant21, reads: false },
    ];
  const failures: string[] = [];
  let requests = 0;
  for (const manager of managers) {
    const caller = { label: manager.label, user: manager.user };
    let own: Things | null = null;
    let others: Things | null = null;
    for (const operation of operations) {
      if (
        !manager.reads &&
        (!operation.isWrite ||
          VISIBILITY_SCOPED.includes(operation.name) ||
          EDITS_ALL_TIME.includes(operation.name))
      )
        continue;
      for (const variant of foreignIdVariants(
        operation,
        (others ??= await freshThings(world, world.home, manager.other)),
        PEOPLE_AND_TEAMS,
      )) {
        own ??= await freshThings(world, world.home, manager.user);
        const before = await snapshotOf(server, world.home.orgId);
        const response = await send(
          world,
          operation,
          caller,
          variant.apply(baseRequest(world, operation, own), own),
        );
        requests += 1;
        const label = `${labelOf(operation)} as ${manager.label} with another manager’s ${variant.label}`;
        // A person or team out of reach is either not visible (404) or not theirs to change (403).
        const problem = foreignIdProblem(operation, variant, response, [403, 404]);
        if (problem) failures.push(`${label}: ${problem}`);
        else if (
          JSON.stringify(await snapshotOf(server, world.home.orgId)) !== JSON.stringify(before)
        )
          failures.push(`${label}: the organisation's data changed`);
        if (operation.isWrite && response.status < 300) own = others = null;
      }
    }
  }
  console.log(
    `manager reach sweep: ${operations.length} operations, ${requests} requests, ` +
      `${managers.length} managers, ${failures.length} failures (${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, failures.join('\n')).toEqual([]);
}, 120_000);
