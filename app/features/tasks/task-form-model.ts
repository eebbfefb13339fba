import { z } from 'zod';
import type { TaskBody, TaskDetail, TaskPatchBody } from '../../../contract/tasks';
import { zTaskTimezone, zTaskTitle } from '../../../contract/tasks';
import { TASK_NOTE_MAX, TASK_TEXT, type TaskUpdateLevel } from '../../../contract/tasks-text';
import type { PlainDate } from '../../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../../contract/time/zoned-time';
import { RULE_TEXT } from '../../../contract/validation';
import {
  defaultRecurrenceValues,
  isRecurrenceValid,
  type RecurrenceContext,
  type RecurrenceValues,
} from '../../../design-system/recurrence-editor/recurrence-model';
import { parseRRule, toRRule } from '../../../design-system/recurrence-editor/recurrence-rrule';
import type { TimeValue } from '../../../design-system/time-picker/time-options';

/**
 * The task drawer's form as data (document 2, sections 3 and 5): the fields (the spec's form:
 * title, employees_and_groups, start and due, timezone, watchers, project and work site, tags,
 * the recurrence fields, and on a new task its checklist and first note), their rules with the
 * spec's words, the create payload, the edit's changed fields with the version read, and which
 * scope an edit of an occurrence may take. Pure: `now` is given.
 */

/** A person or a team of the assignee picker: 'person:50', 'team:5'. */
export type PeopleValue = `person:${number}` | `team:${number}`;
export const personValue = (employeeId: number) => `person:${employeeId}` as const;
export const teamValue = (teamId: number) => `team:${teamId}` as const;

/** A checklist line of a new task, before it is sent. */
export type ChecklistDraft = { key: string; description: string };

export type TaskFormValues = {
  title: string;
  /** The spec's employees_and_groups: people and teams in one picker. */
  people: string[];
  start_date: PlainDate;
  start_time: TimeValue | null;
  due_date: PlainDate;
  due_time: TimeValue | null;
  timezone: string;
  org_project_id: string | null;
  work_site_id: string | null;
  watcher_ids: string[];
  tag_ids: string[];
  notify_assignees: boolean;
  /** Null when the task's rule is one the editor cannot show: it is kept as it is. */
  recurrence: RecurrenceValues | null;
  /** A new task's checklist; an existing task's is edited item by item. */
  checklist: ChecklistDraft[];
  /** A new task's first note (its files are the upload widget's). */
  note_description: string;
};

export type TaskFormContext = {
  /** The task edited, or null for a new one. */
  task: TaskDetail | null;
  now: Date;
};

const secondsOf = (time: TimeValue) => time.hour * 3600 + time.minute * 60;

/** The instant of a form's day and time in its zone, or null while either is missing or wrong. */
export function instantOf(
  date: PlainDate,
  time: TimeValue | null,
  timeZone: string,
): number | null {
  if (!date || !time) return null;
  try {
    return zonedToUnix(date, secondsOf(time), timeZone);
  } catch {
    // A half-typed date or an unknown zone.
    return null;
  }
}

function localOf(unix: number, timeZone: string): { date: PlainDate; time: TimeValue } {
  const { date, secondsOfDay } = zonedParts(unix, timeZone);
  const minutes = Math.floor(secondsOfDay / 60);
  return { date, time: { hour: Math.floor(minutes / 60), minute: minutes % 60 } };
}

/** The recurrence editor's context: the start as the form holds it, in the form's zone. */
export function recurrenceContext(
  values: Pick<TaskFormValues, 'start_date' | 'start_time' | 'due_date' | 'due_time' | 'timezone'>,
  { task, now }: TaskFormContext,
): RecurrenceContext {
  const start = instantOf(values.start_date, values.start_time, values.timezone);
  const due = instantOf(values.due_date, values.due_time, values.timezone);
  return {
    startDate: start === null ? null : new Date(start * 1000),
    timeZone: values.timezone || undefined,
    now,
    isEditing: task !== null,
    startOrDueChanged: task !== null && (start !== task.start_dt_unix || due !== task.due_dt_unix),
  };
}

/** Where a new task starts on a day other than today: the start of a working day. */
const DAY_START_SECONDS = 9 * 3600;

/**
 * A new task: starting at the next whole hour in the zone (or at 9:00 AM on `day`, the day the
 * page shows when that is not today), due an hour later, not repeating, its assignees told.
 */
