import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createColumnHelper, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Modal } from '../modal/modal';
import { GridPager } from '../pagination/grid-pager';
import { DEFAULT_GRID_PAGE_SIZE, clampPage, pageCountOf } from '../pagination/pagination-model';
import { DataGridBody, DataGridMessageRow, type DataGridBodyHandle } from './data-grid-body';
import { DataGridBulkBar, type DataGridBulkAction } from './data-grid-bulk-bar';
import { DataGridColumnHeaders } from './data-grid-column-headers';
import { DataGridColumnPicker } from './data-grid-column-picker';
import { DataGridContext, type DataGridContextValue } from './data-grid-context';
import type { DataGridEditValue } from './data-grid-edit-cell';
import { DataGridHeader } from './data-grid-header';
import { useCellNavigation } from './data-grid-navigation';
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
  cellText,
  gridTemplate,
  moveItem,
  pageOf,
  selectAllState,
  selectedIdsAmong,
  selectedText,
  toggleId,
  type DataGridRowEdit,
} from './data-grid-model';
import type { DataGridRowAction } from './data-grid-row-actions';
import { gridFeatures, type GridFeatures } from './data-grid-table';
import { useDataGridSettings } from './use-data-grid-settings';
import type { DataGridColumn, DataGridColumnView, DataGridRowConfig } from './data-grid-types';

export type { DataGridColumn } from './data-grid-types';
export type { DataGridRowEdit } from './data-grid-model';
export type { DataGridEditor, DataGridEditValue } from './data-grid-edit-cell';
export type { DataGridRowAction } from './data-grid-row-actions';
export type { DataGridBulkAction } from './data-grid-bulk-bar';

/** Height of the scrolling area in virtual mode when the caller gives none (px). */
const DEFAULT_HEIGHT = 480;
const NO_ROWS: never[] = [];
const NO_IDS: string[] = [];

export type DataGridProps<TRow> = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** Key of the locally persisted settings (column visibility, widths, page size). */
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
  /** Shows the column show/hide menu in the header band. Default true. */
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

type DeleteTarget<TRow> = { row: TRow; rowId: string; rowLabel: string };

/**
 * The data grid (document 2, section 2): virtualised rows (100,000 scroll smoothly), an optional
 * header band, row selection with a bulk-action bar, row actions and delete, drag reorder, a column
 * picker, resizable columns, settings saved per grid, rows in edit mode with field errors, and the
 * grid pager. Column state runs on TanStack Table; rows are rendered by TanStack Virtual.
 */
