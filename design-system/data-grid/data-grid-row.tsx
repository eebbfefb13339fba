import { Fragment, memo, type CSSProperties, type ReactNode } from 'react';
import { GripVertical } from 'lucide-react';
import { cn } from '../lib/cn';
import { DataGridCheckbox } from './data-grid-checkbox';
import { DataGridEditCell } from './data-grid-edit-cell';
import { cellText, type DataGridRowEdit } from './data-grid-model';
import type { RowReorderHandlers } from './data-grid-reorder';
import { DataGridRowActions, rowIconButtonClasses } from './data-grid-row-actions';
import type { DataGridColumnView, DataGridRowConfig } from './data-grid-types';

export type DataGridRowProps<TRow> = {
  row: TRow;
  rowId: string;
  /** The row's name in labels ('Select row {label}', 'Actions for {label}'). */
  rowLabel: string;
  /** Where the row is shown among the grid's rows (0-based; follows a row being dragged). */
  index: number;
  /** aria-rowindex: 1 is the header row. */
  ariaRowIndex: number;
  columns: readonly DataGridColumnView<TRow>[];
  config: DataGridRowConfig<TRow>;
  reorder: RowReorderHandlers | null;
  /** Undefined when the grid has no selection. */
  isSelected: boolean | undefined;
  edit: DataGridRowEdit | undefined;
  isDragging: boolean;
  /** The column of the cell holding the grid's tab stop, in the one row that has it. */
  focusCol: number | undefined;
  /** Virtual rows: the offset from the top of the rows and the height, in px. */
  top?: number | undefined;
  height?: number | undefined;
  /** Static rows: the visual position while a row is dragged (CSS order). */
  order?: number | undefined;
};

const rowClasses = [
  // The divider is an inset shadow, not a border: the cells then cover the whole row, so a
  // point on the divider still hits a cell.
  'grid w-full grid-cols-(--dg-template) bg-surface text-sm text-text shadow-[inset_0_-1px_0_var(--cc-border)]',
  'hover:bg-surface-sunken data-[state=selected]:bg-primary-soft',
  'data-dragging:z-10 data-dragging:bg-surface-raised data-dragging:shadow-lg',
];

// Cells are cheap on purpose: one element, text straight in it, no hooks. The text is centred by
// its line height: align-content costs a third more layout time while scrolling.
const cellClasses =
  'min-w-0 truncate px-3 leading-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';
// Rows in edit mode are taller: their text cells centre with align-content instead.
const editRowCellClasses = 'leading-5 content-center';
const controlCellClasses =
  'flex min-w-0 items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';
/**
 * The actions column stays in view at the right edge when the grid scrolls sideways (phones).
 * It paints the row's background and its own dividers, since it covers what scrolls under it.
 */
export const stickyEndClasses =
  'sticky right-0 z-[1] bg-inherit shadow-[inset_1px_0_0_var(--cc-border),inset_0_-1px_0_var(--cc-border)]';
const alignClasses = { start: '', center: 'text-center', end: 'text-right tabular-nums' } as const;

function DataGridRowImpl<TRow>({
  row,
  rowId,
  rowLabel,
  index,
  ariaRowIndex,
  columns,
  config,
  reorder,
  isSelected,
  edit,
  isDragging,
  focusCol,
  top,
  height,
  order,
}: DataGridRowProps<TRow>) {
  const isVirtual = top !== undefined;
  const style: CSSProperties | undefined = isVirtual
    ? { height, transform: `translateY(${top}px)` }
    : order === undefined
      ? undefined
      : { order };
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={isSelected}
      data-slot="data-grid-row"
      data-row={index}
      data-row-id={rowId}
      data-state={isSelected ? 'selected' : undefined}
      data-dragging={isDragging ? '' : undefined}
      data-edit={edit?.inEdit ? '' : undefined}
      className={cn(
        rowClasses,
        // Virtual rows have a fixed size, so the browser lays each out on its own (contain).
        isVirtual ? 'absolute top-0 left-0 [contain:strict]' : 'relative min-h-10',
      )}
      style={style}
    >
      {columns.map((column) => {
        let content: ReactNode;
        let isControl = true;
        switch (column.kind) {
          case 'select':
            content = (
              <DataGridCheckbox
                aria-label={`Select row ${rowLabel}`}
                tabIndex={-1}
                checked={Boolean(isSelected)}
                onChange={(event) => config.setRowSelected(rowId, event.target.checked)}
              />
            );
            break;
          case 'reorder':
            content = reorder && (
              <button
                type="button"
                data-slot="data-grid-reorder-handle"
                data-reorder-handle={rowId}
                aria-label={`Reorder ${rowLabel}`}
                aria-describedby={config.reorderHelpId}
                aria-pressed={isDragging}
                tabIndex={-1}
                className={cn(
                  rowIconButtonClasses,
                  'size-7 cursor-grab touch-none active:cursor-grabbing',
                )}
                onKeyDown={(event) => reorder.onKeyDown(event, rowId, index)}
                onPointerDown={(event) => reorder.onPointerDown(event, rowId, index)}
                onBlur={reorder.onBlur}
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            );
            break;
          case 'actions':
            content = (
              <DataGridRowActions
                row={row}
                rowId={rowId}
                rowLabel={rowLabel}
                actions={config.rowActions}
                onDelete={
                  config.hasDelete ? () => config.requestDelete(row, rowId, rowLabel) : undefined
                }
              />
            );
            break;
          default: {
            const def = column.def;
            const editor = edit?.inEdit ? def.editor : undefined;
            if (editor) {
              content = (
                <DataGridEditCell
                  key={rowId}
                  editor={editor}
                  value={def.accessor(row)}
                  label={`${def.header}, ${rowLabel}`}
                  error={edit?.errors?.[def.id]}
                  id={`${config.idPrefix}-${rowId}-${def.id}`}
                  onValueChange={(value) => config.editCell(rowId, def.id, value)}
                />
              );
            } else {
              isControl = false;
              // Custom cells may hold state: keyed by row, as the row element is recycled.
              content = def.cell ? (
                <Fragment key={rowId}>{def.cell(row)}</Fragment>
              ) : (
                cellText(def.accessor(row))
              );
            }
          }
        }
        const align = column.kind === 'data' ? (column.def.align ?? 'start') : 'center';
        return (
          // Roving focus: the one cell holding the grid's tab stop is 0, every other cell -1
          // (focusable by a click or the arrow keys). Controls inside cells are all -1: they are
          // reached with Enter from their cell (see data-grid-focus-model.ts).
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={column.colIndex + 1}
            tabIndex={focusCol === column.colIndex ? 0 : -1}
            className={
              isControl
                ? cn(
                    controlCellClasses,
                    column.kind === 'data' && 'px-2 py-2',
                    column.kind === 'actions' && stickyEndClasses,
                  )
                : cn(cellClasses, edit?.inEdit && editRowCellClasses, alignClasses[align])
            }
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}

/**
 * One row. Memoised: a row re-renders only when its own data, selection, edit state, position or
 * tab stop changes, so scrolling renders just the rows that come into view (virtual rows recycle their
 * element: see data-grid-body.tsx).
 */
export const DataGridRow = memo(DataGridRowImpl) as typeof DataGridRowImpl;
