import { z } from 'zod';
import { zOrgIdParams, zPersonRef } from './orgs';
import {
  TASK_CHECKLIST_ITEM_MAX,
  TASK_NOTE_FILES_MAX,
  TASK_NOTE_MAX,
  TASK_NOTE_PHOTOS_MAX,
  TASK_PHOTO_URL_MAX,
  TASK_STATUSES,
  TASK_TEXT,
  TASK_UPDATE_LEVELS,
} from './tasks-text';
import { ID_MAX, zId, zUnixQuery } from './time-cards';
import { REQUIRED_CHECK, RULE_TEXT, isDisplayText, isFreeText } from './validation';

/**
 * The parts of a task that have calls of their own: checklist items and notes (document 2,
 * sections 3, 5 and 7). ./tasks.ts has the task itself; server/modules/tasks/README.md the
 * decisions.
 */

const zInt = z.number().int();

/** Where a call about one task goes: the stored task row, by id. */
export const zTaskIdParams = zOrgIdParams.extend({
  task_id: z.coerce.number().int().min(1).max(ID_MAX),
});

/**
 * Which occurrence a call addresses. A virtual occurrence of a series (not stored) is
 * `tasks/{series_id}?occurrence_dt_unix=…`; without it, a series id means its first occurrence.
 * A one-off task, and an occurrence stored on its own, need nothing more (the value is ignored).
 */
export const zTaskAddressQuery = z.object({ occurrence_dt_unix: zUnixQuery.optional() });
export type TaskAddressQuery = z.infer<typeof zTaskAddressQuery>;

/**
 * A write's scope on an occurrence of a series (document 2, section 7): 'this' (the default)
 * changes that occurrence alone, which is then stored on its own; 'all_future' changes it and
 * every later occurrence (the series is split there). Ignored for a one-off task.
 */
export const zTaskWriteQuery = zTaskAddressQuery.extend({
  update_level: z.enum(TASK_UPDATE_LEVELS).optional(),
});
export type TaskWriteQuery = z.infer<typeof zTaskWriteQuery>;

// Checklist items.

