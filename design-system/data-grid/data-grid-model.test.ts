import { describe, expect, it } from 'vitest';
import {
  EDIT_ROW_HEIGHT,
  EDIT_ROW_WITH_ERRORS_HEIGHT,
  ROW_HEIGHT,
  canHideColumn,
  cellText,
  clampIndex,
  clampWidth,
  displayIndexOf,
  gridTemplate,
  hasFieldErrors,
  moveItem,
  nextCell,
  nextMoveTarget,
  nextResizeWidth,
  pageOf,
  recycledRowKeys,
  reorderMessages,
  rowHeightOf,
  rowPoolSize,
  selectAllState,
  selectedIdsAmong,
  selectedText,
  sourceIndexAt,
  toggleId,
  visibleCount,
} from './data-grid-model';

describe('row heights', () => {
  it('is the plain height outside edit mode', () => {
    expect(rowHeightOf(undefined)).toBe(ROW_HEIGHT);
    expect(rowHeightOf({ inEdit: false, errors: { hours: 'Too many' } })).toBe(ROW_HEIGHT);
  });

  it('is taller in edit mode, and taller again with a field error', () => {
    expect(rowHeightOf({ inEdit: true })).toBe(EDIT_ROW_HEIGHT);
    expect(rowHeightOf({ inEdit: true, errors: { hours: '' } })).toBe(EDIT_ROW_HEIGHT);
    expect(rowHeightOf({ inEdit: true, errors: { hours: 'Enter 0 to 24' } })).toBe(
      EDIT_ROW_WITH_ERRORS_HEIGHT,
    );
  });

  it('counts only non-empty messages as errors', () => {
    expect(hasFieldErrors({ inEdit: true, errors: { a: undefined, b: '' } })).toBe(false);
    expect(hasFieldErrors({ inEdit: true, errors: { a: 'Required' } })).toBe(true);
  });
});

