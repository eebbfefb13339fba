import { describe, expect, it } from 'vitest';
import {
  cycleIndex,
  gridKeyAction,
  indexOfRowId,
  pageRowsOf,
  resolveActiveCell,
  type ActiveCell,
  type GridKeyContext,
} from './data-grid-focus-model';

const onCell: GridKeyContext = {
  isOnCell: true,
  from: { row: 3, col: 2 },
  rowCount: 100,
  colCount: 6,
  pageRows: 10,
};
const onControl: GridKeyContext = { ...onCell, isOnCell: false };

describe('keys on a cell (navigation mode)', () => {
  it('moves with arrows, Home, End, Ctrl+Home, Ctrl+End and pages, into the header row', () => {
    expect(gridKeyAction('ArrowRight', onCell)).toEqual({ type: 'move', to: { row: 3, col: 3 } });
    expect(gridKeyAction('ArrowUp', { ...onCell, from: { row: 0, col: 2 } })).toEqual({
      type: 'move',
      to: { row: -1, col: 2 },
    });
    expect(gridKeyAction('Home', onCell)).toEqual({ type: 'move', to: { row: 3, col: 0 } });
    expect(gridKeyAction('End', { ...onCell, isCtrl: true })).toEqual({
      type: 'move',
      to: { row: 99, col: 5 },
    });
    expect(gridKeyAction('PageDown', onCell)).toEqual({ type: 'move', to: { row: 13, col: 2 } });
  });

  it('enters the cell with Enter or F2, toggles with Space and leaves the grid with Tab', () => {
    expect(gridKeyAction('Enter', onCell)).toEqual({ type: 'enter' });
    expect(gridKeyAction('F2', onCell)).toEqual({ type: 'enter' });
    expect(gridKeyAction(' ', onCell)).toEqual({ type: 'toggle' });
    expect(gridKeyAction('Tab', onCell)).toEqual({ type: 'leave', isBackwards: false });
    expect(gridKeyAction('Tab', { ...onCell, isShift: true })).toEqual({
      type: 'leave',
      isBackwards: true,
    });
  });

  it('leaves other keys and Alt combinations alone', () => {
    expect(gridKeyAction('a', onCell)).toBeNull();
    expect(gridKeyAction('Escape', onCell)).toBeNull();
    expect(gridKeyAction('ArrowDown', { ...onCell, isAlt: true })).toBeNull();
  });
});

describe('keys on a control inside a cell (interaction mode)', () => {
  it('returns to the cell with Escape or F2', () => {
    expect(gridKeyAction('Escape', onControl)).toEqual({ type: 'exit' });
    expect(gridKeyAction('F2', onControl)).toEqual({ type: 'exit' });
  });

  it("cycles through the cell's controls with Tab and Shift+Tab", () => {
    expect(gridKeyAction('Tab', onControl)).toEqual({ type: 'cycle', isBackwards: false });
    expect(gridKeyAction('Tab', { ...onControl, isShift: true })).toEqual({
      type: 'cycle',
      isBackwards: true,
    });
  });

  it('leaves the arrows, Enter and Space to the control', () => {
    for (const key of ['ArrowDown', 'ArrowLeft', 'Home', 'Enter', ' ', 'PageDown']) {
      expect(gridKeyAction(key, onControl)).toBeNull();
    }
  });
});

describe('resolveActiveCell', () => {
  const colIds = ['__select', 'employee', 'hours', '__actions'];
  const bounds = { rowCount: 50, colIds, firstDataCol: 1 };
  const active = (over: Partial<ActiveCell>): ActiveCell => ({
    rowId: 'r7',
    colId: 'hours',
    rowHint: 7,
    colHint: 2,
    ...over,
  });

  it("is the first data column's header before anything was focused", () => {
    expect(resolveActiveCell(null, -1, bounds)).toEqual({ row: -1, col: 1 });
    expect(resolveActiveCell(null, -1, { ...bounds, rowCount: 0 })).toEqual({ row: -1, col: 1 });
  });

  it('follows the row and column by id, wherever they are now', () => {
    expect(resolveActiveCell(active({}), 12, bounds)).toEqual({ row: 12, col: 2 });
    expect(resolveActiveCell(active({ colId: 'employee' }), 12, bounds)).toEqual({
      row: 12,
      col: 1,
    });
    expect(resolveActiveCell(active({ rowId: null }), -1, bounds)).toEqual({ row: -1, col: 2 });
  });

  it('stays at the same place when its row or column is gone', () => {
    // The row was deleted: the row that took its place.
    expect(resolveActiveCell(active({}), -1, bounds)).toEqual({ row: 7, col: 2 });
    // It was the last row: the new last one.
    expect(resolveActiveCell(active({ rowHint: 60 }), -1, bounds)).toEqual({ row: 49, col: 2 });
    // Every row is gone: the header row.
    expect(resolveActiveCell(active({}), -1, { ...bounds, rowCount: 0 })).toEqual({
      row: -1,
      col: 2,
    });
    // The column was hidden.
    expect(resolveActiveCell(active({ colId: 'notes', colHint: 9 }), 7, bounds)).toEqual({
      row: 7,
      col: 3,
    });
  });
});

describe('helpers', () => {
  const rows = Array.from({ length: 1000 }, (_, index) => ({ id: `r${index}` }));
  const getRowId = (row: { id: string }) => row.id;

  it('finds a row at its hint first, and anywhere otherwise', () => {
    let calls = 0;
    const counting = (row: { id: string }) => {
      calls += 1;
      return row.id;
    };
    expect(indexOfRowId(rows, counting, 'r500', 500)).toBe(500);
    expect(calls).toBe(1);
    expect(indexOfRowId(rows, getRowId, 'r500', 3)).toBe(500);
    expect(indexOfRowId(rows, getRowId, 'gone', 3)).toBe(-1);
    expect(indexOfRowId([], getRowId, 'r1', 0)).toBe(-1);
  });

  it('cycles with wrapping, both ways', () => {
    expect(cycleIndex(0, 3, false)).toBe(1);
    expect(cycleIndex(2, 3, false)).toBe(0);
    expect(cycleIndex(0, 3, true)).toBe(2);
    expect(cycleIndex(0, 1, false)).toBe(0);
    expect(cycleIndex(-1, 3, true)).toBe(2);
    expect(cycleIndex(0, 0, false)).toBe(-1);
  });

  it('pages by the rows under the header, less one', () => {
    expect(pageRowsOf(320, 40)).toBe(6);
    expect(pageRowsOf(600, 40)).toBe(13);
    expect(pageRowsOf(40, 40)).toBe(1);
  });
});
