import type { ClockIn } from '../../../contract/time-card-inputs';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { AllocationTarget } from './allocations';
import { readingRows } from './readings';
import type { TimeCardStore } from './time-card-store';
import type { Insertable } from 'kysely';
import type { CardSnapshot } from './history';
import type {
  AllocationRow,
  BreakRow,
  LocationReadingTable,
  TimeCardRow,
} from './time-cards.tables';

/** Where the phone was at a clock action, when it said. */
export type Position = { latitude?: number; longitude?: number };

/** Where a clock action sends time: the body's project, work site and cost code. */
export const targetOf = (input: {
  org_project_id?: number | null;
  work_site_id?: number | null;
  job_code_id?: number | null;
}): AllocationTarget => ({
  projectId: input.org_project_id ?? null,
  workSiteId: input.work_site_id ?? null,
  jobCodeId: input.job_code_id ?? null,
});

/** The projects time went to, for their last activity (auto-archive). */
export const projectsOf = (target: AllocationTarget) =>
  target.projectId === null ? [] : [target.projectId];

/** A running card the caller may act on, under the member's lock. */
export async function runningCard(
  store: TimeCardStore,
  db: Db,
  ctx: OrgContext,
  id: number,
  now: number,
) {
  const reached = await store.reach(db, ctx, id, 'clock', { lock: true, now });
  store.assertUnlocked(reached.card);
  if (reached.card.clock_out_dt_unix !== null) throw new AppError(409, TIME_CARD_TEXT.completed);
  return reached;
}

/**
 * Ends the card now: its break, its allocation (with a cost code if given), the card. Given the
 * card's breaks and allocations as read under the lock, answers the rows as they now are (the
 * same writes applied), so the caller need not read them again.
 */
export async function closeCard(
  store: TimeCardStore,
  db: Db,
  card: TimeCardRow,
  now: number,
  jobCodeId: number | null,
  parts: { breaks: readonly BreakRow[]; allocations: readonly AllocationRow[] } = {
    breaks: [],
    allocations: [],
  },
): Promise<{ card: TimeCardRow; breaks: BreakRow[]; allocations: AllocationRow[] }> {
  const end = Math.max(now, Number(card.clock_in_dt_unix));
  await store.parts.endOpenBreak(db, card.id, end);
  await store.parts.endOpenAllocation(db, card.id, end, jobCodeId);
  const closed = { clock_out_dt_unix: end, status: 'completed', updated_at_unix: now };
  await store.cards.updateCard(db, card.org_id, card.id, closed);
  return {
    card: { ...card, ...closed },
    breaks: parts.breaks.map((row) =>
      row.end_dt_unix === null ? { ...row, end_dt_unix: end } : row,
    ),
    // As endOpenAllocation: the running stretch ends, taking the cost code when one is sent.
    allocations: parts.allocations.map((row) =>
      row.end_dt_unix === null
        ? { ...row, end_dt_unix: end, ...(jobCodeId ? { job_code_id: jobCodeId } : {}) }
        : row,
    ),
  };
}

/**
 * Keeps where the phone was (and what it buffered), then recomputes the card's exceptions and
 * those of the member's other cards the buffered readings tell about. Answers the card's row
 * with its exceptions as stored, and the readings written on the card, in the order written.
 */
export async function recordPosition(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  employeeId: number,
  cardId: number,
  cardStart: number,
  now: number,
  kind: 'clock_in' | 'clock_out' | 'break_start' | 'break_end' | 'switch',
  position: Position,
  buffered: ClockIn['location_readings'],
  /** The card's row and allocations when the caller holds them (a card it just wrote). */
  held?: { card: TimeCardRow; allocations: readonly AllocationRow[] },
): Promise<{ card: TimeCardRow | undefined; onCard: Insertable<LocationReadingTable>[] }> {
  const readings = readingRows({
    orgId,
    employeeId,
    cardId,
    cardStart,
    now,
    kind,
    position,
    buffered,
  });
  if (readings) await store.readings.insertReadings(db, readings.rows);
  const card = held ? held.card : await store.cards.find(db, orgId, cardId);
  const refreshed = card && (await store.refreshExceptions(db, card, now, held?.allocations));
  if (readings && readings.from < cardStart)
    await store.refreshAround(db, orgId, employeeId, { from: readings.from, to: cardStart }, now);
  const onCard = (readings?.rows ?? []).filter((row) => row.time_card_id === cardId);
  return { card: refreshed, onCard };
}

/** The audit row of a clock action by the caller (`after`: the card now, when held already). */
export async function auditAction(
  store: TimeCardStore,
  db: Db,
  ctx: OrgContext,
  cardId: number,
  action: string,
  before: unknown,
  after?: CardSnapshot,
) {
  await store.audit(db, {
    orgId: ctx.orgId,
    actorProfileId: ctx.profileId,
    cardId,
    action,
    before: before as never,
    after,
  });
}
