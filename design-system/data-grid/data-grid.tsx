import type { CSSProperties } from 'react';
import { cn } from '../lib/cn';
import { GridPager } from '../pagination/grid-pager';
import { DataGridBody, DataGridMessageRow } from './data-grid-body';
import { DataGridBulkBar } from './data-grid-bulk-bar';
import { DataGridColumnHeaders } from './data-grid-column-headers';
import { DataGridContext } from './data-grid-context';
import { DataGridDeleteDialog } from './data-grid-delete-dialog';
import { DataGridHeaderBand } from './data-grid-header-band';
import { gridTemplate } from './data-grid-model';
import type { DataGridProps } from './data-grid-props';
import { useDataGrid } from './use-data-grid';

export type { DataGridColumn } from './data-grid-types';
export type { DataGridRowEdit } from './data-grid-model';
export type { DataGridRowAction } from './data-grid-row-actions';
export type { DataGridBulkAction } from './data-grid-bulk-bar';
export type { DataGridProps } from './data-grid-props';

/** Height of the scrolling area in virtual mode when the caller gives none (px). */
const DEFAULT_HEIGHT = 480;

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
  getRowLabel,
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
  const {
    baseId,
    reorderHelpId,
    scrollRef,
    exitBeforeRef,
    exitAfterRef,
    announcerRef,
    announce,
    isSelectable,
    canReorder,
    hasDelete,
    columns: columnState,
    columnDrag,
    pages,
    selection,
    rowConfig,
    focus,
  } = useDataGrid({
    gridId,
    label,
    columns,
    rows,
    getRowId,
    getRowLabel,
    enableRowSelection,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    bulkActions,
    rowActions,
    onRowDelete,
    confirmRowDelete,
    onRowOrderChange,
    onRowMove,
    onCellEdit,
    pagination,
    page,
    defaultPage,
    onPageChange,
    pageSize,
    defaultPageSize,
    onPageSizeChange,
    total,
    isLoading,
  });
  const { views, widths } = columnState;

  // --- Layout -------------------------------------------------------------------------------
  const isVirtual = !pagination;
  const viewportHeight = height ?? DEFAULT_HEIGHT;
  const gridStyle = {
    '--dg-template': gridTemplate(widths),
    '--dg-width': `${widths.reduce((sum, width) => sum + width, 0)}px`,
    maxHeight: isVirtual ? viewportHeight : height,
  } as CSSProperties;
  const hasRows = !isLoading && pages.shownRows.length > 0;

  return (
    <DataGridContext value={columnState.pickerValue}>
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
        <DataGridHeaderBand
          header={header}
          title={title}
          description={description}
          actions={actions}
          // Something to show, hide or move: at least two data columns.
          hasColumnPicker={enableColumnPicker && columns.length > 1}
        />
        {isSelectable && (
          <DataGridBulkBar
            selectedIds={selection.selectedInRows}
            actions={bulkActions}
            onClearSelection={() => {
              selection.clearSelection();
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
            'aria-rowcount': hasRows ? pages.totalRowCount + 1 : 2,
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
              headers={columnState.headers}
              views={views}
              selectAll={selection.selectAll}
              onSelectAll={selection.onSelectAll}
              idPrefix={baseId}
              onResize={columnState.resizeColumn}
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
          rows={pages.shownRows}
          rowOffset={pages.rowOffset}
          totalRowCount={pages.totalRowCount}
          columns={views}
          config={rowConfig.config}
          getRowId={getRowId}
          getRowLabel={rowConfig.getRowLabel}
          getRowEdit={getRowEdit}
          selected={selection.selectedSet}
          canReorder={canReorder}
          onRowDrop={rowConfig.onRowDrop}
          announce={announce}
          isVirtual={isVirtual}
          viewportHeight={viewportHeight}
          tabStop={focus.tabStop}
        />
        <span ref={exitAfterRef} tabIndex={-1} data-slot="data-grid-tab-exit" />
        {pagination && (
          <GridPager
            total={pages.totalRowCount}
            page={pages.currentPage}
            onPageChange={pages.choosePage}
            pageSize={pages.size}
            onPageSizeChange={pages.choosePageSize}
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
            open={rowConfig.isDeleteOpen}
            onOpenChange={rowConfig.setIsDeleteOpen}
            target={rowConfig.deleteTarget}
            gridRef={scrollRef}
            onFocusGrid={focus.focusTabStop}
            onConfirm={rowConfig.confirmDelete}
          />
        )}
      </div>
    </DataGridContext>
  );
}
