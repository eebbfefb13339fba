import { z } from 'zod';
import { zIdsFilter, zOneOrMany } from './list-filters';
import { MESSAGES } from './messages';
import { zPersonRef } from './orgs';
import { zPage, zPageQuery } from './pagination';
import { zChecklistItem, zChecklistItemInput, zTaskNote, zTaskNoteInput } from './tasks-notes';
import {
  TASK_CHECKLIST_ITEMS_MAX,
  TASK_LIST_LIMIT,
  TASK_PEOPLE_MAX,
  TASK_RANGE_SECONDS_MAX,
  TASK_STATUSES,
  TASK_STATUS_FILTERS,
  TASK_TAGS_MAX,
  TASK_TAG_NAME_MAX,
  TASK_TEXT,
  TASK_TITLE_MAX,
} from './tasks-text';
import { isTimeZone } from './time/zoned-time';
import { TIME_CARD_UNIX_MAX, zUnixTime } from './time-card-inputs';
import { ID_MAX, zId } from './time-cards';
import { REQUIRED_CHECK, RULE_TEXT, isDisplayText } from './validation';

/**
 * Tasks (document 2, sections 3, 5, 7 and 9; core.md 2, 6 and 7): one-off tasks and repeating
 * series, expanded into occurrences on the server in the task's time zone. Task management is a
 * Pro feature (`scheduling-and-tasks`). server/modules/tasks/README.md gives the decisions.
 *
 * Identity of what a list shows: `id` is the stored task row (a one-off task, a series, or an
 * occurrence stored on its own), `series_id` the series (null for a one-off task) and
 * `occurrence_dt_unix` the occurrence's start by the rule (its RECURRENCE-ID; null for a one-off
 * task). A virtual occurrence has id = series_id and is addressed as
 * `tasks/{series_id}?occurrence_dt_unix=…` (./tasks-notes.ts zTaskAddressQuery).
 */

const zInt = z.number().int();
const zNamed = z.object({ id: zInt, name: z.string() });

export const zTaskTitle = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(TASK_TITLE_MAX, TASK_TEXT.titleLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

export const zTaskTimezone = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(64, MESSAGES.invalidTimezone)
  .refine(isTimeZone, MESSAGES.invalidTimezone);

/** The task's rule as the recurrence editor writes it ('RRULE:FREQ=WEEKLY;BYDAY=MO'); null: none. */
export const zTaskRRule = z
  .string()
  .trim()
  .max(2000)
  .transform((rule) => rule || null)
  .nullable();

const zIds = (max: number) => z.array(zId).max(max);

/** A task as lists show it: one row per one-off task and per occurrence of a series. */
export const zTask = z.object({
  id: zInt,
  series_id: zInt.nullable(),
  occurrence_dt_unix: zInt.nullable(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  start_dt_unix: zInt,
  due_dt_unix: zInt,
  /** The IANA zone its dates and its rule are read in. */
  timezone: z.string(),
  /** The series' rule on each of its occurrences; null for a one-off task. */
  rrule_string: z.string().nullable(),
  is_recurring: z.boolean(),
  assignees: z.array(zPersonRef),
  employee_groups: z.array(zNamed),
  watchers: z.array(zPersonRef),
  org_project: zNamed.nullable(),
  work_site: zNamed.nullable(),
  tags: z.array(zNamed),
  checklist_summary: z.object({ done: zInt, total: zInt }),
  notes_count: zInt,
  /** Rises with every change of the task; a PATCH sends the one it read. */
  version: zInt,
  notify_assignees: z.boolean(),
  /** Who created it; null when they are gone or were provider staff. */
  created_by: zPersonRef.nullable(),
  created_at_unix: zInt,
  updated_at_unix: zInt,
});
export type Task = z.infer<typeof zTask>;

/** One task or occurrence with its checklist and notes (oldest first). */
export const zTaskDetail = zTask.extend({
  checklist: z.array(zChecklistItem),
  notes: z.array(zTaskNote),
});
export type TaskDetail = z.infer<typeof zTaskDetail>;

const taskFields = {
  title: zTaskTitle,
  assignee_ids: zIds(TASK_PEOPLE_MAX),
  employee_group_ids: zIds(TASK_PEOPLE_MAX),
  start_dt_unix: zUnixTime,
  due_dt_unix: zUnixTime,
  timezone: zTaskTimezone,
  watcher_ids: zIds(TASK_PEOPLE_MAX),
  org_project_id: zId.nullable(),
  work_site_id: zId.nullable(),
  notify_assignees: z.boolean(),
  tag_ids: zIds(TASK_TAGS_MAX),
  rrule_string: zTaskRRule,
};

const dueAfterStart = (task: { start_dt_unix?: number; due_dt_unix?: number }) =>
  task.start_dt_unix === undefined ||
  task.due_dt_unix === undefined ||
  task.due_dt_unix > task.start_dt_unix;
const dueIssue = { path: ['due_dt_unix'], message: TASK_TEXT.dueAfterStart };

/**
 * POST /orgs/{org_id}/tasks (document 2, section 3 "Create payload"). The rule is checked on the
 * server against the start and zone (document 2, section 5 "Recurrence"), its messages on the
 * recurrence fields (daily_interval, weekdays, end_on, occurrences…).
 */
export const zTaskCreate = z
  .object({
    title: taskFields.title,
    assignee_ids: taskFields.assignee_ids.default([]),
    employee_group_ids: taskFields.employee_group_ids.default([]),
    start_dt_unix: taskFields.start_dt_unix,
    due_dt_unix: taskFields.due_dt_unix,
    timezone: taskFields.timezone,
    watcher_ids: taskFields.watcher_ids.default([]),
    org_project_id: taskFields.org_project_id.default(null),
    work_site_id: taskFields.work_site_id.default(null),
    initial_checklist: z
      .array(zChecklistItemInput)
      .max(TASK_CHECKLIST_ITEMS_MAX, TASK_TEXT.checklistTooLong)
      .default([]),
    initial_note: zTaskNoteInput.nullable().default(null),
    notify_assignees: taskFields.notify_assignees.default(true),
    tag_ids: taskFields.tag_ids.default([]),
    rrule_string: taskFields.rrule_string.default(null),
  })
  .refine(dueAfterStart, dueIssue);
export type TaskCreate = z.infer<typeof zTaskCreate>;
/** What a client sends (defaults left out). */
export type TaskBody = z.input<typeof zTaskCreate>;

/**
 * PATCH /orgs/{org_id}/tasks/{task_id}[?occurrence_dt_unix&update_level]: any field of the create
 * payload but the initial ones, the status, and the version the client read (required: a stale
 * one answers 409 with error_code 409000). Only the fields sent change. A due date is checked
 * against the start the task keeps. Repeat rules cannot be changed on a past task, nor together
 * with its start or due date, nor their 'after' end (COUNT).
 */
export const zTaskPatch = z
  .object({
    ...taskFields,
    status: z.enum(TASK_STATUSES),
  })
  .partial()
  .extend({ version: z.number({ error: RULE_TEXT.required }).int().min(0) })
  .refine(dueAfterStart, dueIssue);
export type TaskPatch = z.infer<typeof zTaskPatch>;
export type TaskPatchBody = z.input<typeof zTaskPatch>;

/** A required instant in a query, saying `missing` when it is not there. */
const zRequiredUnixQuery = (missing: string) =>
  z.preprocess(
    (value, ctx) => {
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    },
    z.coerce
      .number({ error: TASK_TEXT.rangeInvalid })
      .int(TASK_TEXT.rangeInvalid)
      .min(0, TASK_TEXT.rangeInvalid)
      .max(TIME_CARD_UNIX_MAX, TASK_TEXT.rangeInvalid),
  );
/** An end of the list's range: required (a series without an end has no list without one). */
const zRangeEnd = zRequiredUnixQuery(TASK_TEXT.rangeRequired);

/**
 * GET /orgs/{org_id}/tasks: every one-off task and occurrence whose [start, due] meets
 * [display_start_dt_unix, display_end_dt_unix) (both required, at most a year apart), by start
 * then id, 100 a page at most. Filters: assignees (directly or through a team), teams, project,
 * status (overdue: to do and due before now), tags (any of), search (title contains).
 */
export const zTaskListQuery = zPageQuery
  .extend({
    limit: z.coerce.number().int().min(1).max(TASK_LIST_LIMIT).default(TASK_LIST_LIMIT),
    display_start_dt_unix: zRangeEnd,
    display_end_dt_unix: zRangeEnd,
    assignee_ids: zIdsFilter,
    employee_group_ids: zIdsFilter,
    org_project_id: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    status: zOneOrMany(z.enum(TASK_STATUS_FILTERS)).optional(),
    tag_ids: zIdsFilter,
    search: z.string().trim().max(TASK_TITLE_MAX).optional(),
  })
  .superRefine((query, ctx) => {
    const span = query.display_end_dt_unix - query.display_start_dt_unix;
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['display_end_dt_unix'], message });
    if (span <= 0) issue(TASK_TEXT.rangeOrder);
    else if (span > TASK_RANGE_SECONDS_MAX) issue(TASK_TEXT.rangeTooLong);
  });
