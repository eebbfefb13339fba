import type { Insertable, Updateable } from 'kysely';
import { dialectOf, type Db } from '../../db/connection';
import { managedBy } from '../visibility/visibility.service';
import type {
  AllocationRow,
  BreakRow,
  LocationReadingRow,
  LocationReadingTable,
  TimeCardTable,
} from './time-cards.tables';

/** Rows of one column grouped by a key column. */
function groupBy<Row>(rows: readonly Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

/**
 * The SQL of time cards and their parts. Every query takes the organisation, or a card id the
 * caller already found in it. Writes run in the caller's transaction (`db`).
 */
export class TimeCardsRepository {
  /**
   * Takes the member's row lock for the rest of the transaction (PostgreSQL), so checks of their
   * cards (one open, no overlaps) and the write that follows are not raced by another request.
   * SQLite has one writer at a time, so its transactions are already serial.
   */
  async lockMember(db: Db, orgId: number, employeeId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .forUpdate()
      .execute();
  }

  /** A card of the organisation that is not deleted; locked for the transaction when asked. */
  async find(db: Db, orgId: number, id: number, options: { lock?: boolean } = {}) {
    let query = db
      .selectFrom('time_cards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('deleted_at_unix', 'is', null);
    if (options.lock && dialectOf(db) === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Cards of the organisation by id, not deleted, locked in id order when asked. */
  async findMany(db: Db, orgId: number, ids: readonly number[], options: { lock?: boolean } = {}) {
    if (ids.length === 0) return [];
    let query = db
      .selectFrom('time_cards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .where('deleted_at_unix', 'is', null)
      .orderBy('id');
    if (options.lock && dialectOf(db) === 'postgres') query = query.forUpdate();
    return query.execute();
  }

  async openCardOf(db: Db, orgId: number, employeeId: number) {
    return db
      .selectFrom('time_cards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('clock_out_dt_unix', 'is', null)
      .where('deleted_at_unix', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Whether another card of the member shares time with [start, end) (end null: still running).
   * Cards that only touch (one ends as the next begins) do not overlap.
   */
  async overlaps(
    db: Db,
    orgId: number,
    employeeId: number,
    start: number,
    end: number | null,
    exceptId: number | null,
  ): Promise<boolean> {
    let query = db
      .selectFrom('time_cards')
      .select('id')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('deleted_at_unix', 'is', null)
      .where((eb) =>
        eb.or([eb('clock_out_dt_unix', 'is', null), eb('clock_out_dt_unix', '>', start)]),
      );
    if (end !== null) query = query.where('clock_in_dt_unix', '<', end);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }

  /** The member's cards (not deleted) that share time with [from, to]. */
  async cardsBetween(db: Db, orgId: number, employeeId: number, from: number, to: number) {
    return db
      .selectFrom('time_cards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('deleted_at_unix', 'is', null)
      .where('clock_in_dt_unix', '<=', to)
      .where((eb) =>
        eb.or([eb('clock_out_dt_unix', 'is', null), eb('clock_out_dt_unix', '>=', from)]),
      )
      .orderBy('clock_in_dt_unix')
      .execute();
  }

  async insertCard(db: Db, values: Insertable<TimeCardTable>): Promise<number> {
    const row = await db
      .insertInto('time_cards')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateCard(db: Db, orgId: number, id: number, values: Updateable<TimeCardTable>) {
    await db
      .updateTable('time_cards')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async breaksOf(db: Db, cardIds: readonly number[]): Promise<Map<number, BreakRow[]>> {
    if (cardIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('time_card_breaks')
      .selectAll()
      .where('time_card_id', 'in', cardIds)
      .orderBy('time_card_id')
      .orderBy('start_dt_unix')
      .orderBy('id')
      .execute();
    return groupBy(rows, (row) => row.time_card_id);
  }

  async allocationsOf(db: Db, cardIds: readonly number[]): Promise<Map<number, AllocationRow[]>> {
    if (cardIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('time_card_allocations')
      .selectAll()
      .where('time_card_id', 'in', cardIds)
      .orderBy('time_card_id')
      .orderBy('start_dt_unix')
      .orderBy('id')
      .execute();
    return groupBy(rows, (row) => row.time_card_id);
  }

  async insertBreak(
    db: Db,
    values: {
      orgId: number;
      cardId: number;
      type: string;
      isPaid: boolean;
      start: number;
      end: number | null;
    },
  ) {
    await db
      .insertInto('time_card_breaks')
      .values({
        org_id: values.orgId,
        time_card_id: values.cardId,
        break_type: values.type,
        is_paid: values.isPaid ? 1 : 0,
        start_dt_unix: values.start,
        end_dt_unix: values.end,
      })
      .execute();
  }

  /** Ends the card's running break at `at`; false when none was running. */
  async endOpenBreak(db: Db, cardId: number, at: number): Promise<boolean> {
    const result = await db
      .updateTable('time_card_breaks')
      .set({ end_dt_unix: at })
      .where('time_card_id', '=', cardId)
      .where('end_dt_unix', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertAllocation(
    db: Db,
    values: {
      orgId: number;
      cardId: number;
      projectId: number | null;
      workSiteId: number | null;
      jobCodeId: number | null;
      start: number;
      end: number | null;
    },
  ) {
    await db
      .insertInto('time_card_allocations')
      .values({
        org_id: values.orgId,
        time_card_id: values.cardId,
        project_id: values.projectId,
        work_site_id: values.workSiteId,
        job_code_id: values.jobCodeId,
        start_dt_unix: values.start,
        end_dt_unix: values.end,
      })
      .execute();
  }

  /** Ends the card's running allocation at `at`, giving it a cost code when one is sent. */
  async endOpenAllocation(db: Db, cardId: number, at: number, jobCodeId?: number | null) {
    await db
      .updateTable('time_card_allocations')
      .set({ end_dt_unix: at, ...(jobCodeId ? { job_code_id: jobCodeId } : {}) })
      .where('time_card_id', '=', cardId)
      .where('end_dt_unix', 'is', null)
      .execute();
  }

  /** Points an allocation at another project, work site and cost code. */
  async retargetAllocation(
    db: Db,
    id: number,
    target: { projectId: number | null; workSiteId: number | null; jobCodeId: number | null },
  ) {
    await db
      .updateTable('time_card_allocations')
      .set({
        project_id: target.projectId,
        work_site_id: target.workSiteId,
        job_code_id: target.jobCodeId,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Moves allocations' edges (allocations.ts fitAllocations), by id. */
  async setAllocationSpans(
    db: Db,
    cardId: number,
    spans: ReadonlyArray<{ id: number; start: number; end: number | null }>,
  ) {
    await db
      .deleteFrom('time_card_allocations')
      .where('time_card_id', '=', cardId)
      .where(
        'id',
        'not in',
        spans.map((span) => span.id),
      )
      .execute();
    for (const span of spans)
      await db
        .updateTable('time_card_allocations')
        .set({ start_dt_unix: span.start, end_dt_unix: span.end })
        .where('time_card_id', '=', cardId)
        .where('id', '=', span.id)
        .execute();
  }

  async deleteBreaks(db: Db, cardId: number) {
    await db.deleteFrom('time_card_breaks').where('time_card_id', '=', cardId).execute();
  }

  async deleteAllocations(db: Db, cardId: number) {
    await db.deleteFrom('time_card_allocations').where('time_card_id', '=', cardId).execute();
  }

  async insertReadings(db: Db, rows: ReadonlyArray<Insertable<LocationReadingTable>>) {
    if (rows.length === 0) return;
    // SQLite allows 999 bound values per statement: 100 rows of 9 columns stay under it.
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('location_readings')
        .values(rows.slice(i, i + 100))
        .execute();
  }

  /** The member's readings in [from, to], in time order. */
  async readingsAround(
    db: Db,
    orgId: number,
    employeeId: number,
    from: number,
    to: number,
  ): Promise<LocationReadingRow[]> {
    return db
      .selectFrom('location_readings')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('recorded_at_unix', '>=', from)
      .where('recorded_at_unix', '<=', to)
      .orderBy('recorded_at_unix')
      .orderBy('id')
      .execute();
  }

  /** The readings taken on a card, in time order. */
  async readingsOf(db: Db, cardId: number): Promise<LocationReadingRow[]> {
    return db
      .selectFrom('location_readings')
      .selectAll()
      .where('time_card_id', '=', cardId)
      .orderBy('recorded_at_unix')
      .orderBy('id')
      .execute();
  }

  /** Readings of the member in [from, to] not yet on a card are put on this one. */
  async attachReadings(
    db: Db,
    orgId: number,
    employeeId: number,
    cardId: number,
    from: number,
    to: number,
  ) {
    await db
      .updateTable('location_readings')
      .set({ time_card_id: cardId })
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('time_card_id', 'is', null)
      .where('recorded_at_unix', '>=', from)
      .where('recorded_at_unix', '<=', to)
      .execute();
  }

  async insertPhoto(
    db: Db,
    values: { orgId: number; cardId: number; fileId: number; kind: string; at: number },
  ) {
    await db
      .insertInto('time_card_photos')
      .values({
        org_id: values.orgId,
        time_card_id: values.cardId,
        file_attachment_id: values.fileId,
        kind: values.kind,
        taken_at_unix: values.at,
      })
      .execute();
  }

  async photosOf(db: Db, cardId: number) {
    return db
      .selectFrom('time_card_photos')
      .selectAll()
      .where('time_card_id', '=', cardId)
      .orderBy('taken_at_unix')
      .orderBy('id')
      .execute();
  }

  /** The card's audit rows, newest first, with who made each change. */
  async history(db: Db, orgId: number, cardId: number) {
    return db
      .selectFrom('audit_log as a')
      .leftJoin('profiles as p', 'p.id', 'a.actor_profile_id')
      .select([
        'a.id',
        'a.entity_id',
        'a.action',
        'a.before_json',
        'a.after_json',
        'a.at_unix',
        'a.actor_profile_id',
        'a.reason',
        'p.display_name as actor_name',
      ])
      .where('a.org_id', '=', orgId)
      .where('a.entity', '=', 'time_card')
      .where('a.entity_id', '=', cardId)
      .orderBy('a.at_unix', 'desc')
      .orderBy('a.id', 'desc')
      .limit(500)
      .execute();
  }

  /** Which of the people the manager manages, as primary or secondary manager. */
  async managedAmong(
    db: Db,
    orgId: number,
    managerId: number,
    employeeIds: readonly number[],
  ): Promise<Set<number>> {
    if (employeeIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.org_id', '=', orgId)
      .where('e.id', 'in', employeeIds)
      .where((eb) => managedBy(eb, managerId))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Display names of members of the organisation. */
  async names(db: Db, orgId: number, employeeIds: readonly number[]) {
    if (employeeIds.length === 0) return new Map<number, string>();
    const rows = await db
      .selectFrom('employees')
      .select(['id', 'display_name'])
      .where('org_id', '=', orgId)
      .where('id', 'in', employeeIds)
      .execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  }
}
