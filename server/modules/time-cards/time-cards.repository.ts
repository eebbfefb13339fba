import { sql, type Insertable, type Updateable } from 'kysely';
import { dialectOf, type Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import { managedBy } from '../visibility/visibility.service';
import type { TimeCardRow, TimeCardTable } from './time-cards.tables';

/** The member's row, locked for the rest of the transaction (PostgreSQL only). */
const lockMemberRow = preparedQuery(
  (db) =>
    db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', param('orgId'))
      .where('id', '=', param('employeeId'))
      .forUpdate(),
  ['orgId', 'employeeId'],
);

/** A card of the organisation, not deleted (`locked`: FOR UPDATE, PostgreSQL only). */
const cardById = (locked: boolean) =>
  preparedQuery(
    (db) => {
      const query = db
        .selectFrom('time_cards')
        .selectAll()
        .where('org_id', '=', param('orgId'))
        .where('id', '=', param('id'))
        .where('deleted_at_unix', 'is', null);
      return locked ? query.forUpdate() : query;
    },
    ['orgId', 'id'],
  );
const [findCard, findCardLocked] = [cardById(false), cardById(true)];

/** clockInConflicts' read: the running card first, else one ending after `start`. */
const clockInConflict = preparedQuery(
  (db) =>
    db
      .selectFrom('time_cards')
      .select('clock_out_dt_unix')
      .where('org_id', '=', param('orgId'))
      .where('employee_id', '=', param('employeeId'))
      .where('deleted_at_unix', 'is', null)
      .where((eb) =>
        eb.or([eb('clock_out_dt_unix', 'is', null), eb('clock_out_dt_unix', '>', param('start'))]),
      )
      .orderBy(sql`case when clock_out_dt_unix is null then 0 else 1 end`)
      .limit(1),
  ['orgId', 'employeeId', 'start'],
);

/**
 * The SQL of the cards themselves and of their members (breaks, allocations and photos are in
 * card-parts.repository.ts, readings in location-readings.repository.ts, history in
 * card-history.repository.ts). Every query takes the organisation, or a card id the caller
 * already found in it. Writes run in the caller's transaction (`db`).
 */
export class TimeCardsRepository {
  /**
   * Takes the member's row lock for the rest of the transaction (PostgreSQL), so checks of their
   * cards (one open, no overlaps) and the write that follows are not raced by another request.
   * SQLite has one writer at a time, so its transactions are already serial.
   */
  async lockMember(db: Db, orgId: number, employeeId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await lockMemberRow(db, { orgId, employeeId });
  }

  /** A card of the organisation that is not deleted; locked for the transaction when asked. */
  async find(db: Db, orgId: number, id: number, options: { lock?: boolean } = {}) {
    const read = options.lock && dialectOf(db) === 'postgres' ? findCardLocked : findCard;
    const [card] = await read(db, { orgId, id });
    return card;
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

  /**
   * At a clock-in at `start`: whether the member has a running card, and whether another card of
   * theirs shares time with [start, …) (a running card, or one ending after `start`). One read
   * for openCardOf and overlaps(start, null), the running card first.
   */
  async clockInConflicts(
    db: Db,
    orgId: number,
    employeeId: number,
    start: number,
  ): Promise<{ open: boolean; overlap: boolean }> {
    const [row] = await clockInConflict(db, { orgId, employeeId, start });
    return {
      open: row !== undefined && row.clock_out_dt_unix === null,
      overlap: row !== undefined,
    };
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
    return (await this.insertCardRow(db, values)).id;
  }

  /** Inserts a card and answers its row as stored (defaults included), without reading it again. */
  async insertCardRow(db: Db, values: Insertable<TimeCardTable>): Promise<TimeCardRow> {
    return db.insertInto('time_cards').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async updateCard(db: Db, orgId: number, id: number, values: Updateable<TimeCardTable>) {
    await db
      .updateTable('time_cards')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
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
}
