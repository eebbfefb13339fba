/**
 * Pure rules of the data grid (document 2, sections 2 and 9): row heights, the drag-reorder
 * preview, selection, column widths and visibility, client-side pages and keyboard cell moves.
 * Nothing here touches React or the DOM, so every rule has a unit test beside it.
 */

/** Height of a row in px. Fixed, so the virtualiser never measures the DOM. */
export const ROW_HEIGHT = 40;
/** A row in edit mode: room for an input. */
export const EDIT_ROW_HEIGHT = 52;
/** A row in edit mode with at least one field error: an input and up to two lines of message. */
export const EDIT_ROW_WITH_ERRORS_HEIGHT = 84;
/** Rows rendered beyond each edge of the viewport while scrolling. */
export const OVERSCAN_ROWS = 2;

/** Width of a column nobody gave one (px). */
export const DEFAULT_COLUMN_WIDTH = 150;
/** The narrowest a column can be made by default (px). */
export const DEFAULT_MIN_COLUMN_WIDTH = 60;
/** The widest a column can be made (px). */
export const MAX_COLUMN_WIDTH = 1200;
/** Keyboard resize: one arrow press, and one with Shift held (px). */
export const RESIZE_STEP = 10;
export const RESIZE_STEP_LARGE = 50;

/** Widths of the grid's own columns (px). */
export const SELECT_COLUMN_WIDTH = 44;
export const REORDER_COLUMN_WIDTH = 40;
export const ACTIONS_COLUMN_WIDTH = 52;

/** Ids of the grid's own columns; caller columns may not use them. */
export const SELECT_COLUMN_ID = '__select';
export const REORDER_COLUMN_ID = '__reorder';
export const ACTIONS_COLUMN_ID = '__actions';

/** A row's edit state, as the spec's grid row has it: an inEdit flag and per-field errors. */
export type DataGridRowEdit = {
  /** The row shows editors instead of values. */
  inEdit: boolean;
  /** Error messages by column id. */
  errors?: Partial<Record<string, string>> | undefined;
};

/** Whether a row's edit state carries at least one error message. */
export function hasFieldErrors(edit: DataGridRowEdit | undefined): boolean {
  if (!edit?.inEdit || !edit.errors) return false;
  for (const key in edit.errors) if (edit.errors[key]) return true;
  return false;
}

/** The height of one row: plain, in edit mode, or in edit mode with errors. */
export function rowHeightOf(edit: DataGridRowEdit | undefined): number {
  if (!edit?.inEdit) return ROW_HEIGHT;
  return hasFieldErrors(edit) ? EDIT_ROW_WITH_ERRORS_HEIGHT : EDIT_ROW_HEIGHT;
}

// ---------------------------------------------------------------------------------------------
// Reorder

/** A row being dragged: it was at `from` and is shown at `to` until it is dropped. */
export type RowMove = { from: number; to: number };

/**
 * The source index shown at `displayIndex` while a row is dragged from `move.from` to `move.to`:
 * the dragged row sits at `to` and the rows between shift by one. O(1), so the preview never
 * copies the rows (there may be 100,000 of them).
 */
export function sourceIndexAt(displayIndex: number, move: RowMove | null): number {
  if (!move || move.from === move.to) return displayIndex;
  const { from, to } = move;
  if (displayIndex === to) return from;
  if (from < to && displayIndex >= from && displayIndex < to) return displayIndex + 1;
  if (from > to && displayIndex > to && displayIndex <= from) return displayIndex - 1;
  return displayIndex;
}

/** The inverse of `sourceIndexAt`: where the row at `sourceIndex` is shown during a move. */
export function displayIndexOf(sourceIndex: number, move: RowMove | null): number {
  if (!move || move.from === move.to) return sourceIndex;
  const { from, to } = move;
  if (sourceIndex === from) return to;
  if (from < to && sourceIndex > from && sourceIndex <= to) return sourceIndex - 1;
  if (from > to && sourceIndex >= to && sourceIndex < from) return sourceIndex + 1;
  return sourceIndex;
}

/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  if (items.length === 0) return next;
  const start = clampIndex(from, items.length);
  const end = clampIndex(to, items.length);
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved as T);
  return next;
}

/** `index` kept within 0 … length - 1 (0 for an empty list). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(length - 1, Math.max(0, Math.trunc(index)));
}

/** The target index after a reorder key press, or null when the key does not move the row. */
export function nextMoveTarget(key: string, to: number, length: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return clampIndex(to - 1, length);
    case 'ArrowDown':
      return clampIndex(to + 1, length);
    case 'Home':
      return 0;
    case 'End':
      return clampIndex(length - 1, length);
    default:
      return null;
  }
}

