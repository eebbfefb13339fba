import {
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { dropBeforeId } from './data-grid-column-order';

/** A header being dragged, and where it would drop: before `beforeId`, or after the last (null). */
export type ColumnDrag = { columnId: string; beforeId: string | null };

export type ColumnDragOptions = {
  /** The element that scrolls the grid sideways, for scrolling while a header nears its edges. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Called once when a header is dropped (the order may be unchanged: the caller compares). */
  onDrop: (columnId: string, beforeId: string | null) => void;
};

/** How far (px) the pointer travels before a press on a header becomes a drag, not a click. */
const DRAG_THRESHOLD = 5;
/** How close to the left or right edge (px) a dragged header starts scrolling the grid. */
const EDGE_ZONE = 40;
const MAX_SCROLL_STEP = 24;

/**
 * Column reorder by dragging a data column's header, with the technique of the row reorder
 * (data-grid-reorder.ts): one pointerdown handler on the header row, then window listeners until
 * release, a drop marker instead of moving columns under the pointer, the grid scrolling near its
 * edges, and Escape to cancel. The header row's movable cells carry `data-column-id`. Keyboard
 * users move columns from the column picker.
 */
export function useColumnDrag(options: ColumnDragOptions) {
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const [drag, setDrag] = useState<ColumnDrag | null>(null);

  const [onPointerDown] = useState(() => {
    let row: HTMLElement | null = null;
    let current: ColumnDrag | null = null;
    let isDragging = false;
    let startX = 0;
    let pointerX = 0;
    let frame = 0;

    const update = (next: ColumnDrag | null) => {
      current = next;
      setDrag(next);
    };
    const retarget = () => {
      if (!row || !current) return;
      const headers = [...row.querySelectorAll<HTMLElement>('[data-column-id]')].map((cell) => {
        const box = cell.getBoundingClientRect();
        return { id: cell.dataset.columnId ?? '', left: box.left, right: box.right };
      });
      const beforeId = dropBeforeId(headers, current.columnId, pointerX);
      if (beforeId !== current.beforeId) update({ ...current, beforeId });
    };
    const autoScroll = () => {
      frame = 0;
      const scroller = optionsRef.current.scrollRef.current;
      if (!isDragging || !scroller) return;
      const box = scroller.getBoundingClientRect();
      let step = 0;
      if (pointerX < box.left + EDGE_ZONE) {
        step = -Math.min(MAX_SCROLL_STEP, Math.ceil((box.left + EDGE_ZONE - pointerX) / 2));
      } else if (pointerX > box.right - EDGE_ZONE) {
        step = Math.min(MAX_SCROLL_STEP, Math.ceil((pointerX - box.right + EDGE_ZONE) / 2));
      }
      if (step !== 0 && scroller.scrollWidth > scroller.clientWidth) {
        scroller.scrollLeft += step;
        retarget();
      }
      frame = requestAnimationFrame(autoScroll);
    };
    const stop = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKeyDown, true);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      row = null;
      isDragging = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      pointerX = event.clientX;
      if (!isDragging) {
        if (Math.abs(pointerX - startX) < DRAG_THRESHOLD || !current) return;
        isDragging = true;
        setDrag(current);
        frame = requestAnimationFrame(autoScroll);
      }
      retarget();
    };
    const onPointerUp = () => {
      const dropped = isDragging ? current : null;
      stop();
      update(null);
      if (dropped) optionsRef.current.onDrop(dropped.columnId, dropped.beforeId);
    };
    const onCancel = () => {
      stop();
      update(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    };

    return (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || event.ctrlKey || row) return;
      const target = event.target as HTMLElement;
      // The resizer and the select-all box keep their own pointer behaviour.
      if (target.closest('[role="separator"], input, button')) return;
      const cell = target.closest<HTMLElement>('[data-column-id]');
      const columnId = cell?.dataset.columnId;
      if (!cell || !columnId) return;
      row = event.currentTarget;
      startX = pointerX = event.clientX;
      // Not shown until the pointer travels: a press that ends in place is a click on the header.
      current = { columnId, beforeId: null };
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onKeyDown, true);
    };
  });

  return { drag, onPointerDown };
}
