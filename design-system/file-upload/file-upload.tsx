import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type DragEvent,
  type FocusEvent,
  type RefObject,
} from 'react';
import { CloudUpload } from 'lucide-react';
import { buttonVariants } from '../button/button';
import { Field, FieldHint } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { FileUploadItem } from './file-upload-item';
import type { FileUploadItem as Item } from './file-upload-model';
import { FILE_UPLOAD_ACCEPT, FILE_UPLOAD_RULES_TEXT } from './file-upload-validation';
import {
  useFileUpload,
  type FileUploadExistingFile,
  type FileUploadOptions,
} from './use-file-upload';

export type { FileUploadExistingFile, FileUploadOptions } from './use-file-upload';

export type FileUploadProps<TResult = unknown> = Omit<
  ComponentProps<'div'>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The visible label of the file input (e.g. 'Attachments'). */
  label: string;
  /** Help text inside the drop zone; by default the allowed extensions and the 50 MB limit. */
  hint?: string;
  /**
   * A form-level error shown under the list and announced, e.g. the text of
   * `invalidFilesError(items)` ('Please remove invalid files.') after a blocked submit.
   */
  error?: string | undefined;
  /** Shows the 'Optional' marker. */
  isOptional?: boolean;
  /** Hides the label visually; it still names the file input. */
  hideLabel?: boolean;
  /** The id of the file input (a generated one otherwise). */
  id?: string;
  /** Disables choosing, dropping and every row action. */
  disabled?: boolean;
  /**
   * Uploads one valid file; the widget itself fetches nothing. The app creates the attachment
   * record (upload_state 'initiated'), PUTs the file to its upload_url, then PATCHes upload_state
   * to 'success' or 'error'. Resolve with what the form needs later (e.g. the attachment id);
   * reject to show Upload failed. Report progress with `onProgress` and stop when `signal` aborts
   * (Cancel, or the widget unmounting).
   */
  onUpload: (file: File, options: FileUploadOptions) => Promise<TResult>;
  /**
   * Removes an uploaded file on the server (e.g. DELETE the attachment); reject to show Remove
   * failed. Files that never reached the server are removed without it.
   */
  onRemove?: (item: Item<TResult>) => Promise<void>;
  /** Called with the whole list after every change, so a form can validate and submit it. */
  onItemsChange?: (items: Item<TResult>[]) => void;
  /** Files uploaded before (e.g. on a note being edited); they start as Uploaded. */
  defaultFiles?: readonly FileUploadExistingFile<TResult>[];
  /**
   * Uploads valid files as soon as they are chosen (the default). When false they wait as
   * Selected ('Ready to upload') until their Upload button is pressed.
   */
  autoUpload?: boolean;
};

/**
 * Attachments: a drop zone with a real file input ('Choose files', keyboard and screen-reader
 * friendly), multiple files, and a row per file with its size, state (Initial, Selected,
 * Uploading, Uploaded, UploadFailed, Removing, RemoveFailed) and actions: Upload, Cancel, Retry,
 * Remove. Files are checked on arrival (extension and the 50 MB limit); a refused file stays in
 * the list with its reason until removed, and `invalidFilesError` turns that into the form's
 * 'Please remove invalid files.'.
 *
 * The list is the widget's own (not `value`/`onValueChange`): its states are driven by the
 * upload promises, which a caller-held value would race. `onItemsChange` reports it instead.
 */
