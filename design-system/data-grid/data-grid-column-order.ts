/**
 * The order of the grid's data columns, as pure rules: a saved order fitted to the columns the
 * grid has now, a move from the column picker or a header drag, and what a screen reader hears.
 * Only data columns move: the grid's own columns (row handle, selection, actions) keep their
 * places at the edges.
 */
import { moveItem } from './data-grid-model';

/**
 * The data columns in the saved order. Saved ids of columns that no longer exist are dropped, and
 * a column the save does not know (added since) goes right after the column it follows in the
 * definitions, so a new column appears where its author put it. Without a save (an older build's
 * settings, or none): the definition order.
 */
export function fitColumnOrder(
  columnIds: readonly string[],
  saved: readonly string[] | undefined,
): string[] {
  const known = new Set(columnIds);
  const order: string[] = [];
  const placed = new Set<string>();
  for (const id of saved ?? []) {
    if (!known.has(id) || placed.has(id)) continue;
    order.push(id);
    placed.add(id);
  }
  if (order.length === 0) return columnIds.slice();
  columnIds.forEach((id, index) => {
    if (placed.has(id)) return;
    let at = 0;
    for (let before = index - 1; before >= 0; before--) {
      const previous = columnIds[before] as string;
      if (placed.has(previous)) {
        at = order.indexOf(previous) + 1;
        break;
      }
    }
    order.splice(at, 0, id);
    placed.add(id);
  });
  return order;
}

/** The order with `columnId` moved to `toIndex` (clamped); unchanged for an unknown id. */
export function moveColumnTo(
  order: readonly string[],
  columnId: string,
  toIndex: number,
): string[] {
  const from = order.indexOf(columnId);
  return from < 0 ? order.slice() : moveItem(order, from, toIndex);
}

/**
 * The order with `columnId` put just before `beforeId` (a header drag dropped there), or after
 * every other column when `beforeId` is null.
 */
export function moveColumnBefore(
  order: readonly string[],
  columnId: string,
  beforeId: string | null,
): string[] {
  if (!order.includes(columnId) || beforeId === columnId) return order.slice();
  const rest = order.filter((id) => id !== columnId);
  const at = beforeId === null ? rest.length : rest.indexOf(beforeId);
  if (at < 0) return order.slice();
  rest.splice(at, 0, columnId);
  return rest;
}

/**
 * Where a header dragged to `pointerX` would drop: before the first of the other headers whose
 * middle lies right of the pointer, or null (after the last). `headers` are the movable headers
 * in the order shown, with their left and right edges.
 */
export function dropBeforeId(
  headers: readonly { id: string; left: number; right: number }[],
  columnId: string,
  pointerX: number,
): string | null {
  for (const header of headers) {
    if (header.id === columnId) continue;
    if (pointerX < (header.left + header.right) / 2) return header.id;
  }
  return null;
}

/** Whether two orders are the same. */
export function isSameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}

/** What a screen reader hears after a column moved (1-based position among the data columns). */
export function columnMovedMessage(header: string, position: number, count: number): string {
  return `${header} moved to position ${position} of ${count}.`;
}