export type TaskListQuery = z.infer<typeof zTaskListQuery>;
export type TaskListParams = z.input<typeof zTaskListQuery>;
export const zTaskListResponse = zPage(zTask);

export const zTaskResponse = z.object({ data: zTaskDetail });
/** The answer to a create or an edit: the task (or occurrence) as it now is. */
export const zTaskWriteResponse = z.object({ data: zTaskDetail, message: z.string() });
export const zTaskDeleteResponse = z.object({ message: z.string() });

// Tags.

export const zTaskTagName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(TASK_TAG_NAME_MAX, TASK_TEXT.tagNameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

export const zTaskTag = zNamed;
export type TaskTag = z.infer<typeof zTaskTag>;
/** GET /orgs/{org_id}/tags: by name, optionally those whose name contains `search`. */
export const zTaskTagListQuery = zPageQuery.extend({
  search: z.string().trim().max(TASK_TAG_NAME_MAX).optional(),
});
export const zTaskTagListResponse = zPage(zTaskTag);
/** POST /orgs/{org_id}/tags: a name unique in the organisation whatever its case. */
export const zTaskTagCreate = z.object({ name: zTaskTagName });
export const zTaskTagResponse = z.object({ data: zTaskTag, message: z.string() });

// People with tasks.

/**
 * GET /orgs/{org_id}/employees.v2?has_assigned_tasks_display_dt_unix=: the organisation's
 * members with a task or occurrence assigned (directly or through a team) on the local day of
 * that instant, in each task's own zone; by name. Rows are the spec's worker record.
 */
export const zEmployeesWithTasksQuery = zPageQuery.extend({
  has_assigned_tasks_display_dt_unix: zRequiredUnixQuery(RULE_TEXT.required),
});
export const zWorkerRecord = z.object({
  display_name: z.string(),
  employee_id: zInt,
  /** The caller is their primary or secondary manager. */
  is_my_worker: z.boolean(),
  /** The caller approves their time (see TIME_APPROVER in contract/access). */
  is_time_approver_for_worker: z.boolean(),
});
export type WorkerRecord = z.infer<typeof zWorkerRecord>;
export const zEmployeesWithTasksResponse = zPage(zWorkerRecord);
