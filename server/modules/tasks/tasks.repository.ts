import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { dialectOf, type Db } from '../../db/connection';
import type { TaskTable } from './tasks.tables';

export type TaskRow = Selectable<TaskTable>;

/** The people, teams and tags of a task row, as ids. */
export type TaskLinks = {
  assignee_ids: number[];
  watcher_ids: number[];
  employee_group_ids: number[];
  tag_ids: number[];
};

/** The link tables, by the field naming their ids. */
const LINKS = {
  assignee_ids: { table: 'task_assignees', column: 'employee_id' },
  watcher_ids: { table: 'task_watchers', column: 'employee_id' },
  employee_group_ids: { table: 'task_employee_groups', column: 'group_id' },
  tag_ids: { table: 'task_tag_links', column: 'tag_id' },
} as const;
type LinkField = keyof typeof LINKS;
const LINK_FIELDS = Object.keys(LINKS) as LinkField[];

/** A task id as a value of a SELECT list (PostgreSQL needs its type). */
const idValue = (id: number) => sql<number>`cast(${id} as integer)`;

/**
 * The task rows and their people, teams and tags; every query takes the organisation or a task
 * id read through one. Stored rows are one-off tasks, series, and occurrences stored on their
 * own (README.md "Storage").
 */
export class TasksRepository {
  constructor(readonly db: Db) {}

  find(db: Db, orgId: number, id: number): Promise<TaskRow | undefined> {
    return db
      .selectFrom('tasks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Locks a row until the transaction ends (PostgreSQL; SQLite has one writer). */
  async lock(db: Db, orgId: number, id: number): Promise<void> {
    if (dialectOf(db) === 'postgres')
      await db
        .selectFrom('tasks')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .forUpdate()
        .execute();
  }

  async insert(db: Db, values: Insertable<TaskTable>): Promise<number> {
    const row = await db
      .insertInto('tasks')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Changes a row; with `version`, only while it is still at that version (a write read under
   * an older one loses: false).
   */
  async update(
    db: Db,
    orgId: number,
    id: number,
    values: Updateable<TaskTable>,
    version?: number,
  ): Promise<boolean> {
    if (Object.keys(values).length === 0 && version === undefined) return true;
    let query = db
      .updateTable('tasks')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id);
    if (version !== undefined) query = query.where('version', '=', version);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(db: Db, orgId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .deleteFrom('tasks')
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async links(db: Db, taskId: number): Promise<TaskLinks> {
    const [assignees, watchers, groups, tags] = await Promise.all([
      db
        .selectFrom('task_assignees')
        .select('employee_id as id')
        .where('task_id', '=', taskId)
        .execute(),
      db
        .selectFrom('task_watchers')
        .select('employee_id as id')
        .where('task_id', '=', taskId)
        .execute(),
      db
        .selectFrom('task_employee_groups')
        .select('group_id as id')
        .where('task_id', '=', taskId)
        .execute(),
      db
        .selectFrom('task_tag_links')
        .select('tag_id as id')
        .where('task_id', '=', taskId)
        .execute(),
    ]);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    return {
      assignee_ids: ids(assignees),
      watcher_ids: ids(watchers),
      employee_group_ids: ids(groups),
      tag_ids: ids(tags),
    };
  }

  /** Replaces the links of the fields given. */
  async setLinks(db: Db, orgId: number, taskId: number, links: Partial<TaskLinks>): Promise<void> {
    for (const field of LINK_FIELDS) {
      const ids = links[field];
      if (ids === undefined) continue;
      const { table, column } = LINKS[field];
      await db.deleteFrom(table).where('task_id', '=', taskId).execute();
      if (ids.length === 0) continue;
      await db
        .insertInto(table)
        .values(
          [...new Set(ids)].map((id) => ({
            org_id: orgId,
            task_id: taskId,
            [column]: id,
          })) as never,
        )
        .execute();
    }
  }

  /** Copies every link of one row to another (a row made from it). */
  async copyLinks(db: Db, fromId: number, toId: number): Promise<void> {
    for (const field of LINK_FIELDS) {
      const { table, column } = LINKS[field];
      await db
        .insertInto(table)
        .columns(['org_id', 'task_id', column] as never)
        .expression(
          db
            .selectFrom(table)
            .select(['org_id', idValue(toId).as('task_id'), column] as never)
            .where('task_id', '=', fromId),
        )
        .execute();
    }
  }

  /** What a series skips or keeps elsewhere: its exception at one occurrence. */
  exception(db: Db, seriesId: number, occurrenceUnix: number) {
    return db
      .selectFrom('task_occurrence_exceptions')
      .select(['occurrence_dt_unix', 'detached_task_id'])
      .where('series_id', '=', seriesId)
      .where('occurrence_dt_unix', '=', occurrenceUnix)
      .executeTakeFirst();
  }

  async insertException(
    db: Db,
    orgId: number,
    seriesId: number,
    occurrenceUnix: number,
    detachedId: number | null,
  ): Promise<void> {
    await db
      .insertInto('task_occurrence_exceptions')
      .values({
        org_id: orgId,
        series_id: seriesId,
        occurrence_dt_unix: occurrenceUnix,
        detached_task_id: detachedId,
      })
      .execute();
  }

  /** Makes an occurrence stored on its own a skipped one (it is about to be deleted). */
  async skipDetached(db: Db, detachedId: number): Promise<void> {
    await db
      .updateTable('task_occurrence_exceptions')
      .set({ detached_task_id: null })
      .where('detached_task_id', '=', detachedId)
      .execute();
  }

  /** A series' exceptions at or after an occurrence (every one without `from`). */
  exceptionsFrom(db: Db, seriesId: number, from?: number) {
    let query = db
      .selectFrom('task_occurrence_exceptions')
      .select(['occurrence_dt_unix', 'detached_task_id'])
      .where('series_id', '=', seriesId);
    if (from !== undefined) query = query.where('occurrence_dt_unix', '>=', from);
    return query.orderBy('occurrence_dt_unix').execute();
  }

  async deleteExceptions(db: Db, seriesId: number, occurrences: readonly number[]): Promise<void> {
    if (occurrences.length === 0) return;
    await db
      .deleteFrom('task_occurrence_exceptions')
      .where('series_id', '=', seriesId)
      .where('occurrence_dt_unix', 'in', [...occurrences])
      .execute();
  }

  /** The stored occurrences of a series at or after an occurrence. */
  detachedFrom(db: Db, orgId: number, seriesId: number, from: number): Promise<TaskRow[]> {
    return db
      .selectFrom('tasks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('series_id', '=', seriesId)
      .where('occurrence_dt_unix', '>=', from)
      .orderBy('occurrence_dt_unix')
      .execute();
  }

  /** The organisation's task version (migration 0020's triggers raise it on every write). */
  async version(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('org_task_versions')
      .select('version')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }
}
