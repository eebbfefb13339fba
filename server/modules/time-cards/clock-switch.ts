import type { Switch } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import {
  auditAction,
  closeCard,
  projectsOf,
  recordPosition,
  runningCard,
  targetOf,
} from './clock-steps';
import { CLOCK_FIELDS, checkTarget } from './target-checks';
import type { ActionResult } from './time-card-actions';
import type { TimeCardStore } from './time-card-store';

/**
 * POST time_cards/{id}/switch: the time from now goes to another project. With split time
 * cards the running allocation ends and the next begins on the same card; without, the card
 * is clocked out and a new one begins at the same second (one project per card). A switch in
 * the card's first second only changes where that stretch goes.
 */
export async function switchProject(
  store: TimeCardStore,
  ctx: OrgContext,
  db: Db,
  id: number,
  input: Switch,
  now: number,
): Promise<ActionResult> {
  const { card, rules } = await runningCard(store, db, ctx, id, now);
  if (card.status === 'on_break') throw new AppError(409, TIME_CARD_TEXT.endBreakFirst);
  const next = targetOf(input);
  await checkTarget(store.references, db, ctx.orgId, rules, next, CLOCK_FIELDS, {
    project: true,
    jobCode: rules.requireCostCode,
  });
  const running = ((await store.parts.allocationsOf(db, [id])).get(id) ?? []).find(
    (allocation) => allocation.end_dt_unix === null,
  );
  const before = await store.snapshot(db, ctx.orgId, id);
  const result = { message: TIME_CARD_TEXT.switched, projectIds: projectsOf(next) };
  if (running && Number(running.start_dt_unix) >= now) {
    await store.parts.retargetAllocation(db, running.id, next);
  } else if (rules.splitAllowed) {
    await store.parts.endOpenAllocation(db, id, now);
    await store.parts.insertAllocation(db, {
      orgId: ctx.orgId,
      cardId: id,
      ...next,
      start: now,
      end: null,
    });
  } else {
    await closeCard(store, db, card, now, null);
    await recordPosition(
      store,
      db,
      ctx.orgId,
      card.employee_id,
      id,
      Number(card.clock_in_dt_unix),
      now,
      'switch',
      input,
      [],
    );
    await store.refreshExceptions(db, (await store.cards.find(db, ctx.orgId, id))!, now);
    await auditAction(store, db, ctx, id, 'switch', before);
    const nextId = await store.cards.insertCard(db, {
      org_id: ctx.orgId,
      employee_id: card.employee_id,
      clock_in_dt_unix: now,
      clock_out_dt_unix: null,
      timezone: card.timezone,
      status: 'working',
      source: card.source,
      note: null,
      is_gps: card.is_gps,
      approved_by_employee_id: null,
      approved_at_unix: null,
      signed_off_at_unix: null,
      created_by_profile_id: ctx.profileId,
      created_at_unix: now,
      updated_at_unix: now,
      deleted_at_unix: null,
    });
    await store.parts.insertAllocation(db, {
      orgId: ctx.orgId,
      cardId: nextId,
      ...next,
      start: now,
      end: null,
    });
    await store.refreshExceptions(db, (await store.cards.find(db, ctx.orgId, nextId))!, now);
    await store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId: nextId,
      action: 'clock_in',
      before: undefined,
      reason: TIME_CARD_TEXT.switchedFrom(id),
    });
    return { cardId: nextId, ...result };
  }
  await store.cards.updateCard(db, ctx.orgId, id, { updated_at_unix: now });
  await recordPosition(
    store,
    db,
    ctx.orgId,
    card.employee_id,
    id,
    Number(card.clock_in_dt_unix),
    now,
    'switch',
    input,
    [],
  );
  await auditAction(store, db, ctx, id, 'switch', before);
  return { cardId: id, ...result };
}
