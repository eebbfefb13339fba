/**
 * Pure rules of the page selectors (document 2, sections 4 and 9). The `Pagination` window moves
 * with the current page and remembers where it was, so it is a small state machine:
 * `nextPageWindow(previous, page, pageCount)` gives the window to show for the new page.
 */

/** Spec: the window shows 10 pages at first. */
export const PAGE_WINDOW_SIZE = 10;
/** Spec: the window only moves once the current page is 10 or more. */
export const PAGE_WINDOW_MOVES_FROM = 10;
/** Spec: a moved window starts 4 pages before the current page… */
export const PAGES_BEFORE_CURRENT = 4;
/** …and ends 5 pages after it. */
export const PAGES_AFTER_CURRENT = 5;

/** Spec: the data grid pager shows 5 page buttons. */
export const GRID_PAGER_BUTTONS = 5;
/** Spec: grid page sizes 20, 50 and 100, default 20. */
export const GRID_PAGE_SIZES = [20, 50, 100] as const;
export type GridPageSize = (typeof GRID_PAGE_SIZES)[number];
export const DEFAULT_GRID_PAGE_SIZE: GridPageSize = 20;

/** The pages shown, `start` to `end` inclusive, for the page count they were worked out for. */
export type PageWindow = { start: number; end: number; pageCount: number };

/** Spec: pagination is hidden at 1 page or fewer. */
export function isPaginationShown(pageCount: number): boolean {
  return pageCount > 1;
}

/** A page number kept within 1 … pageCount (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** The first window: pages 1 to 10 (fewer when there are fewer pages). */
export function initialPageWindow(pageCount: number): PageWindow {
  const count = Math.max(0, Math.floor(pageCount));
  return { start: 1, end: Math.min(PAGE_WINDOW_SIZE, count), pageCount: count };
}

function windowAround(page: number, pageCount: number): PageWindow {
  return {
    start: Math.max(1, page - PAGES_BEFORE_CURRENT),
    end: Math.min(pageCount, page + PAGES_AFTER_CURRENT),
    pageCount,
  };
}

/**
 * The window to show once `page` is current.
 * - A new page count (or no previous window) starts again from the first window.
 * - From page 10 on, a page on the window's edge (its first or last page) moves the window to run
 *   from 4 pages before it to 5 after it (cut at the last page).
 * - A page outside the window (the caller jumped there, or Previous stepped off a moved window)
 *   shows the first window when that holds it, else a window around the page, so the current page
 *   is always visible.
 * Returns `previous` itself when nothing changes, so callers can keep it in state cheaply.
 */
export function nextPageWindow(
  previous: PageWindow | null,
  page: number,
  pageCount: number,
): PageWindow {
  const count = Math.max(0, Math.floor(pageCount));
  const reset = previous === null || previous.pageCount !== count;
  const base = reset ? initialPageWindow(count) : previous;
  if (count === 0) return base;

  const current = clampPage(page, count);
  const isOutside = current < base.start || current > base.end;
  const isOnEdge = current === base.start || current === base.end;

  let next = base;
  if (current >= PAGE_WINDOW_MOVES_FROM && (isOnEdge || isOutside)) {
    next = windowAround(current, count);
  } else if (isOutside) {
    next = initialPageWindow(count);
  }

  if (!reset && next.start === previous.start && next.end === previous.end) return previous;
  return next;
}

/** The page numbers of a window, in order. */
export function pagesOfWindow({ start, end }: PageWindow): number[] {
  const pages: number[] = [];
  for (let page = start; page <= end; page += 1) pages.push(page);
  return pages;
}

/** How many pages `total` rows make at `pageSize` rows a page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The grid pager's page buttons: up to 5, the current page in the middle where it can be, and
 * always 5 when there are 5 pages or more (near the ends the run stops at the first or last page).
 */
export function gridPagerPages(
  page: number,
  pageCount: number,
  buttons: number = GRID_PAGER_BUTTONS,
): number[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = clampPage(page, count);
  const shown = Math.min(buttons, count);
  const start = Math.min(Math.max(1, current - Math.floor(buttons / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, index) => start + index);
}

/** The grid pager's 'x–y of n' text, e.g. '21–40 of 45'; '0 of 0' when there are no rows. */
export function gridRangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const current = clampPage(page, pageCountOf(total, pageSize));
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  return `${first}–${last} of ${total}`;
}

/**
 * The page that keeps the first row in view when the page size changes, so the rows the user was
 * reading stay on screen (e.g. rows 41–60 at 20 a page become page 1 at 50 a page).
 */
export function pageAfterSizeChange(page: number, oldSize: number, newSize: number): number {
  const firstRow = (Math.max(1, page) - 1) * oldSize;
  return Math.floor(firstRow / newSize) + 1;
}
