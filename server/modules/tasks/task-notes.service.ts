import type { TaskNoteCreate, TaskNotePatch, TaskWriteQuery } from '../../../contract/tasks-notes';
import { TASK_TEXT } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { throwHints, type Hints, type TaskChecks } from './task-checks';
import type { NoteContent, NoteRow, TaskPartsRepository } from './task-parts.repository';
import { schedules } from './task-reach';
import type { TaskReader } from './task-reader';
import type { TaskWrites, WriteTargets } from './task-writes';

const noteNotFound = () => new AppError(404, TASK_TEXT.taskNotFound);

/**
 * A task's notes (document 2, sections 3, 5 and 7): a description, photos and files, never both
 * empty, on the addressed occurrence ('this') or from it on ('all_future'), as the checklist.
 * Everyone who reaches a task may add notes; holders of the scheduling permission may change and
 * delete any note, other members only their own.
 */
export class TaskNotesService {
  constructor(
    private readonly db: Db,
    private readonly parts: TaskPartsRepository,
    private readonly reader: TaskReader,
    private readonly checks: TaskChecks,
    private readonly writes: TaskWrites,
  ) {}

  /** POST tasks/{task_id}/notes. */
  async create(ctx: OrgContext, taskId: number, query: TaskWriteQuery, body: TaskNoteCreate) {
    const now = nowUnix();
    const content: NoteContent = {
      description: body.description,
      photos: body.photos,
      file_attachment_ids: body.file_attachment_ids,
    };
    const hints: Hints = {};
    await this.checks.note(ctx, hints, content, '', now);
    throwHints(hints);
    return this.#write(ctx, taskId, query, TASK_TEXT.noteCreated, now, async (trx, targets) => {
      const id = await this.parts.addNote(
        trx,
        ctx.orgId,
        targets.primary.id,
        content,
        ctx.employeeId,
        now,
      );
      if (targets.series)
        await this.parts.addNote(trx, ctx.orgId, targets.series.id, content, ctx.employeeId, now);
      return id;
    });
  }

  /** PATCH tasks/{task_id}/notes/{note_id}: the fields sent replace the note's. */
  async update(
    ctx: OrgContext,
    taskId: number,
    noteId: number,
    query: TaskWriteQuery,
    body: TaskNotePatch,
  ) {
    const now = nowUnix();
    const content: Partial<NoteContent> = {};
    if (body.description !== undefined) content.description = body.description || null;
    if (body.photos !== undefined) content.photos = body.photos;
    if (body.file_attachment_ids !== undefined)
      content.file_attachment_ids = body.file_attachment_ids;
    const hints: Hints = {};
    await this.checks.note(ctx, hints, content, '', now);
    throwHints(hints);
    return this.#write(ctx, taskId, query, TASK_TEXT.noteUpdated, now, async (trx, targets) => {
      const note = await this.#note(trx, ctx, targets, noteId);
      const files = await this.parts.noteFiles(trx, [note.primary.id]);
      const kept = {
        description:
          content.description !== undefined ? content.description : note.primary.description,
        photos: content.photos ?? (JSON.parse(note.primary.photos) as string[]),
        file_attachment_ids: content.file_attachment_ids ?? files.get(note.primary.id) ?? [],
      };
      if (!kept.description && kept.photos.length === 0 && kept.file_attachment_ids.length === 0)
        throwHints({ description: [TASK_TEXT.noteEmpty] });
      await this.parts.updateNote(trx, ctx.orgId, note.primary.id, content, now);
      if (note.series !== null)
        await this.parts.updateNote(trx, ctx.orgId, note.series, content, now);
      return note.primary.id;
    });
  }

  /** DELETE tasks/{task_id}/notes/{note_id}. */
  async remove(ctx: OrgContext, taskId: number, noteId: number, query: TaskWriteQuery) {
    const now = nowUnix();
    const taskRowId = await this.db.transaction().execute(async (trx) => {
      const targets = await this.writes.targets(trx, ctx, taskId, query, now);
      const note = await this.#note(trx, ctx, targets, noteId);
      await this.parts.deleteNote(trx, note.primary.id);
      if (note.series !== null) await this.parts.deleteNote(trx, note.series);
      return targets.primary.id;
    });
    return { task_id: taskRowId, message: TASK_TEXT.noteDeleted };
  }

  /**
   * The note on the write's rows (as the checklist's items), if the caller may change it: holders
   * of the scheduling permission any note, others the notes they wrote.
   */
  async #note(db: Db, ctx: OrgContext, targets: WriteTargets, noteId: number) {
    const note = await this.parts.note(db, targets.primary.id, noteId);
    if (!note) throw noteNotFound();
    if (
      !schedules(ctx) &&
      (ctx.employeeId === null || note.created_by_employee_id !== ctx.employeeId)
    )
      throw new AppError(403, TASK_TEXT.notYourNote);
    const original = note.copied_from_note_id ?? note.id;
    const copy = targets.series
      ? await this.parts.note(db, targets.series.id, original)
      : undefined;
    return { primary: note, series: copy?.id ?? null };
  }

  async #write(
    ctx: OrgContext,
    taskId: number,
    query: TaskWriteQuery,
    message: string,
    now: number,
    work: (trx: Db, targets: WriteTargets) => Promise<number>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const targets = await this.writes.targets(trx, ctx, taskId, query, now);
      const noteId = await work(trx, targets);
      const note = (await this.parts.note(trx, targets.primary.id, noteId)) as NoteRow;
      const [data] = await this.reader.notes(trx, ctx.orgId, [note], now);
      return { data: data!, task_id: targets.primary.id, message };
    });
  }
}
