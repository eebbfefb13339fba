import type { Updateable } from 'kysely';
import { MESSAGES } from '../../../contract/errors';
import { TASK_CONFLICT_CODE, TASK_TEXT, type TaskStatus } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { toFlag } from '../../lib/flags';
import { occurrenceAt, splitSeriesAt, type Occurrence } from './recurrence';
import type { TaskPartsRepository } from './task-parts.repository';
import type { TaskEntry } from './task-reader';
import { firstOccurrence, lastDueOf, timingOf, withCountAfter } from './task-timing';
import type { TaskLinks, TaskRow, TasksRepository } from './tasks.repository';
import type { TaskTable } from './tasks.tables';

/**
 * What a call addresses: a one-off task; an occurrence of a series stored on its own (with its
 * series and its occurrence by the rule); or an occurrence of a series that is not stored.
 */
export type Addressed =
  | { kind: 'task'; row: TaskRow }
  | { kind: 'stored'; row: TaskRow; series: TaskRow; occurrence: Occurrence | null }
  | { kind: 'virtual'; series: TaskRow; occurrence: Occurrence };

/** The fields of a task row a change may set. */
export type TaskValues = Partial<{
  title: string;
  timezone: string;
  org_project_id: number | null;
  work_site_id: number | null;
  notify_assignees: boolean;
  start_dt_unix: number;
  due_dt_unix: number;
}>;

/** One write's changes to a task: fields, people, teams and tags, the rule, the status. */
export type TaskChange = {
  values: TaskValues;
  links: Partial<TaskLinks>;
  /** The new rule (null: no longer repeating); undefined: unchanged. */
  rrule?: string | null;
  status?: TaskStatus;
};

export const NO_CHANGE: TaskChange = { values: {}, links: {} };

export const notFound = () => new AppError(404, TASK_TEXT.taskNotFound);
export const conflict = () =>
  new AppError(409, MESSAGES.syncConflict, { error_code: TASK_CONFLICT_CODE });

/** The list or detail entry an addressed occurrence is shown as. */
export function entryOf(addressed: Addressed): TaskEntry {
  return addressed.kind === 'virtual'
    ? { rowId: addressed.series.id, occurrence: addressed.occurrence }
    : { rowId: addressed.row.id, occurrence: null };
}

/** The row whose version, people and parts an addressed occurrence shows. */
export function rowOf(addressed: Addressed): TaskRow {
  return addressed.kind === 'virtual' ? addressed.series : addressed.row;
}

function rowValues(values: TaskValues): Updateable<TaskTable> {
  const { notify_assignees, ...rest } = values;
  return {
    ...rest,
    ...(notify_assignees === undefined ? {} : { notify_assignees: toFlag(notify_assignees) }),
  };
}

/** A change without the timing (for occurrences that keep their own start and due). */
function withoutTiming(change: TaskChange): TaskChange {
  const { start_dt_unix: _start, due_dt_unix: _due, ...values } = change.values;
  return { ...change, values };
}

/**
 * The occurrences of series (README.md "Occurrences"): finding what an address names, storing an
 * occurrence on its own ('this'), splitting a series at an occurrence ('all_future') and ending
 * it there. Every method runs inside the caller's transaction.
 */
