import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Spinner } from '../spinner/spinner';
import {
  OVERSCAN_ROWS,
  ROW_HEIGHT,
  displayIndexOf,
  recycledRowKeys,
  rowHeightOf,
  rowPoolSize,
  sourceIndexAt,
  type DataGridRowEdit,
} from './data-grid-model';
import type { GridTabStop } from './data-grid-navigation';
import { useRowReorder, type ActiveMove } from './data-grid-reorder';
import { DataGridRow } from './data-grid-row';
import type { DataGridColumnView, DataGridRowConfig } from './data-grid-types';

export type DataGridBodyProps<TRow> = {
  /**
   * The grid element, which scrolls the rows. The body renders it, so the element is attached
   * before the virtualiser's first layout effect looks for it.
   */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Props of the grid element (role, ARIA, style, keyboard). */
  gridProps: ComponentProps<'div'> & { 'data-slot': string };
  /** The header row group, rendered first inside the grid. */
  headerRow: ReactNode;
  /** Shown instead of rows (loading, empty); null to show the rows. */
  message: ReactNode;
  /** The rows shown: all of them (virtual) or one page. */
  rows: readonly TRow[];
  /** How many rows come before the first shown one (pages before it). */
  rowOffset: number;
  /** All rows (for aria-rowindex and 'row 3 of 120'). */
  totalRowCount: number;
  columns: readonly DataGridColumnView<TRow>[];
  config: DataGridRowConfig<TRow>;
  getRowId: (row: TRow) => string;
  getRowLabel: (row: TRow) => string;
  getRowEdit: ((row: TRow) => DataGridRowEdit | undefined) | undefined;
  /** Null when the grid has no selection. */
  selected: ReadonlySet<string> | null;
  canReorder: boolean;
  /** A row dropped at a new place; indexes among the shown rows. */
  onRowDrop: (rowId: string, from: number, to: number) => void;
  announce: (message: string) => void;
  /** Virtual: only the rows in view are rendered (a fixed-height scroller). */
  isVirtual: boolean;
  /** Px height of the viewport, so the first render already has its rows. */
  viewportHeight: number;
  /**
   * The cell holding the grid's tab stop. Its row stays rendered (and keeps its element) while
   * scrolled out of view, so Tab returns to it and focus is neither lost nor carried onto
   * another row.
   */
  tabStop: GridTabStop;
};

/** The rows of the grid: virtual (TanStack Virtual) or a whole page. */
export function DataGridBody<TRow>(props: DataGridBodyProps<TRow>) {
  return props.isVirtual ? <VirtualRows {...props} /> : <StaticRows {...props} />;
}

function useReorder<TRow>(
  props: DataGridBodyProps<TRow>,
  bodyRef: RefObject<HTMLDivElement | null>,
  move: ActiveMove | null,
  setMove: (move: ActiveMove | null) => void,
  revealRow: (index: number) => void,
) {
  const { rows, getRowLabel } = props;
  const labelAt = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? '' : getRowLabel(row);
    },
    [rows, getRowLabel],
  );
  return useRowReorder({
    move,
    setMove,
    rowCount: rows.length,
    rowOffset: props.rowOffset,
    totalRowCount: props.totalRowCount,
    labelAt,
    onDrop: props.onRowDrop,
    announce: props.announce,
    bodyRef,
    scrollRef: props.scrollRef,
    revealRow,
  });
}

function renderRow<TRow>(
  props: DataGridBodyProps<TRow>,
  reorder: ReturnType<typeof useRowReorder> | null,
  move: ActiveMove | null,
  displayIndex: number,
  position: { top?: number; height?: number; order?: number },
  key?: string,
): ReactNode {
  const sourceIndex = sourceIndexAt(displayIndex, move);
  const row = props.rows[sourceIndex];
  if (row === undefined) return null;
  const rowId = props.getRowId(row);
  return (
    <DataGridRow<TRow>
      key={key ?? rowId}
      row={row}
      rowId={rowId}
      rowLabel={props.getRowLabel(row)}
      index={displayIndex}
      ariaRowIndex={props.rowOffset + displayIndex + 2}
      columns={props.columns}
      config={props.config}
      reorder={reorder}
      isSelected={props.selected ? props.selected.has(rowId) : undefined}
      edit={props.getRowEdit?.(row)}
      isDragging={move?.rowId === rowId}
      focusCol={rowId === props.tabStop.rowId ? props.tabStop.col : undefined}
      top={position.top}
      height={position.height}
      order={position.order}
    />
  );
}

