import { MANAGER_VARIANT_MAX, MANAGER_VARIANT_MIN, ROLE } from './access';
import type { RouteName, routes } from './api-routes';

/**
 * Who may call each operation, by route name: the server's guard enforces it and the tests'
 * role sweep checks it, so this table is the truth for both. It sits apart from
 * contract/api-routes.ts because the sign-in pages load that table and must not grow with this one.
 *
 * Declarations stay at role-kind level: a manager's variable permissions (13, 14, 15, 17) and
 * which rows a caller reaches (a manager's own workers, a worker's own record) are the
 * services' checks.
 */

/** The kinds of role a caller holds; every manager variant (2, 21–35) is a manager. */
export const ROLE_KINDS = [
  'admin',
  'manager',
  'worker',
  'provider-admin',
  'provider-recruiter',
] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** Provider staff kinds: a membership of org 0, acting on any organisation. */
export const PROVIDER_KINDS: readonly RoleKind[] = ['provider-admin', 'provider-recruiter'];

/**
 * A private operation's callers: on a path under /orgs/{org_id}, the caller's role in that
 * organisation (provider staff: their staff role); elsewhere, a role the caller holds in any
 * organisation. `anyone` is every signed-in person.
 */
export type PrivateAccess = {
  auth: 'private';
  roles: 'anyone' | readonly [RoleKind, ...RoleKind[]];
};

type AccessFor<Kind> = Kind extends 'private' ? PrivateAccess : { auth: Kind };

/** One entry per route, of the route's own auth kind: a new route without one fails to compile. */
type AccessTable = { [Name in RouteName]: AccessFor<(typeof routes)[Name]['auth']> };

const PUBLIC = { auth: 'public' } as const;
const ANYONE = { auth: 'private', roles: 'anyone' } as const;
const EVERY_MEMBER = {
  auth: 'private',
  roles: ['admin', 'manager', 'worker', 'provider-admin', 'provider-recruiter'],
} as const;
/** Reading people, teams and settings for pickers: management and provider staff. */
const MANAGEMENT_AND_STAFF = {
  auth: 'private',
  roles: ['admin', 'manager', 'provider-admin', 'provider-recruiter'],
} as const;
/** Organisation settings (permission 8): administrators and provider admins. */
const SETTINGS = { auth: 'private', roles: ['admin', 'provider-admin'] } as const;
/** Running people (edit, assign to teams): administrators, provider admins, managers for their own. */
const PEOPLE = { auth: 'private', roles: ['admin', 'manager', 'provider-admin'] } as const;

export const ROUTE_ACCESS: AccessTable = {
  config: PUBLIC,
  signup: PUBLIC,
  loginEmail: PUBLIC,
  requestOtp: PUBLIC,
  loginMobile: PUBLIC,
  mobileVerifyOtp: PUBLIC,
  requestPasswordReset: PUBLIC,
  resetPassword: PUBLIC,
  validateInvite: PUBLIC,
  completeProfile: PUBLIC,
  resendInviteByEmail: PUBLIC,
  refreshToken: { auth: 'refresh' },
  me: ANYONE,
  logout: ANYONE,
  changePassword: ANYONE,
  roles: ANYONE,
  orgs: ANYONE,
  // Holders of the create-organisation permission (102) somewhere.
  createOrg: { auth: 'private', roles: ['admin', 'provider-admin', 'provider-recruiter'] },
  org: EVERY_MEMBER,
  patchOrg: SETTINGS,
  adminOrg: { auth: 'private', roles: ['provider-admin', 'provider-recruiter'] },
  impersonate: { auth: 'private', roles: ['provider-admin'] },
  // Workers see themselves; managers their own workers (or all with permission 13).
  employees: EVERY_MEMBER,
  // Managers (permission 10) and recruiters add workers only; the service checks the role given.
  createEmployee: MANAGEMENT_AND_STAFF,
  employee: EVERY_MEMBER,
  patchEmployee: PEOPLE,
  patchEmployees: PEOPLE,
  // Invitations (permission 10): managers and recruiters too.
  sendInvites: MANAGEMENT_AND_STAFF,
  resendInvite: MANAGEMENT_AND_STAFF,
  updateSaasEnabled: SETTINGS,
  teams: MANAGEMENT_AND_STAFF,
  // Managers may not: a team names its managers (teams.service.ts); provider staff may.
  createTeam: { auth: 'private', roles: ['admin', 'provider-admin', 'provider-recruiter'] },
  patchTeam: { auth: 'private', roles: ['admin', 'provider-admin', 'provider-recruiter'] },
  patchTeams: { auth: 'private', roles: ['admin', 'provider-admin', 'provider-recruiter'] },
  deleteTeam: { auth: 'private', roles: ['admin', 'provider-admin', 'provider-recruiter'] },
  // Everyone picks people; teams come only to those who may read them.
  employeesAndTeams: EVERY_MEMBER,
  // Pay is financial data: managers need permission 15 and reach only their own workers.
  compensations: PEOPLE,
  createCompensation: PEOPLE,
  patchCompensation: PEOPLE,
  deleteCompensation: PEOPLE,
  overtimeRules: MANAGEMENT_AND_STAFF,
  createOvertimeRule: SETTINGS,
  patchOvertimeRule: SETTINGS,
  wcCodes: MANAGEMENT_AND_STAFF,
  createWcCode: SETTINGS,
  patchWcCode: SETTINGS,
  wcCodeHistory: SETTINGS,
  // A worker reads the groups they follow (the clock needs them); the service limits the target.
  employeeRuleGroup: EVERY_MEMBER,
  employeeProjectTimeRuleGroup: EVERY_MEMBER,
  ruleGroups: MANAGEMENT_AND_STAFF,
  ruleGroup: MANAGEMENT_AND_STAFF,
  projectTimeRuleGroups: MANAGEMENT_AND_STAFF,
  projectTimeRuleGroup: MANAGEMENT_AND_STAFF,
};

/** The kind of a role id; undefined for an id no kind covers. */
export function roleKindOf(roleId: number): RoleKind | undefined {
  if (roleId === ROLE.admin) return 'admin';
  if (roleId === ROLE.worker) return 'worker';
  if (roleId === ROLE.providerAdmin) return 'provider-admin';
  if (roleId === ROLE.providerRecruiter) return 'provider-recruiter';
  if (roleId === ROLE.manager || (roleId >= MANAGER_VARIANT_MIN && roleId <= MANAGER_VARIANT_MAX))
    return 'manager';
  return undefined;
}

/** The role kinds that may call a private operation (`anyone`: every kind); undefined otherwise. */
export function allowedKinds(name: RouteName): readonly RoleKind[] | undefined {
  const access = ROUTE_ACCESS[name];
  if (access.auth !== 'private') return undefined;
  return access.roles === 'anyone' ? ROLE_KINDS : access.roles;
}

/** The declaration as an OpenAPI extension, so clients and the tests read it from the document. */
export function accessExtension(name: RouteName): { 'x-roles'?: readonly RoleKind[] } {
  const kinds = allowedKinds(name);
  return kinds ? { 'x-roles': kinds } : {};
}
