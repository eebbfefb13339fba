import type { Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import type { AllocationRow, BreakRow } from './time-cards.tables';

/** One card's breaks and allocations (the clock's reads), in the order the grouped reads give. */
const oneCardBreaks = preparedQuery(
  (db) =>
    db
      .selectFrom('time_card_breaks')
      .selectAll()
      .where('time_card_id', '=', param('cardId'))
      .orderBy('start_dt_unix')
      .orderBy('id'),
  ['cardId'],
);
const oneCardAllocations = preparedQuery(
  (db) =>
    db
      .selectFrom('time_card_allocations')
      .selectAll()
      .where('time_card_id', '=', param('cardId'))
      .orderBy('start_dt_unix')
      .orderBy('id'),
  ['cardId'],
);

const allocationInsert = preparedQuery(
  (db) =>
    db
      .insertInto('time_card_allocations')
      .values({
        org_id: param('orgId'),
        time_card_id: param('cardId'),
        project_id: param('projectId'),
        work_site_id: param('workSiteId'),
        job_code_id: param('jobCodeId'),
        start_dt_unix: param('start'),
        end_dt_unix: param('end'),
      })
      .returningAll(),
  ['orgId', 'cardId', 'projectId', 'workSiteId', 'jobCodeId', 'start', 'end'],
);

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
 * The SQL of a card's parts: its breaks, its allocations and its photos, by the id of a card the
 * caller already found in the organisation. Writes run in the caller's transaction (`db`).
 */
export class CardPartsRepository {
  async breaksOf(db: Db, cardIds: readonly number[]): Promise<Map<number, BreakRow[]>> {
    if (cardIds.length === 0) return new Map();
    if (cardIds.length === 1) {
      const rows = await oneCardBreaks(db, { cardId: cardIds[0] });
      return rows.length ? new Map([[cardIds[0]!, rows]]) : new Map();
    }
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
    if (cardIds.length === 1) {
      const rows = await oneCardAllocations(db, { cardId: cardIds[0] });
      return rows.length ? new Map([[cardIds[0]!, rows]]) : new Map();
    }
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

  /** Inserts an allocation and answers its row as stored. */
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
  ): Promise<AllocationRow> {
    const [row] = await allocationInsert(db, values);
    if (!row) throw new Error('The allocation was not inserted');
    return row;
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

  /** Inserts a photo and answers its row as stored. */
  async insertPhoto(
    db: Db,
    values: { orgId: number; cardId: number; fileId: number; kind: string; at: number },
  ) {
    return db
      .insertInto('time_card_photos')
      .values({
        org_id: values.orgId,
        time_card_id: values.cardId,
        file_attachment_id: values.fileId,
        kind: values.kind,
        taken_at_unix: values.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
}
