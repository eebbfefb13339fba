import { createContext, useContext } from 'react';

/** One data column as the column picker lists it (in the grid's column order). */
export type DataGridPickerColumn = {
  id: string;
  header: string;
  isVisible: boolean;
  /** False for a column that may never be hidden, and for the last visible column. */
  canToggle: boolean;
  /** 1-based place among the data columns (hidden ones included). */
  position: number;
};

/**
 * What the grid shares with the parts a caller may place in its header (`DataGridColumnPicker`).
 * Rows never read a context: a change here re-renders the header parts only.
 */
export type DataGridContextValue = {
  /** The grid's accessible name, for labelling its parts. */
  label: string;
  columns: DataGridPickerColumn[];
  setColumnVisible: (columnId: string, isVisible: boolean) => void;
  /** Moves a data column to a 0-based place among the data columns; announced by the grid. */
  moveColumn: (columnId: string, toIndex: number) => void;
};

export const DataGridContext = createContext<DataGridContextValue | null>(null);

export function useDataGridContext(part: string): DataGridContextValue {
  const context = useContext(DataGridContext);
  if (!context) throw new Error(`${part} must be placed inside a DataGrid.`);
  return context;
}
