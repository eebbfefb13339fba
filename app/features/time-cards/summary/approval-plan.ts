import { TIME_CARD_IDS_MAX, TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCard } from '../../../../contract/time-cards';

/** A chosen card the approval leaves out, and why, in words. */
export type ApprovalRefusal = { card: TimeCard; reason: string };

export type ApprovalPlan = {
  /** The cards to send, in batches the server accepts (all or nothing per call). */
  batches: number[][];
  /** Chosen cards already approved: nothing to do. */
  alreadyApproved: TimeCard[];
  refusals: ApprovalRefusal[];
};

/** Says why the viewer may not approve someone's card ("You do not approve …"). */
export const notYourWorker = (name: string) => `You do not approve ${name}’s time.`;

/**
 * What "Approve" does with the chosen cards. POST time_cards/approve refuses the whole call when
 * one card cannot be approved, so the cards the server would refuse are left out up front and
 * named with the reason: a running card (clock it out first), one's own card, another manager's
 * worker. `viewerEmployeeId` tells one's own cards apart.
 */
export function approvalPlan(
  cards: readonly TimeCard[],
  viewerEmployeeId: number | null,
): ApprovalPlan {
  const ids: number[] = [];
  const alreadyApproved: TimeCard[] = [];
  const refusals: ApprovalRefusal[] = [];
  for (const card of cards) {
    if (card.approval_state === 'approved') alreadyApproved.push(card);
    else if (card.employee_id === viewerEmployeeId)
      refusals.push({ card, reason: TIME_CARD_TEXT.ownApproval });
    else if (!card.can_approve)
      refusals.push({ card, reason: notYourWorker(card.employee.display_name) });
    else if (card.clock_out_dt_unix === null)
      refusals.push({ card, reason: TIME_CARD_TEXT.notApprovable });
    else ids.push(card.id);
  }
  const batches: number[][] = [];
  for (let from = 0; from < ids.length; from += TIME_CARD_IDS_MAX)
    batches.push(ids.slice(from, from + TIME_CARD_IDS_MAX));
  return { batches, alreadyApproved, refusals };
}