export function newTaskValues(
  timeZone: string,
  nowUnix: number,
  day: PlainDate | null = null,
): TaskFormValues {
  const first =
    day === null
      ? Math.ceil((nowUnix + 1) / 3600) * 3600
      : zonedToUnix(day, DAY_START_SECONDS, timeZone);
  const start = localOf(first, timeZone);
  const due = localOf(first + 3600, timeZone);
  return {
    title: '',
    people: [],
    start_date: start.date,
    start_time: start.time,
    due_date: due.date,
    due_time: due.time,
    timezone: timeZone,
    org_project_id: null,
    work_site_id: null,
    watcher_ids: [],
    tag_ids: [],
    notify_assignees: true,
    recurrence: defaultRecurrenceValues({ startDate: new Date(first * 1000), timeZone }),
    checklist: [],
    note_description: '',
  };
}

const idText = (item: { id: number } | null) => (item === null ? null : String(item.id));

/** The form of an existing task or occurrence, in its own zone. */
export function taskValues(task: TaskDetail): TaskFormValues {
  const start = localOf(task.start_dt_unix, task.timezone);
  const due = localOf(task.due_dt_unix, task.timezone);
  const ctx = { startDate: new Date(task.start_dt_unix * 1000), timeZone: task.timezone };
  return {
    title: task.title,
    people: [
      ...task.assignees.map((person) => personValue(person.employee_id)),
      ...task.employee_groups.map((team) => teamValue(team.id)),
    ],
    start_date: start.date,
    start_time: start.time,
    due_date: due.date,
    due_time: due.time,
    timezone: task.timezone,
    org_project_id: idText(task.org_project),
    work_site_id: idText(task.work_site),
    watcher_ids: task.watchers.map((person) => String(person.employee_id)),
    tag_ids: task.tags.map((tag) => String(tag.id)),
    notify_assignees: task.notify_assignees,
    recurrence: parseRRule(task.rrule_string, ctx),
    checklist: [],
    note_description: '',
  };
}

const zTime = z.custom<TimeValue | null>().refine((time) => time !== null, RULE_TEXT.required);
const zDate = z.string().min(1, RULE_TEXT.required);

/**
 * The form's schema. The title and zone follow the contract; the dates are required and the due
 * must come after the start ('Please enter a due date that is after the start date'); the
 * recurrence fields must be valid (the editor shows their messages); a first note is a text area.
 */
export function taskFormSchema(context: TaskFormContext) {
  return z
    .object({
      title: zTaskTitle,
      people: z.array(z.string()),
      start_date: zDate,
      start_time: zTime,
      due_date: zDate,
      due_time: zTime,
      timezone: zTaskTimezone,
      org_project_id: z.string().nullable(),
      work_site_id: z.string().nullable(),
      watcher_ids: z.array(z.string()),
      tag_ids: z.array(z.string()),
      notify_assignees: z.boolean(),
      recurrence: z.custom<RecurrenceValues | null>(),
      checklist: z.array(z.object({ key: z.string(), description: z.string() })),
      note_description: z.string().max(TASK_NOTE_MAX, TASK_TEXT.noteLength),
    })
    .superRefine((values, ctx) => {
      const start = instantOf(values.start_date, values.start_time, values.timezone);
      const due = instantOf(values.due_date, values.due_time, values.timezone);
      if (start !== null && due !== null && due <= start)
        ctx.addIssue({ code: 'custom', path: ['due_date'], message: TASK_TEXT.dueAfterStart });
      if (
        values.recurrence !== null &&
        !isRecurrenceValid(values.recurrence, recurrenceContext(values, context))
      )
        ctx.addIssue({ code: 'custom', path: ['recurrence'], message: RULE_TEXT.required });
    });
}

const idsOf = (values: readonly string[], prefix?: string): number[] =>
  values
    .filter((value) => (prefix ? value.startsWith(prefix) : true))
    .map((value) => Number(prefix ? value.slice(prefix.length) : value));

const idOf = (value: string | null) => (value === null ? null : Number(value));

/** The rule the form's recurrence fields write, for the start the form holds. */
export function ruleOf(values: TaskFormValues, context: TaskFormContext): string | null {
  if (values.recurrence === null) return context.task?.rrule_string ?? null;
  return toRRule(values.recurrence, recurrenceContext(values, context));
}

/** What a note's upload resolved with: a photo's stable link, or an attachment's id. */
export type NoteUpload = { kind: 'photo'; url: string } | { kind: 'file'; id: number };

/** A note's content from its text and its uploaded photos and files. */
export function noteContent(description: string, uploads: readonly NoteUpload[]) {
  return {
    description: description.trim() || null,
    photos: uploads.flatMap((upload) => (upload.kind === 'photo' ? [upload.url] : [])),
    file_attachment_ids: uploads.flatMap((upload) => (upload.kind === 'file' ? [upload.id] : [])),
  };
}

