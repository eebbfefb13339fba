import { DEFAULT_MANAGER_VARIANT, ROLE } from '../../../contract/access';
import type { RouteName } from '../../../contract/api-routes';
import type { RoleKind } from '../../../contract/route-access';
import type { FixtureUser, OrgFixture } from '../../../server/db/fixtures';
import { FIXTURE_PASSWORD, type ApiResponse, type CallOptions, type TestServer } from '../harness';
import { urlOf, type Operation } from './document';
import { projectThings } from './project-things';
import { manualCardBody, timeCardThings } from './time-card-things';
import { nextUnique, objectSchemaOf, validObject, validValue, type Things } from './schema-values';

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

/**
 * One of each thing the operations name, new for every request that may change or remove
 * them, made in `org`: a worker under `manager` (by default the org's first; with their
 * profile), a pending invitee under them, a team they manage with the worker in it, an overtime
 * rule, a workers' compensation code, a pay record of the worker, a rule group of each kind. Keys are the parameter and field names that name them (see thingKeyOf).
 */
export async function freshThings(
  world: World,
  org: OrgFixture,
  manager: FixtureUser = org.managers[0]!,
): Promise<Things> {
  const { server } = world;
  const n = nextUnique();
  const worker = await server.fixtures.member(org.orgId, ROLE.worker, {
    label: `target${n}`,
    name: `Tara Target${n}`,
    primaryManagerId: manager.employeeId,
  });
  const invitee = await server.fixtures.member(org.orgId, ROLE.worker, {
    label: `invitee${n}`,
    name: `Ivo Invitee${n}`,
    status: 'pending',
    primaryManagerId: manager.employeeId,
  });
  const team = await server.fixtures.team(org.orgId, {
    name: `Fuzz crew ${n}`,
    employeeIds: [worker.employeeId],
    managerIds: [manager.employeeId],
  });
  const created = creator(world, org);
  const projects = await projectThings(created, n, manager.employeeId);
  return {
    org_id: org.orgId,
    id: org.orgId,
    employee_id: worker.employeeId,
    profile_id: worker.profileId,
    manager_id: manager.employeeId,
    pending_employee_id: invitee.employeeId,
    employee_group_id: team,
    overtime_rule_id: await created('/overtime_rules', { name: `Fuzz overtime ${n}` }),
    wc_code_id: await created('/wc_codes', { code: `F${n}`, rate_per_100: 1 }),
    compensation_id: await created(`/employee/${worker.employeeId}/saas_compensation`, {
      effective_dt_unix: 1_700_000_000,
      pay_type: 'hourly',
      pay_rate: 30,
    }),
    // Groups besides the default, which cannot be deleted.
    rule_group_id: await created('/rule_groups', { name: `Fuzz rules ${n}` }),
    project_time_rule_group_id: await created('/project_time_rule_groups', {
      name: `Fuzz project rules ${n}`,
    }),
    job_code_id: await created('/job_codes', { code: `FZ-${n}`, name: `Fuzz code ${n}` }),
    ...projects,
    ...(await timeCardThings(server, org, created, {
      employeeId: worker.employeeId,
      managerId: manager.employeeId,
    })),
    company_location_id: await created('/company_locations', {
      name: `Fuzz yard ${n}`,
      geofence_radius_meters: 100,
      place: { latitude: 37.77, longitude: -122.42 },
    }),
    // The organisation's first schedule is its default, which cannot be deleted: name a second.
    pay_schedule_id: await created('/pay_schedules', payScheduleBody(`Fuzz pay ${n}`)).then(() =>
      created('/pay_schedules', payScheduleBody(`Fuzz pay ${n} second`)),
    ),
  };
}

/** Creates a thing as the organisation's administrator and answers its id (`data.id`). */
export function creator(world: World, org: OrgFixture) {
  return async (path: string, body: unknown): Promise<number> => {
    const response = await callAs(world.server, org.admin, 'POST', `/v1/orgs/${org.orgId}${path}`, {
      body,
    });
    if (response.status !== 200)
      throw new Error(`Setting up ${path}: ${response.status} ${response.text}`);
    const data = (response.body as { data: { id?: number; time_card_ids?: number[] } }).data;
    return data.id ?? data.time_card_ids?.[0] ?? 0;
  };
}

function payScheduleBody(name: string) {
  return {
    name,
    frequency: 'monthly',
    first_period_start_date: '2024-01-01',
    workweek_start_day: 0,
  };
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

/** The parts of a request the tests vary: path values (URL-safe), query, body. */
export type RequestParts = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** Sent as is instead of `body` (bodies JSON.stringify cannot write). */
  rawBody?: string;
};

type HandMade = {
  body?: (world: World, things: Things) => unknown;
  path?: (things: Things) => Record<string, number>;
  query?: () => Record<string, string>;
};

/**
 * Valid requests generation cannot guess: real credentials, a pay record on a new day, an
 * invitee for resending. Everything else is generated from the description.
 */
