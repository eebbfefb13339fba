import { useEffect, useMemo, useRef } from 'react';
import { useControllableState } from '../lib/use-controllable-state';
import { selectAllState, selectedIdsAmong, selectedText } from './data-grid-model';

const NO_IDS: string[] = [];

/**
 * Row selection: the selected ids (owned by the caller or the grid), those among the grid's rows,
 * the select-all box's state, and the count announced to screen readers on each change.
 */
export function useDataGridSelection<TRow>({
  isSelectable,
  rows,
  getRowId,
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
  announce,
}: {
  isSelectable: boolean;
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  selectedRowIds?: string[];
  defaultSelectedRowIds?: string[];
  onSelectedRowIdsChange?: (rowIds: string[]) => void;
  announce: (message: string) => void;
}) {
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

  return {
    selectedIds,
    setSelectedIds,
    selectedSet,
    selectedInRows,
    selectAll,
    onSelectAll,
    clearSelection: () => setSelectedIds(NO_IDS),
  };
}