export const zChecklistDescription = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(TASK_CHECKLIST_ITEM_MAX, TASK_TEXT.checklistItemLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** A checklist item as sent: with the create payload (initial_checklist) or on its own. */
export const zChecklistItemInput = z.object({
  description: zChecklistDescription,
  status: z.enum(TASK_STATUSES).default('to_do'),
});
export type ChecklistItemInput = z.input<typeof zChecklistItemInput>;

/**
 * A checklist item. An occurrence of a series shows the series' items (their ids) until it is
 * stored on its own, which gives it copies with ids of their own; a call naming the series'
 * item on that occurrence reaches its copy.
 */
export const zChecklistItem = z.object({
  id: zInt,
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  updated_at_unix: zInt,
});
export type ChecklistItem = z.infer<typeof zChecklistItem>;

export const zChecklistItemParams = zTaskIdParams.extend({
  checklist_item_id: z.coerce.number().int().min(1).max(ID_MAX),
});

/** GET tasks/{task_id}/checklist: the occurrence's items in order. */
export const zChecklistResponse = z.object({ data: z.array(zChecklistItem) });
/** POST tasks/{task_id}/checklist: one item, added last. */
export const zChecklistItemCreate = zChecklistItemInput;
/** PATCH tasks/{task_id}/checklist/{checklist_item_id}: its status (a tick), its text, or both. */
export const zChecklistItemPatch = z
  .object({ description: zChecklistDescription, status: z.enum(TASK_STATUSES) })
  .partial();
export type ChecklistItemPatch = z.infer<typeof zChecklistItemPatch>;

/**
 * The answer to a checklist write: the item, and the task row it is now on (a series'
 * occurrence written with 'this' is stored on its own: its id changes, series_id and
 * occurrence_dt_unix stay).
 */
export const zChecklistItemResponse = z.object({
  data: zChecklistItem,
  task_id: zInt,
  message: z.string(),
});
export const zChecklistItemDeleteResponse = z.object({ task_id: zInt, message: z.string() });

// Notes.

const zNoteDescription = z
  .string()
  .trim()
  .max(TASK_NOTE_MAX, TASK_TEXT.noteLength)
  .refine(isFreeText, RULE_TEXT.freeText);

/** A photo's link as POST /upload_file answered it. */
const zPhotoUrl = z.string().trim().min(1).max(TASK_PHOTO_URL_MAX, TASK_TEXT.photoInvalid);

/** Attachments of the note: uploaded records (upload_state success) of this organisation. */
const zNoteFileIds = z.array(zId).max(TASK_NOTE_FILES_MAX, TASK_TEXT.invalidFiles);
const zNotePhotos = z.array(zPhotoUrl).max(TASK_NOTE_PHOTOS_MAX, TASK_TEXT.photoInvalid);

const noteNotEmpty = (note: {
  description?: string | null | undefined;
  file_attachment_ids?: number[] | undefined;
  photos?: string[] | undefined;
}) =>
  Boolean(note.description) ||
  (note.file_attachment_ids?.length ?? 0) > 0 ||
  (note.photos?.length ?? 0) > 0;
const bothEmpty = { path: ['description'], message: TASK_TEXT.noteEmpty };

/** A note as the create payload carries it (initial_note). */
export const zTaskNoteInput = z
  .object({
    description: zNoteDescription.nullable().default(null),
    file_attachment_ids: zNoteFileIds.default([]),
    photos: zNotePhotos.default([]),
  })
  .refine(noteNotEmpty, bothEmpty);
export type TaskNoteInput = z.input<typeof zTaskNoteInput>;

/**
 * POST tasks/{task_id}/notes (document 2, section 3 "Note payload"): description, photos (links
 * from POST /upload_file), file_attachment_ids; not both empty. The scope is the query's
 * update_level. ext_address_id and rrule_string of the spec's payload are accepted and not
 * used: the note goes with the occurrence addressed, whose rule is the task's.
 */
export const zTaskNoteCreate = z
  .object({
    description: zNoteDescription.nullable().default(null),
    file_attachment_ids: zNoteFileIds.default([]),
    photos: zNotePhotos.default([]),
    ext_address_id: z.number().int().nullish(),
    rrule_string: z.string().max(2000).nullish(),
  })
  .refine(noteNotEmpty, bothEmpty);
export type TaskNoteCreate = z.infer<typeof zTaskNoteCreate>;
export type TaskNoteBody = z.input<typeof zTaskNoteCreate>;

/**
 * PATCH tasks/{task_id}/notes/{note_id}: the fields sent replace the note's; the note must not
 * end up with both fields empty (checked against what it keeps).
 */
export const zTaskNotePatch = z.object({
  description: zNoteDescription.nullable().optional(),
  file_attachment_ids: zNoteFileIds.optional(),
  photos: zNotePhotos.optional(),
  ext_address_id: z.number().int().nullish(),
  rrule_string: z.string().max(2000).nullish(),
});
export type TaskNotePatch = z.infer<typeof zTaskNotePatch>;

export const zTaskNoteParams = zTaskIdParams.extend({
  note_id: z.coerce.number().int().min(1).max(ID_MAX),
});

/** A file of a note, with a short-lived link to open it. */
export const zTaskNoteFile = z.object({
  id: zInt,
  display_name: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size_bytes: zInt,
  download_url: z.string(),
  download_expires_at_unix: zInt,
});
export type TaskNoteFile = z.infer<typeof zTaskNoteFile>;

/** A note of a task (of an occurrence stored on its own: copies of the series' notes, as items). */
export const zTaskNote = z.object({
  id: zInt,
  description: z.string().nullable(),
  /** Links of the photos as POST /upload_file answered them (signed to open, as every image). */
  photos: z.array(z.string()),
  file_attachments: z.array(zTaskNoteFile),
  /** Who wrote it; null when they are gone or were provider staff. */
  created_by: zPersonRef.nullable(),
  created_at_unix: zInt,
  updated_at_unix: zInt,
});
export type TaskNote = z.infer<typeof zTaskNote>;

/** The answer to a note write: the note and the task row it is on (see zChecklistItemResponse). */
export const zTaskNoteResponse = z.object({
  data: zTaskNote,
  task_id: zInt,
  message: z.string(),
});
export const zTaskNoteDeleteResponse = z.object({ task_id: zInt, message: z.string() });