export const isEmptyNote = (note: ReturnType<typeof noteContent>) =>
  !note.description && note.photos.length === 0 && note.file_attachment_ids.length === 0;

/** POST tasks: the create payload of a valid form and the first note's uploads. */
export function createBody(
  values: TaskFormValues,
  uploads: readonly NoteUpload[],
  context: TaskFormContext,
): TaskBody {
  const note = noteContent(values.note_description, uploads);
  return {
    title: values.title.trim(),
    assignee_ids: idsOf(values.people, 'person:'),
    employee_group_ids: idsOf(values.people, 'team:'),
    start_dt_unix: instantOf(values.start_date, values.start_time, values.timezone)!,
    due_dt_unix: instantOf(values.due_date, values.due_time, values.timezone)!,
    timezone: values.timezone,
    watcher_ids: idsOf(values.watcher_ids),
    org_project_id: idOf(values.org_project_id),
    work_site_id: idOf(values.work_site_id),
    initial_checklist: values.checklist
      .map((item) => item.description.trim())
      .filter(Boolean)
      .map((description) => ({ description, status: 'to_do' as const })),
    initial_note: isEmptyNote(note) ? null : note,
    notify_assignees: values.notify_assignees,
    tag_ids: idsOf(values.tag_ids),
    rrule_string: ruleOf(values, context),
  };
}

const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
const sameIds = (a: readonly number[] = [], b: readonly number[] = []) => sorted(a) === sorted(b);

/**
 * PATCH tasks/{task_id}: the fields of a valid form that differ from the task read, with its
 * version. A rule is compared as the editor writes it, so a rule spelt otherwise on the server
 * but meaning the same is not sent.
 */
export function patchBody(
  values: TaskFormValues,
  context: TaskFormContext & { task: TaskDetail },
): TaskPatchBody {
  const { task } = context;
  const next = createBody(values, [], context);
  const before = createBody(taskValues(task), [], context);
  const body: TaskPatchBody = { version: task.version };
  if (next.title !== task.title) body.title = next.title;
  if (!sameIds(next.assignee_ids, before.assignee_ids)) body.assignee_ids = next.assignee_ids;
  if (!sameIds(next.employee_group_ids, before.employee_group_ids))
    body.employee_group_ids = next.employee_group_ids;
  if (next.start_dt_unix !== task.start_dt_unix) body.start_dt_unix = next.start_dt_unix;
  if (next.due_dt_unix !== task.due_dt_unix) body.due_dt_unix = next.due_dt_unix;
  if (next.timezone !== task.timezone) body.timezone = next.timezone;
  if (!sameIds(next.watcher_ids, before.watcher_ids)) body.watcher_ids = next.watcher_ids;
  if (next.org_project_id !== before.org_project_id) body.org_project_id = next.org_project_id;
  if (next.work_site_id !== before.work_site_id) body.work_site_id = next.work_site_id;
  if (!sameIds(next.tag_ids, before.tag_ids)) body.tag_ids = next.tag_ids;
  if (next.notify_assignees !== task.notify_assignees)
    body.notify_assignees = next.notify_assignees;
  // The rule the task had, written by the editor for the task's own start: unchanged values give
  // the same text, whatever spelling the server keeps.
  const ruleBefore =
    values.recurrence === null ? task.rrule_string : ruleOf(taskValues(task), context);
  if (next.rrule_string !== ruleBefore) body.rrule_string = next.rrule_string;
  return body;
}

/** Whether an edit changes nothing (only the version would be sent). */
export const isEmptyPatch = (body: TaskPatchBody) => Object.keys(body).length === 1;

/**
 * Which scopes an edit of the task may take (document 2, section 7: 'this' and 'all_future'):
 * a one-off task has none to choose; a changed repeat rule applies to this and later
 * occurrences only; a status alone to this one only; anything else asks.
 */
export type ScopeChoice =
  | { kind: 'none' }
  | { kind: 'fixed'; level: TaskUpdateLevel }
  | { kind: 'ask'; allowed: readonly TaskUpdateLevel[] };

export function scopeFor(task: Pick<TaskDetail, 'is_recurring'>, body: TaskPatchBody): ScopeChoice {
  if (!task.is_recurring) return { kind: 'none' };
  const fields = Object.keys(body).filter((key) => key !== 'version');
  if (fields.length === 1 && fields[0] === 'status') return { kind: 'fixed', level: 'this' };
  if ('rrule_string' in body) return { kind: 'ask', allowed: ['all_future'] };
  return { kind: 'ask', allowed: ['this', 'all_future'] };
}
