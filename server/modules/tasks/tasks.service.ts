import type { TaskCreate, TaskDetail, TaskPatch } from '../../../contract/tasks';
import type { TaskAddressQuery, TaskWriteQuery } from '../../../contract/tasks-notes';
import { TASK_TEXT, type TaskUpdateLevel } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { toFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import type { TaskChecks } from './task-checks';
import { throwHints, type Hints } from './task-checks';
import type { TaskNotifier, TaskNoticeKind } from './task-notifications';
import {
  conflict,
  entryOf,
  rowOf,
  type Addressed,
  type TaskChange,
  type TaskOccurrences,
} from './task-occurrences';
import type { TaskPartsRepository } from './task-parts.repository';
import { assertReaches, reachOf, schedules } from './task-reach';
import type { TaskEntry, TaskReader } from './task-reader';
import { changeOf, isEmptyChange, stateOf, type TaskState } from './task-state';
import { countOf, firstOccurrence, lastDueOf, timingOf } from './task-timing';
import type { TasksRepository } from './tasks.repository';
import { levelOf, type TaskWrites } from './task-writes';

/**
 * Tasks themselves (README.md): reading one task or occurrence, creating, editing and deleting
 * with the scopes 'this' and 'all_future', the version check (409000) and the repeat-rule locks;
 * notices to the people a task names after a create or an edit. Other modules may use only this
 * file's exports.
 */
export class TasksService {
  constructor(
    private readonly db: Db,
    private readonly tasks: TasksRepository,
    private readonly parts: TaskPartsRepository,
    private readonly occurrences: TaskOccurrences,
    private readonly reader: TaskReader,
    private readonly checks: TaskChecks,
    private readonly notifier: TaskNotifier,
    private readonly writes: TaskWrites,
  ) {}

  /** GET tasks/{task_id}[?occurrence_dt_unix]. */
  async get(
    ctx: OrgContext,
    taskId: number,
    query: TaskAddressQuery,
  ): Promise<{ data: TaskDetail }> {
    const addressed = await this.occurrences.resolve(
      this.db,
      ctx.orgId,
      taskId,
      query.occurrence_dt_unix,
    );
    await assertReaches(this.db, ctx, rowOf(addressed).id);
    return { data: await this.reader.detail(this.db, ctx.orgId, entryOf(addressed), nowUnix()) };
  }

  /** POST tasks: a one-off task, or a series whose first occurrence is the start. */
  async create(ctx: OrgContext, body: TaskCreate) {
    const now = nowUnix();
    const hints: Hints = {};
    this.checks.recurrence(hints, body.rrule_string, body);
    const projectId = await this.checks.references(this.db, ctx.orgId, hints, body, reachOf(ctx));
    if (body.initial_note)
      await this.checks.note(ctx, hints, body.initial_note, 'initial_note.', now);
    throwHints(hints);
    const timing = {
      rrule: body.rrule_string,
      timezone: body.timezone,
      start_dt_unix: body.start_dt_unix,
      due_dt_unix: body.due_dt_unix,
    };
    const id = await this.db.transaction().execute(async (trx) => {
      const taskId = await this.tasks.insert(trx, {
        org_id: ctx.orgId,
        title: body.title,
        status: 'to_do',
        start_dt_unix: body.start_dt_unix,
        due_dt_unix: body.due_dt_unix,
        timezone: body.timezone,
        rrule_string: body.rrule_string,
        last_due_unix: lastDueOf(timing),
        series_id: null,
        occurrence_dt_unix: null,
        org_project_id: projectId ?? null,
        work_site_id: body.work_site_id,
        notify_assignees: toFlag(body.notify_assignees),
        version: 1,
        created_by_employee_id: ctx.employeeId,
        created_at_unix: now,
        updated_at_unix: now,
      });
      await this.tasks.setLinks(trx, ctx.orgId, taskId, body);
      await this.parts.addItems(trx, ctx.orgId, taskId, body.initial_checklist, now);
      if (body.initial_note)
        await this.parts.addNote(trx, ctx.orgId, taskId, body.initial_note, ctx.employeeId, now);
      return taskId;
    });
    const entry: TaskEntry = {
      rowId: id,
      occurrence:
        body.rrule_string === null
          ? null
          : firstOccurrence({ ...timing, rrule: body.rrule_string }),
    };
    const data = await this.reader.detail(this.db, ctx.orgId, entry, now);
    if (body.notify_assignees) await this.#notify('created', ctx, data, entry);
    return { data, message: TASK_TEXT.created };
  }

  /**
   * PATCH tasks/{task_id}: only the fields that differ from what the task holds change. A stale
   * version answers 409000; without the scheduling permission only the status may change.
   */
  async patch(ctx: OrgContext, taskId: number, query: TaskWriteQuery, body: TaskPatch) {
    const now = nowUnix();
    if (!schedules(ctx) && Object.keys(body).some((key) => key !== 'version' && key !== 'status'))
      throw new AppError(403, TASK_TEXT.assigneeStatusOnly);
    const result = await this.db.transaction().execute(async (trx) => {
      const addressed = await this.writes.resolve(trx, ctx, taskId, query);
      const row = rowOf(addressed);
      if (body.version !== row.version) throw conflict();
      const state = stateOf(addressed, await this.tasks.links(trx, row.id));
      const change = changeOf(body, state);
      if (isEmptyChange(change)) return { entry: entryOf(addressed), changed: false };
      const level = levelOf(addressed, query);
      await this.#check(trx, ctx, addressed, level, state, change, now);
      const entry = await this.#apply(trx, addressed, level, change, now);
      return { entry, changed: true };
    });
    const data = await this.reader.detail(this.db, ctx.orgId, result.entry, now);
    if (result.changed && data.notify_assignees)
      await this.#notify('changed', ctx, data, result.entry);
    return { data, message: TASK_TEXT.updated };
  }

  /**
   * DELETE tasks/{task_id}: a one-off task; a series' occurrence ('this': skipped from then on)
   * or it and every later one ('all_future': the series ends before it).
   */
  async remove(ctx: OrgContext, taskId: number, query: TaskWriteQuery) {
    const now = nowUnix();
    await this.db.transaction().execute(async (trx) => {
      const addressed = await this.writes.resolve(trx, ctx, taskId, query);
      if (addressed.kind === 'task') await this.tasks.delete(trx, ctx.orgId, [addressed.row.id]);
      else if (levelOf(addressed, query) === 'this' || addressed.occurrence === null)
        await this.occurrences.skip(trx, addressed);
      else await this.occurrences.deleteFrom(trx, addressed.series, addressed.occurrence, now);
    });
    return { message: TASK_TEXT.deleted };
  }

  /**
   * The checks of an edit beyond its schema: the due after the start it keeps, the repeat-rule
   * locks (document 2, section 5), the rule against the start and zone, what it names.
   */
  async #check(
    db: Db,
    ctx: OrgContext,
    addressed: Addressed,
    level: TaskUpdateLevel,
    state: TaskState,
    change: TaskChange,
    now: number,
  ) {
    const hints: Hints = {};
    const start = change.values.start_dt_unix ?? state.start_dt_unix;
    const due = change.values.due_dt_unix ?? state.due_dt_unix;
    const timezone = change.values.timezone ?? state.timezone;
    if (due <= start) hints.due_dt_unix = [TASK_TEXT.dueAfterStart];
    const isOccurrence = addressed.kind !== 'task';
    if (change.rrule !== undefined) {
      const lock =
        isOccurrence && level === 'this'
          ? TASK_TEXT.ruleNeedsAllFuture
          : state.start_dt_unix < now
            ? TASK_TEXT.ruleLockedPast
            : change.values.start_dt_unix !== undefined || change.values.due_dt_unix !== undefined
              ? TASK_TEXT.ruleLockedDates
              : countOf(change.rrule) !== countOf(state.rrule)
                ? TASK_TEXT.ruleLockedCount
                : null;
      if (lock) hints.rrule_string = [lock];
    }
    if (change.status !== undefined && level === 'all_future')
      hints.status = [TASK_TEXT.statusThisOnly];
    const rule = change.rrule !== undefined ? change.rrule : state.rrule;
    const timingChanged =
      change.values.start_dt_unix !== undefined || change.values.timezone !== undefined;
    const keepsRule = !isOccurrence || level === 'all_future';
    if (!hints.rrule_string && keepsRule && (change.rrule !== undefined || timingChanged))
      this.checks.recurrence(hints, rule, { start_dt_unix: start, timezone });
    const placeChanged =
      change.values.org_project_id !== undefined || change.values.work_site_id !== undefined;
    const projectId = await this.checks.references(
      db,
      ctx.orgId,
      hints,
      {
        ...change.links,
        ...(placeChanged
          ? {
              org_project_id: change.values.org_project_id ?? state.org_project_id,
              work_site_id:
                change.values.work_site_id !== undefined
                  ? change.values.work_site_id
                  : state.work_site_id,
            }
          : {}),
      },
      reachOf(ctx),
      state.links,
    );
    throwHints(hints);
    // A work site alone names its project.
    if (placeChanged && projectId !== undefined && projectId !== state.org_project_id)
      change.values.org_project_id = projectId;
  }

  /** Writes a checked change at its scope; answers what the addressed occurrence now is. */
  async #apply(
    db: Db,
    addressed: Addressed,
    level: TaskUpdateLevel,
    change: TaskChange,
    now: number,
  ): Promise<TaskEntry> {
    if (addressed.kind === 'task') {
      const { row } = addressed;
      await this.occurrences.apply(db, row, change, now);
      if (change.rrule === undefined || change.rrule === null)
        return { rowId: row.id, occurrence: null };
      // A one-off task that starts repeating: the task is the series' first occurrence.
      const timing = timingOf({
        ...row,
        rrule_string: change.rrule,
        start_dt_unix: change.values.start_dt_unix ?? row.start_dt_unix,
        due_dt_unix: change.values.due_dt_unix ?? row.due_dt_unix,
        timezone: change.values.timezone ?? row.timezone,
      });
      await this.tasks.update(db, row.org_id, row.id, {
        rrule_string: change.rrule,
        last_due_unix: lastDueOf(timing),
        status: 'to_do',
      });
      return { rowId: row.id, occurrence: firstOccurrence(timing) };
    }
    if (level === 'all_future' && addressed.occurrence !== null)
      return this.occurrences.splitAt(
        db,
        addressed.series,
        addressed.occurrence,
        change,
        addressed.kind === 'stored' ? addressed.row : null,
        now,
      );
    const row =
      addressed.kind === 'virtual'
        ? await this.occurrences.materialise(db, addressed.series, addressed.occurrence, now)
        : addressed.row;
    const { rrule: _rule, ...ownChange } = change;
    await this.occurrences.apply(db, row, ownChange, now);
    return { rowId: row.id, occurrence: null };
  }

  async #notify(kind: TaskNoticeKind, ctx: OrgContext, task: TaskDetail, entry: TaskEntry) {
    await this.notifier.notify(
      kind,
      {
        orgId: ctx.orgId,
        entry,
        title: task.title,
        start_dt_unix: task.start_dt_unix,
        due_dt_unix: task.due_dt_unix,
        timezone: task.timezone,
      },
      ctx.employeeId,
    );
  }
}
