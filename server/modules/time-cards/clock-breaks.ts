import type { EndBreak, StartBreak } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { auditAction, recordPosition, runningCard } from './clock-steps';
import type { ActionResult } from './time-card-actions';
import type { TimeCardStore } from './time-card-store';

/**
 * POST time_cards/{id}/start_break: a rest break is paid; a meal break as the member's pay
 * record (else the organisation) says now, so a later settings change never rewrites past pay.
 */
export async function startBreak(
  store: TimeCardStore,
  ctx: OrgContext,
  db: Db,
  id: number,
  input: StartBreak,
  now: number,
): Promise<ActionResult> {
  const { card, rules } = await runningCard(store, db, ctx, id, now);
  if (card.status === 'on_break') throw new AppError(409, TIME_CARD_TEXT.alreadyOnBreak);
  const before = await store.snapshot(db, ctx.orgId, id);
  await store.parts.insertBreak(db, {
    orgId: ctx.orgId,
    cardId: id,
    type: input.break_type,
    isPaid: input.break_type === 'rest' || rules.mealBreaksPaid,
    start: now,
    end: null,
  });
  await store.cards.updateCard(db, ctx.orgId, id, { status: 'on_break', updated_at_unix: now });
  await recordPosition(
    store,
    db,
    ctx.orgId,
    card.employee_id,
    id,
    Number(card.clock_in_dt_unix),
    now,
    'break_start',
    input,
    [],
  );
  await auditAction(store, db, ctx, id, 'start_break', before);
  return { cardId: id, message: TIME_CARD_TEXT.breakStarted, projectIds: [] };
}

/** POST time_cards/{id}/end_break. */
export async function endBreak(
  store: TimeCardStore,
  ctx: OrgContext,
  db: Db,
  id: number,
  input: EndBreak,
  now: number,
): Promise<ActionResult> {
  const { card } = await runningCard(store, db, ctx, id, now);
  if (card.status !== 'on_break') throw new AppError(409, TIME_CARD_TEXT.notOnBreak);
  const before = await store.snapshot(db, ctx.orgId, id);
  await store.parts.endOpenBreak(db, id, now);
  await store.cards.updateCard(db, ctx.orgId, id, { status: 'working', updated_at_unix: now });
  await recordPosition(
    store,
    db,
    ctx.orgId,
    card.employee_id,
    id,
    Number(card.clock_in_dt_unix),
    now,
    'break_end',
    input,
    [],
  );
  await auditAction(store, db, ctx, id, 'end_break', before);
  return { cardId: id, message: TIME_CARD_TEXT.breakEnded, projectIds: [] };
}