function VirtualRows<TRow>(props: DataGridBodyProps<TRow>) {
  const { rows, getRowEdit, scrollRef, viewportHeight, message } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [move, setMove] = useState<ActiveMove | null>(null);
  const focused = props.tabStop.rowIndex >= 0 ? props.tabStop.rowIndex : null;

  const pinned = [move?.to, focused === null ? undefined : displayIndexOf(focused, move)];
  const pinnedA = pinned[0];
  const pinnedB = pinned[1];
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      let changed = false;
      for (const index of [pinnedA, pinnedB]) {
        if (index === undefined || index >= range.count || indexes.includes(index)) continue;
        indexes.push(index);
        changed = true;
      }
      return changed ? indexes.sort((a, b) => a - b) : indexes;
    },
    [pinnedA, pinnedB],
  );
  // A fixed height for every row unless some rows are in edit mode; nothing is measured.
  const estimateSize = useCallback(
    (index: number) => {
      if (!getRowEdit) return ROW_HEIGHT;
      const row = rows[sourceIndexAt(index, move)];
      return row === undefined ? ROW_HEIGHT : rowHeightOf(getRowEdit(row));
    },
    [rows, getRowEdit, move],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: message ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    // The rows start under the sticky header row, inside the same scroller.
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
    initialRect: { width: 0, height: viewportHeight },
  });

  // Heights come from edit state, which the virtualiser cannot see change: re-read them.
  useLayoutEffect(() => {
    if (getRowEdit) virtualizer.measure();
  }, [virtualizer, getRowEdit, rows, move]);

  const revealRow = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    [virtualizer],
  );
  const reorder = useReorder(props, bodyRef, move, setMove, revealRow);

  const items = virtualizer.getVirtualItems();
  // While a row moves, rows keep their DOM order (by source index) and only their offsets
  // change, so no node is detached and the focused handle keeps focus.
  const ordered = move
    ? [...items].sort((a, b) => sourceIndexAt(a.index, move) - sourceIndexAt(b.index, move))
    : items;
  const pool = rowPoolSize(viewportHeight);
  const keys = recycledRowKeys(
    ordered.map((item) => sourceIndexAt(item.index, move)),
    pool,
    [move?.from, focused].filter((index): index is number => index !== undefined && index !== null),
  );

  return (
    <div ref={scrollRef} {...props.gridProps}>
      {props.headerRow}
      {message ?? (
        <div
          ref={bodyRef}
          role="rowgroup"
          data-slot="data-grid-body"
          className="relative w-(--dg-width) min-w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {ordered.map((item) => {
            const source = sourceIndexAt(item.index, move);
            return renderRow(
              props,
              props.canReorder ? reorder : null,
              move,
              item.index,
              { top: item.start - ROW_HEIGHT, height: item.size },
              keys.get(source),
            );
          })}
        </div>
      )}
    </div>
  );
}

function StaticRows<TRow>(props: DataGridBodyProps<TRow>) {
  const { rows, scrollRef } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [move, setMove] = useState<ActiveMove | null>(null);
  const revealRow = useCallback((index: number) => {
    bodyRef.current
      ?.querySelector(`:scope > [data-row="${index}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, []);
  const reorder = useReorder(props, bodyRef, move, setMove, revealRow);
  return (
    <div ref={scrollRef} {...props.gridProps}>
      {props.headerRow}
      {props.message ?? (
        <div
          ref={bodyRef}
          role="rowgroup"
          data-slot="data-grid-body"
          className="flex w-(--dg-width) min-w-full flex-col"
        >
          {rows.map((_, sourceIndex) => {
            const displayIndex = displayIndexOf(sourceIndex, move);
            return renderRow(props, props.canReorder ? reorder : null, move, displayIndex, {
              order: move ? displayIndex : undefined,
            });
          })}
        </div>
      )}
    </div>
  );
}

/** The one row shown instead of rows: loading, or the empty message. */
export function DataGridMessageRow({
  colCount,
  isLoading,
  children,
}: {
  colCount: number;
  isLoading: boolean;
  children: ReactNode;
}) {
  return (
    <div role="rowgroup" data-slot="data-grid-body" className="w-(--dg-width) min-w-full">
      <div role="row" aria-rowindex={2} className="w-full border-b border-border">
        <div
          role="gridcell"
          aria-colindex={1}
          aria-colspan={colCount}
          data-slot={isLoading ? 'data-grid-loading' : 'data-grid-empty'}
          className="sticky left-0 flex w-[100cqw] max-w-full items-center justify-center px-4 py-12 text-center text-sm text-text-muted"
        >
          {isLoading ? <Spinner size={20} label="Loading rows" showLabel /> : children}
        </div>
      </div>
    </div>
  );
}
