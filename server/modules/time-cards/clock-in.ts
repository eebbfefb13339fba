import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { ClockIn } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { projectsOf, recordPosition, targetOf } from './clock-steps';
import { checkGeofenceClockIn } from './geofence-rules-apply';
import { snapshotOf } from './history';
import type { MemberRules } from './member-rules';
import { breakSpans, cardSpan } from './row-values';
import { CLOCK_FIELDS, checkTarget } from './target-checks';
import type { ActionResult } from './time-card-actions';
import type { TimeCardStore } from './time-card-store';
import { clockInLimitProblem, startOfLocalDay } from './time-limits';
import { cardTotals } from './totals';

/** POST time_cards: oneself, or a manager or administrator for their crew. */
export async function clockIn(
  store: TimeCardStore,
  ctx: OrgContext,
  db: Db,
  input: ClockIn,
  now: number,
  /** Where the clock-in came from: the web or phone clock, or a kiosk (kiosk module). */
  source: 'web' | 'kiosk' = 'web',
): Promise<ActionResult> {
  const employeeId = input.employee_id ?? ctx.employeeId;
  if (employeeId === null) throw new AppError(403, MESSAGES.forbidden);
  // The member's lock comes with their rules (one read), so the checks of their cards below and
  // the writes that follow are not raced by another request.
  const rules = await store.lockedRulesOf(db, ctx.orgId, employeeId, now);
  if (!rules) throw fieldError('employee_id', TIME_CARD_TEXT.unknownMember);
  const target = await store.targetOf(db, ctx, employeeId);
  if (!can(ctx, 'timeCards.clock', target)) throw new AppError(403, MESSAGES.forbidden);
  const isSelf = employeeId === ctx.employeeId;
  if (!rules.isActive) throw new AppError(409, TIME_CARD_TEXT.memberInactive);
  if (!rules.tracksTime) throw new AppError(403, TIME_CARD_TEXT.timeTrackingOff);

  // The running card and overlaps in one read under the lock; refused in the order of the checks.
  const conflicts = await store.cards.clockInConflicts(db, ctx.orgId, employeeId, now);
  if (conflicts.open)
    throw new AppError(409, TIME_CARD_TEXT.alreadyClockedIn(isSelf ? null : rules.displayName));
  const limit = clockInLimitProblem(
    rules,
    now,
    rules.timezone,
    await workedToday(store, db, ctx.orgId, rules, now),
  );
  if (limit) throw new AppError(403, limit);
  if (rules.requiresPhoto && input.photo_file_attachment_id === null)
    throw fieldError('photo_file_attachment_id', TIME_CARD_TEXT.photoRequired);
  const allocation = targetOf(input);
  const required = { project: rules.requireProject, jobCode: rules.requireCostCode };
  const names = await checkTarget(
    store.references,
    db,
    ctx.orgId,
    rules,
    allocation,
    CLOCK_FIELDS,
    required,
  );
  await checkGeofenceClockIn(db, ctx.orgId, rules, allocation, input);
  if (conflicts.overlap) throw new AppError(409, TIME_CARD_TEXT.overlap);

  // The rows as written answer the exceptions and the audit row: nothing is read back.
  const inserted = await store.cards.insertCardRow(db, {
    org_id: ctx.orgId,
    employee_id: employeeId,
    clock_in_dt_unix: now,
    clock_out_dt_unix: null,
    timezone: rules.timezone,
    status: 'working',
    source,
    note: input.note,
    is_gps: rules.requiresLocation ? 1 : 0,
    approved_by_employee_id: null,
    approved_at_unix: null,
    signed_off_at_unix: null,
    created_by_profile_id: ctx.profileId,
    created_at_unix: now,
    updated_at_unix: now,
    deleted_at_unix: null,
  });
  const cardId = inserted.id;
  const stretch = await store.parts.insertAllocation(db, {
    orgId: ctx.orgId,
    cardId,
    ...allocation,
    start: now,
    end: null,
  });
  const photos =
    input.photo_file_attachment_id === null
      ? []
      : [
          await store.parts.insertPhoto(db, {
            orgId: ctx.orgId,
            cardId,
            fileId: input.photo_file_attachment_id,
            kind: 'clock_in',
            at: now,
          }),
        ];
  const { card, onCard } = await recordPosition(
    store,
    db,
    ctx.orgId,
    employeeId,
    cardId,
    now,
    now,
    'clock_in',
    input,
    input.location_readings,
    { card: inserted, allocations: [stretch] },
  );
  await store.audit(db, {
    orgId: ctx.orgId,
    actorProfileId: ctx.profileId,
    cardId,
    action: 'clock_in',
    before: undefined,
    // A new card: no breaks yet, one stretch.
    after: snapshotOf(card ?? inserted, [], [stretch]),
  });
  return {
    cardId,
    message: isSelf ? TIME_CARD_TEXT.clockedIn : TIME_CARD_TEXT.crewClockedIn(rules.displayName),
    projectIds: projectsOf(allocation),
    // A new card's parts are all written here: the answer reads none of them back. Readings
    // as readingsOf orders them (time, then id: the order written); the names as checked.
    held: {
      card: { ...(card ?? inserted), employee_name: rules.displayName, approver_name: null },
      names,
      breaks: [],
      allocations: [stretch],
      photos,
      readings: onCard
        .map((row) => ({
          recorded_at_unix: Number(row.recorded_at_unix),
          latitude: row.latitude,
          longitude: row.longitude,
          speed_mps: row.speed_mps ?? null,
          kind: row.kind,
        }))
        .sort((a, b) => a.recorded_at_unix - b.recorded_at_unix),
    },
  };
}

/** Seconds the member has worked on cards that began today (local), up to now. */
async function workedToday(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  rules: MemberRules,
  now: number,
): Promise<number> {
  if (rules.totalDailySeconds === null) return 0;
  const dayStart = startOfLocalDay(now, rules.timezone);
  const cards = (await store.cards.cardsBetween(db, orgId, rules.employeeId, dayStart, now)).filter(
    (card) => Number(card.clock_in_dt_unix) >= dayStart,
  );
  const breaks = await store.parts.breaksOf(
    db,
    cards.map((card) => card.id),
  );
  return cards.reduce(
    (sum, card) =>
      sum + cardTotals(cardSpan(card), breakSpans(breaks.get(card.id)), 0, now).worked_seconds,
    0,
  );
}
