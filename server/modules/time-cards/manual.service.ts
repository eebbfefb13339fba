import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { ManualTimeCard } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { settleMealBreaks } from './meal-breaks-apply';
import type { ActionResult } from './time-card-actions';
import {
  checkClosedCard,
  planAllocations,
  unallocated,
  writeAllocations,
  writeBreaks,
  type ClosedCard,
} from './closed-card';
import type { TimeCardStore } from './time-card-store';

/**
 * POST manual_time_cards: a card typed in afterwards, for oneself (when the organisation lets
 * members edit their time) or for a member the caller edits (their workers; everyone with 17).
 */
export class ManualTimeCardService {
  constructor(private readonly store: TimeCardStore) {}

  async create(ctx: OrgContext, db: Db, input: ManualTimeCard, now: number): Promise<ActionResult> {
    const rules = await this.store.rulesOf(db, ctx.orgId, input.employee_id, now);
    if (!rules) throw fieldError('employee_id', TIME_CARD_TEXT.unknownMember);
    const target = {
      ...(await this.store.targetOf(db, ctx, input.employee_id)),
      mayEditOwn: rules.mayEditOwn,
    };
    if (!can(ctx, 'timeCards.edit', target))
      throw new AppError(
        403,
        input.employee_id === ctx.employeeId ? TIME_CARD_TEXT.editingOff : MESSAGES.forbidden,
      );
    await this.store.cards.lockMember(db, ctx.orgId, input.employee_id);
    const card: ClosedCard = {
      employeeId: input.employee_id,
      clockIn: input.clock_in_dt_unix,
      clockOut: input.clock_out_dt_unix,
      breaks: input.breaks,
    };
    await checkClosedCard(this.store, db, ctx.orgId, card, {
      now,
      confirmLong: input.confirm_over_24_hours,
      askLong: true,
      exceptId: null,
    });
    const segments = input.allocations
      ? await planAllocations(this.store, db, ctx.orgId, rules, card, input.allocations)
      : unallocated(rules, card);

    const cardId = await this.store.cards.insertCard(db, {
      org_id: ctx.orgId,
      employee_id: input.employee_id,
      clock_in_dt_unix: card.clockIn,
      clock_out_dt_unix: card.clockOut,
      timezone: rules.timezone,
      status: 'completed',
      source: 'manual',
      note: input.note,
      approved_by_employee_id: null,
      approved_at_unix: null,
      signed_off_at_unix: null,
      created_by_profile_id: ctx.profileId,
      created_at_unix: now,
      updated_at_unix: now,
      deleted_at_unix: null,
    });
    await writeBreaks(this.store, db, ctx.orgId, cardId, rules, input.breaks);
    await writeAllocations(this.store, db, ctx.orgId, cardId, segments);
    await this.store.refreshExceptions(
      db,
      (await this.store.cards.find(db, ctx.orgId, cardId))!,
      now,
    );
    await this.store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId,
      action: 'create',
      before: undefined,
      reason: input.reason ?? null,
    });
    // Automatic meal breaks only for a card typed without breaks: typed breaks are the truth.
    await settleMealBreaks(this.store, db, ctx.orgId, cardId, rules, {
      automatic: input.breaks.length === 0,
    });
    return {
      cardId,
      message: TIME_CARD_TEXT.created,
      projectIds: segments.flatMap((segment) =>
        segment.projectId === null ? [] : [segment.projectId],
      ),
    };
  }
}