export class TaskOccurrences {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly parts: TaskPartsRepository,
  ) {}

  /**
   * `tasks/{id}[?occurrence_dt_unix]`: a one-off task or stored occurrence by its id; a series'
   * occurrence by the series id and its start by the rule (the first without one). A skipped
   * occurrence, or an instant that is none of the series', is not found; a stored one is its row.
   */
  async resolve(
    db: Db,
    orgId: number,
    taskId: number,
    occurrenceUnix: number | undefined,
  ): Promise<Addressed> {
    const row = await this.tasks.find(db, orgId, taskId);
    if (!row) throw notFound();
    if (row.rrule_string === null) {
      if (row.series_id === null) return { kind: 'task', row };
      const series = await this.tasks.find(db, orgId, row.series_id);
      if (!series) throw notFound();
      const occurrence =
        row.occurrence_dt_unix === null
          ? null
          : occurrenceAt(timingOf(series), Number(row.occurrence_dt_unix));
      return { kind: 'stored', row, series, occurrence };
    }
    const at = occurrenceUnix ?? Number(row.start_dt_unix);
    const exception = await this.tasks.exception(db, row.id, at);
    if (exception) {
      if (exception.detached_task_id === null) throw notFound();
      return this.resolve(db, orgId, exception.detached_task_id, undefined);
    }
    const occurrence = occurrenceAt(timingOf(row), at);
    if (!occurrence) throw notFound();
    return { kind: 'virtual', series: row, occurrence };
  }

  /**
   * Stores an occurrence on its own ('this'): a row of its own with the series' fields, people,
   * teams, tags, checklist and notes (copies naming their originals), at the series' version,
   * which the series then skips. Two racing writes cannot both store it (409).
   */
  async materialise(
    db: Db,
    series: TaskRow,
    occurrence: Occurrence,
    now: number,
  ): Promise<TaskRow> {
    const id = await this.tasks.insert(db, {
      org_id: series.org_id,
      title: series.title,
      status: series.status,
      start_dt_unix: occurrence.start_dt_unix,
      due_dt_unix: occurrence.due_dt_unix,
      timezone: series.timezone,
      rrule_string: null,
      last_due_unix: occurrence.due_dt_unix,
      series_id: series.id,
      occurrence_dt_unix: occurrence.occurrence_dt_unix,
      org_project_id: series.org_project_id,
      work_site_id: series.work_site_id,
      notify_assignees: series.notify_assignees,
      version: series.version,
      created_by_employee_id: series.created_by_employee_id,
      created_at_unix: now,
      updated_at_unix: now,
    });
    try {
      await this.tasks.insertException(
        db,
        series.org_id,
        series.id,
        occurrence.occurrence_dt_unix,
        id,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
    await this.#copyContent(db, series.id, id, now);
    return (await this.tasks.find(db, series.org_id, id))!;
  }

  /** Applies a change to a row (its version rises); false when `version` no longer holds. */
  async apply(
    db: Db,
    row: TaskRow,
    change: TaskChange,
    now: number,
    version?: number,
  ): Promise<boolean> {
    const values: Updateable<TaskTable> = {
      ...rowValues(change.values),
      ...(change.status === undefined ? {} : { status: change.status }),
      version: row.version + 1,
      updated_at_unix: now,
    };
    if (change.values.due_dt_unix !== undefined && row.rrule_string === null)
      values.last_due_unix = change.values.due_dt_unix;
    const changed = await this.tasks.update(db, row.org_id, row.id, values, version);
    if (changed) await this.tasks.setLinks(db, row.org_id, row.id, change.links);
    return changed;
  }

  /**
   * 'all_future' at an occurrence: the series ends just before it and a new series starts there
   * with the change applied (at the first occurrence the series itself changes). Stored
   * occurrences at or after it move to the new series where it has the same occurrence (taking
   * the change but keeping their own timing, status, checklist and notes) and are deleted where
   * it has none; the addressed one (`stored`) always moves, to the new series' first occurrence.
   * With the rule removed (`rrule: null`) the addressed occurrence becomes a one-off task and
   * the later ones go. Answers what the addressed occurrence now is.
   */
  async splitAt(
    db: Db,
    series: TaskRow,
    occurrence: Occurrence,
    change: TaskChange,
    stored: TaskRow | null,
    now: number,
  ): Promise<TaskEntry> {
    const orgId = series.org_id;
    const timing = timingOf(series);
    const { before, after } = splitSeriesAt(timing, occurrence);
    const at = occurrence.occurrence_dt_unix;
    const later = (await this.tasks.detachedFrom(db, orgId, series.id, at)).filter(
      (row) => row.id !== stored?.id,
    );

    if (change.rrule === null) {
      await this.#endBefore(db, series, before, now);
      await this.tasks.delete(
        db,
        orgId,
        later.map((row) => row.id),
      );
      let oneOff = stored;
      if (!oneOff) {
        oneOff = await this.materialise(db, series, occurrence, now);
      }
      await this.tasks.update(db, orgId, oneOff.id, {
        series_id: null,
        occurrence_dt_unix: null,
        rrule_string: null,
      });
      await this.tasks.deleteExceptions(db, series.id, [at]);
      await this.apply(db, (await this.tasks.find(db, orgId, oneOff.id))!, change, now);
      if (before === null) await this.tasks.delete(db, orgId, [series.id]);
      return { rowId: oneOff.id, occurrence: null };
    }

    const start = change.values.start_dt_unix ?? occurrence.start_dt_unix;
    const due = change.values.due_dt_unix ?? occurrence.due_dt_unix;
    const timezone = change.values.timezone ?? series.timezone;
    const rule =
      change.rrule === undefined
        ? after
        : withCountAfter(change.rrule, occurrence.occurrence_index);
    const newTiming = { rrule: rule, timezone, start_dt_unix: start, due_dt_unix: due };
    const seriesValues = {
      start_dt_unix: start,
      due_dt_unix: due,
      rrule_string: rule,
      last_due_unix: lastDueOf(newTiming),
      status: 'to_do',
      updated_at_unix: now,
    };

    let target: number;
    if (before === null) {
      target = series.id;
      await this.tasks.update(db, orgId, series.id, {
        ...rowValues(change.values),
        ...seriesValues,
        version: series.version + 1,
      });
      await this.tasks.setLinks(db, orgId, series.id, change.links);
    } else {
      await this.#endBefore(db, series, before, now);
      target = await this.tasks.insert(db, {
        org_id: orgId,
        title: series.title,
        timezone: series.timezone,
        series_id: null,
        occurrence_dt_unix: null,
        org_project_id: series.org_project_id,
        work_site_id: series.work_site_id,
        notify_assignees: series.notify_assignees,
        created_by_employee_id: series.created_by_employee_id,
        created_at_unix: now,
        version: 1,
        ...seriesValues,
      });
      await this.#copyContent(db, series.id, target, now);
      // The change itself, on the new series (its own values, not the old series' ones).
      await this.tasks.update(db, orgId, target, rowValues(change.values));
      await this.tasks.setLinks(db, orgId, target, change.links);
    }

    // The exceptions from the occurrence on are written again for the series they now belong to.
    const exceptions = await this.tasks.exceptionsFrom(db, series.id, at);
    await this.tasks.deleteExceptions(
      db,
      series.id,
      exceptions.map((row) => Number(row.occurrence_dt_unix)),
    );
    const kept = new Map<number, number | null>();
    for (const row of exceptions)
      if (row.detached_task_id === null) {
        const moved = occurrenceAt(newTiming, Number(row.occurrence_dt_unix));
        if (moved) kept.set(moved.occurrence_dt_unix, null);
      }
    const toDelete: number[] = [];
    const moves: { row: TaskRow; occurrence: Occurrence }[] = [];
    if (stored) moves.push({ row: stored, occurrence: firstOccurrence(newTiming) });
    for (const row of later) {
      const moved = occurrenceAt(newTiming, Number(row.occurrence_dt_unix));
      // The new series' first occurrence is the addressed one's when it is stored.
      if (moved && !(stored && moved.occurrence_index === 0))
        moves.push({ row, occurrence: moved });
      else toDelete.push(row.id);
    }
    await this.tasks.delete(db, orgId, toDelete);
    for (const move of moves) {
      const isAddressed = move.row.id === stored?.id;
      await this.tasks.update(db, orgId, move.row.id, {
        series_id: target,
        occurrence_dt_unix: move.occurrence.occurrence_dt_unix,
      });
      await this.apply(
        db,
        (await this.tasks.find(db, orgId, move.row.id))!,
        isAddressed ? change : withoutTiming(change),
        now,
      );
      kept.set(move.occurrence.occurrence_dt_unix, move.row.id);
    }
    for (const [occurrenceUnix, detachedId] of kept)
      await this.tasks.insertException(db, orgId, target, occurrenceUnix, detachedId);

    if (stored) return { rowId: stored.id, occurrence: null };
    return { rowId: target, occurrence: firstOccurrence(newTiming) };
  }

  /**
   * 'all_future' deletion at an occurrence: the series ends just before it (at the first, the
   * whole series goes), with its stored occurrences from there on.
   */
  async deleteFrom(db: Db, series: TaskRow, occurrence: Occurrence, now: number): Promise<void> {
    const { before } = splitSeriesAt(timingOf(series), occurrence);
    if (before === null) {
      await this.tasks.delete(db, series.org_id, [series.id]);
      return;
    }
    await this.#endBefore(db, series, before, now);
    const at = occurrence.occurrence_dt_unix;
    const later = await this.tasks.detachedFrom(db, series.org_id, series.id, at);
    await this.tasks.delete(
      db,
      series.org_id,
      later.map((row) => row.id),
    );
    const exceptions = await this.tasks.exceptionsFrom(db, series.id, at);
    await this.tasks.deleteExceptions(
      db,
      series.id,
      exceptions.map((row) => Number(row.occurrence_dt_unix)),
    );
  }

  /** 'this' deletion of a series' occurrence: skipped from now on (a stored one is deleted). */
  async skip(db: Db, addressed: Addressed): Promise<void> {
    if (addressed.kind === 'virtual') {
      try {
        await this.tasks.insertException(
          db,
          addressed.series.org_id,
          addressed.series.id,
          addressed.occurrence.occurrence_dt_unix,
          null,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
      return;
    }
    await this.tasks.skipDetached(db, addressed.row.id);
    await this.tasks.delete(db, addressed.row.org_id, [addressed.row.id]);
  }

  async #endBefore(db: Db, series: TaskRow, before: string | null, now: number) {
    if (before === null) return;
    await this.tasks.update(db, series.org_id, series.id, {
      rrule_string: before,
      last_due_unix: lastDueOf({ ...timingOf(series), rrule: before }),
      version: series.version + 1,
      updated_at_unix: now,
    });
  }

  async #copyContent(db: Db, fromId: number, toId: number, now: number) {
    await this.tasks.copyLinks(db, fromId, toId);
    await this.parts.copyChecklist(db, fromId, toId, now);
    await this.parts.copyNotes(db, fromId, toId, now);
  }
}
