import {
  PERMISSION,
  ROLE,
  VARIABLE_PERMISSIONS,
  isManagerRole,
  isProviderRole,
  roleById,
  type PermissionId,
  type VariablePermissionId,
} from './roles';

/**
 * Someone acting in one organisation, as the policies of ./policies.ts see them. The server's org
 * guard builds it from the membership it resolves (server/http/guards.ts); the app builds the same
 * from GET /v1/me (app/access/actor.ts), whose memberships carry their effective permissions.
 */
export type Actor = {
  /** The organisation acted in (0: the provider's own). */
  orgId: number;
  /** Their role there; provider staff acting on another organisation: their staff role. */
  roleId: number;
  /** Effective permissions: the role's, with a manager's per-person overrides applied. */
  permissions: readonly number[];
  /** Provider staff (an org-0 provider admin or recruiter), who act on any organisation. */
  isProviderStaff: boolean;
  /** Their own employee record in the organisation; null for provider staff acting on another. */
  employeeId: number | null;
};

/** A per-person switch of a manager's variable permission (employee_permissions rows). */
export type PermissionOverride = { permission_id: number; value: number };

/**
 * Effective permissions of a membership: the role's table entry, with a manager's variable
 * permissions switched on or off by per-employee overrides. Other roles ignore overrides, so a
 * stray row can never lift a worker's rights.
 */
export function effectivePermissions(
  roleId: number,
  overrides: readonly PermissionOverride[] = [],
): number[] {
  const base = new Set<number>(roleById(roleId)?.permissions ?? []);
  if (!isManagerRole(roleId)) return [...base];
  for (const override of overrides) {
    if (!VARIABLE_PERMISSIONS.includes(override.permission_id as VariablePermissionId)) continue;
    if (override.value === 1) base.add(override.permission_id);
    else base.delete(override.permission_id);
  }
  return [...base].sort((a, b) => a - b);
}

/**
 * An actor from the role table alone, without per-person overrides: for tests, and for what a
 * role may do by itself. Provider roles act as provider staff, as only org 0 holds them.
 */
export function roleActor(
  orgId: number,
  roleId: number,
  extra: Partial<Pick<Actor, 'permissions' | 'isProviderStaff' | 'employeeId'>> = {},
): Actor {
  return {
    orgId,
    roleId,
    permissions: extra.permissions ?? effectivePermissions(roleId),
    isProviderStaff: extra.isProviderStaff ?? isProviderRole(roleId),
    employeeId: extra.employeeId ?? null,
  };
}

/** Whoever holds a role somewhere; permissions default to the role's. */
type RoleHolder = { orgId: number; roleId: number; permissions?: readonly number[] };

export function permissionsOf(holder: Omit<RoleHolder, 'orgId'>): readonly number[] {
  return holder.permissions ?? roleById(holder.roleId)?.permissions ?? [];
}

export function hasPermission(
  holder: Omit<RoleHolder, 'orgId'>,
  permission: PermissionId,
): boolean {
  return permissionsOf(holder).includes(permission);
}

/** The derived flags of core.md 6. */
export function flagsOf(holder: RoleHolder) {
  const isAdmin = holder.roleId === ROLE.admin;
  const isManager = isManagerRole(holder.roleId);
  return {
    isAdmin,
    isManager,
    isWorker: holder.roleId === ROLE.worker,
    isManagement: isAdmin || isManager,
    isInternal: holder.orgId === 0 || isProviderRole(holder.roleId),
    hasFinancialAccess: hasPermission(holder, PERMISSION.viewProjectFinancials),
  };
}
export type AccessFlags = ReturnType<typeof flagsOf>;