const HAND_MADE: Partial<Record<RouteName, HandMade>> = {
  loginEmail: {
    body: (world) => ({ email: world.signInPerson.email, password: FIXTURE_PASSWORD }),
  },
  loginMobile: { body: () => ({ mobile: '+14155550123' }) },
  // The same password again: the caller keeps signing in with it.
  changePassword: {
    body: () => ({
      current_password: FIXTURE_PASSWORD,
      new_password: FIXTURE_PASSWORD,
      confirm_password: FIXTURE_PASSWORD,
    }),
  },
  createCompensation: {
    body: () => ({
      effective_dt_unix: 1_710_000_000 + nextUnique() * 86_400,
      pay_type: 'hourly',
      pay_rate: 31,
    }),
  },
  resendInvite: { path: (things) => ({ employee_id: things.pending_employee_id! }) },
  // A Monday: bi-weekly periods start on the workweek's first day (0, Monday).
  createPaySchedule: {
    body: () => ({
      name: `Fuzz pay ${nextUnique()}`,
      frequency: 'biweekly',
      first_period_start_date: '2024-01-01',
      workweek_start_day: 0,
    }),
  },
  payPeriods: { query: () => ({ from: '2024-01-01', to: '2024-03-31' }) },
  // Time cards (time-card-things.ts): the things' worker has no running card to clock in
  // from; each clock action names a card in the state it acts on.
  clockIn: { body: (_world, things) => ({ employee_id: things.employee_id }) },
  startBreak: { path: (things) => ({ time_card_id: things.open_time_card_id! }) },
  switchTimeCard: {
    path: (things) => ({ time_card_id: things.open_time_card_id! }),
    body: (_world, things) => ({ org_project_id: things.project_id }),
  },
  clockOut: { path: (things) => ({ time_card_id: things.open_time_card_id! }) },
  endBreak: { path: (things) => ({ time_card_id: things.on_break_time_card_id! }) },
  createManualTimeCard: { body: (_world, things) => manualCardBody(things.employee_id!) },
  unapproveTimeCards: {
    body: (_world, things) => ({
      time_card_ids: [things.approved_time_card_id],
      reason: 'Fuzz check',
    }),
  },
};

/**
 * Operations whose valid request needs a secret only a message carries (a code, a reset or
 * invitation token): their unmutated request is refused, and the mutations still run.
 */
export const NEEDS_SECRET: ReadonlySet<string> = new Set<RouteName>([
  'mobileVerifyOtp',
  'resetPassword',
  'validateInvite',
  'completeProfile',
]);

/** A valid request of the operation over `things` (ids by parameter and field name). */
export function baseRequest(world: World, operation: Operation, things: Things): RequestParts {
  const hand = HAND_MADE[operation.name as RouteName];
  const overrides = hand?.path?.(things) ?? {};
  const path: Record<string, string> = {};
  for (const parameter of operation.params) {
    const value = overrides[parameter.name] ?? validValue(parameter.schema, parameter.name, things);
    path[parameter.name] = encodeURIComponent(String(value));
  }
  const parts: RequestParts = { path, query: hand?.query?.() ?? {} };
  if (operation.body)
    parts.body = hand?.body?.(world, things) ?? validObject(objectSchemaOf(operation.body), things);
  return parts;
}

const tokens = new Map<string, string>();

/** A caller's access token, signed in once and again after their session ended. */
async function tokenOf(server: TestServer, user: { email: string }, renew = false) {
  let token = tokens.get(user.email);
  if (!token || renew) {
    token = (await server.signIn(user.email)).access_token;
    tokens.set(user.email, token);
  }
  return token;
}

/** A call as a fixture person, signed in again once when their session has ended. */
async function callAs(
  server: TestServer,
  user: { email: string },
  method: string,
  url: string,
  options: CallOptions,
): Promise<ApiResponse> {
  const response = await server.call(method, url, {
    token: await tokenOf(server, user),
    ...options,
  });
  if (response.status !== 401) return response;
  return server.call(method, url, { token: await tokenOf(server, user, true), ...options });
}

/**
 * Sends one request. A refresh operation gets a fresh refresh token of the caller as its bearer;
 * a 401 to a signed-in caller (a previous call ended their session: logout, a password change)
 * is retried once with a new sign-in.
 */
export async function send(
  world: World,
  operation: Operation,
  caller: Caller,
  parts: RequestParts,
): Promise<ApiResponse> {
  const { server } = world;
  const url = urlOf(operation, parts.path, parts.query);
  const payload: CallOptions =
    parts.rawBody !== undefined ? { rawBody: parts.rawBody } : { body: parts.body };
  if (!caller.user) return server.call(operation.method, url, payload);
  if (operation.isRefresh) {
    const token = (await server.signIn(caller.user.email)).refresh_token;
    return server.call(operation.method, url, { token, ...payload });
  }
  return callAs(server, caller.user, operation.method, url, payload);
}
