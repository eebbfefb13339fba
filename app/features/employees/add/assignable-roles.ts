import {
  DEFAULT_MANAGER_VARIANT,
  hasPermission,
  isManagerRole,
  PERMISSION,
  ROLE,
  ROLE_PICKER,
  roleById,
  type Actor,
} from '../../../../contract/access';

export type RoleChoice = { value: string; label: string; description: string };

const DESCRIPTION: Record<number, string> = {
  [ROLE.worker]: 'Clocks in and out and logs their own time.',
  [DEFAULT_MANAGER_VARIANT]: 'Approves the time of their team members and runs their projects.',
  [ROLE.admin]: 'Manages the whole organization: people, time, projects and settings.',
  [ROLE.providerAdmin]: 'Manages every organization and the provider staff.',
  [ROLE.providerRecruiter]: 'Places workers with organizations.',
};

/**
 * The roles the caller may give, as server/modules/employees/employee-access.ts assignableRoles
 * decides them, narrowed to what the role picker offers: Worker, Manager (the default variant 21)
 * and Administrator for administrators and provider admins; Worker alone for recruiters and for
 * managers who may invite (permission 10); Provider admin and Provider recruiter on org 0, for
 * provider admins only. Empty: the caller adds nobody here.
 */
export function assignableRoleIds(actor: Actor | null): number[] {
  if (!actor) return [];
  if (actor.orgId === 0) {
    return actor.roleId === ROLE.providerAdmin ? [ROLE.providerAdmin, ROLE.providerRecruiter] : [];
  }
  if (actor.roleId === ROLE.admin || actor.roleId === ROLE.providerAdmin) {
    return ROLE_PICKER.map((role) => role.id);
  }
  if (actor.roleId === ROLE.providerRecruiter) return [ROLE.worker];
  if (isManagerRole(actor.roleId) && hasPermission(actor, PERMISSION.inviteOrgEmployee)) {
    return [ROLE.worker];
  }
  return [];
}

/** The role picker's options for the caller. */
export function roleChoices(actor: Actor | null): RoleChoice[] {
  return assignableRoleIds(actor).map((id) => ({
    value: String(id),
    label: ROLE_PICKER.find((role) => role.id === id)?.label ?? roleById(id)?.display_name ?? '',
    description: DESCRIPTION[id] ?? '',
  }));
}
