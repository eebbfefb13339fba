import type { ComponentProps } from 'react';
import { CircleAlert, CircleCheck, FileText } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { SpinnerGlyph } from '../spinner/spinner';
import { formatFileSize } from './file-size';
import { FILE_UPLOAD_STATE_TEXT, type FileUploadItem as Item } from './file-upload-model';

export type FileUploadItemProps = Omit<ComponentProps<'li'>, 'children'> & {
  item: Item<unknown>;
  /** Disables the row's actions (the whole widget is disabled). */
  disabled?: boolean | undefined;
  onUpload: (id: string) => void;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
};

/**
 * One file's row: name, size, state, progress while uploading, the reason a file was refused, and
 * the actions its state allows. The row is named by the file and described by its state, so a
 * screen reader moving through the list hears both.
 */
export function FileUploadItem({
  item,
  disabled,
  onUpload,
  onCancel,
  onRemove,
  className,
  ...props
}: FileUploadItemProps) {
  const { id, name, state, progress, error } = item;
  const nameId = `${id}-name`;
  const statusId = `${id}-status`;
  const isProblem = error !== null || state === 'UploadFailed' || state === 'RemoveFailed';
  const Icon = isProblem ? CircleAlert : state === 'Uploaded' ? CircleCheck : FileText;

  return (
    <li
      data-slot="file-upload-item"
      data-state={state}
      data-row-id={id}
      data-invalid={error ? '' : undefined}
      aria-labelledby={nameId}
      aria-describedby={statusId}
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border bg-surface p-3 shadow-sm',
        isProblem && 'border-danger/60',
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0 text-text-muted',
          isProblem && 'text-danger',
          state === 'Uploaded' && 'text-success',
        )}
      />
      <div className="min-w-0 flex-1 basis-40">
        <p id={nameId} title={name} className="truncate text-sm font-medium text-text">
          {name}
        </p>
        <p id={statusId} className="flex flex-wrap gap-x-1.5 text-xs text-text-muted">
          <span data-slot="file-upload-item-size">{formatFileSize(item.size)}</span>
          <span aria-hidden="true">·</span>
          <span
            data-slot="file-upload-item-state"
            className={cn(isProblem && 'font-medium text-danger')}
          >
            {FILE_UPLOAD_STATE_TEXT[state]}
          </span>
        </p>
        {state === 'Uploading' && <FileUploadProgress name={name} value={progress} />}
        {error && (
          <p data-slot="file-upload-item-error" className="mt-1 text-xs font-medium text-danger">
            {error.message}
          </p>
        )}
      </div>
      <div data-slot="file-upload-item-actions" className="ml-auto flex shrink-0 gap-1">
        {(state === 'Selected' || state === 'UploadFailed') && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={state === 'Selected' ? `Upload ${name}` : `Retry upload of ${name}`}
            onClick={() => onUpload(id)}
          >
            {state === 'Selected' ? 'Upload' : 'Retry'}
          </Button>
        )}
        {/*
          One button in one place for Remove, Cancel and Retry (remove): keeping the element lets
          focus stay on it while the state moves on, e.g. from Removing to Remove failed.
        */}
        <FileUploadEndAction
          item={item}
          disabled={disabled}
          onCancel={onCancel}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}

function FileUploadEndAction({
  item: { id, name, state },
  disabled,
  onCancel,
  onRemove,
}: {
  item: Item<unknown>;
  disabled: boolean | undefined;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  if (state === 'Uploading') {
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        aria-label={`Cancel upload of ${name}`}
        onClick={() => onCancel(id)}
      >
        Cancel
      </Button>
    );
  }
  if (state === 'Removing') {
    // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-removal.
    return (
      <Button variant="ghost" size="sm" aria-disabled="true" aria-label={`Remove ${name}`}>
        <SpinnerGlyph size={14} />
        Remove
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={disabled}
      aria-label={state === 'RemoveFailed' ? `Retry removing ${name}` : `Remove ${name}`}
      onClick={() => onRemove(id)}
    >
      {state === 'RemoveFailed' ? 'Retry' : 'Remove'}
    </Button>
  );
}

function FileUploadProgress({ name, value }: { name: string; value: number }) {
  return (
    <div data-slot="file-upload-item-progress" className="mt-2 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-normal ease-standard"
          style={{ width: `${value}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-9 text-right text-xs text-text-muted tabular-nums">
        {value}%
      </span>
    </div>
  );
}
