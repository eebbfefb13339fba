import {
  DEFAULT_MANAGER_VARIANT,
  ROLE,
  ROLE_PICKER,
  can,
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
 * The roles the caller may give (the policy employee.add, which the server checks), narrowed to
 * what the role picker offers: Worker, Manager (the default variant 21) and Administrator in an
 * organisation; Provider admin and Provider recruiter on org 0. Empty: the caller adds nobody here.
 */
export function assignableRoleIds(actor: Actor | null): number[] {
  if (!actor) return [];
  const offered =
    actor.orgId === 0
      ? [ROLE.providerAdmin, ROLE.providerRecruiter]
      : ROLE_PICKER.map((role) => role.id);
  return offered.filter((roleId) => can(actor, 'employee.add', { roleId }));
}

/** The role picker's options for the caller. */
export function roleChoices(actor: Actor | null): RoleChoice[] {
  return assignableRoleIds(actor).map((id) => ({
    value: String(id),
    label: ROLE_PICKER.find((role) => role.id === id)?.label ?? roleById(id)?.display_name ?? '',
    description: DESCRIPTION[id] ?? '',
  }));
}
