import type { SignOffTimeCards } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { CardSnapshot } from './history';
import { settleMealBreaks } from './meal-breaks-apply';
import type { MemberRules } from './member-rules';
import type { TimeCardStore } from './time-card-store';

/**
 * POST time_cards/sign_off (plan feature time-card-signoffs, checked by the route): the caller
 * signs off their own clocked-out cards whose clock-in falls in [start, end). Cards already
 * signed off keep their first stamp; running and deleted cards are left out; approved cards may
 * be signed off (it changes none of their times). Each card signed off gets a `sign_off` history
 * entry. Signing off a period with nothing to sign off answers an empty list.
 */
export class SignOffService {
  constructor(private readonly store: TimeCardStore) {}

  async signOff(ctx: OrgContext, db: Db, input: SignOffTimeCards, now: number) {
    const employeeId = ctx.employeeId;
    if (employeeId === null) throw new AppError(403, TIME_CARD_TEXT.signOffNeedsMember);
    await this.store.cards.lockMember(db, ctx.orgId, employeeId);
    const cards = await db
      .selectFrom('time_cards')
      .select('id')
      .where('org_id', '=', ctx.orgId)
      .where('employee_id', '=', employeeId)
      .where('deleted_at_unix', 'is', null)
      .where('clock_out_dt_unix', 'is not', null)
      .where('signed_off_at_unix', 'is', null)
      .where('clock_in_dt_unix', '>=', input.start_dt_unix)
      .where('clock_in_dt_unix', '<', input.end_dt_unix)
      .orderBy('clock_in_dt_unix')
      .orderBy('id')
      .execute();
    for (const card of cards) {
      const before = await this.store.snapshot(db, ctx.orgId, card.id);
      await this.store.cards.updateCard(db, ctx.orgId, card.id, { signed_off_at_unix: now });
      await this.store.audit(db, {
        orgId: ctx.orgId,
        actorProfileId: ctx.profileId,
        cardId: card.id,
        action: 'sign_off',
        before,
      });
    }
    return {
      data: { time_card_ids: cards.map((card) => card.id), signed_off_at_unix: now },
      message:
        cards.length === 0
          ? TIME_CARD_TEXT.nothingToSignOff
          : TIME_CARD_TEXT.signedOff(cards.length),
    };
  }
}

/**
 * What an edit that changed a card undoes, before its audit row is written (so the row shows
 * it): the worker's sign-off (they signed other times: they sign off again), and the geofence
 * trim when the times moved (the editor's times are the truth). The required meal break
 * warnings are recomputed; no automatic meal break is added to an edited card.
 */
export async function settleEditedCard(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  cardId: number,
  rules: MemberRules,
  before: CardSnapshot,
): Promise<void> {
  const card = await store.cards.find(db, orgId, cardId);
  if (!card) return;
  const moved =
    before.clock_in_dt_unix !== Number(card.clock_in_dt_unix) ||
    before.clock_out_dt_unix !==
      (card.clock_out_dt_unix === null ? null : Number(card.clock_out_dt_unix));
  const undone = {
    ...(card.signed_off_at_unix === null ? {} : { signed_off_at_unix: null }),
    ...(moved && card.payable_clock_out_dt_unix !== null
      ? { payable_clock_out_dt_unix: null }
      : {}),
  };
  if (Object.keys(undone).length > 0) await store.cards.updateCard(db, orgId, cardId, undone);
  await settleMealBreaks(store, db, orgId, cardId, rules, { automatic: false });
}
