import { DOWNLOAD_EXPIRY_DEFAULT_SECONDS } from '../../../contract/file-attachments-text';
import type { Task, TaskDetail } from '../../../contract/tasks';
import type { ChecklistItem, TaskNote } from '../../../contract/tasks-notes';
import type { TaskStatus } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { fromFlag } from '../../lib/flags';
import type { FileAttachmentsService } from '../file-attachments/file-attachments.service';
import type { Occurrence } from './recurrence';
import type { TaskListRepository } from './task-list.repository';
import type { ChecklistItemRow, NoteRow, TaskPartsRepository } from './task-parts.repository';
import type { TaskRefsRepository } from './task-refs.repository';

/**
 * One row a list or a detail shows: a stored row (a one-off task, a stored occurrence), or an
 * occurrence of a series row (not stored: its timing from the rule, the rest from the series).
 */
export type TaskEntry = { rowId: number; occurrence: Occurrence | null };

type Rows = Awaited<ReturnType<TaskListRepository['rows']>>;
type Parts = Awaited<ReturnType<TaskListRepository['parts']>>;

const unix = (value: number | string) => Number(value);

function toTask(row: Rows[number], parts: Parts, occurrence: Occurrence | null): Task {
  const isSeries = row.rrule_string !== null;
  const seriesId = isSeries ? row.id : row.series_id;
  return {
    id: row.id,
    series_id: seriesId,
    occurrence_dt_unix: occurrence
      ? occurrence.occurrence_dt_unix
      : row.occurrence_dt_unix === null
        ? null
        : unix(row.occurrence_dt_unix),
    title: row.title,
    status: row.status as TaskStatus,
    start_dt_unix: occurrence ? occurrence.start_dt_unix : unix(row.start_dt_unix),
    due_dt_unix: occurrence ? occurrence.due_dt_unix : unix(row.due_dt_unix),
    timezone: row.timezone,
    rrule_string: row.rrule_string ?? row.series_rrule ?? null,
    is_recurring: seriesId !== null,
    assignees: parts.assignees.get(row.id) ?? [],
    employee_groups: parts.groups.get(row.id) ?? [],
    watchers: parts.watchers.get(row.id) ?? [],
    org_project:
      row.org_project_id !== null && row.project_name !== null
        ? { id: row.org_project_id, name: row.project_name }
        : null,
    work_site:
      row.work_site_id !== null && row.work_site_name !== null
        ? { id: row.work_site_id, name: row.work_site_name }
        : null,
    tags: parts.tags.get(row.id) ?? [],
    checklist_summary: parts.checklist.get(row.id) ?? { done: 0, total: 0 },
    notes_count: parts.notes.get(row.id) ?? 0,
    version: row.version,
    notify_assignees: fromFlag(row.notify_assignees),
    created_by:
      row.created_by_employee_id !== null && row.created_by_name !== null
        ? { employee_id: row.created_by_employee_id, display_name: row.created_by_name }
        : null,
    created_at_unix: unix(row.created_at_unix),
    updated_at_unix: unix(row.updated_at_unix),
  };
}

export function toChecklistItem(row: ChecklistItemRow): ChecklistItem {
  return {
    id: row.id,
    description: row.description,
    status: row.status as TaskStatus,
    updated_at_unix: unix(row.updated_at_unix),
  };
}

/**
 * Tasks as the API answers them: a page's rows with every part read in one query each
 * (task-list.repository.ts), and one task with its checklist and notes, the notes' files with
 * short-lived links (the caller has been checked to reach the task).
 */
export class TaskReader {
  constructor(
    private readonly list: TaskListRepository,
    private readonly parts: TaskPartsRepository,
    private readonly refs: TaskRefsRepository,
    private readonly fileAttachments: FileAttachmentsService,
  ) {}

  /** The entries as tasks, in their order. */
  async views(db: Db, orgId: number, entries: readonly TaskEntry[]): Promise<Task[]> {
    const ids = [...new Set(entries.map((entry) => entry.rowId))];
    const [rows, parts] = await Promise.all([
      this.list.rows(db, orgId, ids),
      this.list.parts(db, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return entries.flatMap((entry) => {
      const row = byId.get(entry.rowId);
      return row ? [toTask(row, parts, entry.occurrence)] : [];
    });
  }

  async detail(db: Db, orgId: number, entry: TaskEntry, now: number): Promise<TaskDetail> {
    const [[task], checklist, notes] = await Promise.all([
      this.views(db, orgId, [entry]),
      this.parts.checklist(db, entry.rowId),
      this.parts.notes(db, entry.rowId),
    ]);
    if (!task) throw new Error(`Task ${entry.rowId} vanished while being read`);
    return {
      ...task,
      checklist: checklist.map(toChecklistItem),
      notes: await this.notes(db, orgId, notes, now),
    };
  }

  async notes(db: Db, orgId: number, rows: readonly NoteRow[], now: number): Promise<TaskNote[]> {
    const filesByNote = await this.parts.noteFiles(
      db,
      rows.map((row) => row.id),
    );
    const fileIds = [...new Set([...filesByNote.values()].flat())];
    const authorIds = [
      ...new Set(
        rows.flatMap((row) =>
          row.created_by_employee_id === null ? [] : [row.created_by_employee_id],
        ),
      ),
    ];
    const [files, names] = await Promise.all([
      this.refs.files(db, orgId, fileIds),
      this.refs.names(db, orgId, authorIds),
    ]);
    const fileById = new Map(files.map((file) => [file.id, file]));
    const expiresAt = now + DOWNLOAD_EXPIRY_DEFAULT_SECONDS;
    return rows.map((row) => {
      const author =
        row.created_by_employee_id === null ? undefined : names.get(row.created_by_employee_id);
      return {
        id: row.id,
        description: row.description,
        photos: JSON.parse(row.photos) as string[],
        // A file deleted since it was attached is left out (its link would answer 404).
        file_attachments: (filesByNote.get(row.id) ?? []).flatMap((id) => {
          const file = fileById.get(id);
          if (!file) return [];
          return [
            {
              id: file.id,
              display_name: file.display_name,
              file_name: file.file_name,
              mime_type: file.mime_type,
              file_size_bytes: Number(file.file_size_bytes),
              ...this.fileAttachments.downloadLink(orgId, file.id, expiresAt),
            },
          ];
        }),
        created_by:
          author === undefined
            ? null
            : { employee_id: row.created_by_employee_id!, display_name: author },
        created_at_unix: unix(row.created_at_unix),
        updated_at_unix: unix(row.updated_at_unix),
      };
    });
  }
}
