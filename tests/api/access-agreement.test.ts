import { afterAll, beforeAll, expect, it } from 'vitest';
import { actorFor, canAnywhere } from '../../app/access/actor';
import { PERMISSION, can, type PolicyId } from '../../contract/access';
import type { RouteName } from '../../contract/api-routes';
import { zProfileResponse, type Profile } from '../../contract/profile';
import { policyOf } from '../../contract/route-access';
import type { FixtureUser } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { labelOf, readOperations, type Operation } from './contract/document';
import { excerptOf } from './contract/leaks';
import { ownTimeCards } from './contract/time-card-things';
import { baseRequest, creator, send } from './contract/requests';
import { freshThings, keysOf, thingPool } from './contract/thing-pool';
import { seedWorld, type World } from './contract/world';

/**
 * The app and the server agree on every policy a route names: for each kind of caller (and
 * managers whose per-person overrides differ from their role's), the actor the app builds from
 * GET /v1/me answers `can(actor, policy)`, and the server answers the call itself over things
 * the caller reaches (their own record, workers and teams). Allowed must go through; refused
 * must be a 403. Then, for managers, a person who is not their worker: what `can` says for that
 * row is what the server does.
 */

let server: TestServer;
let world: World;
let operations: Operation[];
type Caller = { label: string; user: FixtureUser; kind: 'self' | 'manager' | 'other' };
let callers: Caller[];

