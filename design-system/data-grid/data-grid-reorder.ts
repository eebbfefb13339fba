import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { ROW_HEIGHT, nextMoveTarget, reorderMessages, type RowMove } from './data-grid-model';

/** A row being reordered: `from` and `to` are indexes among the rows the grid shows. */
export type ActiveMove = RowMove & { rowId: string; mode: 'keyboard' | 'pointer' };

/** The handle's events; one object for all rows, created once. */
export type RowReorderHandlers = {
  onKeyDown: (event: KeyboardEvent<HTMLElement>, rowId: string, index: number) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>, rowId: string, index: number) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

export type RowReorderOptions = {
  move: ActiveMove | null;
  setMove: (move: ActiveMove | null) => void;
  /** Rows the grid shows (a page, or all of them). */
  rowCount: number;
  /** The index of the first shown row among all rows (pages before it). */
  rowOffset: number;
  /** All rows, for 'row 3 of 120'. */
  totalRowCount: number;
  /** The name of the row at a shown index (before the move). */
  labelAt: (index: number) => string;
  /** Called once when a row is dropped somewhere new. */
  onDrop: (rowId: string, from: number, to: number) => void;
  announce: (message: string) => void;
  /** The rowgroup holding the rows (its children carry data-row). */
  bodyRef: RefObject<HTMLElement | null>;
  /** The element that scrolls the rows, for scrolling while a row is dragged near its edges. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Brings a shown row into view. */
  revealRow: (index: number) => void;
};

/** How close to the top or bottom edge (px) a dragged row starts scrolling the grid. */
const EDGE_ZONE = 36;
const MAX_SCROLL_STEP = 24;

function handleOf(body: HTMLElement | null, rowId: string): HTMLElement | null {
  return body?.querySelector<HTMLElement>(`[data-reorder-handle="${CSS.escape(rowId)}"]`) ?? null;
}

/**
 * Drag reorder of rows by keyboard and pointer, built for virtual rows: nothing is copied per
 * step (the rows show through `sourceIndexAt`), the handle's row stays mounted, and the rows keep
 * their DOM order while a row moves, so the focused handle is never detached.
 * Keyboard: Space or Enter picks the row up, arrows (and Home, End) move it, Space or Enter drops
 * it, Escape cancels; every step is announced. Pointer: press the handle and drag; the grid
 * scrolls when the pointer nears its top or bottom edge.
 */