export function FileUpload<TResult = unknown>({
  label,
  hint = FILE_UPLOAD_RULES_TEXT,
  error,
  isOptional,
  hideLabel,
  id,
  disabled = false,
  onUpload,
  onRemove,
  onItemsChange,
  defaultFiles,
  autoUpload = true,
  className,
  ...props
}: FileUploadProps<TResult>) {
  const { fieldProps, controlProps } = useFieldControl({
    label,
    hint,
    error,
    isOptional,
    hideLabel,
    id,
  });
  const inputId = controlProps.id;
  const [announcement, setAnnouncement] = useState('');
  const [isDragging, setIsDragging] = useState(false);
  const { items, addFiles, upload, cancel, remove } = useFileUpload({
    onUpload,
    onRemove,
    defaultFiles,
    autoUpload,
    announce: setAnnouncement,
  });

  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const restoreFocus = useFocusRestore(items, listRef, inputRef);

  const reportedItems = useRef(items);
  useEffect(() => {
    if (reportedItems.current === items) return;
    reportedItems.current = items;
    onItemsChange?.(items);
  }, [items, onItemsChange]);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (disabled) return;
    addFiles(event.dataTransfer.files);
  };

  return (
    <Field
      {...fieldProps}
      // The hint stands in the drop zone, above the list, rather than under the field.
      hint={undefined}
      data-slot="file-upload"
      data-disabled={disabled ? '' : undefined}
      className={className}
      {...props}
    >
      <div
        data-slot="file-upload-dropzone"
        data-dragging={isDragging ? '' : undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragOver={(event) => {
          // Without this the browser opens the dropped file instead of handing it over.
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setIsDragging(false);
        }}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border-strong bg-surface px-4 py-6 text-center',
          'transition-colors duration-fast ease-standard',
          'data-[dragging]:border-primary data-[dragging]:bg-primary-soft',
          disabled && 'bg-surface-sunken',
        )}
      >
        <CloudUpload aria-hidden="true" className="size-7 text-text-muted" />
        <p className="text-sm text-text-muted">Drop files here or</p>
        {/*
          The real input, visually hidden but focusable: Tab reaches it, Enter or Space opens the
          system picker, and its label below is the visible 'Choose files' button.
        */}
        <input
          ref={inputRef}
          {...controlProps}
          type="file"
          multiple
          accept={FILE_UPLOAD_ACCEPT}
          disabled={disabled}
          data-slot="file-upload-input"
          className="peer sr-only"
          onChange={(event) => {
            const input = event.currentTarget;
            addFiles(Array.from(input.files ?? []));
            // Cleared so choosing the same file again (after removing it) is a change again.
            input.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          data-slot="file-upload-choose"
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            'peer-disabled:pointer-events-none peer-disabled:opacity-60',
          )}
        >
          Choose files
        </label>
        <FieldHint controlId={inputId} data-slot="file-upload-hint">
          {hint}
        </FieldHint>
      </div>
      {items.length > 0 && (
        <ul
          ref={listRef}
          aria-label={`${label} files`}
          data-slot="file-upload-list"
          className="flex flex-col gap-2"
          onFocus={restoreFocus.onFocus}
          onBlur={restoreFocus.onBlur}
        >
          {items.map((item) => (
            <FileUploadItem
              key={item.id}
              item={item}
              disabled={disabled}
              onUpload={upload}
              onCancel={cancel}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Field>
  );
}

/**
 * Keeps keyboard focus in the list when the focused button goes away: Upload and Retry vanish
 * once an upload starts, and a removed row takes its buttons with it. Focus then moves to the
 * same row's first button, else the row now in its place (or the one before), else the file
 * input, instead of falling back to the top of the page.
 */
function useFocusRestore(
  items: readonly Item<unknown>[],
  listRef: RefObject<HTMLUListElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  // The row that holds focus, with its place, kept until focus really leaves the list.
  const focused = useRef<{ id: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const held = focused.current;
    if (!held) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      return;
    }
    const rows = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[data-slot="file-upload-item"]') ?? [],
    );
    const row =
      rows.find((candidate) => candidate.dataset.rowId === held.id) ??
      rows[Math.min(held.index, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('button') ?? inputRef.current;
    target?.focus();
    if (target === inputRef.current) focused.current = null;
  }, [items, listRef, inputRef]);

  return {
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>(
        '[data-slot="file-upload-item"]',
      );
      const id = row?.dataset.rowId;
      focused.current = id ? { id, index: items.findIndex((item) => item.id === id) } : null;
    },
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && event.currentTarget.contains(next)) return;
      // A button removed from the page blurs as well; only a move to somewhere that still exists
      // (checked once this change has settled) means the person left the list.
      const target = event.target;
      queueMicrotask(() => {
        if (target.isConnected) focused.current = null;
      });
    },
  };
}
