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
import { ROLE_KINDS, type AccessTableFor, type RoleKind } from './access-entries';
import { adminAccess } from './admin.access';
import type { RouteName, routes } from './api-routes';
import { authAccess } from './auth.access';
import { compensationAccess } from './compensation.access';
import { employeeAccess } from './employees.access';
import { inviteAccess } from './invites.access';
import { orgAccess } from './orgs.access';
import { overtimeRuleAccess } from './overtime-rules.access';
import { profileAccess } from './profile.access';
import { referenceAccess } from './reference.access';
import type { FeatureKey } from './plans';
import { joinTables } from './route-tables';
import { ruleGroupAccess } from './rule-groups.access';
import { projectAccess } from './projects.access';
import { teamAccess } from './teams.access';
import { wcCodeAccess } from './wc-codes.access';
import { costCodeAccess } from './cost-codes.access';
import { companyLocationAccess } from './company-locations.access';
import { payScheduleAccess } from './pay-schedules.access';
import { timeCardAccess } from './time-cards.access';
import { kioskAccess } from './kiosk.access';
import { fileAttachmentAccess } from './file-attachments.access';
import { payrollAccess } from './payroll.access';
import { timeOffAccess } from './time-off.access';
import { dashboardAccess } from './dashboard.access';
import { taskAccess } from './tasks.access';

export { PROVIDER_KINDS, ROLE_KINDS, type PrivateAccess, type RoleKind } from './access-entries';

/** One entry per route, of the route's own auth kind: a new route without one fails to compile. */
type AccessTable = AccessTableFor<typeof routes>;

/**
 * Who may call each operation, by route name: the server's guard enforces it and the tests'
 * role sweep checks it, so this table is the truth for both. It joins the tables of
 * contract/<resource>.access.ts (written with the entries of contract/access-entries.ts). It sits
 * apart from contract/api-routes.ts because the sign-in pages load that table and must not grow
 * with this one.
 *
 * An operation guarded by a rule names its policy of contract/access (the guard asks
 * `can(caller, policy)` with the caller's effective permissions, and its role kinds follow from
 * the policy); the others name the role kinds that may call them. Which rows a caller reaches
 * (a manager's own workers, a worker's own record) stays the services' check.
 */
export const ROUTE_ACCESS: AccessTable = joinTables(
  referenceAccess,
  authAccess,
  inviteAccess,
  profileAccess,
  orgAccess,
  adminAccess,
  employeeAccess,
  teamAccess,
  compensationAccess,
  overtimeRuleAccess,
  wcCodeAccess,
  costCodeAccess,
  companyLocationAccess,
  payScheduleAccess,
  ruleGroupAccess,
  projectAccess,
  timeCardAccess,
  kioskAccess,
  fileAttachmentAccess,
  payrollAccess,
  timeOffAccess,
  dashboardAccess,
  taskAccess,
);

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

/** The plan feature a private operation needs, if any. */
export function featureOf(name: RouteName): FeatureKey | undefined {
  const access = ROUTE_ACCESS[name];
  return access.auth === 'private' ? access.feature : undefined;
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
  'x-feature'?: FeatureKey;
} {
  const kinds = allowedKinds(name);
  const policy = policyOf(name);
  const feature = featureOf(name);
  return {
    ...(kinds ? { 'x-roles': kinds } : {}),
    ...(policy ? { 'x-policy': policy } : {}),
    ...(feature ? { 'x-feature': feature } : {}),
  };
}
