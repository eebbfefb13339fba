import { can } from '../../../../contract/access';
import type { Profile } from '../../../../contract/profile';
import { actorFor } from '../../../access/actor';

export type MemberListAccess = {
  /** Send and resend invitations (employee.invite). */
  canInvite: boolean;
  /** Add people to teams in bulk (employee.assignTeams: managers for their own). */
  canAssignTeams: boolean;
  /** The caller may read pay (compensation.view), so the list has a Pay column. */
  canSeePay: boolean;
};

const NONE: MemberListAccess = { canInvite: false, canAssignTeams: false, canSeePay: false };

/** What the list offers the caller, by the policies the server enforces on every call. */
export function memberListAccess(profile: Profile | undefined, orgId: number): MemberListAccess {
  const actor = profile ? actorFor(profile, orgId) : null;
  if (!actor) return NONE;
  return {
    canInvite: can(actor, 'employee.invite'),
    canAssignTeams: can(actor, 'employee.assignTeams'),
    canSeePay: can(actor, 'compensation.view'),
  };
}