/** Sets a manager's variable permission for them alone, as a role change with switches does. */
async function override(user: FixtureUser, permissionId: number, value: 0 | 1) {
  await server.db
    .insertInto('employee_permissions')
    .values({
      org_id: world.home.orgId,
      employee_id: user.employeeId,
      permission_id: permissionId,
      value,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  world = await seedWorld(server);
  operations = (await readOperations(server)).filter((operation) =>
    policyOf(operation.name as RouteName),
  );
  const { fixtures } = server;
  // Variant 21 has no financial access of its own; this one was given it.
  const withPay = await fixtures.member(world.home.orgId, 21, { label: 'mgr21pay' });
  await override(withPay, PERMISSION.viewProjectFinancials, 1);
  // Variant 35 has every variable permission; this one had financial access taken away.
  const withoutPay = await fixtures.member(world.home.orgId, 35, { label: 'mgr35nopay' });
  await override(withoutPay, PERMISSION.viewProjectFinancials, 0);
  callers = [
    { label: 'administrator', user: world.home.admin, kind: 'other' },
    { label: 'manager (variant 35)', user: world.home.managers[0]!, kind: 'manager' },
    { label: 'manager (variant 21)', user: world.defaultManager, kind: 'manager' },
    { label: 'manager (21, given 15)', user: withPay, kind: 'manager' },
    { label: 'manager (35, 15 taken)', user: withoutPay, kind: 'manager' },
    { label: 'worker', user: world.home.workers[0]!, kind: 'self' },
    { label: 'provider admin', user: world.staff, kind: 'other' },
    { label: 'provider recruiter', user: world.recruiter, kind: 'other' },
  ];
});
afterAll(async () => server?.close());

async function profileOf(user: FixtureUser): Promise<Profile> {
  const { access_token: token } = await server.signIn(user.email);
  const response = await server.call('GET', '/v1/me', { token });
  expect(response.status).toBe(200);
  return zProfileResponse.parse(response.body).data;
}

/** What the app shows the caller: the policy for anyone, in the organisation of the path. */
function appSays(profile: Profile, operation: Operation, policy: PolicyId): boolean {
  if (!operation.isOrgScoped) return canAnywhere(profile, policy);
  const actor = actorFor(profile, world.home.orgId);
  return actor !== null && can(actor, policy);
}

it('builds from GET /v1/me the actor the server acts on, overrides included', async () => {
  const failures: string[] = [];
  let requests = 0;
  for (const caller of callers) {
    const profile = await profileOf(caller.user);
    // Things the caller reaches: their own record, or (managers) a worker and team of theirs.
    const pool = thingPool(world, world.home, caller.kind === 'manager' ? caller.user : undefined);
    const thingsNow = async (operation: Operation) => {
      const things = await pool.take(keysOf(world, operation));
      if (caller.kind !== 'self') return things;
      // A worker's time cards are their own, each in the state the operation acts on.
      const cards = /\/(manual_)?time_cards\b/.test(operation.path)
        ? await ownTimeCards(server, caller.user, operation.name, creator(world, world.home))
        : {};
      return {
        ...things,
        employee_id: caller.user.employeeId,
        profile_id: caller.user.profileId,
        ...cards,
      };
    };
    for (const operation of operations) {
      const policy = policyOf(operation.name as RouteName)!;
      const allowed = appSays(profile, operation, policy);
      const response = await send(
        world,
        operation,
        { label: caller.label, user: caller.user },
        baseRequest(world, operation, await thingsNow(operation)),
      );
      requests += 1;
      if (operation.isWrite && response.status < 300) pool.spend(keysOf(world, operation));
      const answer = `${response.status} ${excerptOf(response)}`;
      if (allowed && response.status >= 300)
        failures.push(
          `${labelOf(operation)} as ${caller.label}: the app allows ${policy}, the server answers ${answer}`,
        );
      if (!allowed && response.status !== 403)
        failures.push(
          `${labelOf(operation)} as ${caller.label}: the app refuses ${policy}, the server answers ${answer}`,
        );
    }
  }
  console.log(
    `access agreement: ${operations.length} operations with a policy, ${callers.length} callers, ` +
      `${requests} requests, ${failures.length} failures (${process.env.TEST_DATABASE ?? 'sqlite'})`,
  );
  expect(failures, failures.join('\n')).toEqual([]);
}, 300_000);

/** The policies whose rows are people, by whether the caller manages them. */
const PERSON_POLICIES = [
  'employee.edit',
  'employee.setActive',
  'compensation.view',
  'compensation.edit',
] as const satisfies readonly PolicyId[];
type PersonPolicy = (typeof PERSON_POLICIES)[number];
const personPolicyOf = (operation: Operation) =>
  PERSON_POLICIES.find((policy) => policy === policyOf(operation.name as RouteName));

it('agrees with managers on a person who is not their worker', async () => {
  const failures: string[] = [];
  const personal = operations.filter(
    (operation) =>
      personPolicyOf(operation) !== undefined &&
      operation.params.some((parameter) => parameter.name === 'employee_id'),
  );
  expect(personal.length).toBeGreaterThan(0);
  for (const caller of callers.filter((each) => each.kind === 'manager')) {
    const profile = await profileOf(caller.user);
    const actor = actorFor(profile, world.home.orgId)!;
    // A worker of the organisation's administrator: in nobody's crew but theirs.
    const others = await freshThings(world, world.home, world.home.admin);
    for (const operation of personal) {
      const policy: PersonPolicy = personPolicyOf(operation)!;
      const target = { employeeId: others.employee_id as number, isMyWorker: false };
      const allowed = can(actor, policy, target);
      const response = await send(
        world,
        operation,
        { label: caller.label, user: caller.user },
        baseRequest(world, operation, others),
      );
      // Not theirs: refused (403), or not even visible to them (404).
      const refused = response.status === 403 || response.status === 404;
      if (allowed === refused)
        failures.push(
          `${labelOf(operation)} as ${caller.label} on another's worker: can says ${allowed}, the server answers ${response.status} ${excerptOf(response)}`,
        );
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}, 300_000);

it('sends each membership’s effective permissions in GET /v1/me', async () => {
  const manager = callers.find((each) => each.label === 'manager (21, given 15)')!;
  const membership = (await profileOf(manager.user)).employees.find(
    (employee) => employee.org_id === world.home.orgId,
  )!;
  expect(membership.role.id).toBe(21);
  expect(membership.permissions).toContain(PERMISSION.viewProjectFinancials);
  const staff = await profileOf(world.staff);
  expect(staff.employees.find((employee) => employee.org_id === 0)?.permissions).toContain(
    PERMISSION.adminHrProfile,
  );
});
