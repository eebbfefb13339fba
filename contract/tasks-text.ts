// Plain data, no zod: the task screens read these words and limits without downloading a schema.
import { MESSAGES } from './messages';

/** Document 2, section 9: task title max 60; the task list's page limit 100. */
export const TASK_TITLE_MAX = 60;
export const TASK_LIST_LIMIT = 100;
/** Decided where the spec is silent: one line of a checklist, and how many a task holds. */
export const TASK_CHECKLIST_ITEM_MAX = 255;
export const TASK_CHECKLIST_ITEMS_MAX = 100;
/** A note is a text area (document 2, section 5: text areas hold at most 1000 characters). */
export const TASK_NOTE_MAX = 1000;
/** Decided where the spec is silent: files and photos one note carries. */
export const TASK_NOTE_FILES_MAX = 20;
export const TASK_NOTE_PHOTOS_MAX = 20;
export const TASK_PHOTO_URL_MAX = 2000;
/** Decided where the spec is silent: people, teams and tags one task names. */
export const TASK_PEOPLE_MAX = 500;
export const TASK_TAGS_MAX = 20;
export const TASK_TAG_NAME_MAX = 40;
/**
 * The widest range GET tasks expands at once (a year and a day): a series without an end is
 * expanded only over the range asked for.
 */
export const TASK_RANGE_SECONDS_MAX = 367 * 86_400;
/** How long before its due time an assignee hears that an occurrence is due soon. */
export const TASK_DUE_SOON_SECONDS = 3_600;

/** Per occurrence: to do or done. Overdue is a to-do occurrence whose due time has passed. */
export const TASK_STATUSES = ['to_do', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The list's status filter: the two statuses, and overdue (to do, due before now). */
export const TASK_STATUS_FILTERS = ['to_do', 'done', 'overdue'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];
/** Document 2, section 7: task edit scopes. */
export const TASK_UPDATE_LEVELS = ['this', 'all_future'] as const;
export type TaskUpdateLevel = (typeof TASK_UPDATE_LEVELS)[number];

/** Document 2, section 8: the error code of a stale write, with MESSAGES.syncConflict. */
export const TASK_CONFLICT_CODE = 409000;

export const TASK_TEXT = {
  created: 'Task has been created!',
  updated: 'Task has been updated!',
  deleted: 'Task has been deleted!',
  // Document 2, section 5.
  titleLength: `Please enter ${TASK_TITLE_MAX} characters or less.`,
  dueAfterStart: 'Please enter a due date that is after the start date',
  invalidFiles: 'Please remove invalid files.',
  noteEmpty: 'You can not leave both fields empty',
  // Document 2, section 8.
  syncConflict: MESSAGES.syncConflict,
  // Document 2, section 5: "Repeat rules cannot be edited on past tasks, nor if the start or due
  // date changed; the 'after' end is locked when editing" (the recurrence editor's words).
  ruleLockedPast: 'This task has already started, so its repeat rule can no longer be changed.',
  ruleLockedDates:
    'The start or due date was changed. Save the new dates first, then change the repeat rule.',
  ruleLockedCount: 'The number of occurrences cannot be changed once the task is saved.',
  // Decided where the spec is silent.
  ruleNeedsAllFuture: 'The repeat rule can only be changed for this and following tasks.',
  statusThisOnly: 'The status can only be changed for this task.',
  rangeRequired: 'Please choose a date range',
  rangeOrder: 'Start date can not be behind end date',
  rangeInvalid: 'Please enter a valid time',
  rangeTooLong: 'Please choose a range of at most a year',
  unknownMember: 'Please choose team members of this organization',
  unknownTeam: 'Please choose teams of this organization',
  memberOutOfReach: 'Please choose yourself or team members you manage',
  teamOutOfReach: 'Please choose teams you manage',
  unknownProject: 'Please choose a project of this organization',
  unknownWorkSite: 'Please choose a work site of this organization',
  workSiteOfProject: 'Please choose a work site of the project',
  unknownTag: 'Please choose tags of this organization',
  checklistItemLength: `Must be ${TASK_CHECKLIST_ITEM_MAX} characters or less`,
  checklistTooLong: `A task holds at most ${TASK_CHECKLIST_ITEMS_MAX} checklist items`,
  noteLength: `Must be ${TASK_NOTE_MAX} characters or less`,
  photoInvalid: 'Please add photos uploaded to this organization',
  noteCreated: 'Note has been added!',
  noteUpdated: 'Note has been updated!',
  noteDeleted: 'Note has been deleted!',
  notYourNote: 'Only the person who wrote a note can change it.',
  checklistItemCreated: 'Checklist item has been added!',
  checklistItemUpdated: 'Checklist item has been updated!',
  checklistItemDeleted: 'Checklist item has been deleted!',
  assigneeStatusOnly: 'You can mark your tasks as done or to do, and tick their checklist.',
  tagCreated: 'Tag has been created!',
  tagNameLength: `Must be ${TASK_TAG_NAME_MAX} characters or less`,
  tagNameTaken: 'A tag with this name already exists',
  taskNotFound: 'Task not found.',
} as const;
