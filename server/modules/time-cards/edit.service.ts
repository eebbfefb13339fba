import type { TimeCardPatch } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fitAllocations } from './allocations';
import type { ActionResult } from './time-card-actions';
import {
  checkClosedCard,
  planAllocations,
  writeAllocations,
  writeBreaks,
  type ClosedCard,
} from './closed-card';
import { isSameSnapshot } from './history';
import { settleEditedCard } from './sign-off';
import { allocationSpans, breakSpans } from './row-values';
import type { TimeCardStore } from './time-card-store';
import type { TimeCardRow } from './time-cards.tables';

/**
 * PATCH time_cards/{id} (with a reason) and DELETE time_cards/{id} (kept, marked deleted). Both
 * refuse approved cards; both write an audit row with the reason.
 */
export class TimeCardEditService {
  constructor(private readonly store: TimeCardStore) {}

  async patch(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: TimeCardPatch,
    now: number,
  ): Promise<ActionResult> {
    const { card, rules } = await this.store.reach(db, ctx, id, 'edit', { lock: true, now });
    this.store.assertUnlocked(card);
    const before = (await this.store.snapshot(db, ctx.orgId, id))!;
    const projectIds =
      card.clock_out_dt_unix === null
        ? await this.#patchRunning(db, card, input, now)
        : await this.#patchClosed(db, ctx, card, rules, input, now);
    if (input.note !== undefined)
      await this.store.cards.updateCard(db, ctx.orgId, id, { note: input.note });
    const after = (await this.store.snapshot(db, ctx.orgId, id))!;
    if (!isSameSnapshot(before, after)) {
      await this.store.cards.updateCard(db, ctx.orgId, id, { updated_at_unix: now });
      await settleEditedCard(this.store, db, ctx.orgId, id, rules, before);
      await this.store.refreshExceptions(
        db,
        (await this.store.cards.find(db, ctx.orgId, id))!,
        now,
      );
      await this.store.audit(db, {
        orgId: ctx.orgId,
        actorProfileId: ctx.profileId,
        cardId: id,
        action: 'update',
        before,
        reason: input.reason,
      });
    }
    return { cardId: id, message: TIME_CARD_TEXT.updated, projectIds };
  }

  /** A running card: only its clock-in (not after its first break, nor in the future) and note. */
  async #patchRunning(db: Db, card: TimeCardRow, input: TimeCardPatch, now: number) {
    if (input.clock_out_dt_unix !== undefined || input.breaks || input.allocations)
      throw new AppError(409, TIME_CARD_TEXT.openCardFields);
    const clockIn = input.clock_in_dt_unix;
    if (clockIn === undefined) return [];
    if (clockIn > now) throw fieldError('clock_in_dt_unix', TIME_CARD_TEXT.future);
    const breaks = breakSpans((await this.store.parts.breaksOf(db, [card.id])).get(card.id));
    if (breaks.some((each) => each.start < clockIn))
      throw fieldError('clock_in_dt_unix', TIME_CARD_TEXT.breakOutsideCard);
    if (await this.store.cards.overlaps(db, card.org_id, card.employee_id, clockIn, null, card.id))
      throw new AppError(409, TIME_CARD_TEXT.overlap, {
        field_hints: { clock_in_dt_unix: [TIME_CARD_TEXT.overlap] },
      });
    await this.#fit(db, card, clockIn, null);
    await this.store.cards.updateCard(db, card.org_id, card.id, { clock_in_dt_unix: clockIn });
    return [];
  }

  /** A closed card: times, breaks (replaced when sent), allocations (replaced or fitted). */
  async #patchClosed(
    db: Db,
    ctx: OrgContext,
    card: TimeCardRow,
    rules: Awaited<ReturnType<TimeCardStore['reach']>>['rules'],
    input: TimeCardPatch,
    now: number,
  ) {
    const storedRows = (await this.store.parts.breaksOf(db, [card.id])).get(card.id) ?? [];
    const closed: ClosedCard = {
      employeeId: card.employee_id,
      clockIn: input.clock_in_dt_unix ?? Number(card.clock_in_dt_unix),
      clockOut: input.clock_out_dt_unix ?? Number(card.clock_out_dt_unix),
      breaks:
        input.breaks ??
        storedRows.map((row) => ({
          break_type: row.break_type as 'meal' | 'rest',
          start_dt_unix: Number(row.start_dt_unix),
          end_dt_unix: Number(row.end_dt_unix),
        })),
    };
    const timesChanged =
      closed.clockIn !== Number(card.clock_in_dt_unix) ||
      closed.clockOut !== Number(card.clock_out_dt_unix);
    await checkClosedCard(this.store, db, ctx.orgId, closed, {
      now,
      confirmLong: input.confirm_over_24_hours,
      askLong: timesChanged,
      exceptId: card.id,
    });
    const segments = input.allocations
      ? await planAllocations(this.store, db, ctx.orgId, rules, closed, input.allocations)
      : null;
    if (input.breaks) {
      await this.store.parts.deleteBreaks(db, card.id);
      await writeBreaks(
        this.store,
        db,
        ctx.orgId,
        card.id,
        rules,
        input.breaks,
        storedRows.map((row) => ({
          break_type: row.break_type,
          start: Number(row.start_dt_unix),
          end: Number(row.end_dt_unix),
          isPaid: row.is_paid === 1,
        })),
      );
    }
    if (segments) {
      await this.store.parts.deleteAllocations(db, card.id);
      await writeAllocations(this.store, db, ctx.orgId, card.id, segments);
    } else if (timesChanged) await this.#fit(db, card, closed.clockIn, closed.clockOut);
    if (timesChanged)
      await this.store.cards.updateCard(db, ctx.orgId, card.id, {
        clock_in_dt_unix: closed.clockIn,
        clock_out_dt_unix: closed.clockOut,
      });
    return (segments ?? []).flatMap((segment) =>
      segment.projectId === null ? [] : [segment.projectId],
    );
  }

  /** The card's allocations after its clock-in or clock-out moved. */
  async #fit(db: Db, card: TimeCardRow, clockIn: number, clockOut: number | null) {
    const rows = (await this.store.parts.allocationsOf(db, [card.id])).get(card.id);
    await this.store.parts.setAllocationSpans(
      db,
      card.id,
      fitAllocations(allocationSpans(rows), clockIn, clockOut),
    );
  }

  /** DELETE time_cards/{id}: kept with deleted_at_unix; a running card stops counting. */
  async remove(
    ctx: OrgContext,
    db: Db,
    id: number,
    reason: string | undefined,
    now: number,
  ): Promise<{ message: string }> {
    const { card } = await this.store.reach(db, ctx, id, 'edit', { lock: true, now });
    this.store.assertUnlocked(card);
    const before = await this.store.snapshot(db, ctx.orgId, id);
    await this.store.cards.updateCard(db, ctx.orgId, id, {
      deleted_at_unix: now,
      updated_at_unix: now,
    });
    await this.store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId: id,
      action: 'delete',
      before,
      reason: reason || null,
    });
    return { message: TIME_CARD_TEXT.deleted };
  }
}
