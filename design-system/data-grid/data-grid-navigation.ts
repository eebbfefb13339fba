import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  cycleIndex,
  gridKeyAction,
  indexOfRowId,
  pageRowsOf,
  resolveActiveCell,
  type ActiveCell,
} from './data-grid-focus-model';
import { ROW_HEIGHT, type CellPosition } from './data-grid-model';

export type GridFocusOptions<TRow> = {
  /** The grid element (role=grid), which also scrolls the rows. */
  gridRef: RefObject<HTMLElement | null>;
  /** Empty elements just before and after the grid: Tab from a cell leaves through them. */
  exitBeforeRef: RefObject<HTMLElement | null>;
  exitAfterRef: RefObject<HTMLElement | null>;
  /** The rows shown (a page, or all of them). */
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /** Rows that can hold focus: 0 while loading. */
  rowCount: number;
  /** The visible columns' ids, in order. */
  colIds: readonly string[];
  /** The column of the tab stop before anything was focused: the first data column. */
  firstDataCol: number;
};

/** Where the grid's tab stop is, as the rows and header render it. */
export type GridTabStop = {
  /** The tab stop's row among the shown rows; -1 for the header row. */
  rowIndex: number;
  /** That row's id; null for the header row. */
  rowId: string | null;
  col: number;
};

const CELL_SELECTOR = '[role="gridcell"], [role="columnheader"]';
/** What a cell's controls are: what Enter focuses first and Tab cycles through. */
const CONTROL_SELECTOR = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[role="separator"][tabindex]',
].join(', ');

function controlsOf(cell: HTMLElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)];
}

function cellAt(grid: HTMLElement, col: number, rowId: string | null): HTMLElement | null {
  const row =
    rowId === null
      ? '[data-row="-1"]'
      : `[data-slot="data-grid-body"] > [data-row-id="${CSS.escape(rowId)}"]`;
  return grid.querySelector<HTMLElement>(`${row} > [aria-colindex="${col + 1}"]`);
}

function isSameActive(a: ActiveCell | null, b: ActiveCell | null): boolean {
  return (
    a?.rowId === b?.rowId &&
    a?.colId === b?.colId &&
    a?.rowHint === b?.rowHint &&
    a?.colHint === b?.colHint
  );
}

/**
 * The grid's roving focus (rules in data-grid-focus-model.ts): one cell is the grid's only tab
 * stop, tracked by row and column id in one piece of state; the grid has one keydown and one
 * focus handler, and no cell or row holds state or listeners of its own. The tab stop's row stays
 * rendered while it is scrolled out of the virtual window (the body pins it), so Tab comes back
 * to it and focus survives the window being re-rendered.
 * (A hook by name so it may take the grid's refs during render; it reads them only in handlers
 * and effects.)
 */
