import { useState } from 'react';
import { loadSettings } from '../../design-system/data-grid/data-grid-settings';
import { DEFAULT_GRID_PAGE_SIZE } from '../../design-system/pagination/pagination-model';

/** The page of a server-paged grid and its size, which starts from the grid's saved settings. */
export type GridPaging = {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** A new page size starts again from page 1. */
  setPageSize: (pageSize: number) => void;
  /**
   * Call while rendering, in the component that called the hook, with the answer's meta: a page
   * emptied by an archive or a delete shows the new last page instead.
   */
  keepPageInRange: (meta: { last_page: number } | undefined) => void;
};

/** `defaultPageSize`: the page size until the person picks one (the grid then saves it). */
export function useGridPaging(
  gridId: string,
  defaultPageSize: number = DEFAULT_GRID_PAGE_SIZE,
): GridPaging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => loadSettings(gridId).pageSize ?? defaultPageSize);
  return {
    page,
    setPage,
    pageSize,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    keepPageInRange: (meta) => {
      if (meta && page > meta.last_page) setPage(meta.last_page);
    },
  };
}

/** A server-paged list with a search and the archived switch (or tabs). */
export type PagedList = GridPaging & {
  /** The trimmed search text; '' lists all. */
  search: string;
  /** A new search starts again from page 1. */
  setSearch: (text: string) => void;
  /** false: the items in use; true: the archived ones. */
  isArchived: boolean;
  /** The other list starts again from page 1. */
  setIsArchived: (isArchived: boolean) => void;
  /** No search and the list in use: an empty answer means nothing was added yet. */
  isUnfiltered: boolean;
  /** What the list's query hook takes besides the organisation. */
  query: { page: number; limit: number; search: string; isArchived: boolean };
};

export function usePagedList(gridId: string): PagedList {
  const paging = useGridPaging(gridId);
  const [search, setSearch] = useState('');
  const [isArchived, setIsArchived] = useState(false);
  return {
    ...paging,
    search,
    setSearch: (text) => {
      setSearch(text.trim());
      paging.setPage(1);
    },
    isArchived,
    setIsArchived: (archived) => {
      setIsArchived(archived);
      paging.setPage(1);
    },
    isUnfiltered: search === '' && !isArchived,
    query: { page: paging.page, limit: paging.pageSize, search, isArchived },
  };
}
