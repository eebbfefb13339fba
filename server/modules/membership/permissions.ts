import {
  ROLE,
  VARIABLE_PERMISSIONS,
  isManagerRole,
  roleById,
  type VariablePermissionId,
} from '../../../contract/access';

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

/** Provider staff: an active provider admin or recruiter membership in org 0. */
export function isProviderRole(roleId: number): boolean {
  return roleId === ROLE.providerAdmin || roleId === ROLE.providerRecruiter;
}
