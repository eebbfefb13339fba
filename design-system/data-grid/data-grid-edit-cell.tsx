import { ChevronDown } from 'lucide-react';
import { fieldControlClasses } from '../field/field';
import { cn } from '../lib/cn';
import { cellText } from './data-grid-model';

/** How a column is edited when its row is in edit mode. */
export type DataGridEditor =
  | { type: 'text'; placeholder?: string; maxLength?: number }
  | { type: 'number'; min?: number; max?: number; step?: number }
  | { type: 'select'; options: readonly { value: string; label: string }[] };

/** The value an editor reports: text for text and select, a number (or null when empty) for number. */
export type DataGridEditValue = string | number | null;

export type DataGridEditCellProps = {
  editor: DataGridEditor;
  /** The cell's current value (the column's accessor). */
  value: unknown;
  /** Names the control, e.g. 'Hours, Ana Alvarez'. */
  label: string;
  /** The field's error, shown under the control and linked to it. */
  error?: string | undefined;
  /** Unique per cell; the error's id derives from it. */
  id: string;
  onValueChange: (value: DataGridEditValue) => void;
};

const editControlClasses = cn(fieldControlClasses, 'h-8 px-2');

/**
 * The editor of one cell of a row in edit mode. Uncontrolled: it starts from the row's value and
 * reports each change, and the caller keeps the edited value in its rows (so it survives the row
 * scrolling out of the virtual window and back).
 */
export function DataGridEditCell({
  editor,
  value,
  label,
  error,
  id,
  onValueChange,
}: DataGridEditCellProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    // Reached from the cell with Enter or F2: the grid is one tab stop.
    tabIndex: -1,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  let control;
  if (editor.type === 'select') {
    control = (
      <div className="relative">
        <select
          {...common}
          data-slot="data-grid-edit-select"
          defaultValue={cellText(value)}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(editControlClasses, 'cursor-pointer appearance-none pr-7')}
        >
          {editor.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-text-muted"
        />
      </div>
    );
  } else if (editor.type === 'number') {
    control = (
      <input
        {...common}
        data-slot="data-grid-edit-input"
        type="number"
        inputMode="decimal"
        min={editor.min}
        max={editor.max}
        step={editor.step}
        defaultValue={cellText(value)}
        onChange={(event) =>
          onValueChange(event.target.value === '' ? null : event.target.valueAsNumber)
        }
        className={cn(editControlClasses, 'text-right tabular-nums')}
      />
    );
  } else {
    control = (
      <input
        {...common}
        data-slot="data-grid-edit-input"
        type="text"
        placeholder={editor.placeholder}
        maxLength={editor.maxLength}
        defaultValue={cellText(value)}
        onChange={(event) => onValueChange(event.target.value)}
        className={editControlClasses}
      />
    );
  }
  return (
    <div data-slot="data-grid-edit-cell" className="flex w-full min-w-0 flex-col gap-1">
      {control}
      {error && (
        <p
          id={errorId}
          className="line-clamp-2 text-xs leading-4 font-medium break-words text-danger"
          title={error}
        >
          {error}
        </p>
      )}
    </div>
  );
}
