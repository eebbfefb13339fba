import type { ComponentProps, ReactNode } from 'react';
import type { DataGridBulkAction } from './data-grid-bulk-bar';
import type { DataGridEditValue } from './data-grid-edit-cell';
import type { DataGridRowEdit } from './data-grid-model';
import type { DataGridRowAction } from './data-grid-row-actions';
import type { DataGridColumn } from './data-grid-types';

export type DataGridProps<TRow> = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** Key of the locally persisted settings (column visibility, order and widths, page size). */
  gridId: string;
  /** Accessible name of the grid. */
  label: string;
  columns: DataGridColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /**
   * Px height of the scrolling area (header row included). Without pagination the rows are
   * virtualised inside it (default 480); with pagination it caps the page's height.
   */
  height?: number;
  /** The row's name in labels ('Select row {name}', 'Actions for {name}'). Default: its first column. */
  getRowLabel?: (row: TRow) => string;

  /** The grid's heading, shown in the header band. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons in the header band, before the column picker. */
  actions?: ReactNode;
  /** Replaces the header band (compose `DataGridHeader` and `DataGridColumnPicker` yourself). */
  header?: ReactNode;
  /**
   * Shows the column menu (show, hide and move columns) in the header band when there are at
   * least two columns. Default true. Columns can also be moved by dragging their header.
   */
  enableColumnPicker?: boolean;

  /**
   * Adds the checkbox column. Default: on when any selection prop or bulk action is given.
   */
  enableRowSelection?: boolean;
  /** The selected row ids, when the caller owns the selection. */
  selectedRowIds?: string[];
  /** The selected row ids at first, when the grid owns the selection. */
  defaultSelectedRowIds?: string[];
  /** Called with the selected row ids after each change. */
  onSelectedRowIdsChange?: (rowIds: string[]) => void;
  /** Actions of the bulk-action bar, shown while rows are selected. */
  bulkActions?: DataGridBulkAction[];

  /** Items of each row's '⋯' menu. */
  rowActions?: DataGridRowAction<TRow>[];
  /** Adds 'Delete' to each row's menu; called once the user confirms. */
  onRowDelete?: (rowId: string, row: TRow) => void;
  /** Asks 'Delete {row}?' before deleting. Default true. */
  confirmRowDelete?: boolean;

  /**
   * Adds a drag handle to each row. Called on drop with the ids of the rows the grid holds in
   * their new order; the caller applies it to `rows`.
   */
  onRowOrderChange?: (rowIds: string[]) => void;
  /** Called on drop with the moved row and its new index among all rows. */
  onRowMove?: (rowId: string, toIndex: number) => void;

  /** A row's edit state: rows in edit mode show editors and their fields' errors. */
  getRowEdit?: (row: TRow) => DataGridRowEdit | undefined;
  /** Called on every change in an editor. */
  onCellEdit?: (rowId: string, columnId: string, value: DataGridEditValue) => void;

  /** Shows the grid pager and pages the rows instead of virtualising them. */
  pagination?: boolean;
  /** The current page (1-based), when the caller owns it. */
  page?: number;
  /** The first page shown when uncontrolled. Default 1. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Rows per page, when the caller owns it. */
  pageSize?: number;
  /** Rows per page at first when none was saved. Default 20 (spec). */
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Server-side paging: the number of rows in all pages. `rows` then holds the current page only,
   * and the caller loads pages on `onPageChange`.
   */
  total?: number;

  /** Shows a loading row instead of rows. */
  isLoading?: boolean;
  /** Shown when there are no rows. Default 'No rows'. */
  emptyMessage?: ReactNode;
};
