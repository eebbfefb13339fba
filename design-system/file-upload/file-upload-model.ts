import type { FileValidationError } from './file-upload-validation';

/** Spec (document 2, File upload): the UI states of an uploaded file, in the spec's order. */
export const FILE_UPLOAD_STATES = [
  'UploadFailed',
  'Initial',
  'Selected',
  'Uploading',
  'Uploaded',
  'RemoveFailed',
  'Removing',
] as const;

export type FileUploadState = (typeof FILE_UPLOAD_STATES)[number];

/**
 * Spec: the states of the attachment record on the server. The app creates the record as
 * `initiated`, sends the file to the record's signed link, then marks it `success` or `error`.
 */
export const ATTACHMENT_UPLOAD_STATES = ['initiated', 'success', 'error'] as const;
export type AttachmentUploadState = (typeof ATTACHMENT_UPLOAD_STATES)[number];

/**
 * What can happen to a file's row:
 * - `accept`: the file passed validation (a refused file never gets it and stays Initial);
 * - `upload`: its upload starts, first time or retry;
 * - `succeed` / `fail`: the upload's outcome; `cancel`: the person stopped it;
 * - `remove`: the person removes it (again, after a failure);
 * - `removeSucceed` / `removeFail`: the outcome of removing an uploaded file.
 */
export type FileUploadEvent =
  'accept' | 'upload' | 'succeed' | 'fail' | 'cancel' | 'remove' | 'removeSucceed' | 'removeFail';

/** Where an event leads: another state, or `Removed` when the row leaves the list. */
export type FileUploadTarget = FileUploadState | 'Removed';

/**
 * The allowed transitions; any event not listed for a state is ignored (a late answer from a
 * cancelled upload, a double click). Files that never reached the server (Initial, Selected,
 * UploadFailed) are removed at once; an uploaded one goes through Removing, as the server has to
 * delete it and may fail to.
 */
export const FILE_UPLOAD_TRANSITIONS: Record<
  FileUploadState,
  Partial<Record<FileUploadEvent, FileUploadTarget>>
> = {
  Initial: { accept: 'Selected', remove: 'Removed' },
  Selected: { upload: 'Uploading', remove: 'Removed' },
  Uploading: { succeed: 'Uploaded', fail: 'UploadFailed', cancel: 'Selected' },
  Uploaded: { remove: 'Removing' },
  UploadFailed: { upload: 'Uploading', remove: 'Removed' },
  Removing: { removeSucceed: 'Removed', removeFail: 'RemoveFailed' },
  RemoveFailed: { remove: 'Removing' },
};

/** The next state after an event, or null when the event is not allowed in this state. */
export function nextFileUploadState(
  state: FileUploadState,
  event: FileUploadEvent,
): FileUploadTarget | null {
  return FILE_UPLOAD_TRANSITIONS[state][event] ?? null;
}

/** The words a row shows for its state (an invalid file shows its error beside 'Not uploaded'). */
export const FILE_UPLOAD_STATE_TEXT: Record<FileUploadState, string> = {
  Initial: 'Not uploaded',
  Selected: 'Ready to upload',
  Uploading: 'Uploading',
  Uploaded: 'Uploaded',
  UploadFailed: 'Upload failed',
  Removing: 'Removing',
  RemoveFailed: 'Remove failed',
};

/** One file in the widget's list. */
export type FileUploadItem<TResult = unknown> = {
  /** Stable key of the row, made by the widget. */
  id: string;
  name: string;
  size: number;
  /** The chosen file; null for a file that was uploaded before (given through `defaultFiles`). */
  file: File | null;
  state: FileUploadState;
  /** Upload progress, 0-100; meaningful while Uploading. */
  progress: number;
  /** Why the file was refused, or null for a valid file. */
  error: FileValidationError | null;
  /** What `onUpload` resolved with (e.g. the attachment id), once Uploaded. */
  result: TResult | undefined;
};

/** Progress as a whole percentage within 0-100, from a fraction of bytes sent. */
export function uploadProgressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return clampProgress((loaded / total) * 100);
}

export function clampProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export type FileUploadAction<TResult> =
  | { type: 'add'; items: FileUploadItem<TResult>[] }
  | { type: 'event'; id: string; event: FileUploadEvent; result?: TResult }
  | { type: 'progress'; id: string; percent: number };

/**
 * The list's reducer. Every state change goes through the transition table, so a late or
 * repeated event leaves the list as it was (same array, so React skips the render).
 */
export function fileUploadReducer<TResult>(
  items: FileUploadItem<TResult>[],
  action: FileUploadAction<TResult>,
): FileUploadItem<TResult>[] {
  switch (action.type) {
    case 'add':
      return action.items.length === 0 ? items : [...items, ...action.items];
    case 'progress': {
      const percent = clampProgress(action.percent);
      return updateItem(items, action.id, (item) =>
        item.state === 'Uploading' && item.progress !== percent
          ? { ...item, progress: percent }
          : item,
      );
    }
    case 'event': {
      const item = items.find((candidate) => candidate.id === action.id);
      const next = item ? nextFileUploadState(item.state, action.event) : null;
      if (!item || !next) return items;
      if (next === 'Removed') return items.filter((candidate) => candidate.id !== action.id);
      return updateItem(items, action.id, () => ({
        ...item,
        state: next,
        // Each attempt starts from nothing; a finished upload shows full.
        progress: next === 'Uploading' ? 0 : next === 'Uploaded' ? 100 : item.progress,
        result: action.event === 'succeed' ? action.result : item.result,
      }));
    }
  }
}

function updateItem<TResult>(
  items: FileUploadItem<TResult>[],
  id: string,
  update: (item: FileUploadItem<TResult>) => FileUploadItem<TResult>,
): FileUploadItem<TResult>[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const updated = update(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

/** True while a file is on its way up or out: a form should wait before it submits. */
export function isFileUploadBusy(items: readonly { state: FileUploadState }[]): boolean {
  return items.some((item) => item.state === 'Uploading' || item.state === 'Removing');
}

/** What `onUpload` returned for every uploaded file (e.g. the attachment ids a note sends). */
export function uploadedResults<TResult>(items: readonly FileUploadItem<TResult>[]): TResult[] {
  return items.flatMap((item) =>
    item.state === 'Uploaded' && item.result !== undefined ? [item.result] : [],
  );
}
