import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID_PAGE_SIZE,
  GRID_PAGE_SIZES,
  clampPage,
  gridPagerPages,
  gridRangeText,
  initialPageWindow,
  isPaginationShown,
  nextPageWindow,
  pageAfterSizeChange,
  pageCountOf,
  pagesOfWindow,
  type PageWindow,
} from './pagination-model';

/** Visits pages one after another, as a person clicking through would, and returns the window. */
function visit(pageCount: number, pages: number[]): PageWindow {
  let window: PageWindow | null = null;
  for (const page of pages) window = nextPageWindow(window, page, pageCount);
  if (!window) throw new Error('no pages visited');
  return window;
}

const shown = (window: PageWindow) => pagesOfWindow(window);

describe('isPaginationShown', () => {
  it('hides at 1 page or fewer', () => {
    expect(isPaginationShown(0)).toBe(false);
    expect(isPaginationShown(1)).toBe(false);
    expect(isPaginationShown(2)).toBe(true);
  });
});

describe('the page window', () => {
  it('shows pages 1 to 10 at first', () => {
    expect(shown(visit(30, [1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than 10', () => {
    expect(shown(visit(4, [1]))).toEqual([1, 2, 3, 4]);
    expect(initialPageWindow(7)).toEqual({ start: 1, end: 7, pageCount: 7 });
  });

  it('stays put for pages inside it below 10', () => {
    expect(shown(visit(30, [1, 5, 9]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs from 4 before to 5 after the 10th page when it reaches the edge', () => {
    expect(shown(visit(30, [1, 10]))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('does not move for a page of 10 or more that is not on the edge', () => {
    expect(shown(visit(30, [1, 10, 12]))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('moves again at the far edge', () => {
    expect(shown(visit(30, [1, 10, 15]))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('moves back at the near edge once the page is 10 or more', () => {
    expect(shown(visit(30, [1, 10, 15, 11]))).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('does not move at the near edge below page 10', () => {
    // 6 is the window's first page but below 10: the window stays.
    expect(shown(visit(30, [1, 10, 6]))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('goes back to the first window when a page below 10 falls outside it', () => {
    expect(shown(visit(30, [1, 10, 6, 5]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('is cut at the last page', () => {
    expect(shown(visit(23, [1, 10, 15, 20]))).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
    expect(shown(visit(23, [1, 10, 15, 20, 23]))).toEqual([19, 20, 21, 22, 23]);
    expect(shown(visit(12, [1, 10]))).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows a page the caller jumps to directly', () => {
    expect(shown(visit(30, [1, 17]))).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(shown(visit(30, [17]))).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
  });

  it('resets to the first window when the page count changes', () => {
    const moved = visit(30, [1, 10]);
    expect(shown(nextPageWindow(moved, 1, 25))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A new count with the page still 10 or more: reset, then make the page visible again.
    expect(shown(nextPageWindow(moved, 10, 25))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(shown(nextPageWindow(moved, 3, 25))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('returns the same window object when nothing changes', () => {
    const window = visit(30, [1]);
    expect(nextPageWindow(window, 4, 30)).toBe(window);
  });

  it('keeps a page within the pages there are', () => {
    expect(shown(visit(30, [99]))).toEqual([26, 27, 28, 29, 30]);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('is empty with no pages', () => {
    expect(shown(visit(0, [1]))).toEqual([]);
  });
});

describe('grid pager', () => {
  it('offers 20, 50 and 100 rows a page, 20 by default', () => {
    expect(GRID_PAGE_SIZES).toEqual([20, 50, 100]);
    expect(DEFAULT_GRID_PAGE_SIZE).toBe(20);
  });

  it('counts pages from rows', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(245, 50)).toBe(5);
  });

  it('shows 5 page buttons with the current page in the middle', () => {
    expect(gridPagerPages(1, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(gridPagerPages(3, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(gridPagerPages(4, 13)).toEqual([2, 3, 4, 5, 6]);
    expect(gridPagerPages(7, 13)).toEqual([5, 6, 7, 8, 9]);
    expect(gridPagerPages(12, 13)).toEqual([9, 10, 11, 12, 13]);
    expect(gridPagerPages(13, 13)).toEqual([9, 10, 11, 12, 13]);
  });

  it('shows fewer buttons when there are fewer pages', () => {
    expect(gridPagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(gridPagerPages(1, 1)).toEqual([1]);
    expect(gridPagerPages(1, 0)).toEqual([1]);
  });

  it("writes the 'x–y of n' text", () => {
    expect(gridRangeText(1, 20, 45)).toBe('1–20 of 45');
    expect(gridRangeText(2, 20, 45)).toBe('21–40 of 45');
    expect(gridRangeText(3, 20, 45)).toBe('41–45 of 45');
    expect(gridRangeText(9, 20, 45)).toBe('41–45 of 45');
    expect(gridRangeText(1, 20, 0)).toBe('0 of 0');
  });

  it('keeps the first row in view when the page size changes', () => {
    expect(pageAfterSizeChange(3, 20, 50)).toBe(1); // rows 41–60 → 1–50
    expect(pageAfterSizeChange(4, 20, 50)).toBe(2); // rows 61–80 → 51–100
    expect(pageAfterSizeChange(2, 100, 20)).toBe(6); // rows 101–200 → 101–120
    expect(pageAfterSizeChange(1, 20, 100)).toBe(1);
  });
});