export function DataGrid<TRow>({
  gridId,
  label,
  columns,
  rows,
  getRowId,
  height,
  getRowLabel: getRowLabelProp,
  title,
  description,
  actions,
  header,
  enableColumnPicker = true,
  enableRowSelection,
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
  bulkActions,
  rowActions,
  onRowDelete,
  confirmRowDelete = true,
  onRowOrderChange,
  onRowMove,
  getRowEdit,
  onCellEdit,
  pagination = false,
  page,
  defaultPage = 1,
  onPageChange,
  pageSize,
  defaultPageSize,
  onPageSizeChange,
  total,
  isLoading = false,
  emptyMessage = 'No rows',
  className,
  style,
  ...props
}: DataGridProps<TRow>) {
  const baseId = useId();
  const reorderHelpId = `${baseId}-reorder-help`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyHandleRef = useRef<DataGridBodyHandle>(null);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  const announce = useCallback((message: string) => {
    // Written straight to the live region: announcing re-renders nothing.
    if (announcerRef.current) announcerRef.current.textContent = message;
  }, []);

  // --- Settings, saved per grid ---------------------------------------------------------------
  const columnLimits = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        canHide: column.enableHiding !== false,
        minWidth: column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH,
      })),
    [columns],
  );
  const {
    stored: storedSettings,
    fitted,
    updateColumnSettings,
    setPageSize,
  } = useDataGridSettings(gridId, columnLimits);

  // --- Columns (TanStack Table) ----------------------------------------------------------------
  const isSelectable =
    enableRowSelection ??
    (selectedRowIds !== undefined ||
      defaultSelectedRowIds !== undefined ||
      onSelectedRowIdsChange !== undefined ||
      (bulkActions?.length ?? 0) > 0);
  const canReorder = Boolean(onRowOrderChange || onRowMove);
  const hasDelete = Boolean(onRowDelete);
  const hasActions = Boolean(rowActions?.length) || hasDelete;

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
    state: { columnVisibility: fitted.columnVisibility, columnSizing: fitted.columnSizing },
    onColumnVisibilityChange: (updater) => updateColumnSettings('columnVisibility', updater),
    onColumnSizingChange: (updater) => updateColumnSettings('columnSizing', updater),
    columnResizeMode: 'onChange',
  });

  const visibleColumns = table.getVisibleLeafColumns();
  // The same ids, read from the grid's own state so the memo below depends on plain data.
  const visibleKey = tableColumns
    .map((column) => column.id ?? '')
    .filter((id) => fitted.columnVisibility[id] !== false)
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
  const widths = visibleColumns.map((column) => column.getSize());
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const dataColumnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const contextValue: DataGridContextValue = {
    label,
    columns: columns
      .filter((column) => column.enableHiding !== false)
      .map((column) => {
        const isVisible = fitted.columnVisibility[column.id] !== false;
        return {
          id: column.id,
          header: column.header,
          isVisible,
          canToggle: canHideColumn(column.id, dataColumnIds, fitted.columnVisibility),
        };
      }),
    setColumnVisible: (columnId, isVisible) => {
      if (!isVisible && !canHideColumn(columnId, dataColumnIds, fitted.columnVisibility)) return;
      table.getColumn(columnId)?.toggleVisibility(isVisible);
    },
  };

  // --- Pages --------------------------------------------------------------------------------
  const isServerPaged = pagination && total !== undefined;
  const totalRowCount = isServerPaged ? total : rows.length;
  const [rawPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const [size, setSize] = useControllableState({
    value: pageSize,
    defaultValue: storedSettings.pageSize ?? defaultPageSize ?? DEFAULT_GRID_PAGE_SIZE,
    onChange: onPageSizeChange,
  });
  const currentPage = clampPage(rawPage, pageCountOf(totalRowCount, size));
  const shownRows = useMemo(
    () => (!pagination || isServerPaged ? rows : pageOf(rows, currentPage, size)),
    [pagination, isServerPaged, rows, currentPage, size],
  );
  const rowOffset = pagination ? (currentPage - 1) * size : 0;

  // --- Selection ----------------------------------------------------------------------------
  const [selectedIds, setSelectedIds] = useControllableState({
    value: selectedRowIds,
    defaultValue: defaultSelectedRowIds ?? NO_IDS,
    onChange: onSelectedRowIdsChange,
  });
  const selectedSet = useMemo(
    () => (isSelectable ? new Set(selectedIds) : null),
    [isSelectable, selectedIds],
  );
  const selectedInRows = useMemo(
    () => (selectedSet ? selectedIdsAmong(rows, getRowId, selectedSet) : NO_IDS),
    [rows, getRowId, selectedSet],
  );
  const selectAll = isSelectable ? selectAllState(selectedInRows.length, rows.length) : null;
  const announcedCountRef = useRef(selectedInRows.length);
  useEffect(() => {
    if (announcedCountRef.current === selectedInRows.length) return;
    announcedCountRef.current = selectedInRows.length;
    announce(selectedInRows.length > 0 ? selectedText(selectedInRows.length) : 'No rows selected');
  }, [selectedInRows.length, announce]);

  const onSelectAll = (isSelected: boolean) => {
    const ids = rows.map(getRowId);
    if (isSelected) {
      const next = new Set(selectedIds);
      for (const id of ids) next.add(id);
      setSelectedIds([...next]);
    } else {
      const remove = new Set(ids);
      setSelectedIds(selectedIds.filter((id) => !remove.has(id)));
    }
  };

  // --- Row labels ---------------------------------------------------------------------------
  const firstColumn = columns[0];
  const getRowLabel = useMemo(
    () =>
      getRowLabelProp ??
      ((row: TRow) => (firstColumn ? cellText(firstColumn.accessor(row)) : '') || getRowId(row)),
    [getRowLabelProp, firstColumn, getRowId],
  );

  // --- Delete -------------------------------------------------------------------------------
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget<TRow> | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const wasDeletedRef = useRef(false);

  // Handlers the rows call, read through a ref so the row config stays the same object and
  // memoised rows do not re-render when a handler's closure changes.
  const latest = {
    rows,
    getRowId,
    rowOffset,
    isServerPaged,
    selectedIds,
    setSelectedIds,
    onCellEdit,
    onRowDelete,
    onRowMove,
    onRowOrderChange,
    confirmRowDelete,
    announce,
  };
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });

  const deleteRow = useCallback((target: DeleteTarget<TRow>) => {
    const l = latestRef.current;
    l.onRowDelete?.(target.rowId, target.row);
    if (l.selectedIds.includes(target.rowId)) {
      l.setSelectedIds(l.selectedIds.filter((id) => id !== target.rowId));
    }
    l.announce(`Deleted ${target.rowLabel}.`);
  }, []);

  const config = useMemo<DataGridRowConfig<TRow>>(
    () => ({
      idPrefix: baseId,
      rowActions,
      hasDelete,
      reorderHelpId,
      setRowSelected: (rowId, isSelected) => {
        const l = latestRef.current;
        l.setSelectedIds(toggleId(l.selectedIds, rowId, isSelected));
      },
      editCell: (rowId, columnId, value) => latestRef.current.onCellEdit?.(rowId, columnId, value),
      requestDelete: (row, rowId, rowLabel) => {
        const target = { row, rowId, rowLabel };
        if (!latestRef.current.confirmRowDelete) {
          deleteRow(target);
          return;
        }
        wasDeletedRef.current = false;
        setDeleteTarget(target);
        setIsDeleteOpen(true);
      },
    }),
    [baseId, rowActions, hasDelete, reorderHelpId, deleteRow, setDeleteTarget, setIsDeleteOpen],
  );

  const onRowDrop = useCallback((rowId: string, from: number, to: number) => {
    const l = latestRef.current;
    l.onRowMove?.(rowId, l.rowOffset + to);
    if (l.onRowOrderChange) {
      const ids = l.rows.map(l.getRowId);
      const offset = l.isServerPaged ? 0 : l.rowOffset;
      l.onRowOrderChange(moveItem(ids, offset + from, offset + to));
    }
  }, []);

  // --- Keyboard navigation between cells ----------------------------------------------------
  const navigation = useCellNavigation({
    gridRef: scrollRef,
    revealRow: (index) => bodyHandleRef.current?.revealRow(index),
    rowCount: isLoading ? 0 : shownRows.length,
    colCount: views.length,
    firstColumn: Math.max(
      0,
      views.findIndex((view) => view.kind === 'data'),
    ),
  });

  // --- Layout -------------------------------------------------------------------------------
  const isVirtual = !pagination;
  const viewportHeight = height ?? DEFAULT_HEIGHT;
  const gridStyle = {
    '--dg-template': gridTemplate(widths),
    '--dg-width': `${totalWidth}px`,
    maxHeight: isVirtual ? viewportHeight : height,
  } as CSSProperties;
  const hasRows = !isLoading && shownRows.length > 0;
  const picker =
    enableColumnPicker && columns.some((column) => column.enableHiding !== false) ? (
      <DataGridColumnPicker />
    ) : null;
  const headerBand =
    header ??
    (title || description || actions || picker ? (
      <DataGridHeader
        title={title}
        description={description}
        actions={
          actions || picker ? (
            <>
              {actions}
              {picker}
            </>
          ) : undefined
        }
      />
    ) : null);

  return (
    <DataGridContext value={contextValue}>
      <div
        data-slot="data-grid"
        data-state={isLoading ? 'loading' : undefined}
        className={cn(
          'flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-text',
          className,
        )}
        style={style}
        {...props}
      >
        {headerBand}
        {isSelectable && (
          <DataGridBulkBar
            selectedIds={selectedInRows}
            actions={bulkActions}
            onClearSelection={() => {
              setSelectedIds(NO_IDS);
              scrollRef.current?.focus({ preventScroll: true });
            }}
          />
        )}
        <DataGridBody
          handleRef={bodyHandleRef}
          scrollRef={scrollRef}
          gridProps={{
            role: 'grid',
            'aria-label': label,
            'aria-rowcount': hasRows ? totalRowCount + 1 : 2,
            'aria-colcount': views.length,
            'aria-multiselectable': isSelectable || undefined,
            'aria-busy': isLoading || undefined,
            // The grid is the scrolling region: focusable so keyboard users can scroll it, and
            // the arrow keys move from it into the cells.
            tabIndex: 0,
            onKeyDown: navigation.onKeyDown,
            onMouseDown: navigation.onMouseDown,
            className: cn(
              '@container relative min-h-0 scroll-pt-10 overflow-auto overscroll-contain',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            ),
            style: gridStyle,
            'data-slot': 'data-grid-grid',
          }}
          headerRow={
            <DataGridColumnHeaders
              headers={headers}
              views={views}
              selectAll={selectAll}
              onSelectAll={onSelectAll}
              idPrefix={baseId}
              onResize={(columnId, width) =>
                table.setColumnSizing((old) => ({ ...old, [columnId]: width }))
              }
            />
          }
          message={
            hasRows ? null : (
              <DataGridMessageRow colCount={views.length} isLoading={isLoading}>
                {emptyMessage}
              </DataGridMessageRow>
            )
          }
          rows={shownRows}
          rowOffset={rowOffset}
          totalRowCount={totalRowCount}
          columns={views}
          config={config}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          getRowEdit={getRowEdit}
          selected={selectedSet}
          canReorder={canReorder}
          onRowDrop={onRowDrop}
          announce={announce}
          isVirtual={isVirtual}
          viewportHeight={viewportHeight}
        />
        {pagination && (
          <GridPager
            total={totalRowCount}
            page={currentPage}
            onPageChange={(next) => {
              setPage(next);
              // Spec: choosing a page scrolls to the top.
              scrollRef.current?.scrollTo({ top: 0 });
            }}
            pageSize={size}
            onPageSizeChange={(next) => {
              setSize(next);
              setPageSize(next);
            }}
            navLabel={`${label} pages`}
            className="border-t border-border px-4 py-3"
          />
        )}
        <p ref={announcerRef} role="status" data-slot="data-grid-announcer" className="sr-only" />
        {canReorder && (
          <p id={reorderHelpId} hidden>
            Press Space to pick the row up, the up and down arrow keys to move it, Space to drop it
            and Escape to cancel.
          </p>
        )}
        {hasDelete && (
          <Modal
            open={isDeleteOpen}
            onOpenChange={setIsDeleteOpen}
            title={`Delete ${deleteTarget?.rowLabel ?? 'row'}?`}
            description="The row is removed from the list."
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const grid = scrollRef.current;
              const trigger =
                !wasDeletedRef.current && deleteTarget
                  ? grid?.querySelector<HTMLElement>(
                      `[data-row-id="${CSS.escape(deleteTarget.rowId)}"] [data-slot="data-grid-row-actions"]`,
                    )
                  : null;
              (trigger ?? grid)?.focus({ preventScroll: Boolean(!trigger) });
            }}
            footer={
              <>
                <Button variant="secondary" onClick={() => setIsDeleteOpen(false)}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    if (deleteTarget) deleteRow(deleteTarget);
                    wasDeletedRef.current = true;
                    setIsDeleteOpen(false);
                  }}
                >
                  Delete
                </Button>
              </>
            }
          />
        )}
      </div>
    </DataGridContext>
  );
}
