/**
 * The grid's focus model (WAI-ARIA APG grid pattern), as pure rules: which cell holds the grid's
 * one tab stop, and what a key does where it is pressed. The grid is one stop in the page's Tab
 * order; inside it the arrow keys move a roving focus between cells (the header row included).
 *
 * Two modes, as the APG describes them:
 * - navigation: focus is on a cell. Arrows, Home/End, Ctrl+Home/End and PageUp/PageDown move it;
 *   Enter or F2 moves focus onto the cell's first control; Space toggles a checkbox cell; Tab and
 *   Shift+Tab leave the grid.
 * - interaction: focus is on a control inside a cell (checkbox, row handle, actions button,
 *   editor, column resizer), which keeps its own keys. Escape or F2 returns focus to the cell.
 *   Tab and Shift+Tab cycle through that cell's controls only (the APG's option of wrapping inside
 *   a single cell), so a person working a cell does not fall out of the grid by accident.
 *
 * The tab stop is tracked by row id and column id, not by element: virtual rows recycle their
 * elements, and rows and columns can be reordered, hidden or deleted under it.
 */
import { clampIndex, nextCell, type CellPosition } from './data-grid-model';

/** Where the grid's tab stop is: a row (null for the header row) and a column, by id. */
export type ActiveCell = {
  /** The row's id; null for the header row. */
  rowId: string | null;
  colId: string;
  /**
   * Where the row and column were when the cell became active: the row is looked for there first
   * (O(1)), and the tab stop stays at that place when its row or column is gone.
   */
  rowHint: number;
  colHint: number;
};

/** What a key press in the grid does. */
export type GridKeyAction =
  /** Focus another cell. */
  | { type: 'move'; to: CellPosition }
  /** Focus the cell's first control (interaction mode). */
  | { type: 'enter' }
  /** Toggle the cell's checkbox (a row's selection box, or select-all in the header). */
  | { type: 'toggle' }
  /** Back from a control to its cell (navigation mode). */
  | { type: 'exit' }
  /** The next (or previous) control of the same cell, wrapping. */
  | { type: 'cycle'; isBackwards: boolean }
  /** Tab out of the grid from a cell. */
  | { type: 'leave'; isBackwards: boolean };

export type GridKeyContext = {
  /** Focus is on a cell itself (navigation mode), not on a control inside one. */
  isOnCell: boolean;
  /** The cell that has focus or holds the focused control. */
  from: CellPosition;
  /** Rows shown (a page, or all of them); the header row is -1. */
  rowCount: number;
  colCount: number;
  /** Rows that fit in the viewport: PageUp and PageDown move by this many. */
  pageRows: number;
  isCtrl?: boolean;
  isShift?: boolean;
  isAlt?: boolean;
};

/** What `key` does at `context`, or null when the grid leaves the key to the browser or control. */
export function gridKeyAction(key: string, context: GridKeyContext): GridKeyAction | null {
  const { isOnCell, isShift = false, isAlt = false } = context;
  if (isAlt) return null;
  if (!isOnCell) {
    if (key === 'Escape' || key === 'F2') return { type: 'exit' };
    if (key === 'Tab') return { type: 'cycle', isBackwards: isShift };
    return null;
  }
  switch (key) {
    case 'Enter':
    case 'F2':
      return { type: 'enter' };
    case ' ':
      return { type: 'toggle' };
    case 'Tab':
      return { type: 'leave', isBackwards: isShift };
    default: {
      const to = nextCell(key, context.from, {
        rowCount: context.rowCount,
        colCount: context.colCount,
        pageRows: context.pageRows,
        isCtrl: context.isCtrl ?? false,
      });
      return to ? { type: 'move', to } : null;
    }
  }
}

/**
 * The cell holding the tab stop, as indexes. `rowIndex` is where the active row was found among
 * the shown rows (-1 when it is gone). When the active row or column is gone (deleted, hidden,
 * another page), the stop stays at the place it had, kept inside the grid. Before anything was
 * focused it is the header of the first data column: the header row is always rendered, so no
 * virtual row has to be kept rendered for a grid nobody has entered yet.
 */
export function resolveActiveCell(
  active: ActiveCell | null,
  rowIndex: number,
  {
    rowCount,
    colIds,
    firstDataCol,
  }: {
    rowCount: number;
    colIds: readonly string[];
    /** The column of the first cell, before anything was focused. */
    firstDataCol: number;
  },
): CellPosition {
  let col = active ? colIds.indexOf(active.colId) : -1;
  if (col < 0) col = clampIndex(active?.colHint ?? firstDataCol, colIds.length);
  let row: number;
  if (!active) row = -1;
  else if (active.rowId === null) row = -1;
  else if (rowIndex >= 0 && rowIndex < rowCount) row = rowIndex;
  else row = Math.min(rowCount - 1, Math.max(-1, active.rowHint));
  return { row, col };
}

/** Where the row with `rowId` is among `rows`, looking at `hint` first; -1 when it is not there. */
export function indexOfRowId<TRow>(
  rows: readonly TRow[],
  getRowId: (row: TRow) => string,
  rowId: string,
  hint: number,
): number {
  const hinted = rows[hint];
  if (hinted !== undefined && getRowId(hinted) === rowId) return hint;
  for (let index = 0; index < rows.length; index++) {
    if (getRowId(rows[index] as TRow) === rowId) return index;
  }
  return -1;
}

/** The index after `index` among `count` items (before it when backwards), wrapping around. */
export function cycleIndex(index: number, count: number, isBackwards: boolean): number {
  if (count <= 0) return -1;
  if (index < 0) return isBackwards ? count - 1 : 0;
  return (index + (isBackwards ? count - 1 : 1)) % count;
}

/** Rows PageUp and PageDown move by: those that fit under the header row, less one for context. */
export function pageRowsOf(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor((viewportHeight - rowHeight) / rowHeight) - 1);
}