describe('reorder preview', () => {
  const order = (length: number, move: { from: number; to: number } | null) =>
    Array.from({ length }, (_, index) => sourceIndexAt(index, move));

  it('shows rows in place when nothing is dragged', () => {
    expect(order(4, null)).toEqual([0, 1, 2, 3]);
    expect(order(4, { from: 2, to: 2 })).toEqual([0, 1, 2, 3]);
  });

  it('moves a row down, shifting the rows it passes up', () => {
    expect(order(5, { from: 1, to: 3 })).toEqual([0, 2, 3, 1, 4]);
  });

  it('moves a row up, shifting the rows it passes down', () => {
    expect(order(5, { from: 3, to: 0 })).toEqual([3, 0, 1, 2, 4]);
  });

  it('matches moveItem for every move of a short list', () => {
    const items = [0, 1, 2, 3, 4];
    for (let from = 0; from < items.length; from++) {
      for (let to = 0; to < items.length; to++) {
        expect(order(items.length, { from, to })).toEqual(moveItem(items, from, to));
      }
    }
  });

  it('maps each source row back to where it is shown', () => {
    for (const move of [null, { from: 1, to: 3 }, { from: 3, to: 0 }, { from: 2, to: 2 }]) {
      for (let display = 0; display < 5; display++) {
        expect(displayIndexOf(sourceIndexAt(display, move), move)).toBe(display);
      }
    }
  });

  it('moves an item and leaves the original list alone', () => {
    const ids = ['a', 'b', 'c', 'd'];
    expect(moveItem(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(ids, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('clamps indexes to the list', () => {
    expect(clampIndex(-3, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(2.7, 5)).toBe(2);
    expect(clampIndex(1, 0)).toBe(0);
  });

  it('moves the target with arrows, Home and End, and stops at the ends', () => {
    expect(nextMoveTarget('ArrowDown', 2, 5)).toBe(3);
    expect(nextMoveTarget('ArrowDown', 4, 5)).toBe(4);
    expect(nextMoveTarget('ArrowUp', 0, 5)).toBe(0);
    expect(nextMoveTarget('Home', 3, 5)).toBe(0);
    expect(nextMoveTarget('End', 1, 5)).toBe(4);
    expect(nextMoveTarget('a', 1, 5)).toBeNull();
  });

  it('announces each step with the 1-based row', () => {
    expect(reorderMessages.moved('Ana Alvarez', 3, 10)).toBe('Ana Alvarez moved to row 3 of 10.');
    expect(reorderMessages.dropped('Ana Alvarez', 3, 10)).toBe(
      'Dropped Ana Alvarez at row 3 of 10.',
    );
    expect(reorderMessages.cancelled('Ana Alvarez', 1)).toBe(
      'Reorder cancelled. Ana Alvarez is back at row 1.',
    );
    expect(reorderMessages.pickedUp('Ana Alvarez', 1, 10)).toMatch(/^Picked up Ana Alvarez, row 1/);
  });
});

describe('recycled row keys', () => {
  const keysOf = (sources: number[], pool: number, keep: number[] = []) =>
    sources.map((source) => recycledRowKeys(sources, pool, keep).get(source));

  it('gives a row entering the window the slot of the row that left it', () => {
    expect(keysOf([0, 1, 2, 3], 4)).toEqual(['0', '1', '2', '3']);
    // One row further: row 4 takes row 0's element.
    expect(keysOf([1, 2, 3, 4], 4)).toEqual(['1', '2', '3', '0']);
    // A jump far away reuses every element.
    expect(new Set(keysOf([801, 802, 803, 804], 4))).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('keeps the slot of a kept row and moves a row that would share it aside', () => {
    // Row 2 (focused or dragged) stays rendered far from the window 9…12.
    const keys = recycledRowKeys([2, 9, 10, 11], 4, [2]);
    expect(keys.get(2)).toBe('2');
    expect(keys.get(10)).toBe('x10');
    expect(new Set(keys.values()).size).toBe(4);
  });

  it('never gives two rows the same key', () => {
    const sources = [0, 5, 10, 15, 20, 7, 8];
    const keys = recycledRowKeys(sources, 5, [15]);
    expect(new Set(keys.values()).size).toBe(sources.length);
  });

  it('sizes the pool for the rows in view plus overscan', () => {
    expect(rowPoolSize(600)).toBe(Math.ceil(600 / ROW_HEIGHT) + 2 * 2 + 2);
  });
});

describe('selection', () => {
  it('is none, some or all', () => {
    expect(selectAllState(0, 10)).toBe('none');
    expect(selectAllState(3, 10)).toBe('some');
    expect(selectAllState(10, 10)).toBe('all');
    expect(selectAllState(0, 0)).toBe('none');
  });

  it('adds and removes an id without duplicates', () => {
    expect(toggleId(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleId(['a'], 'z', false)).toEqual(['a']);
  });

  it('counts only selected ids that are still rows, in row order', () => {
    const rows = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }];
    const selected = new Set(['r3', 'gone', 'r1']);
    expect(selectedIdsAmong(rows, (row) => row.id, selected)).toEqual(['r1', 'r3']);
    expect(selectedIdsAmong(rows, (row) => row.id, new Set())).toEqual([]);
  });

  it('says how many are selected', () => {
    expect(selectedText(2)).toBe('2 selected');
  });
});

describe('column widths', () => {
  it('keeps a width within bounds and whole', () => {
    expect(clampWidth(20, 60)).toBe(60);
    expect(clampWidth(123.6, 60)).toBe(124);
    expect(clampWidth(5000, 60, 800)).toBe(800);
    expect(clampWidth(Number.NaN, 60)).toBe(150);
  });

  it('resizes by 10 px per arrow and 50 px with Shift, not below the minimum', () => {
    expect(nextResizeWidth('ArrowRight', 150, { min: 60 })).toBe(160);
    expect(nextResizeWidth('ArrowLeft', 150, { min: 60 })).toBe(140);
    expect(nextResizeWidth('ArrowRight', 150, { min: 60, isLarge: true })).toBe(200);
    expect(nextResizeWidth('ArrowLeft', 65, { min: 60 })).toBe(60);
    expect(nextResizeWidth('Home', 300, { min: 80 })).toBe(80);
    expect(nextResizeWidth('End', 300, { min: 80, max: 400 })).toBe(400);
    expect(nextResizeWidth('Enter', 300, { min: 80 })).toBeNull();
  });

  it('writes the track list from one place', () => {
    expect(gridTemplate([44, 160, 90])).toBe('44px 160px 90px');
  });
});

describe('column visibility', () => {
  const ids = ['employee', 'project', 'hours'];

  it('counts a missing entry as visible', () => {
    expect(visibleCount(ids, {})).toBe(3);
    expect(visibleCount(ids, { project: false, hours: true })).toBe(2);
  });

  it('never hides the last visible column', () => {
    expect(canHideColumn('hours', ids, { employee: false })).toBe(true);
    expect(canHideColumn('hours', ids, { employee: false, project: false })).toBe(false);
    // Showing a hidden column is always allowed.
    expect(canHideColumn('employee', ids, { employee: false, project: false })).toBe(true);
  });
});

describe('pages', () => {
  const rows = Array.from({ length: 245 }, (_, index) => index + 1);

  it('slices one page', () => {
    expect(pageOf(rows, 1, 20)).toEqual(rows.slice(0, 20));
    expect(pageOf(rows, 2, 50)[0]).toBe(51);
    expect(pageOf(rows, 2, 50).at(-1)).toBe(100);
    expect(pageOf(rows, 13, 20)).toEqual([241, 242, 243, 244, 245]);
    expect(pageOf(rows, 99, 20)).toEqual([]);
  });
});

describe('keyboard cell moves', () => {
  const bounds = { rowCount: 100, colCount: 5, pageRows: 10 };

  it('moves by arrows and stops at the edges (row -1 is the header)', () => {
    expect(nextCell('ArrowDown', { row: 0, col: 2 }, bounds)).toEqual({ row: 1, col: 2 });
    expect(nextCell('ArrowUp', { row: 0, col: 2 }, bounds)).toEqual({ row: -1, col: 2 });
    expect(nextCell('ArrowUp', { row: -1, col: 2 }, bounds)).toEqual({ row: -1, col: 2 });
    expect(nextCell('ArrowLeft', { row: 3, col: 0 }, bounds)).toEqual({ row: 3, col: 0 });
    expect(nextCell('ArrowRight', { row: 3, col: 4 }, bounds)).toEqual({ row: 3, col: 4 });
    expect(nextCell('ArrowDown', { row: 99, col: 4 }, bounds)).toEqual({ row: 99, col: 4 });
  });

  it('jumps with Home, End, Ctrl+Home, Ctrl+End and pages', () => {
    expect(nextCell('Home', { row: 7, col: 3 }, bounds)).toEqual({ row: 7, col: 0 });
    expect(nextCell('End', { row: 7, col: 1 }, bounds)).toEqual({ row: 7, col: 4 });
    expect(nextCell('Home', { row: 7, col: 3 }, { ...bounds, isCtrl: true })).toEqual({
      row: 0,
      col: 0,
    });
    expect(nextCell('End', { row: 7, col: 1 }, { ...bounds, isCtrl: true })).toEqual({
      row: 99,
      col: 4,
    });
    expect(nextCell('PageDown', { row: 95, col: 1 }, bounds)).toEqual({ row: 99, col: 1 });
    expect(nextCell('PageUp', { row: 5, col: 1 }, bounds)).toEqual({ row: -1, col: 1 });
    expect(nextCell('Tab', { row: 5, col: 1 }, bounds)).toBeNull();
  });
});

describe('cell text', () => {
  it('shows nothing for empty values and the string of the rest', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(7.5)).toBe('7.5');
    expect(cellText('Approved')).toBe('Approved');
  });
});
