import type { TaskAddressQuery, TaskWriteQuery } from '../../../contract/tasks-notes';
import type { TaskUpdateLevel } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { NO_CHANGE, rowOf, type Addressed, type TaskOccurrences } from './task-occurrences';
import { assertReaches } from './task-reach';
import type { TaskRow, TasksRepository } from './tasks.repository';

/** The scope of a write: 'this' unless an occurrence of a series is written 'all_future'. */
export function levelOf(addressed: Addressed, query: TaskWriteQuery): TaskUpdateLevel {
  return addressed.kind === 'task' ? 'this' : (query.update_level ?? 'this');
}

/**
 * The stored rows a write of a checklist item or a note goes to: the addressed occurrence's own
 * row (stored first when it is a series' occurrence), and with 'all_future' the series that
 * holds the later occurrences (the addressed row itself when it is that series' template).
 */
export type WriteTargets = { primary: TaskRow; series: TaskRow | null };

/** Where writes begin: the addressed occurrence, its rows locked, the caller's reach checked. */
export class TaskWrites {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly occurrences: TaskOccurrences,
  ) {}

  async resolve(db: Db, ctx: OrgContext, taskId: number, query: TaskAddressQuery) {
    await this.tasks.lock(db, ctx.orgId, taskId);
    const addressed = await this.occurrences.resolve(
      db,
      ctx.orgId,
      taskId,
      query.occurrence_dt_unix,
    );
    if (addressed.kind === 'stored') await this.tasks.lock(db, ctx.orgId, addressed.series.id);
    if (addressed.kind !== 'virtual' && addressed.row.id !== taskId)
      await this.tasks.lock(db, ctx.orgId, addressed.row.id);
    await assertReaches(db, ctx, rowOf(addressed).id);
    return addressed;
  }

  /** The rows a part's write goes to, at the query's scope (see WriteTargets). */
  async targets(
    db: Db,
    ctx: OrgContext,
    taskId: number,
    query: TaskWriteQuery,
    now: number,
  ): Promise<WriteTargets> {
    const addressed = await this.resolve(db, ctx, taskId, query);
    if (addressed.kind === 'task') return { primary: addressed.row, series: null };
    if (levelOf(addressed, query) === 'this' || addressed.occurrence === null) {
      const primary =
        addressed.kind === 'virtual'
          ? await this.occurrences.materialise(db, addressed.series, addressed.occurrence, now)
          : addressed.row;
      return { primary, series: null };
    }
    const stored = addressed.kind === 'stored' ? addressed.row : null;
    const entry = await this.occurrences.splitAt(
      db,
      addressed.series,
      addressed.occurrence,
      NO_CHANGE,
      stored,
      now,
    );
    const primary = (await this.tasks.find(db, ctx.orgId, entry.rowId))!;
    if (!stored || primary.series_id === null) return { primary, series: null };
    return { primary, series: (await this.tasks.find(db, ctx.orgId, primary.series_id)) ?? null };
  }
}
