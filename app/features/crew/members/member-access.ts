import { can, flagsOf, ROLE } from '../../../../contract/access';
import type { Profile } from '../../../../contract/profile';
import { actorFor } from '../../../access/actor';

export type MemberListAccess = {
  /** Send and resend invitations (server: canInvite). */
  canInvite: boolean;
  /** Add people to teams in bulk: administrators and provider admins, managers for their own. */
  canAssignTeams: boolean;
  /** The caller may read pay (permission 15), so the list has a Pay column. */
  canSeePay: boolean;
};

const NONE: MemberListAccess = { canInvite: false, canAssignTeams: false, canSeePay: false };

/** What the list offers the caller; the server decides again on every call. */
export function memberListAccess(profile: Profile | undefined, orgId: number): MemberListAccess {
  const actor = profile ? actorFor(profile, orgId) : null;
  if (!actor) return NONE;
  const flags = flagsOf(actor);
  const isProviderAdmin = actor.roleId === ROLE.providerAdmin;
  return {
    canInvite: flags.isAdmin || isProviderAdmin || can(actor, 'invite-employee'),
    canAssignTeams: flags.isAdmin || isProviderAdmin || flags.isManager,
    canSeePay: flags.hasFinancialAccess,
  };
}
