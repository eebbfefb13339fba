import { useMemo } from 'react';
import { createColumnHelper, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import {
  columnMovedMessage,
  isSameOrder,
  moveColumnBefore,
  moveColumnTo,
} from './data-grid-column-order';
import type { DataGridContextValue } from './data-grid-context';
import {
  ACTIONS_COLUMN_ID,
  ACTIONS_COLUMN_WIDTH,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_MIN_COLUMN_WIDTH,
  MAX_COLUMN_WIDTH,
  REORDER_COLUMN_ID,
  REORDER_COLUMN_WIDTH,
  SELECT_COLUMN_ID,
  SELECT_COLUMN_WIDTH,
  canHideColumn,
} from './data-grid-model';
import { gridFeatures, type GridFeatures } from './data-grid-table';
import type { DataGridColumn, DataGridColumnView } from './data-grid-types';
import { useDataGridSettings } from './use-data-grid-settings';

const NO_ROWS: never[] = [];

/**
 * The grid's columns: their definitions on TanStack Table (visibility, order and sizing held in
 * the settings saved per grid), the views the rows render, what the column picker shows, and
 * moving a column (from the picker or by dragging its header), announced through `announce`.
 */
export function useDataGridColumns<TRow>({
  gridId,
  label,
  columns,
  isSelectable,
  canReorder,
  hasActions,
  announce,
}: {
  gridId: string;
  label: string;
  columns: DataGridColumn<TRow>[];
  isSelectable: boolean;
  canReorder: boolean;
  hasActions: boolean;
  announce: (message: string) => void;
}) {
  const columnLimits = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        canHide: column.enableHiding !== false,
        minWidth: column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH,
      })),
    [columns],
  );
  const { stored, fitted, updateColumnSettings, setColumnOrder, setPageSize } = useDataGridSettings(
    gridId,
    columnLimits,
  );
  const dataColumnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  /** The data columns in the user's order; the grid's own columns keep the edges. */
  const dataOrder = fitted.columnOrder ?? dataColumnIds;
  const columnOrder = useMemo(
    () => [REORDER_COLUMN_ID, SELECT_COLUMN_ID, ...dataOrder, ACTIONS_COLUMN_ID],
    [dataOrder],
  );

  const tableColumns = useMemo(() => {
    // TanStack sees columns only (see data-grid-table.ts), so its row type stays generic.
    const helper = createColumnHelper<GridFeatures, RowData>();
    const fixed = (id: string, size: number) =>
      helper.display({
        id,
        size,
        minSize: size,
        maxSize: size,
        enableHiding: false,
        enableResizing: false,
      });
    const list: ColumnDef<GridFeatures, RowData, unknown>[] = [];
    if (canReorder) list.push(fixed(REORDER_COLUMN_ID, REORDER_COLUMN_WIDTH));
    if (isSelectable) list.push(fixed(SELECT_COLUMN_ID, SELECT_COLUMN_WIDTH));
    for (const column of columns) {
      const minSize = column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH;
      list.push(
        helper.accessor((row: RowData) => column.accessor(row as TRow), {
          id: column.id,
          header: column.header,
          size: Math.max(minSize, column.width ?? DEFAULT_COLUMN_WIDTH),
          minSize,
          maxSize: MAX_COLUMN_WIDTH,
          enableHiding: column.enableHiding ?? true,
          enableResizing: column.enableResizing ?? true,
        }),
      );
    }
    if (hasActions) list.push(fixed(ACTIONS_COLUMN_ID, ACTIONS_COLUMN_WIDTH));
    return list;
  }, [columns, isSelectable, canReorder, hasActions]);

  const table = useTable({
    features: gridFeatures,
    columns: tableColumns,
    data: NO_ROWS,
    state: {
      columnVisibility: fitted.columnVisibility,
      columnSizing: fitted.columnSizing,
      columnOrder,
    },
    onColumnVisibilityChange: (updater) => updateColumnSettings('columnVisibility', updater),
    onColumnSizingChange: (updater) => updateColumnSettings('columnSizing', updater),
    columnResizeMode: 'onChange',
  });

  // The visible ids in order, read from the grid's own state so the memo below depends on plain
  // data (TanStack orders its columns by the same `columnOrder`).
  const visibleKey = columnOrder
    .filter(
      (id) =>
        tableColumns.some((column) => column.id === id) && fitted.columnVisibility[id] !== false,
    )
    .join('\n');
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );
  // Rebuilt only when the visible columns change, never on a resize: widths live in CSS.
  const views = useMemo(
    () =>
      visibleKey.split('\n').map((id, colIndex): DataGridColumnView<TRow> => {
        if (id === SELECT_COLUMN_ID) return { kind: 'select', id, colIndex };
        if (id === REORDER_COLUMN_ID) return { kind: 'reorder', id, colIndex };
        if (id === ACTIONS_COLUMN_ID) return { kind: 'actions', id, colIndex };
        return { kind: 'data', id, colIndex, def: columnsById.get(id)! };
      }),
    [visibleKey, columnsById],
  );
  const widths = table.getVisibleLeafColumns().map((column) => column.getSize());
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const saveOrder = (next: string[], columnId: string) => {
    if (isSameOrder(next, dataOrder)) return;
    setColumnOrder(next);
    const header = columnsById.get(columnId)?.header ?? columnId;
    announce(columnMovedMessage(header, next.indexOf(columnId) + 1, next.length));
  };
  const pickerValue: DataGridContextValue = {
    label,
    columns: dataOrder.map((id, index) => {
      const column = columnsById.get(id)!;
      return {
        id,
        header: column.header,
        isVisible: fitted.columnVisibility[id] !== false,
        canToggle:
          column.enableHiding !== false &&
          canHideColumn(id, dataColumnIds, fitted.columnVisibility),
        position: index + 1,
      };
    }),
    setColumnVisible: (columnId, isVisible) => {
      if (!isVisible && !canHideColumn(columnId, dataColumnIds, fitted.columnVisibility)) return;
      table.getColumn(columnId)?.toggleVisibility(isVisible);
    },
    moveColumn: (columnId, toIndex) =>
      saveOrder(moveColumnTo(dataOrder, columnId, toIndex), columnId),
  };

  return {
    views,
    widths,
    headers,
    pickerValue,
    /** Puts a data column before another one (null: after all of them), as a header drag drops. */
    moveColumnBefore: (columnId: string, beforeId: string | null) =>
      saveOrder(moveColumnBefore(dataOrder, columnId, beforeId), columnId),
    /** The page size saved for this grid, if any. */
    storedPageSize: stored.pageSize,
    savePageSize: setPageSize,
    resizeColumn: (columnId: string, width: number) =>
      table.setColumnSizing((old) => ({ ...old, [columnId]: width })),
  };
}
