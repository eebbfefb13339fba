import { useMemo, type RefObject } from 'react';
import { useControllableState } from '../lib/use-controllable-state';
import { DEFAULT_GRID_PAGE_SIZE, clampPage, pageCountOf } from '../pagination/pagination-model';
import { pageOf } from './data-grid-model';

/**
 * The grid's pages: the page and page size (owned by the caller or the grid; the size first from
 * the grid's saved settings, and saved there when chosen), the rows shown (the current page's,
 * when the grid pages its own rows) and the index among all rows of the first one shown.
 */
export function useDataGridPages<TRow>({
  rows,
  pagination,
  total,
  page,
  defaultPage,
  onPageChange,
  pageSize,
  storedPageSize,
  defaultPageSize,
  onPageSizeChange,
  savePageSize,
  scrollRef,
}: {
  rows: readonly TRow[];
  pagination: boolean;
  total: number | undefined;
  page: number | undefined;
  defaultPage: number;
  onPageChange: ((page: number) => void) | undefined;
  pageSize: number | undefined;
  /** The page size saved in the grid's settings. */
  storedPageSize: number | undefined;
  defaultPageSize: number | undefined;
  onPageSizeChange: ((pageSize: number) => void) | undefined;
  /** Saves a chosen page size in the grid's settings. */
  savePageSize: (pageSize: number) => void;
  scrollRef: RefObject<HTMLElement | null>;
}) {
  const isServerPaged = pagination && total !== undefined;
  const totalRowCount = isServerPaged ? total : rows.length;
  const [rawPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const [size, setSize] = useControllableState({
    value: pageSize,
    defaultValue: storedPageSize ?? defaultPageSize ?? DEFAULT_GRID_PAGE_SIZE,
    onChange: onPageSizeChange,
  });
  const currentPage = clampPage(rawPage, pageCountOf(totalRowCount, size));
  const shownRows = useMemo(
    () => (!pagination || isServerPaged ? rows : pageOf(rows, currentPage, size)),
    [pagination, isServerPaged, rows, currentPage, size],
  );
  const rowOffset = pagination ? (currentPage - 1) * size : 0;

  return {
    isServerPaged,
    totalRowCount,
    currentPage,
    size,
    shownRows,
    rowOffset,
    choosePage: (next: number) => {
      setPage(next);
      // Spec: choosing a page scrolls to the top.
      scrollRef.current?.scrollTo({ top: 0 });
    },
    choosePageSize: (next: number) => {
      setSize(next);
      savePageSize(next);
    },
  };
}