export function useGridFocus<TRow>({
  gridRef,
  exitBeforeRef,
  exitAfterRef,
  rows,
  getRowId,
  rowCount,
  colIds,
  firstDataCol,
}: GridFocusOptions<TRow>) {
  const [active, setActive] = useState<ActiveCell | null>(null);
  // Set by a keyboard move: once the target cell has rendered, focus it.
  const isFocusPendingRef = useRef(false);
  // Focus that follows a press is a click, not Tab landing on a cell's content.
  const isPointerDownRef = useRef(false);

  const activeRowId = active?.rowId ?? null;
  const rowHint = active?.rowHint ?? 0;
  // O(1) when the row is where it was; a scan only after the rows changed under it.
  const rowIndex = useMemo(
    () => (activeRowId === null ? -1 : indexOfRowId(rows, getRowId, activeRowId, rowHint)),
    [rows, getRowId, activeRowId, rowHint],
  );
  const position = resolveActiveCell(active, rowIndex, {
    rowCount,
    colIds,
    firstDataCol,
  });
  const row = position.row >= 0 ? rows[position.row] : undefined;
  const tabStop: GridTabStop = {
    rowIndex: position.row,
    rowId: row === undefined ? null : getRowId(row),
    col: position.col,
  };

  const latest = { active, tabStop, rows, getRowId, rowCount, colIds };
  const latestRef = useRef(latest);

  useLayoutEffect(() => {
    latestRef.current = latest;
    const grid = gridRef.current;
    if (!grid) return;
    const cell = cellAt(grid, tabStop.col, tabStop.rowId);
    if (isFocusPendingRef.current) {
      isFocusPendingRef.current = false;
      if (!cell) return;
      cell.focus({ preventScroll: true });
      // The scroller's scroll-padding keeps the cell clear of the sticky header row.
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return;
    }
    // Focus is in the grid but not in the tab stop's cell: the rows changed order (a drop, a sort)
    // and the focused element now shows another row. Focus follows its row to its new element.
    const focused = document.activeElement as HTMLElement | null;
    if (!cell || !focused || !grid.contains(focused) || cell.contains(focused)) return;
    if (!focused.closest(CELL_SELECTOR)) return;
    const slot = focused.closest<HTMLElement>('[data-slot]')?.dataset.slot;
    const control = slot
      ? cell.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slot)}"]`)
      : null;
    const target = control?.matches(CONTROL_SELECTOR)
      ? control
      : (control?.querySelector<HTMLElement>(CONTROL_SELECTOR) ?? cell);
    target.focus({ preventScroll: true });
  });

  const moveTo = (to: CellPosition) => {
    const l = latestRef.current;
    const target = to.row >= 0 ? l.rows[to.row] : undefined;
    const colId = l.colIds[to.col];
    if (colId === undefined) return;
    const next: ActiveCell = {
      rowId: target === undefined ? null : l.getRowId(target),
      colId,
      rowHint: Math.max(0, to.row),
      colHint: to.col,
    };
    if (isSameActive(next, l.active) && to.row === l.tabStop.rowIndex) {
      // Already the tab stop (an arrow at the grid's edge): make sure it has focus.
      const grid = gridRef.current;
      if (grid) cellAt(grid, to.col, next.rowId)?.focus({ preventScroll: true });
      return;
    }
    isFocusPendingRef.current = true;
    setActive(next);
  };

  /** Gives focus to the cell holding the tab stop (after a dialog or the bulk bar let it go). */
  const focusTabStop = () => {
    const grid = gridRef.current;
    const { tabStop: current } = latestRef.current;
    if (grid) cellAt(grid, current.col, current.rowId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const grid = gridRef.current;
    const target = event.target as HTMLElement;
    // Keys from a row's menu reach here through React's tree (it is portalled): not the grid's.
    if (!grid || event.defaultPrevented || !grid.contains(target)) return;
    const cell = target.closest<HTMLElement>(CELL_SELECTOR);
    if (!cell || !grid.contains(cell)) return;
    const l = latestRef.current;
    const action = gridKeyAction(event.key, {
      isOnCell: target === cell,
      from: {
        row: Number(cell.closest<HTMLElement>('[data-row]')?.dataset.row ?? -1),
        col: Number(cell.getAttribute('aria-colindex') ?? 1) - 1,
      },
      rowCount: l.rowCount,
      colCount: l.colIds.length,
      pageRows: pageRowsOf(grid.clientHeight, ROW_HEIGHT),
      isCtrl: event.ctrlKey || event.metaKey,
      isShift: event.shiftKey,
      isAlt: event.altKey,
    });
    if (!action) return;
    switch (action.type) {
      case 'move':
        event.preventDefault();
        moveTo(action.to);
        return;
      case 'enter': {
        const control = controlsOf(cell)[0];
        if (!control) return;
        event.preventDefault();
        control.focus();
        return;
      }
      case 'toggle': {
        // Space never scrolls the grid from a cell; on a checkbox cell it toggles the box (APG).
        event.preventDefault();
        cell.querySelector<HTMLInputElement>('input[type="checkbox"]:not([disabled])')?.click();
        return;
      }
      case 'exit':
        event.preventDefault();
        cell.focus({ preventScroll: true });
        return;
      case 'cycle': {
        event.preventDefault();
        const controls = controlsOf(cell);
        const next =
          controls[cycleIndex(controls.indexOf(target), controls.length, action.isBackwards)];
        next?.focus();
        return;
      }
      case 'leave':
        // Not prevented: the browser's Tab goes on from just outside the grid, past any focusable
        // content of custom cells.
        (action.isBackwards ? exitBeforeRef : exitAfterRef).current?.focus({ preventScroll: true });
        return;
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const grid = gridRef.current;
    const target = event.target as HTMLElement;
    if (!grid || !grid.contains(target)) return;
    const cell = target.closest<HTMLElement>(CELL_SELECTOR);
    if (!cell || !grid.contains(cell)) return;
    const from = event.relatedTarget as Node | null;
    const slotted = target.closest('[data-slot^="data-grid-"]');
    const isOwnControl = slotted !== null && cell.contains(slotted);
    if (
      (!from || !grid.contains(from)) &&
      !isPointerDownRef.current &&
      target !== cell &&
      !isOwnControl
    ) {
      // Tab from outside landed on focusable content of a custom cell (a link) before the tab
      // stop: the grid is one stop, so focus goes to the cell holding it.
      focusTabStop();
      return;
    }
    const rowElement = cell.closest<HTMLElement>('[data-row]');
    const col = Number(cell.getAttribute('aria-colindex') ?? 1) - 1;
    const colId = latestRef.current.colIds[col];
    if (!rowElement || colId === undefined) return;
    const next: ActiveCell = {
      rowId: rowElement.dataset.rowId ?? null,
      colId,
      rowHint: Math.max(0, Number(rowElement.dataset.row ?? 0)),
      colHint: col,
    };
    if (!isSameActive(next, latestRef.current.active)) setActive(next);
  };

  const onPointerDownCapture = () => {
    isPointerDownRef.current = true;
    // Focus moves during the press's own task; a timer runs after it.
    setTimeout(() => {
      isPointerDownRef.current = false;
    });
  };

  return { tabStop, onKeyDown, onFocus, onPointerDownCapture, focusTabStop };
}