/** What a screen reader hears at each step of a keyboard or pointer reorder. */
export const reorderMessages = {
  pickedUp: (label: string, position: number, count: number) =>
    `Picked up ${label}, row ${position} of ${count}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
  moved: (label: string, position: number, count: number) =>
    `${label} moved to row ${position} of ${count}.`,
  dropped: (label: string, position: number, count: number) =>
    `Dropped ${label} at row ${position} of ${count}.`,
  cancelled: (label: string, position: number) =>
    `Reorder cancelled. ${label} is back at row ${position}.`,
};

// ---------------------------------------------------------------------------------------------
// Recycling virtual rows

/**
 * Keys of the rendered virtual rows. A row's element is recycled: the row at source index i gets
 * slot i % pool, so a row leaving the window hands its element to the row entering it and React
 * updates text instead of creating elements (a fling replaces every row each frame). Rows that
 * must keep their element claim their slot first: the one being dragged and the one holding focus.
 * Row parts with state of their own (menus, editors, custom cells) are keyed by row id inside.
 * `sources` are the rendered source indexes; `keep` those that claim their slot first.
 */
export function recycledRowKeys(
  sources: readonly number[],
  pool: number,
  keep: readonly number[],
): Map<number, string> {
  const keys = new Map<number, string>();
  const used = new Set<string>();
  const claim = (source: number) => {
    if (keys.has(source)) return;
    let key = String(source % pool);
    if (used.has(key)) key = `x${source}`;
    used.add(key);
    keys.set(source, key);
  };
  for (const source of keep) if (sources.includes(source)) claim(source);
  for (const source of sources) claim(source);
  return keys;
}

/** Slots needed so a contiguous window of rows never shares one: rows in view plus overscan. */
export function rowPoolSize(viewportHeight: number): number {
  return Math.ceil(viewportHeight / ROW_HEIGHT) + 2 * OVERSCAN_ROWS + 2;
}

// ---------------------------------------------------------------------------------------------
// Selection

/** The select-all box: empty, some (indeterminate) or all. */
export type SelectAllState = 'none' | 'some' | 'all';

export function selectAllState(selectedCount: number, rowCount: number): SelectAllState {
  if (selectedCount <= 0 || rowCount <= 0) return 'none';
  return selectedCount >= rowCount ? 'all' : 'some';
}

/** The ids with `id` added or removed, keeping the order they were chosen in. */
export function toggleId(ids: readonly string[], id: string, isSelected: boolean): string[] {
  const has = ids.includes(id);
  if (isSelected) return has ? ids.slice() : [...ids, id];
  return has ? ids.filter((other) => other !== id) : ids.slice();
}

/**
 * The selected ids that are still among the rows, in row order. Selection outlives rows (a deleted
 * row may still be in a controlled selection), so the bar and bulk actions count only these.
 * O(rows) but runs only when the rows or the selection change, never while scrolling.
 */
export function selectedIdsAmong<TRow>(
  rows: readonly TRow[],
  getRowId: (row: TRow) => string,
  selected: ReadonlySet<string>,
): string[] {
  if (selected.size === 0) return [];
  const ids: string[] = [];
  for (const row of rows) {
    const id = getRowId(row);
    if (selected.has(id)) ids.push(id);
  }
  return ids;
}

/** '{n} selected', as the bulk-action bar says it. */
export function selectedText(count: number): string {
  return `${count} selected`;
}

// ---------------------------------------------------------------------------------------------
// Columns

/** A width kept within a column's bounds and rounded to a whole pixel. */
export function clampWidth(width: number, min: number, max: number = MAX_COLUMN_WIDTH): number {
  if (!Number.isFinite(width)) return Math.max(min, Math.min(max, DEFAULT_COLUMN_WIDTH));
  return Math.round(Math.min(max, Math.max(min, width)));
}

/** The width after a key press on a column's resizer, or null when the key does not resize. */
export function nextResizeWidth(
  key: string,
  width: number,
  {
    min,
    max = MAX_COLUMN_WIDTH,
    isLarge = false,
  }: { min: number; max?: number; isLarge?: boolean },
): number | null {
  const step = isLarge ? RESIZE_STEP_LARGE : RESIZE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return clampWidth(width - step, min, max);
    case 'ArrowRight':
      return clampWidth(width + step, min, max);
    case 'Home':
      return clampWidth(min, min, max);
    case 'End':
      return clampWidth(max, min, max);
    default:
      return null;
  }
}

/** The CSS grid track list for column widths, e.g. '44px 160px 150px'. */
export function gridTemplate(widths: readonly number[]): string {
  return widths.map((width) => `${width}px`).join(' ');
}

/** How many of `columnIds` are visible (a missing entry means visible). */
export function visibleCount(
  columnIds: readonly string[],
  visibility: Readonly<Record<string, boolean>>,
): number {
  let count = 0;
  for (const id of columnIds) if (visibility[id] !== false) count += 1;
  return count;
}

/** Whether `id` may be hidden now: never the last visible column. */
export function canHideColumn(
  id: string,
  columnIds: readonly string[],
  visibility: Readonly<Record<string, boolean>>,
): boolean {
  if (visibility[id] === false) return true;
  return visibleCount(columnIds, visibility) > 1;
}

// ---------------------------------------------------------------------------------------------
// Pages

/** The rows of one page (1-based) for client-side paging. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  if (pageSize <= 0) return rows.slice();
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

// ---------------------------------------------------------------------------------------------
// Keyboard cell moves

/** A cell by row (-1 is the header row) and column, both 0-based. */
export type CellPosition = { row: number; col: number };

/**
 * The cell that a navigation key moves to, or null when the key does not navigate. Rows run from
 * -1 (the header) to rowCount - 1; PageUp and PageDown move by `pageRows`.
 */
export function nextCell(
  key: string,
  { row, col }: CellPosition,
  {
    rowCount,
    colCount,
    pageRows,
    isCtrl = false,
  }: { rowCount: number; colCount: number; pageRows: number; isCtrl?: boolean },
): CellPosition | null {
  const lastRow = rowCount - 1;
  const lastCol = colCount - 1;
  const clampRow = (value: number) => Math.min(lastRow, Math.max(-1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(row - 1), col };
    case 'ArrowDown':
      return { row: clampRow(row + 1), col };
    case 'ArrowLeft':
      return { row, col: Math.max(0, col - 1) };
    case 'ArrowRight':
      return { row, col: Math.min(lastCol, col + 1) };
    case 'Home':
      return isCtrl ? { row: Math.min(0, lastRow), col: 0 } : { row, col: 0 };
    case 'End':
      return isCtrl ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      return { row: clampRow(row - Math.max(1, pageRows)), col };
    case 'PageDown':
      return { row: clampRow(row + Math.max(1, pageRows)), col };
    default:
      return null;
  }
}

/** The text a cell shows when its column has no custom renderer. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}
