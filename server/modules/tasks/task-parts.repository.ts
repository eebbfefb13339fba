import { sql, type Selectable } from 'kysely';
import type { ChecklistItemInput } from '../../../contract/tasks-notes';
import type { Db } from '../../db/connection';
import type { TaskChecklistItemTable, TaskNoteTable } from './tasks.tables';

export type ChecklistItemRow = Selectable<TaskChecklistItemTable>;
export type NoteRow = Selectable<TaskNoteTable>;

/** A task id as a value of a SELECT list (PostgreSQL needs its type). */
const idValue = (id: number) => sql<number>`cast(${id} as integer)`;
const unixValue = (unix: number) => sql<number>`cast(${unix} as bigint)`;

/** What a note holds. */
export type NoteContent = {
  description: string | null;
  photos: string[];
  file_attachment_ids: number[];
};

/**
 * The checklists and notes of task rows. An item or note is named on a row by its own id or by
 * the id of the one it was copied from (a stored occurrence's copy of its series' item).
 */
export class TaskPartsRepository {
  constructor(readonly db: Db) {}

  checklist(db: Db, taskId: number): Promise<ChecklistItemRow[]> {
    return db
      .selectFrom('task_checklist_items')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** The row's item with this id, or its copy of the item with this id. */
  item(db: Db, taskId: number, itemId: number): Promise<ChecklistItemRow | undefined> {
    return db
      .selectFrom('task_checklist_items')
      .selectAll()
      .where('task_id', '=', taskId)
      .where((eb) => eb.or([eb('id', '=', itemId), eb('copied_from_item_id', '=', itemId)]))
      .orderBy('id')
      .executeTakeFirst();
  }

  async addItems(
    db: Db,
    orgId: number,
    taskId: number,
    items: readonly Required<ChecklistItemInput>[],
    now: number,
  ): Promise<number[]> {
    if (items.length === 0) return [];
    const last = await db
      .selectFrom('task_checklist_items')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('task_id', '=', taskId)
      .executeTakeFirst();
    const start = Number(last?.position ?? -1) + 1;
    const rows = await db
      .insertInto('task_checklist_items')
      .values(
        items.map((item, index) => ({
          org_id: orgId,
          task_id: taskId,
          position: start + index,
          description: item.description,
          status: item.status,
          copied_from_item_id: null,
          created_at_unix: now,
          updated_at_unix: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async updateItem(
    db: Db,
    itemId: number,
    values: { description?: string; status?: string },
    now: number,
  ): Promise<void> {
    await db
      .updateTable('task_checklist_items')
      .set({ ...values, updated_at_unix: now })
      .where('id', '=', itemId)
      .execute();
  }

  async deleteItem(db: Db, itemId: number): Promise<void> {
    await db.deleteFrom('task_checklist_items').where('id', '=', itemId).execute();
  }

  async copyChecklist(db: Db, fromId: number, toId: number, now: number): Promise<void> {
    await db
      .insertInto('task_checklist_items')
      .columns([
        'org_id',
        'task_id',
        'position',
        'description',
        'status',
        'copied_from_item_id',
        'created_at_unix',
        'updated_at_unix',
      ])
      .expression(
        db
          .selectFrom('task_checklist_items')
          .select([
            'org_id',
            idValue(toId).as('task_id'),
            'position',
            'description',
            'status',
            'id',
            unixValue(now).as('created_at_unix'),
            unixValue(now).as('updated_at_unix'),
          ])
          .where('task_id', '=', fromId),
      )
      .execute();
  }

  notes(db: Db, taskId: number): Promise<NoteRow[]> {
    return db
      .selectFrom('task_notes')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
  }

  /** The row's note with this id, or its copy of the note with this id. */
  note(db: Db, taskId: number, noteId: number): Promise<NoteRow | undefined> {
    return db
      .selectFrom('task_notes')
      .selectAll()
      .where('task_id', '=', taskId)
      .where((eb) => eb.or([eb('id', '=', noteId), eb('copied_from_note_id', '=', noteId)]))
      .orderBy('id')
      .executeTakeFirst();
  }

  /** The attachment ids of notes, in their order, by note. */
  async noteFiles(db: Db, noteIds: readonly number[]): Promise<Map<number, number[]>> {
    const files = new Map<number, number[]>();
    if (noteIds.length === 0) return files;
    const rows = await db
      .selectFrom('task_note_files')
      .select(['note_id', 'file_attachment_id'])
      .where('note_id', 'in', [...noteIds])
      .orderBy('note_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = files.get(row.note_id) ?? [];
      list.push(row.file_attachment_id);
      files.set(row.note_id, list);
    }
    return files;
  }

  async addNote(
    db: Db,
    orgId: number,
    taskId: number,
    content: NoteContent,
    authorId: number | null,
    now: number,
  ): Promise<number> {
    const row = await db
      .insertInto('task_notes')
      .values({
        org_id: orgId,
        task_id: taskId,
        description: content.description,
        photos: JSON.stringify(content.photos),
        created_by_employee_id: authorId,
        copied_from_note_id: null,
        created_at_unix: now,
        updated_at_unix: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#setFiles(db, orgId, row.id, content.file_attachment_ids);
    return row.id;
  }

  async updateNote(
    db: Db,
    orgId: number,
    noteId: number,
    content: Partial<NoteContent>,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('task_notes')
      .set({
        ...(content.description !== undefined ? { description: content.description } : {}),
        ...(content.photos !== undefined ? { photos: JSON.stringify(content.photos) } : {}),
        updated_at_unix: now,
      })
      .where('id', '=', noteId)
      .execute();
    if (content.file_attachment_ids !== undefined) {
      await db.deleteFrom('task_note_files').where('note_id', '=', noteId).execute();
      await this.#setFiles(db, orgId, noteId, content.file_attachment_ids);
    }
  }

  async deleteNote(db: Db, noteId: number): Promise<void> {
    await db.deleteFrom('task_notes').where('id', '=', noteId).execute();
  }

  async #setFiles(db: Db, orgId: number, noteId: number, fileIds: readonly number[]) {
    const unique = [...new Set(fileIds)];
    if (unique.length === 0) return;
    await db
      .insertInto('task_note_files')
      .values(
        unique.map((id, position) => ({
          org_id: orgId,
          note_id: noteId,
          file_attachment_id: id,
          position,
        })),
      )
      .execute();
  }

  /** Copies a row's notes (and their files) to another row, each copy naming its original. */
  async copyNotes(db: Db, fromId: number, toId: number, now: number): Promise<void> {
    await db
      .insertInto('task_notes')
      .columns([
        'org_id',
        'task_id',
        'description',
        'photos',
        'created_by_employee_id',
        'copied_from_note_id',
        'created_at_unix',
        'updated_at_unix',
      ])
      .expression(
        db
          .selectFrom('task_notes')
          .select([
            'org_id',
            idValue(toId).as('task_id'),
            'description',
            'photos',
            'created_by_employee_id',
            'id',
            'created_at_unix',
            unixValue(now).as('updated_at_unix'),
          ])
          .where('task_id', '=', fromId)
          .orderBy('id'),
      )
      .execute();
    await db
      .insertInto('task_note_files')
      .columns(['org_id', 'note_id', 'file_attachment_id', 'position'])
      .expression(
        db
          .selectFrom('task_notes as n')
          .innerJoin('task_note_files as f', 'f.note_id', 'n.copied_from_note_id')
          .select(['f.org_id', 'n.id', 'f.file_attachment_id', 'f.position'])
          .where('n.task_id', '=', toId),
      )
      .execute();
  }
}
