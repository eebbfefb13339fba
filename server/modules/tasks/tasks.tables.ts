import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The tasks module's tables (migration 0020; README.md in this folder). */
export type TasksTables = {
  tasks: TaskTable;
  task_assignees: TaskPersonTable;
  task_watchers: TaskPersonTable;
  task_employee_groups: TaskGroupTable;
  task_tags: TaskTagTable;
  task_tag_links: TaskTagLinkTable;
  task_checklist_items: TaskChecklistItemTable;
  task_notes: TaskNoteTable;
  task_note_files: TaskNoteFileTable;
  task_occurrence_exceptions: TaskOccurrenceExceptionTable;
  task_due_notices: TaskDueNoticeTable;
  org_task_versions: OrgTaskVersionTable;
  task_row_versions: TaskRowVersionTable;
};

/**
 * A stored task row: a one-off task (no rule, no series), a series (its rule, and its first
 * occurrence's start and due), or one occurrence of a series stored on its own (series_id and
 * occurrence_dt_unix, the occurrence's start by the rule; no rule of its own).
 * `last_due_unix` is what a range query reads: the last occurrence's due of a series (null when
 * its rule never ends), the due of any other row.
 */
export type TaskTable = {
  id: Generated<number>;
  org_id: number;
  title: string;
  status: string;
  start_dt_unix: number;
  due_dt_unix: number;
  timezone: string;
  rrule_string: string | null;
  last_due_unix: number | null;
  series_id: number | null;
  occurrence_dt_unix: number | null;
  org_project_id: number | null;
  work_site_id: number | null;
  notify_assignees: Flag;
  version: number;
  created_by_employee_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};

/** An assignee or a watcher of a task row. */
export type TaskPersonTable = { org_id: number; task_id: number; employee_id: number };
/** A team assigned to a task row (its members are assignees through it). */
export type TaskGroupTable = { org_id: number; task_id: number; group_id: number };

/** An organisation's tag; the name is unique in it whatever its case. */
export type TaskTagTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at_unix: number;
  updated_at_unix: number;
};
export type TaskTagLinkTable = { org_id: number; task_id: number; tag_id: number };

/**
 * A checklist item of a task row, in `position` order. The copy an occurrence stored on its own
 * (or a new series) gets names the item it was copied from, so a call naming the original on
 * that occurrence reaches the copy.
 */
export type TaskChecklistItemTable = {
  id: Generated<number>;
  org_id: number;
  task_id: number;
  position: number;
  description: string;
  status: string;
  copied_from_item_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};

/** A note of a task row; photos are a JSON list of links; copies name their original. */
export type TaskNoteTable = {
  id: Generated<number>;
  org_id: number;
  task_id: number;
  description: string | null;
  photos: string;
  created_by_employee_id: number | null;
  copied_from_note_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};
export type TaskNoteFileTable = {
  org_id: number;
  note_id: number;
  file_attachment_id: number;
  position: number;
};

/**
 * An occurrence of a series that its expansion skips: stored on its own (detached_task_id), or
 * deleted (null). One row per occurrence, so two racing writes cannot both store it.
 */
export type TaskOccurrenceExceptionTable = {
  org_id: number;
  series_id: number;
  occurrence_dt_unix: number;
  detached_task_id: number | null;
};

/**
 * A due-soon notice sent, by occurrence (the series and its occurrence, or the one-off task and
 * 0), whether or not the occurrence was stored on its own since: it is never sent twice.
 */
export type TaskDueNoticeTable = {
  org_id: number;
  task_id: number;
  occurrence_dt_unix: number;
  sent_at_unix: number;
};

/** Rises with every write of an organisation's tasks: the list keeps its expansions under it. */
export type OrgTaskVersionTable = { org_id: number; version: number };

/** Each row's version of its last write (0022; task_id 0: anything may have moved). */
export type TaskRowVersionTable = { org_id: number; task_id: number; version: number };
