import type { KeyboardEvent, PointerEvent } from 'react';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { cn } from '../lib/cn';
import { DataGridCheckbox } from './data-grid-checkbox';
import type { ColumnDrag } from './data-grid-column-drag';
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
  /** The column of the header cell holding the grid's tab stop; undefined when a row holds it. */
  focusCol: number | undefined;
  /** A header being dragged to a new place, if any. */
  drag: ColumnDrag | null;
  /** Starts dragging a data column's header (see data-grid-column-drag.ts). */
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
};

const headerCellClasses = [
  'relative flex min-w-0 items-center px-3',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
];
/** A data column's header can be dragged; the marker shows where it would drop. */
const movableClasses = [
  'cursor-grab select-none data-dragging:cursor-grabbing data-dragging:bg-surface-raised data-dragging:text-text',
  'data-drop:before:absolute data-drop:before:inset-y-1.5 data-drop:before:z-20 data-drop:before:w-0.5 data-drop:before:rounded-full data-drop:before:bg-primary',
  'data-[drop=before]:before:-left-px data-[drop=after]:before:-right-px',
];
const alignClasses = { start: '', center: 'justify-center', end: 'justify-end' } as const;

/**
 * The header row: column names, the select-all box, and a resizer on each resizable column's
 * right edge: drag it (mouse or touch, through TanStack's resize handler) or, once in the header
 * cell (Enter), use Left and Right (Shift for bigger steps, Home and End for the limits). A data
 * column's header is dragged to move the column. Header cells take part in the grid's roving
 * focus; their controls are reached with Enter (see data-grid-focus-model.ts).
 */
export function DataGridColumnHeaders<TRow>({
  headers,
  views,
  selectAll,
  onSelectAll,
  onResize,
  idPrefix,
  focusCol,
  drag,
  onDragStart,
}: DataGridColumnHeadersProps<TRow>) {
  const movable = views.filter((view) => view.kind === 'data');
  const lastMovableId = movable[movable.length - 1]?.id;
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
        onPointerDown={onDragStart}
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
                  tabIndex={-1}
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
          const isData = view?.kind === 'data';
          const canResize = isData && column.getCanResize();
          let drop: 'before' | 'after' | undefined;
          if (drag && isData && drag.columnId !== column.id) {
            if (drag.beforeId === column.id) drop = 'before';
            else if (drag.beforeId === null && column.id === lastMovableId) drop = 'after';
          }
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
              tabIndex={focusCol === index ? 0 : -1}
              data-column-id={isData ? column.id : undefined}
              data-dragging={drag?.columnId === column.id ? '' : undefined}
              data-drop={drop}
              className={cn(
                headerCellClasses,
                isData && movableClasses,
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

/* eslint-disable jsx-a11y/no-noninteractive-element-interactions --
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
      // Reached from its header cell with Enter, not with Tab: the grid is one tab stop.
      tabIndex={-1}
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
/* eslint-enable jsx-a11y/no-noninteractive-element-interactions */
