import type { ReactNode } from 'react';
import type { DataGridEditor, DataGridEditValue } from './data-grid-edit-cell';
import type { DataGridRowAction } from './data-grid-row-actions';

/** A column of the grid, as callers declare it. */
export type DataGridColumn<TRow> = {
  /** Stable column id; also the key of the column's saved width, visibility and place. */
  id: string;
  /** Header text; also the column's name in the column picker. */
  header: string;
  /** The cell's value. */
  accessor: (row: TRow) => unknown;
  /** Custom rendering of the cell; by default the value's text. Keep it cheap: it runs per visible row. */
  cell?: (row: TRow) => ReactNode;
  /** Initial width in px. Default 150. */
  width?: number;
  /** The narrowest the user can make the column, in px. Default 60. */
  minWidth?: number;
  /**
   * False keeps the column shown: the column picker lists it (to move it) but cannot hide it.
   * Default true.
   */
  enableHiding?: boolean;
  /** False removes the column's resize handle. Default true. */
  enableResizing?: boolean;
  /** Horizontal alignment of the cell: numbers usually read best at the end. Default 'start'. */
  align?: 'start' | 'center' | 'end';
  /** How the cell is edited in rows in edit mode; without it the cell shows its value there too. */
  editor?: DataGridEditor;
};

/** A column as the rows render it: one of the grid's own columns or a caller's data column. */
export type DataGridColumnView<TRow> =
  | { kind: 'select' | 'reorder' | 'actions'; id: string; colIndex: number }
  | { kind: 'data'; id: string; colIndex: number; def: DataGridColumn<TRow> };

/**
 * What every row needs beyond its own data. One object for all rows, rebuilt only when the grid's
 * props change (never while scrolling), so memoised rows skip re-rendering.
 */
export type DataGridRowConfig<TRow> = {
  /** Unique per grid: the stem of ids inside rows (edit error messages). */
  idPrefix: string;
  rowActions: readonly DataGridRowAction<TRow>[] | undefined;
  hasDelete: boolean;
  /** The id of the visually hidden reorder instructions. */
  reorderHelpId: string;
  setRowSelected: (rowId: string, isSelected: boolean) => void;
  editCell: (rowId: string, columnId: string, value: DataGridEditValue) => void;
  requestDelete: (row: TRow, rowId: string, rowLabel: string) => void;
};
