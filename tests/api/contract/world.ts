import { DEFAULT_MANAGER_VARIANT, ROLE } from '../../../contract/access';
import type { RoleKind } from '../../../contract/route-access';
import type { FixtureUser, OrgFixture } from '../../../server/db/fixtures';
import type { TestServer } from '../harness';
import type { Things } from './schema-values';
import { freshThings } from './thing-pool';

/**
 * The people and organisations the contract tests call with, seeded once per test file:
 * `home` (the organisation under test: an administrator, a manager holding every variable
 * permission, workers), `other` (another organisation, with its own things), provider staff, and
 * a person whose address the sign-in calls use.
 */
export type World = {
  server: TestServer;
  home: OrgFixture;
  other: OrgFixture;
  /** A manager of `home` with the default variant (21): only the base manager permissions. */
  defaultManager: FixtureUser;
  staff: FixtureUser;
  recruiter: FixtureUser;
  /** A worker of `home` the public sign-in calls use (their failed sign-ins harm no caller). */
  signInPerson: { email: string };
  otherThings: Things;
};

export async function seedWorld(server: TestServer): Promise<World> {
  const { fixtures } = server;
  // Variant 35 holds every variable permission (13, 14, 15, 17, 104), so a refusal of the
  // manager kind is the declaration's and never a missing permission's.
  const home = await fixtures.org({ name: 'Home Co', managers: 1, workers: 2, managerRole: 35 });
  // Enterprise (plan 5 of migration 0001): every route's plan feature is in it, so a refusal is
  // the declaration's, never the plan's (time-card sign-offs are Enterprise).
  await server.db
    .updateTable('organisations')
    .set({ plan_id: 5 })
    .where('id', '=', home.orgId)
    .execute();
  const other = await fixtures.org({ name: 'Other Co', managers: 1, workers: 1 });
  const defaultManager = await fixtures.member(home.orgId, DEFAULT_MANAGER_VARIANT, {
    label: 'manager21',
    name: 'Dana Default',
  });
  const world: World = {
    server,
    home,
    other,
    defaultManager,
    staff: await fixtures.providerStaff(ROLE.providerAdmin),
    recruiter: await fixtures.providerStaff(ROLE.providerRecruiter),
    signInPerson: await fixtures.member(home.orgId, ROLE.worker, {
      label: 'signin',
      name: 'Sid Signin',
    }),
    otherThings: {},
  };
  world.otherThings = await freshThings(world, other);
  return world;
}

/** Who sends a request: nobody, or a fixture person signed in afresh when their session ends. */
export type Caller = { label: string; user: { email: string } | null; kind?: RoleKind };

/** The caller of each role kind in `home` (provider staff: of org 0, acting on `home`). */
export function callerOf(world: World, kind: RoleKind): Caller {
  const users: Record<RoleKind, FixtureUser> = {
    admin: world.home.admin,
    manager: world.home.managers[0]!,
    worker: world.home.workers[0]!,
    'provider-admin': world.staff,
    'provider-recruiter': world.recruiter,
  };
  return { label: kind, user: users[kind], kind };
}

export const ANONYMOUS: Caller = { label: 'no token', user: null };
