import {
  MANAGER_VARIANT_MAX,
  MANAGER_VARIANT_MIN,
  ROLE,
  VARIABLE_PERMISSIONS,
  can,
  effectivePermissions,
  roleActor,
  type Actor,
  type PolicyId,
} from './access';
import type { RouteName, routes } from './api-routes';

/**
 * Who may call each operation, by route name: the server's guard enforces it and the tests'
 * role sweep checks it, so this table is the truth for both. It sits apart from
 * contract/api-routes.ts because the sign-in pages load that table and must not grow with this one.
 *
 * An operation guarded by a rule names its policy of contract/access (the guard asks
 * `can(caller, policy)` with the caller's effective permissions, and its role kinds follow from
 * the policy); the others name the role kinds that may call them. Which rows a caller reaches
 * (a manager's own workers, a worker's own record) stays the services' check.
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
export type PrivateAccess =
  | { auth: 'private'; roles: 'anyone' | readonly [RoleKind, ...RoleKind[]] }
  | { auth: 'private'; policy: PolicyId };

type AccessFor<Kind> = Kind extends 'private' ? PrivateAccess : { auth: Kind };

/** One entry per route, of the route's own auth kind: a new route without one fails to compile. */
type AccessTable = { [Name in RouteName]: AccessFor<(typeof routes)[Name]['auth']> };

const PUBLIC = { auth: 'public' } as const;
const ANYONE = { auth: 'private', roles: 'anyone' } as const;
const EVERY_MEMBER = {
  auth: 'private',
  roles: ['admin', 'manager', 'worker', 'provider-admin', 'provider-recruiter'],
} as const;
const policy = (id: PolicyId) => ({ auth: 'private', policy: id }) as const;

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
  // Outside one organisation: a role holding permission 102 somewhere.
  createOrg: policy('org.create'),
  org: EVERY_MEMBER,
  patchOrg: policy('orgSettings.edit'),
  adminOrg: { auth: 'private', roles: ['provider-admin', 'provider-recruiter'] },
  impersonate: { auth: 'private', roles: ['provider-admin'] },
  // Workers see themselves; managers their own workers (or all with permission 13).
  employees: EVERY_MEMBER,
  // The service checks the role given (employee.add with the role as target).
  createEmployee: policy('employee.add'),
  employee: EVERY_MEMBER,
  // A manager reaches only their own workers' day-to-day fields: the service's row check.
  patchEmployee: policy('employee.edit'),
  patchEmployees: policy('employee.assignTeams'),
  sendInvites: policy('employee.invite'),
  resendInvite: policy('employee.invite'),
  updateSaasEnabled: policy('employee.setActive'),
  teams: policy('team.view'),
  createTeam: policy('team.manage'),
  patchTeam: policy('team.manage'),
  patchTeams: policy('team.manage'),
  deleteTeam: policy('team.manage'),
  // Everyone picks people; teams come only to those who may read them.
  employeesAndTeams: EVERY_MEMBER,
  // Pay is financial data (15); a manager reaches only their own workers (the service's row check).
  compensations: policy('compensation.view'),
  createCompensation: policy('compensation.edit'),
  patchCompensation: policy('compensation.edit'),
  deleteCompensation: policy('compensation.edit'),
  overtimeRules: policy('paySettings.view'),
  createOvertimeRule: policy('orgSettings.edit'),
  patchOvertimeRule: policy('orgSettings.edit'),
  wcCodes: policy('paySettings.view'),
  createWcCode: policy('orgSettings.edit'),
  patchWcCode: policy('orgSettings.edit'),
  wcCodeHistory: policy('orgSettings.edit'),
  // A worker reads the groups they follow (the clock needs them); the service limits the target.
  employeeRuleGroup: EVERY_MEMBER,
  employeeProjectTimeRuleGroup: EVERY_MEMBER,
  ruleGroups: policy('ruleGroups.view'),
  ruleGroup: policy('ruleGroups.view'),
  projectTimeRuleGroups: policy('ruleGroups.view'),
  projectTimeRuleGroup: policy('ruleGroups.view'),
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

/**
 * The most a caller of each kind holds in an organisation: a manager with every variable
 * permission switched on, everyone but provider staff with an employee record of their own.
 * A policy admits a kind when it admits this caller (the guard then asks the real caller).
 */
const FULLEST: Record<RoleKind, Actor> = {
  admin: roleActor(1, ROLE.admin, { employeeId: 1 }),
  manager: roleActor(1, ROLE.manager, {
    employeeId: 1,
    permissions: effectivePermissions(
      ROLE.manager,
      VARIABLE_PERMISSIONS.map((id) => ({ permission_id: id, value: 1 })),
    ),
  }),
  worker: roleActor(1, ROLE.worker, { employeeId: 1 }),
  'provider-admin': roleActor(1, ROLE.providerAdmin),
  'provider-recruiter': roleActor(1, ROLE.providerRecruiter),
};

/** The role kinds a policy admits, in ROLE_KINDS order. */
export function kindsAllowedBy(policy: PolicyId): RoleKind[] {
  return ROLE_KINDS.filter((kind) => can(FULLEST[kind], policy));
}

/** The policy a private operation names, if any. */
export function policyOf(name: RouteName): PolicyId | undefined {
  const access = ROUTE_ACCESS[name];
  return access.auth === 'private' && 'policy' in access ? access.policy : undefined;
}

/** The role kinds that may call a private operation (`anyone`: every kind); undefined otherwise. */
export function allowedKinds(name: RouteName): readonly RoleKind[] | undefined {
  const access = ROUTE_ACCESS[name];
  if (access.auth !== 'private') return undefined;
  if ('policy' in access) return kindsAllowedBy(access.policy);
  return access.roles === 'anyone' ? ROLE_KINDS : access.roles;
}

/** The declaration as OpenAPI extensions, so clients and the tests read it from the document. */
export function accessExtension(name: RouteName): {
  'x-roles'?: readonly RoleKind[];
  'x-policy'?: PolicyId;
} {
  const kinds = allowedKinds(name);
  const policy = policyOf(name);
  return { ...(kinds ? { 'x-roles': kinds } : {}), ...(policy ? { 'x-policy': policy } : {}) };
}
