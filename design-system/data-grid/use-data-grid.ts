import { useCallback, useId, useMemo, useRef } from 'react';
import { useColumnDrag } from './data-grid-column-drag';
import { useGridFocus } from './data-grid-navigation';
import type { DataGridProps } from './data-grid-props';
import { useDataGridColumns } from './use-data-grid-columns';
import { useDataGridPages } from './use-data-grid-pages';
import { useDataGridRowConfig } from './use-data-grid-row-config';
import { useDataGridSelection } from './use-data-grid-selection';

/** The props the grid's state follows, with DataGrid's defaults applied. */
export type DataGridStateProps<TRow> = Pick<
  DataGridProps<TRow>,
  | 'gridId'
  | 'label'
  | 'columns'
  | 'rows'
  | 'getRowId'
  | 'getRowLabel'
  | 'enableRowSelection'
  | 'selectedRowIds'
  | 'defaultSelectedRowIds'
  | 'onSelectedRowIdsChange'
  | 'bulkActions'
  | 'rowActions'
  | 'onRowDelete'
  | 'onRowOrderChange'
  | 'onRowMove'
  | 'onCellEdit'
  | 'page'
  | 'onPageChange'
  | 'pageSize'
  | 'defaultPageSize'
  | 'onPageSizeChange'
  | 'total'
> &
  Required<
    Pick<DataGridProps<TRow>, 'confirmRowDelete' | 'pagination' | 'defaultPage' | 'isLoading'>
  >;

/**
 * The data grid's state apart from its markup: the columns and their saved settings, the pages,
 * the selection, what the rows call back, and the roving focus between cells. Changes are
 * announced through the live region that `announcerRef` is given to.
 */
export function useDataGrid<TRow>({
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
}: DataGridStateProps<TRow>) {
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
  const columnState = useDataGridColumns({
    gridId,
    label,
    columns,
    isSelectable,
    canReorder,
    hasActions,
    announce,
  });
  const { views } = columnState;
  const columnDrag = useColumnDrag({ scrollRef, onDrop: columnState.moveColumnBefore });

  const pages = useDataGridPages({
    rows,
    pagination,
    total,
    page,
    defaultPage,
    onPageChange,
    pageSize,
    storedPageSize: columnState.storedPageSize,
    defaultPageSize,
    onPageSizeChange,
    savePageSize: columnState.savePageSize,
    scrollRef,
  });

  const selection = useDataGridSelection({
    isSelectable,
    rows,
    getRowId,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    announce,
  });

  const rowConfig = useDataGridRowConfig({
    idPrefix: baseId,
    reorderHelpId,
    columns,
    rows,
    getRowId,
    getRowLabel,
    rowOffset: pages.rowOffset,
    isServerPaged: pages.isServerPaged,
    selectedIds: selection.selectedIds,
    setSelectedIds: selection.setSelectedIds,
    rowActions,
    onCellEdit,
    onRowDelete,
    confirmRowDelete,
    onRowMove,
    onRowOrderChange,
    announce,
  });

  // Roving focus between cells.
  const colIds = useMemo(() => views.map((view) => view.id), [views]);
  const focus = useGridFocus({
    gridRef: scrollRef,
    exitBeforeRef,
    exitAfterRef,
    rows: pages.shownRows,
    getRowId,
    rowCount: isLoading ? 0 : pages.shownRows.length,
    colIds,
    firstDataCol: Math.max(
      0,
      views.findIndex((view) => view.kind === 'data'),
    ),
  });

  return {
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
  };
}
