import { ROLE, can, isManagerRole } from '../../../../contract/access';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import type { Profile } from '../../../../contract/profile';
import { actorFor, employeeOf } from '../../../access/actor';

/**
 * What the signed-in user may do on a team member's page. The server decides (these mirror
 * server/modules/employees/employee-access.ts); the page only hides what would be refused.
 */
export type DetailRights = {
  /** Which fields the edit form offers: all of them, a manager's subset, or no form at all. */
  edit: 'all' | 'managed' | 'none';
  /** Change the role (administrators, not on their own page). */
  canChangeRole: boolean;
  /** Deactivate and reactivate (administrators, not on their own page). */
  canSetActive: boolean;
  /** Resend an open invitation. */
  canResendInvite: boolean;
  /** May read pay records: everyone's (all), a manager's own workers' (try: the server says). */
  pay: 'all' | 'try' | 'none';
  isSelf: boolean;
};

export const NO_RIGHTS: DetailRights = {
  edit: 'none',
  canChangeRole: false,
  canSetActive: false,
  canResendInvite: false,
  pay: 'none',
  isSelf: false,
};

/** The fields a manager may change on their own workers (MANAGER_EDITABLE_FIELDS). */
export const MANAGER_FIELDS = ['name', 'title', 'start_date', 'end_date', 'teams'] as const;

export function detailRights(
  profile: Profile,
  orgId: number,
  detail: Pick<EmployeeDetail, 'employee_id' | 'primary_manager' | 'secondary_managers'>,
): DetailRights {
  const actor = actorFor(profile, orgId);
  if (!actor) return NO_RIGHTS;
  const myId = employeeOf(profile, orgId)?.employee_id ?? null;
  const isSelf = myId !== null && myId === detail.employee_id;
  const administers = actor.roleId === ROLE.admin || actor.roleId === ROLE.providerAdmin;
  const isMyWorker =
    !isSelf &&
    myId !== null &&
    (detail.primary_manager?.employee_id === myId ||
      detail.secondary_managers.some((manager) => manager.employee_id === myId));
  const managesThem = isManagerRole(actor.roleId) && isMyWorker;
  return {
    edit: administers ? 'all' : managesThem ? 'managed' : 'none',
    canChangeRole: administers && !isSelf,
    canSetActive: administers && !isSelf,
    canResendInvite: administers || can(actor, 'invite-employee'),
    // A manager's financial access can come from a per-person permission the profile does not
    // carry, so for their own workers the page asks and hides the section on a refusal.
    pay: administers ? 'all' : managesThem ? 'try' : 'none',
    isSelf,
  };
}
