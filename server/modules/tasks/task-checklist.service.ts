import type {
  ChecklistItemInput,
  ChecklistItemPatch,
  TaskAddressQuery,
  TaskWriteQuery,
} from '../../../contract/tasks-notes';
import { TASK_CHECKLIST_ITEMS_MAX, TASK_TEXT } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { rowOf, type TaskOccurrences } from './task-occurrences';
import type { TaskPartsRepository } from './task-parts.repository';
import { assertReaches, schedules } from './task-reach';
import { toChecklistItem } from './task-reader';
import type { TaskWrites, WriteTargets } from './task-writes';

const itemNotFound = () => new AppError(404, TASK_TEXT.taskNotFound);

/**
 * A task's checklist (document 2, section 7): read, add, tick or reword, delete, on the
 * addressed occurrence ('this': a series' occurrence is stored on its own first, with its copy
 * of the series' items, so ticking it ticks no other occurrence) or from it on ('all_future').
 * Without the scheduling permission a member may only tick the items of their own tasks.
 */
export class TaskChecklistService {
  constructor(
    private readonly db: Db,
    private readonly parts: TaskPartsRepository,
    private readonly occurrences: TaskOccurrences,
    private readonly writes: TaskWrites,
  ) {}

  /** GET tasks/{task_id}/checklist. */
  async list(ctx: OrgContext, taskId: number, query: TaskAddressQuery) {
    const addressed = await this.occurrences.resolve(
      this.db,
      ctx.orgId,
      taskId,
      query.occurrence_dt_unix,
    );
    const row = rowOf(addressed);
    await assertReaches(this.db, ctx, row.id);
    return { data: (await this.parts.checklist(this.db, row.id)).map(toChecklistItem) };
  }

  /** POST tasks/{task_id}/checklist: an item added last. */
  async create(
    ctx: OrgContext,
    taskId: number,
    query: TaskWriteQuery,
    body: Required<ChecklistItemInput>,
  ) {
    return this.#write(
      ctx,
      taskId,
      query,
      TASK_TEXT.checklistItemCreated,
      async (trx, targets, now) => {
        let created: number | undefined;
        for (const row of [targets.primary, targets.series]) {
          if (!row) continue;
          const count = (await this.parts.checklist(trx, row.id)).length;
          if (count >= TASK_CHECKLIST_ITEMS_MAX)
            throw fieldError('description', TASK_TEXT.checklistTooLong);
          const [id] = await this.parts.addItems(trx, ctx.orgId, row.id, [body], now);
          created ??= id;
        }
        return created!;
      },
    );
  }

  /** PATCH tasks/{task_id}/checklist/{checklist_item_id}. */
  async update(
    ctx: OrgContext,
    taskId: number,
    itemId: number,
    query: TaskWriteQuery,
    body: ChecklistItemPatch,
  ) {
    if (!schedules(ctx) && body.description !== undefined)
      throw new AppError(403, TASK_TEXT.assigneeStatusOnly);
    return this.#write(
      ctx,
      taskId,
      query,
      TASK_TEXT.checklistItemUpdated,
      async (trx, targets, now) => {
        const item = await this.#item(trx, targets, itemId);
        await this.parts.updateItem(trx, item.primary, body, now);
        if (item.series !== null) await this.parts.updateItem(trx, item.series, body, now);
        return item.primary;
      },
    );
  }

  /** DELETE tasks/{task_id}/checklist/{checklist_item_id}. */
  async remove(ctx: OrgContext, taskId: number, itemId: number, query: TaskWriteQuery) {
    const now = nowUnix();
    const taskRowId = await this.db.transaction().execute(async (trx) => {
      const targets = await this.writes.targets(trx, ctx, taskId, query, now);
      const item = await this.#item(trx, targets, itemId);
      await this.parts.deleteItem(trx, item.primary);
      if (item.series !== null) await this.parts.deleteItem(trx, item.series);
      return targets.primary.id;
    });
    return { task_id: taskRowId, message: TASK_TEXT.checklistItemDeleted };
  }

  /**
   * The item on the write's rows: the addressed row's (by its id or the id of what it copies),
   * and the series' copy of the same original where the write also goes there.
   */
  async #item(db: Db, targets: WriteTargets, itemId: number) {
    const item = await this.parts.item(db, targets.primary.id, itemId);
    if (!item) throw itemNotFound();
    const original = item.copied_from_item_id ?? item.id;
    const copy = targets.series
      ? await this.parts.item(db, targets.series.id, original)
      : undefined;
    return { primary: item.id, series: copy?.id ?? null };
  }

  /** One write in a transaction, answering the item as it now is and the row it is on. */
  async #write(
    ctx: OrgContext,
    taskId: number,
    query: TaskWriteQuery,
    message: string,
    work: (trx: Db, targets: WriteTargets, now: number) => Promise<number>,
  ) {
    const now = nowUnix();
    return this.db.transaction().execute(async (trx) => {
      const targets = await this.writes.targets(trx, ctx, taskId, query, now);
      const itemId = await work(trx, targets, now);
      const item = await this.parts.item(trx, targets.primary.id, itemId);
      return { data: toChecklistItem(item!), task_id: targets.primary.id, message };
    });
  }
}
