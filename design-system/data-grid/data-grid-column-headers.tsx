import type { KeyboardEvent } from 'react';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { cn } from '../lib/cn';
import { DataGridCheckbox } from './data-grid-checkbox';
import { MAX_COLUMN_WIDTH, nextResizeWidth, type SelectAllState } from './data-grid-model';
import type { GridFeatures } from './data-grid-table';
import type { DataGridColumnView } from './data-grid-types';

export type DataGridColumnHeadersProps<TRow> = {
  /** TanStack's headers of the visible columns, in order. */
  headers: readonly Header<GridFeatures, RowData, unknown>[];
  /** The same columns as the rows render them. */
  views: readonly DataGridColumnView<TRow>[];
  /** The select-all box's state; null when the grid has no selection. */
  selectAll: SelectAllState | null;
  onSelectAll: (isSelected: boolean) => void;
  /** Sets a column's width from the keyboard. */
  onResize: (columnId: string, width: number) => void;
  /** Unique per grid: the stem of the header text ids. */
  idPrefix: string;
};

const headerCellClasses = [
  'relative flex min-w-0 items-center px-3',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
];
const alignClasses = { start: '', center: 'justify-center', end: 'justify-end' } as const;

/**
 * The header row: column names, the select-all box, and a resizer on each resizable column's
 * right edge: drag it (mouse or touch, through TanStack's resize handler) or focus it and use
 * Left and Right (Shift for bigger steps, Home and End for the limits).
 */
export function DataGridColumnHeaders<TRow>({
  headers,
  views,
  selectAll,
  onSelectAll,
  onResize,
  idPrefix,
}: DataGridColumnHeadersProps<TRow>) {
  return (
    <div
      role="rowgroup"
      data-slot="data-grid-column-headers"
      className="sticky top-0 z-10 w-(--dg-width) min-w-full"
    >
      <div
        role="row"
        aria-rowindex={1}
        data-row={-1}
        className="grid h-10 grid-cols-(--dg-template) border-b border-border bg-surface-sunken text-xs font-semibold text-text-muted"
      >
        {headers.map((header, index) => {
          const view = views[index];
          const column = header.column;
          const textId = `${idPrefix}-header-${column.id}`;
          let content;
          if (view?.kind === 'select') {
            content =
              selectAll === null ? null : (
                <DataGridCheckbox
                  aria-label="Select all rows"
                  checked={selectAll === 'all'}
                  isIndeterminate={selectAll === 'some'}
                  onChange={(event) => onSelectAll(event.target.checked)}
                />
              );
          } else if (view?.kind === 'reorder') {
            content = <span className="sr-only">Reorder</span>;
          } else if (view?.kind === 'actions') {
            content = <span className="sr-only">Actions</span>;
          } else {
            content = (
              <span id={textId} className="truncate">
                <FlexRender header={header} />
              </span>
            );
          }
          const align = view?.kind === 'data' ? (view.def.align ?? 'start') : ('center' as const);
          const canResize = view?.kind === 'data' && column.getCanResize();
          const width = column.getSize();
          const min = column.columnDef.minSize ?? 0;
          const max = column.columnDef.maxSize ?? MAX_COLUMN_WIDTH;
          const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
            const next = nextResizeWidth(event.key, width, { min, max, isLarge: event.shiftKey });
            if (next === null) return;
            event.preventDefault();
            event.stopPropagation();
            onResize(column.id, next);
          };
          return (
            <div
              key={header.id}
              role="columnheader"
              // Named by its text alone, not by the resizer inside it as well.
              aria-labelledby={view?.kind === 'data' ? textId : undefined}
              aria-colindex={index + 1}
              className={cn(
                headerCellClasses,
                alignClasses[align],
                view?.kind !== 'data' && 'px-0',
                view?.kind === 'actions' &&
                  'sticky right-0 z-[1] bg-inherit shadow-[inset_1px_0_0_var(--cc-border)]',
              )}
            >
              {content}
              {canResize && (
                <DataGridColumnResizer
                  label={`Resize ${String(column.columnDef.header ?? column.id)}`}
                  width={width}
                  min={min}
                  max={max}
                  isResizing={column.getIsResizing()}
                  isLast={index === headers.length - 1}
                  onResizeStart={header.getResizeHandler()}
                  onKeyDown={onKeyDown}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

type DataGridColumnResizerProps = {
  label: string;
  width: number;
  min: number;
  max: number;
  isResizing: boolean;
  isLast: boolean;
  /** TanStack's resize handler: it follows the mouse or touch from here until release. */
  onResizeStart: (event: unknown) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions --
   A focusable separator with a value is a widget in ARIA 1.2 (the window splitter pattern), but
   jsx-a11y lists every separator as static. */
function DataGridColumnResizer({
  label,
  width,
  min,
  max,
  isResizing,
  isLast,
  onResizeStart,
  onKeyDown,
}: DataGridColumnResizerProps) {
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-slot="data-grid-resizer"
      data-state={isResizing ? 'resizing' : undefined}
      onMouseDown={onResizeStart}
      onTouchStart={onResizeStart}
      onKeyDown={onKeyDown}
      className={cn(
        'group absolute top-0 z-10 flex h-full w-3 cursor-col-resize touch-none justify-center select-none',
        // The last column's handle stays inside the grid, so it adds no overflow.
        isLast ? 'right-0' : '-right-1.5',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <span
        aria-hidden="true"
        className="my-2.5 w-px bg-border-strong/50 transition-colors group-hover:w-0.5 group-hover:bg-primary group-data-[state=resizing]:w-0.5 group-data-[state=resizing]:bg-primary"
      />
    </div>
  );
}
/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
