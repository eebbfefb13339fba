import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  fileUploadReducer,
  nextFileUploadState,
  type FileUploadEvent,
  type FileUploadItem,
} from './file-upload-model';
import { validateFile } from './file-upload-validation';

/** What the widget hands `onUpload` besides the file. */
export type FileUploadOptions = {
  /** Report progress as a percentage, 0-100 (`uploadProgressPercent(loaded, total)` helps). */
  onProgress: (percent: number) => void;
  /** Aborted when the person cancels the upload or the widget goes away. */
  signal: AbortSignal;
};

/** A file that is already uploaded (e.g. on a note being edited); it starts as Uploaded. */
export type FileUploadExistingFile<TResult> = { name: string; size: number; result: TResult };

export type UseFileUploadOptions<TResult> = {
  onUpload: (file: File, options: FileUploadOptions) => Promise<TResult>;
  onRemove?: ((item: FileUploadItem<TResult>) => Promise<void>) | undefined;
  defaultFiles?: readonly FileUploadExistingFile<TResult>[] | undefined;
  autoUpload: boolean;
  /** Says a change to a screen reader (the widget renders it in a polite live region). */
  announce: (message: string) => void;
};

let nextRowId = 0;
const newRowId = () => `file-upload-${(nextRowId += 1)}`;

/**
 * The list of files and the flow of each: validation on arrival, then upload through `onUpload`
 * (with progress and cancel), retry, and removal through `onRemove`. Every change goes through
 * the transition table of file-upload-model, so an answer that arrives too late (after a
 * cancel) changes nothing.
 */
export function useFileUpload<TResult>({
  onUpload,
  onRemove,
  defaultFiles,
  autoUpload,
  announce,
}: UseFileUploadOptions<TResult>) {
  const [items, dispatch] = useReducer(fileUploadReducer<TResult>, defaultFiles, (files) =>
    (files ?? []).map((file): FileUploadItem<TResult> => ({
      id: newRowId(),
      name: file.name,
      size: file.size,
      file: null,
      state: 'Uploaded',
      progress: 100,
      error: null,
      result: file.result,
    })),
  );
  // The uploads in flight by row, so Cancel (and unmounting) can abort them.
  const controllers = useRef(new Map<string, AbortController>());
  // The latest list for the event handlers, which run after renders with older closures.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    };
  }, []);

  const send = useCallback(
    (id: string, event: FileUploadEvent, result?: TResult) =>
      dispatch(
        result === undefined ? { type: 'event', id, event } : { type: 'event', id, event, result },
      ),
    [],
  );

  const startUpload = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.get(id)?.abort();
      controllers.current.set(id, controller);
      send(id, 'upload');
      const { signal } = controller;
      const onProgress = (percent: number) => {
        if (!signal.aborted) dispatch({ type: 'progress', id, percent });
      };
      let promise: Promise<TResult>;
      try {
        promise = Promise.resolve(onUpload(file, { onProgress, signal }));
      } catch (error) {
        promise = Promise.reject(error);
      }
      promise.then(
        (result) => {
          if (signal.aborted) return;
          controllers.current.delete(id);
          send(id, 'succeed', result);
          announce(`${file.name} uploaded.`);
        },
        () => {
          // A cancelled upload rejects too; the cancel already moved the row on.
          if (signal.aborted) return;
          controllers.current.delete(id);
          send(id, 'fail');
          announce(`${file.name} failed to upload.`);
        },
      );
    },
    [announce, onUpload, send],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): FileUploadItem<TResult> => ({
        id: newRowId(),
        name: file.name,
        size: file.size,
        file,
        state: 'Initial',
        progress: 0,
        error: validateFile(file),
        result: undefined,
      }));
      if (added.length === 0) return;
      dispatch({ type: 'add', items: added });
      const refused = added.filter((item) => item.error);
      for (const item of added) {
        if (item.error || !item.file) continue;
        send(item.id, 'accept');
        if (autoUpload) startUpload(item.id, item.file);
      }
      const accepted = added.length - refused.length;
      announce(
        [
          accepted > 0 ? `${accepted} ${accepted === 1 ? 'file' : 'files'} added.` : '',
          ...refused.map((item) => item.error?.message ?? ''),
        ]
          .filter(Boolean)
          .join(' '),
      );
    },
    [announce, autoUpload, send, startUpload],
  );

  const find = (id: string) => itemsRef.current.find((item) => item.id === id);

  /** Starts (or retries) the upload of a Selected or UploadFailed file. */
  const upload = (id: string) => {
    const item = find(id);
    if (item?.file && (item.state === 'Selected' || item.state === 'UploadFailed')) {
      startUpload(id, item.file);
    }
  };

  const cancel = (id: string) => {
    const item = find(id);
    if (item?.state !== 'Uploading') return;
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    send(id, 'cancel');
    announce(`Upload of ${item.name} cancelled.`);
  };

  /** Removes a file: at once if it never reached the server, else through `onRemove`. */
  const remove = (id: string) => {
    const item = find(id);
    const next = item ? nextFileUploadState(item.state, 'remove') : null;
    if (!item || !next) return;
    send(id, 'remove');
    if (next === 'Removed') {
      announce(`${item.name} removed.`);
      return;
    }
    Promise.resolve()
      .then(() => onRemove?.(item))
      .then(
        () => {
          send(id, 'removeSucceed');
          announce(`${item.name} removed.`);
        },
        () => {
          send(id, 'removeFail');
          announce(`${item.name} could not be removed.`);
        },
      );
  };

  return { items, addFiles, upload, cancel, remove };
}
