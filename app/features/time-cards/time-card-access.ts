import { can, type Actor } from '../../../contract/access';
import { actorFor } from '../../access/actor';
import { useProfile } from '../../api/profile';

/** What the signed-in member may do with time cards in the organisation (the server decides too). */
export type TimeCardRights = {
  actor: Actor | null;
  /** Keeps their own time: every member; provider staff keep none. */
  clocksSelf: boolean;
  /** Sees other people's cards: managers (their workers), administrators, holders of 13. */
  seesCrew: boolean;
  /** Approves others' cards (time approvers). */
  approves: boolean;
};

export function useTimeCardRights(orgId: number): TimeCardRights {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  if (!actor) return { actor, clocksSelf: false, seesCrew: false, approves: false };
  const self = { employeeId: actor.employeeId ?? undefined };
  return {
    actor,
    clocksSelf: can(actor, 'timeCards.clock', self),
    seesCrew: can(actor, 'timeCards.view'),
    approves: can(actor, 'timeCards.approve'),
  };
}
