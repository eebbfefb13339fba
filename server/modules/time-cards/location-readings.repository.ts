import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import type { LocationReadingRow, LocationReadingTable } from './time-cards.tables';

const readingsBetween = preparedQuery(
  (db) =>
    db
      .selectFrom('location_readings')
      .selectAll()
      .where('org_id', '=', param('orgId'))
      .where('employee_id', '=', param('employeeId'))
      .where('recorded_at_unix', '>=', param('from'))
      .where('recorded_at_unix', '<=', param('to'))
      .orderBy('recorded_at_unix')
      .orderBy('id'),
  ['orgId', 'employeeId', 'from', 'to'],
);

/**
 * The SQL of location readings: per member and time, on a card when taken during it. Writes run
 * in the caller's transaction (`db`).
 */
export class LocationReadingsRepository {
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
    return readingsBetween(db, { orgId, employeeId, from, to });
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
}
