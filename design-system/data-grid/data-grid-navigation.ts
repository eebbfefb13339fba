import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { ROW_HEIGHT, nextCell, type CellPosition } from './data-grid-model';

const NAVIGATION_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export type CellNavigationOptions = {
  /** The grid element. */
  gridRef: RefObject<HTMLElement | null>;
  /** Renders a virtual row (scrolls it into view) before its cell is focused. */
  revealRow: (index: number) => void;
  rowCount: number;
  colCount: number;
  /** The column the arrow keys start on when they move from the grid itself into it. */
  firstColumn: number;
};

/**
 * Arrow keys between cells (header row included), Home and End, Ctrl+Home and Ctrl+End, PageUp and
 * PageDown. Only cells and the grid itself navigate: controls inside cells keep their own keys.
 * Cells get tabIndex only when they are navigated to or clicked, so rendered rows stay light.
 * (A hook by name so it may take the grid's ref during render; it reads it only in handlers.)
 */
export function useCellNavigation({
  gridRef,
  revealRow,
  rowCount,
  colCount,
  firstColumn,
}: CellNavigationOptions) {
  const focusCell = ({ row, col }: CellPosition) => {
    const grid = gridRef.current;
    if (!grid) return;
    if (row >= 0) revealRow(row);
    const selector =
      row < 0
        ? `[data-row="-1"] > [aria-colindex="${col + 1}"]`
        : `[data-slot="data-grid-body"] > [data-row="${row}"] > [aria-colindex="${col + 1}"]`;
    let tries = 0;
    const attempt = () => {
      const cell = grid.querySelector<HTMLElement>(selector);
      if (cell) {
        cell.tabIndex = -1;
        cell.focus({ preventScroll: true });
        cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      } else if (tries++ < 8) {
        // A virtual row renders once the scroll it was revealed by has been handled.
        requestAnimationFrame(attempt);
      }
    };
    attempt();
  };

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const grid = gridRef.current;
      if (!grid || !NAVIGATION_KEYS.has(event.key)) return;
      const target = event.target as HTMLElement;
      const role = target.getAttribute('role');
      if (target === grid) {
        event.preventDefault();
        focusCell({ row: rowCount > 0 ? 0 : -1, col: firstColumn });
        return;
      }
      if (role !== 'gridcell' && role !== 'columnheader') return;
      const from = {
        row: Number(target.closest<HTMLElement>('[data-row]')?.dataset.row ?? -1),
        col: Number(target.getAttribute('aria-colindex') ?? 1) - 1,
      };
      const next = nextCell(event.key, from, {
        rowCount,
        colCount,
        pageRows: Math.max(1, Math.floor((grid.clientHeight - ROW_HEIGHT) / ROW_HEIGHT) - 1),
        isCtrl: event.ctrlKey || event.metaKey,
      });
      if (!next) return;
      event.preventDefault();
      focusCell(next);
    },
    onMouseDown(event: MouseEvent<HTMLElement>) {
      // A clicked cell takes focus (so the arrow keys go on from it), unless a control inside it
      // was clicked.
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[role="gridcell"], [role="columnheader"]');
      const control = target.closest(
        'button, input, select, textarea, a[href], [role="separator"]',
      );
      if (cell && !control) cell.tabIndex = -1;
    },
  };
}
