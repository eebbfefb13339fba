import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { ApproveTimeCards, UnapproveTimeCards } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { TimeCardStore } from './time-card-store';
import type { TimeCardRow } from './time-cards.tables';

/**
 * POST time_cards/approve and /unapprove: all the cards named or none. Each must be one the
 * caller reads (404 otherwise) and approves (a time approver with approval rights, never for
 * their own card: 403); approving needs a clocked-out card, unapproving an approved one and a
 * reason. Approved cards are locked against every change until unapproved.
 */
export class ApprovalService {
  constructor(private readonly store: TimeCardStore) {}

  async approve(ctx: OrgContext, db: Db, input: ApproveTimeCards, now: number) {
    const cards = await this.#approvable(db, ctx, input.time_card_ids);
    for (const card of cards)
      if (card.clock_out_dt_unix === null) throw new AppError(409, TIME_CARD_TEXT.notApprovable);
    for (const card of cards) {
      if (card.approval_state === 'approved') continue;
      const before = await this.store.snapshot(db, ctx.orgId, card.id);
      await this.store.cards.updateCard(db, ctx.orgId, card.id, {
        approval_state: 'approved',
        approved_by_employee_id: ctx.employeeId,
        approved_at_unix: now,
        updated_at_unix: now,
      });
      await this.#audit(db, ctx, card.id, 'approve', before, null);
    }
    return {
      data: { time_card_ids: cards.map((card) => card.id) },
      message: TIME_CARD_TEXT.approved(cards.length),
    };
  }

  async unapprove(ctx: OrgContext, db: Db, input: UnapproveTimeCards, now: number) {
    const cards = await this.#approvable(db, ctx, input.time_card_ids);
    for (const card of cards)
      if (card.approval_state !== 'approved') throw new AppError(409, TIME_CARD_TEXT.notApproved);
    for (const card of cards) {
      const before = await this.store.snapshot(db, ctx.orgId, card.id);
      await this.store.cards.updateCard(db, ctx.orgId, card.id, {
        approval_state: 'pending',
        approved_by_employee_id: null,
        approved_at_unix: null,
        updated_at_unix: now,
      });
      await this.#audit(db, ctx, card.id, 'unapprove', before, input.reason);
    }
    return {
      data: { time_card_ids: cards.map((card) => card.id) },
      message: TIME_CARD_TEXT.unapproved(cards.length),
    };
  }

  /** The cards, locked in id order, each readable and approvable by the caller. */
  async #approvable(db: Db, ctx: OrgContext, ids: readonly number[]): Promise<TimeCardRow[]> {
    const cards = await this.store.cards.findMany(db, ctx.orgId, ids, { lock: true });
    if (cards.length !== ids.length) throw new AppError(404, MESSAGES.notFound);
    for (const card of cards) {
      const target = await this.store.targetOf(db, ctx, card.employee_id);
      if (!this.store.allows(ctx, 'read', target)) throw new AppError(404, MESSAGES.notFound);
      if (!can(ctx, 'timeCards.approve', target))
        throw new AppError(
          403,
          card.employee_id === ctx.employeeId ? TIME_CARD_TEXT.ownApproval : MESSAGES.forbidden,
        );
    }
    return cards;
  }

  async #audit(
    db: Db,
    ctx: OrgContext,
    cardId: number,
    action: string,
    before: Awaited<ReturnType<TimeCardStore['snapshot']>>,
    reason: string | null,
  ) {
    await this.store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId,
      action,
      before,
      reason,
    });
  }
}
