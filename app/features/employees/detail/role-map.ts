import {
  DEFAULT_MANAGER_VARIANT,
  ROLE,
  isManagerRole,
  type ROLE_PICKER,
} from '../../../../contract/access';
import {
  EMPLOYEE_TEXT,
  type EmployeeDetail,
  type RoleMap,
} from '../../../../contract/employee-detail';
import type { RoleMapping } from '../../../../contract/roles';

/** The role picker's choices (Worker, Manager, Administrator) and the role name each sends. */
export type RoleChoiceId = (typeof ROLE_PICKER)[number]['id'];
export const ROLE_CHOICE_NAME: Record<RoleChoiceId, string> = {
  [ROLE.worker]: 'worker',
  [DEFAULT_MANAGER_VARIANT]: 'manager',
  [ROLE.admin]: 'admin',
};

/** The picker choice a role id falls under (every manager variant is 'Manager'); null for others. */
export function roleChoiceOf(roleId: number): RoleChoiceId | null {
  if (roleId === ROLE.worker) return ROLE.worker;
  if (roleId === ROLE.admin) return ROLE.admin;
  if (isManagerRole(roleId)) return DEFAULT_MANAGER_VARIANT;
  return null;
}

/** Looks a role up by name in the GET /roles list; the error text is the spec's. */
export function roleByNameIn(roles: readonly RoleMapping[], name: string): RoleMapping {
  const role = roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(EMPLOYEE_TEXT.roleInvalid);
  return role;
}

export type PermissionSwitch = { id: number; label: string; value: boolean };

/**
 * The variable permission switches a Manager choice starts with: the person's own values when they
 * are a manager already, else the default variant's values from GET /roles.
 */
export function initialSwitches(
  roles: readonly RoleMapping[],
  detail: Pick<EmployeeDetail, 'role_id' | 'role'>,
): PermissionSwitch[] {
  const manager = roleByNameIn(roles, ROLE_CHOICE_NAME[DEFAULT_MANAGER_VARIANT]);
  const own = isManagerRole(detail.role_id) ? detail.role.variable_permissions : [];
  return manager.variable_permissions.map((permission) => ({
    id: permission.id,
    label: permission.display_name,
    value: own.find((mine) => mine.id === permission.id)?.value ?? permission.value,
  }));
}

/**
 * The role_map of a role change: the chosen role by name, with the value of every variable
 * permission that role has (a manager's switches; none for workers and administrators).
 */
export function buildRoleMap(
  roles: readonly RoleMapping[],
  choice: RoleChoiceId,
  switches: readonly PermissionSwitch[],
): RoleMap {
  const role = roleByNameIn(roles, ROLE_CHOICE_NAME[choice]);
  return {
    role: role.name,
    variable_permissions: role.variable_permissions.map((permission) => ({
      id: permission.id,
      value: switches.find((item) => item.id === permission.id)?.value ?? permission.value,
    })),
  };
}
