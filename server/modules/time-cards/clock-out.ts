import type { ClockOut } from '../../../contract/time-card-inputs';
import { TIME_CARD_ERROR_CODE, TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { needsLongConfirmation } from './card-checks';
import { snapshotOf } from './history';
import { trimClockOut } from './geofence-rules-apply';
import { settleMealBreaks } from './meal-breaks-apply';
import { auditAction, closeCard, recordPosition, runningCard } from './clock-steps';
import { CLOCK_FIELDS, checkTarget } from './target-checks';
import type { ActionResult } from './time-card-actions';
import type { TimeCardStore } from './time-card-store';

/** POST time_cards/{id}/clock_out: now; a running break ends with it. */
export async function clockOut(
  store: TimeCardStore,
  ctx: OrgContext,
  db: Db,
  id: number,
  input: ClockOut,
  now: number,
): Promise<ActionResult> {
  const { card, rules } = await runningCard(store, db, ctx, id, now);
  const clockIn = Number(card.clock_in_dt_unix);
  if (needsLongConfirmation(clockIn, now) && !input.confirm_over_24_hours)
    throw new AppError(400, TIME_CARD_TEXT.needsLongConfirmation, {
      field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
      error_code: TIME_CARD_ERROR_CODE.needsLongConfirmation,
    });
  const [allocationsById, breaksById] = await Promise.all([
    store.parts.allocationsOf(db, [id]),
    store.parts.breaksOf(db, [id]),
  ]);
  const allocations = allocationsById.get(id) ?? [];
  const breaks = breaksById.get(id) ?? [];
  const running = allocations.find((allocation) => allocation.end_dt_unix === null);
  if (input.job_code_id !== null)
    await checkTarget(
      store.references,
      db,
      ctx.orgId,
      rules,
      {
        projectId: running?.project_id ?? null,
        workSiteId: null,
        jobCodeId: input.job_code_id,
      },
      CLOCK_FIELDS,
      { project: false, jobCode: false },
    );
  if (rules.requireCostCodeOnClockOut && input.job_code_id === null && !running?.job_code_id)
    throw fieldError('job_code_id', TIME_CARD_TEXT.costCodeOnClockOut);
  // Read under the member's lock: the card as it was, without reading it again.
  const before = snapshotOf(card, breaks, allocations);
  const closed = await closeCard(store, db, card, now, input.job_code_id, { breaks, allocations });
  if (input.note !== undefined) {
    await store.cards.updateCard(db, ctx.orgId, id, { note: input.note });
    closed.card = { ...closed.card, note: input.note };
  }
  if (input.photo_file_attachment_id !== null)
    await store.parts.insertPhoto(db, {
      orgId: ctx.orgId,
      cardId: id,
      fileId: input.photo_file_attachment_id,
      kind: 'clock_out',
      at: now,
    });
  const { card: after } = await recordPosition(
    store,
    db,
    ctx.orgId,
    card.employee_id,
    id,
    clockIn,
    now,
    'clock_out',
    input,
    input.location_readings,
    { card: closed.card, allocations: closed.allocations },
  );
  await auditAction(
    store,
    db,
    ctx,
    id,
    'clock_out',
    before,
    snapshotOf(after ?? closed.card, closed.breaks, closed.allocations),
  );
  // The rule group's clock-out rules, each its own history entry after the clock-out's.
  await trimClockOut(store, db, ctx.orgId, id, rules);
  // The geofence trim changes only the payable end: the card and breaks as closed still hold.
  await settleMealBreaks(
    store,
    db,
    ctx.orgId,
    id,
    rules,
    { automatic: true },
    { card: after ?? closed.card, breaks: closed.breaks },
  );
  return { cardId: id, message: TIME_CARD_TEXT.clockedOut, projectIds: [] };
}

/**
 * Deactivating a member clocks out their running card (employees module, in its transaction):
 * the break and the allocation end now, and the audit row says why.
 */
export async function clockOutOnDeactivation(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  actorProfileId: number,
  employeeId: number,
  now: number,
): Promise<void> {
  await store.cards.lockMember(db, orgId, employeeId);
  const card = await store.cards.openCardOf(db, orgId, employeeId);
  if (!card) return;
  const before = await store.snapshot(db, orgId, card.id);
  await closeCard(store, db, card, now, null);
  await store.refreshExceptions(db, (await store.cards.find(db, orgId, card.id))!, now);
  await store.audit(db, {
    orgId,
    actorProfileId,
    cardId: card.id,
    action: 'auto_clock_out',
    before,
    reason: TIME_CARD_TEXT.deactivatedReason,
  });
}
