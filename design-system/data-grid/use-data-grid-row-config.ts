import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DataGridEditValue } from './data-grid-edit-cell';
import { cellText, moveItem, toggleId } from './data-grid-model';
import type { DataGridRowAction } from './data-grid-row-actions';
import type { DataGridColumn, DataGridRowConfig } from './data-grid-types';

export type DataGridDeleteTarget<TRow> = { row: TRow; rowId: string; rowLabel: string };

/**
 * What the rows call back into the grid: selecting a row, editing a cell, deleting a row (asked
 * first in the delete dialog, whose state is here) and dropping a dragged row; and each row's name.
 */
export function useDataGridRowConfig<TRow>({
  idPrefix,
  reorderHelpId,
  columns,
  rows,
  getRowId,
  getRowLabel: getRowLabelProp,
  rowOffset,
  isServerPaged,
  selectedIds,
  setSelectedIds,
  rowActions,
  onCellEdit,
  onRowDelete,
  confirmRowDelete,
  onRowMove,
  onRowOrderChange,
  announce,
}: {
  idPrefix: string;
  reorderHelpId: string;
  columns: DataGridColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  getRowLabel: ((row: TRow) => string) | undefined;
  rowOffset: number;
  isServerPaged: boolean;
  selectedIds: string[];
  setSelectedIds: (ids: string[]) => void;
  rowActions: readonly DataGridRowAction<TRow>[] | undefined;
  onCellEdit: ((rowId: string, columnId: string, value: DataGridEditValue) => void) | undefined;
  onRowDelete: ((rowId: string, row: TRow) => void) | undefined;
  confirmRowDelete: boolean;
  onRowMove: ((rowId: string, toIndex: number) => void) | undefined;
  onRowOrderChange: ((rowIds: string[]) => void) | undefined;
  announce: (message: string) => void;
}) {
  const hasDelete = Boolean(onRowDelete);

  // --- Row labels ---------------------------------------------------------------------------
  const firstColumn = columns[0];
  const getRowLabel = useMemo(
    () =>
      getRowLabelProp ??
      ((row: TRow) => (firstColumn ? cellText(firstColumn.accessor(row)) : '') || getRowId(row)),
    [getRowLabelProp, firstColumn, getRowId],
  );

  // --- Delete -------------------------------------------------------------------------------
  const [deleteTarget, setDeleteTarget] = useState<DataGridDeleteTarget<TRow> | null>(null);
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

  const deleteRow = useCallback((target: DataGridDeleteTarget<TRow>) => {
    const l = latestRef.current;
    l.onRowDelete?.(target.rowId, target.row);
    if (l.selectedIds.includes(target.rowId)) {
      l.setSelectedIds(l.selectedIds.filter((id) => id !== target.rowId));
    }
    l.announce(`Deleted ${target.rowLabel}.`);
  }, []);

  const config = useMemo<DataGridRowConfig<TRow>>(
    () => ({
      idPrefix,
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
    [idPrefix, rowActions, hasDelete, reorderHelpId, deleteRow, setDeleteTarget, setIsDeleteOpen],
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

  return {
    config,
    getRowLabel,
    onRowDrop,
    deleteTarget,
    isDeleteOpen,
    setIsDeleteOpen,
    /** Deletes the row the dialog asked about, once the user confirms. */
    confirmDelete: () => {
      if (deleteTarget) deleteRow(deleteTarget);
    },
  };
}