export function useRowReorder(options: RowReorderOptions): RowReorderHandlers {
  const optionsRef = useRef(options);
  const moveRef = useRef(options.move);
  const pendingFocusRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    optionsRef.current = options;
    moveRef.current = options.move;
  });

  const [handlers] = useState<RowReorderHandlers>(() => {
    const update = (next: ActiveMove | null) => {
      moveRef.current = next;
      optionsRef.current.setMove(next);
    };
    const position = (index: number) => optionsRef.current.rowOffset + index + 1;

    const start = (rowId: string, index: number, mode: ActiveMove['mode']) => {
      const o = optionsRef.current;
      update({ rowId, from: index, to: index, mode });
      o.announce(reorderMessages.pickedUp(o.labelAt(index), position(index), o.totalRowCount));
    };
    const drop = () => {
      const move = moveRef.current;
      if (!move) return;
      const o = optionsRef.current;
      const label = o.labelAt(move.from);
      update(null);
      if (move.mode === 'keyboard') pendingFocusRef.current = move.rowId;
      if (move.to !== move.from) o.onDrop(move.rowId, move.from, move.to);
      o.announce(reorderMessages.dropped(label, position(move.to), o.totalRowCount));
    };
    const cancel = () => {
      const move = moveRef.current;
      if (!move) return;
      const o = optionsRef.current;
      update(null);
      if (move.mode === 'keyboard') pendingFocusRef.current = move.rowId;
      o.announce(reorderMessages.cancelled(o.labelAt(move.from), position(move.from)));
    };

    // Pointer dragging listens on the window: the handle may be re-rendered under the pointer.
    let pointerY = 0;
    let frame = 0;
    const retarget = () => {
      const move = moveRef.current;
      const body = optionsRef.current.bodyRef.current;
      if (!move || !body) return;
      let target: number | null = null;
      let first: { index: number; top: number } | null = null;
      let last: { index: number; bottom: number } | null = null;
      for (const element of body.children) {
        const value = (element as HTMLElement).dataset.row;
        if (value === undefined) continue;
        const index = Number(value);
        const box = element.getBoundingClientRect();
        if (pointerY >= box.top && pointerY < box.bottom) target = index;
        if (!first || box.top < first.top) first = { index, top: box.top };
        if (!last || box.bottom > last.bottom) last = { index, bottom: box.bottom };
      }
      if (target === null && first && pointerY < first.top) target = first.index;
      if (target === null && last && pointerY >= last.bottom) target = last.index;
      if (target !== null && target !== move.to) update({ ...move, to: target });
    };
    const autoScroll = () => {
      frame = 0;
      if (moveRef.current?.mode !== 'pointer') return;
      const scroller = optionsRef.current.scrollRef.current;
      if (scroller) {
        const box = scroller.getBoundingClientRect();
        // The sticky header row covers the top of the scroller.
        const top = box.top + ROW_HEIGHT + EDGE_ZONE;
        const bottom = box.bottom - EDGE_ZONE;
        let step = 0;
        if (pointerY < top) step = -Math.min(MAX_SCROLL_STEP, Math.ceil((top - pointerY) / 2));
        else if (pointerY > bottom)
          step = Math.min(MAX_SCROLL_STEP, Math.ceil((pointerY - bottom) / 2));
        if (step !== 0 && scroller.scrollHeight > scroller.clientHeight) {
          scroller.scrollTop += step;
          retarget();
        }
      }
      frame = requestAnimationFrame(autoScroll);
    };
    const stopPointer = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onWindowKeyDown, true);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    const onPointerMove = (event: globalThis.PointerEvent) => {
      pointerY = event.clientY;
      retarget();
    };
    const onPointerUp = () => {
      stopPointer();
      drop();
    };
    const onPointerCancel = () => {
      stopPointer();
      cancel();
    };
    const onWindowKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      stopPointer();
      cancel();
    };

    return {
      onKeyDown(event, rowId, index) {
        const move = moveRef.current;
        const key = event.key;
        if (!move) {
          if (key === ' ' || key === 'Enter') {
            event.preventDefault();
            start(rowId, index, 'keyboard');
          }
          return;
        }
        if (move.rowId !== rowId || move.mode !== 'keyboard') return;
        if (key === ' ' || key === 'Enter') {
          event.preventDefault();
          drop();
          return;
        }
        if (key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          cancel();
          return;
        }
        if (key === 'Tab') {
          cancel();
          return;
        }
        const target = nextMoveTarget(key, move.to, optionsRef.current.rowCount);
        if (target === null) return;
        event.preventDefault();
        if (target === move.to) return;
        const o = optionsRef.current;
        update({ ...move, to: target });
        o.announce(reorderMessages.moved(o.labelAt(move.from), position(target), o.totalRowCount));
      },
      onPointerDown(event, rowId, index) {
        if (event.button !== 0 || moveRef.current) return;
        // No text selection or native drag while the row moves; keep focus on the handle.
        event.preventDefault();
        event.currentTarget.focus({ preventScroll: true });
        pointerY = event.clientY;
        start(rowId, index, 'pointer');
        window.addEventListener('pointermove', onPointerMove);
        window.addEventListener('pointerup', onPointerUp);
        window.addEventListener('pointercancel', onPointerCancel);
        window.addEventListener('keydown', onWindowKeyDown, true);
        frame = requestAnimationFrame(autoScroll);
      },
      onBlur(event) {
        const move = moveRef.current;
        // Focus moved somewhere on purpose (not lost to a re-render): the move is abandoned.
        if (move?.mode === 'keyboard' && event.relatedTarget) cancel();
      },
    };
  });

  const { move } = options;
  useLayoutEffect(() => {
    const o = optionsRef.current;
    if (move?.mode === 'keyboard') {
      o.revealRow(move.to);
      const handle = handleOf(o.bodyRef.current, move.rowId);
      if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
      return;
    }
    const pending = pendingFocusRef.current;
    if (move === null && pending) {
      pendingFocusRef.current = null;
      // The caller's new row order moves (or recycles) row elements, which can drop focus or
      // leave it on another row's handle: give it back to the moved row's handle.
      const handle = handleOf(o.bodyRef.current, pending);
      if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
    }
  }, [move]);

  return handlers;
}
