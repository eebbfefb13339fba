import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { GridPager } from '../pagination/grid-pager';
import { DEFAULT_GRID_PAGE_SIZE, clampPage, pageCountOf } from '../pagination/pagination-model';
import { DataGridBody, DataGridMessageRow } from './data-grid-body';
import { DataGridBulkBar } from './data-grid-bulk-bar';
import { useColumnDrag } from './data-grid-column-drag';
import { DataGridColumnHeaders } from './data-grid-column-headers';
import { DataGridColumnPicker } from './data-grid-column-picker';
import { DataGridContext } from './data-grid-context';
import { DataGridDeleteDialog } from './data-grid-delete-dialog';
import { DataGridHeader } from './data-grid-header';
import { useGridFocus } from './data-grid-navigation';
import { cellText, gridTemplate, moveItem, pageOf, toggleId } from './data-grid-model';
import type { DataGridRowConfig } from './data-grid-types';
import type { DataGridProps } from './data-grid-props';
import { useDataGridColumns } from './use-data-grid-columns';
import { useDataGridSelection } from './use-data-grid-selection';

export type { DataGridColumn } from './data-grid-types';
export type { DataGridRowEdit } from './data-grid-model';
export type { DataGridRowAction } from './data-grid-row-actions';
export type { DataGridBulkAction } from './data-grid-bulk-bar';
export type { DataGridProps } from './data-grid-props';

/** Height of the scrolling area in virtual mode when the caller gives none (px). */
const DEFAULT_HEIGHT = 480;

type DeleteTarget<TRow> = { row: TRow; rowId: string; rowLabel: string };

/**
 * The data grid (document 2, section 2): virtualised rows (100,000 scroll smoothly), an optional
 * header band, row selection with a bulk-action bar, row actions and delete, drag reorder of rows,
 * a column picker that shows, hides and orders columns, columns moved by dragging their header,
 * resizable columns, settings saved per grid, rows in edit mode with field errors, and the grid
 * pager. Column state runs on TanStack Table; rows are rendered by TanStack Virtual.
 *
 * Keyboard (WAI-ARIA APG grid pattern; rules in data-grid-focus-model.ts): the grid is one tab
 * stop, landing on the cell last focused (at first the first data column's header). Arrows move
 * between cells and into the header row, Home/End along the row, Ctrl+Home/End to the first and
 * last cell, PageUp/PageDown by a viewport of rows. Enter or F2 moves into the cell's controls
 * (checkbox, row handle, actions button, editor, column resizer), where Tab and Shift+Tab cycle
 * through that cell's controls and Escape or F2 returns to the cell. Space toggles a checkbox
 * cell. Tab from a cell leaves the grid; the header band, bulk bar and pager stay tab stops of
 * their own.
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
  const exitBeforeRef = useRef<HTMLSpanElement>(null);
  const exitAfterRef = useRef<HTMLSpanElement>(null);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  const announce = useCallback((message: string) => {
    // Written straight to the live region: announcing re-renders nothing.
    if (announcerRef.current) announcerRef.current.textContent = message;
  }, []);

  const isSelectable =
    enableRowSelection ??
    (selectedRowIds !== undefined ||
      defaultSelectedRowIds !== undefined ||
      onSelectedRowIdsChange !== undefined ||
      (bulkActions?.length ?? 0) > 0);
  const canReorder = Boolean(onRowOrderChange || onRowMove);
  const hasDelete = Boolean(onRowDelete);
  const hasActions = Boolean(rowActions?.length) || hasDelete;
  const {
    views,
    widths,
    headers,
    pickerValue,
    moveColumnBefore,
    storedPageSize,
    savePageSize,
    resizeColumn,
  } = useDataGridColumns({
    gridId,
    label,
    columns,
    isSelectable,
    canReorder,
    hasActions,
    announce,
  });
  const columnDrag = useColumnDrag({ scrollRef, onDrop: moveColumnBefore });
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);

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
    defaultValue: storedPageSize ?? defaultPageSize ?? DEFAULT_GRID_PAGE_SIZE,
    onChange: onPageSizeChange,
  });
  const currentPage = clampPage(rawPage, pageCountOf(totalRowCount, size));
  const shownRows = useMemo(
    () => (!pagination || isServerPaged ? rows : pageOf(rows, currentPage, size)),
    [pagination, isServerPaged, rows, currentPage, size],
  );
  const rowOffset = pagination ? (currentPage - 1) * size : 0;

  // --- Selection ----------------------------------------------------------------------------
  const {
    selectedIds,
    setSelectedIds,
    selectedSet,
    selectedInRows,
    selectAll,
    onSelectAll,
    clearSelection,
  } = useDataGridSelection({
    isSelectable,
    rows,
    getRowId,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    announce,
  });

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

  // --- Roving focus between cells -----------------------------------------------------------
  const colIds = useMemo(() => views.map((view) => view.id), [views]);
  const focus = useGridFocus({
    gridRef: scrollRef,
    exitBeforeRef,
    exitAfterRef,
    rows: shownRows,
    getRowId,
    rowCount: isLoading ? 0 : shownRows.length,
    colIds,
    firstDataCol: Math.max(
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
  // Something to show, hide or move: at least two data columns.
  const picker = enableColumnPicker && columns.length > 1 ? <DataGridColumnPicker /> : null;
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
    <DataGridContext value={pickerValue}>
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
              clearSelection();
              // The bar and its button go away: focus goes on in the grid.
              focus.focusTabStop();
            }}
          />
        )}
        {/* Tab from a cell leaves the grid through these (see data-grid-navigation.ts). */}
        <span ref={exitBeforeRef} tabIndex={-1} data-slot="data-grid-tab-exit" />
        <DataGridBody
          scrollRef={scrollRef}
          gridProps={{
            role: 'grid',
            'aria-label': label,
            'aria-rowcount': hasRows ? totalRowCount + 1 : 2,
            'aria-colcount': views.length,
            'aria-multiselectable': isSelectable || undefined,
            'aria-busy': isLoading || undefined,
            // Not focusable itself: one cell inside is the tab stop (roving focus), and moving
            // focus between cells scrolls the grid. One keydown and one focus handler serve
            // every cell.
            onKeyDown: focus.onKeyDown,
            onFocus: focus.onFocus,
            onPointerDownCapture: focus.onPointerDownCapture,
            className: '@container relative min-h-0 scroll-pt-10 overflow-auto overscroll-contain',
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
              onResize={resizeColumn}
              focusCol={focus.tabStop.rowIndex < 0 ? focus.tabStop.col : undefined}
              drag={columnDrag.drag}
              onDragStart={columnDrag.onPointerDown}
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
          tabStop={focus.tabStop}
        />
        <span ref={exitAfterRef} tabIndex={-1} data-slot="data-grid-tab-exit" />
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
              savePageSize(next);
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
          <DataGridDeleteDialog
            open={isDeleteOpen}
            onOpenChange={setIsDeleteOpen}
            target={deleteTarget}
            gridRef={scrollRef}
            onFocusGrid={focus.focusTabStop}
            onConfirm={() => {
              if (deleteTarget) deleteRow(deleteTarget);
            }}
          />
        )}
      </div>
    </DataGridContext>
  );
}
