import type { ReactNode } from 'react';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
} from '../../design-system/data-grid/data-grid';
import { SearchInput } from '../../design-system/search-input/search-input';
import { Switch } from '../../design-system/switch/switch';
import { Tabs } from '../../design-system/tabs/tabs';
import { ListBody, type ListBodyProps } from './list-body';
import { usePhoneColumns } from './phone-grid';
import type { GridPaging } from './use-paged-list';

/** Which of a list's two halves shows: the items in use or the archived ones. */
export type ListArchivedControl = {
  isArchived: boolean;
  onArchivedChange: (isArchived: boolean) => void;
  /**
   * 'switch': a 'Show archived …' switch beside the search (its `label`); 'tabs': Active and
   * Archived tabs around the list (`label` names the tab list).
   */
  display: 'switch' | 'tabs';
  label: string;
};

export type ListScreenProps<Row> = Omit<ListBodyProps, 'children' | 'skeleton'> & {
  /** How many placeholder rows show while the first page loads (as many columns as the grid). */
  skeletonRows: number;
  /** Names the list's region, for a page that holds more than the list. */
  label?: string;
  /**
   * The search box: its label and placeholder; `onSearch` gets the text (debounced). A list
   * short enough to show whole has none: its toolbar holds only the actions, at its end.
   */
  search?: { label: string; placeholder: string; onSearch: (text: string) => void };
  /** Width of the search box in the toolbar ('sm:w-72'). */
  searchClassName?: string;
  /** Narrowing controls after the search: a sort, a filter builder. */
  filters?: ReactNode;
  /** The in-use / archived choice, for lists of archivable items. */
  archived?: ListArchivedControl;
  /** Buttons at the toolbar's end (add, view history), for those who may use them. */
  actions?: ReactNode;
  /**
   * Hide the toolbar while the list is empty (`isEmpty`): with nothing to narrow, the empty
   * state stands alone. Not for archivable lists, whose archived half may still hold items.
   */
  isToolbarHiddenWhenEmpty?: boolean;
  /** The page and its size; the grid's pager drives them. None: one page, without a pager. */
  paging?: Pick<GridPaging, 'page' | 'setPage' | 'pageSize' | 'setPageSize'>;
  /** How many rows all pages hold (server paging); undefined: the grid pages `grid.rows` itself. */
  total: number | undefined;
  /** The one stacked column a phone shows instead of `grid.columns`, so nothing scrolls sideways. */
  phoneColumns?: DataGridColumn<Row>[];
  /** The grid: its id, label, columns, rows, selection and row menus. The list sets the rest. */
  grid: Omit<
    DataGridProps<Row>,
    | 'pagination'
    | 'page'
    | 'onPageChange'
    | 'pageSize'
    | 'onPageSizeChange'
    | 'total'
    | 'enableColumnPicker'
  >;
  /** More about the list, after it in its region (the next pay periods of a schedule). */
  footer?: ReactNode;
  /** The list's dialogs (add, edit, archive), after the list. */
  children?: ReactNode;
};

/**
 * A list screen's body, the one shape every list of the app takes (teams, team members, the
 * settings catalogues and lists): a toolbar with the search, filters, the archived switch and
 * the add button; then the load failure with 'Try again', the skeleton, the empty state, or the
 * (paged) grid (one stacked column on a phone), inside Active / Archived tabs where asked.
 */
export function ListScreen<Row>({
  label,
  search,
  searchClassName,
  filters,
  archived,
  actions,
  isToolbarHiddenWhenEmpty = false,
  paging,
  total,
  phoneColumns,
  grid,
  footer,
  children,
  skeletonRows,
  ...rest
}: ListScreenProps<Row>) {
  const { columns, isStacked } = usePhoneColumns(grid.columns, phoneColumns);
  const body = { ...rest, skeleton: { rows: skeletonRows, columns: columns.length } };
  const isBlank = isToolbarHiddenWhenEmpty && isEmptyShown(body);
  const list = (
    <ListBody {...body}>
      <DataGrid<Row>
        {...grid}
        columns={columns}
        // One stacked column on a phone: nothing to show or hide.
        enableColumnPicker={!isStacked}
        {...(paging && {
          pagination: true,
          total,
          page: paging.page,
          onPageChange: paging.setPage,
          pageSize: paging.pageSize,
          onPageSizeChange: paging.setPageSize,
        })}
      />
    </ListBody>
  );

  return (
    <>
      <section aria-label={label} className="flex min-w-0 flex-col gap-4">
        {!isBlank && !search && actions && <div className="flex justify-end">{actions}</div>}
        {!isBlank && search && (
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
              <SearchInput
                label={search.label}
                placeholder={search.placeholder}
                fieldClassName={searchClassName}
                onSearch={search.onSearch}
              />
              {filters}
              {archived?.display === 'switch' && (
                <Switch
                  label={archived.label}
                  fieldClassName="sm:pb-2.5"
                  checked={archived.isArchived}
                  onCheckedChange={archived.onArchivedChange}
                />
              )}
            </div>
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
        )}
        {archived?.display === 'tabs' ? (
          // Both tabs show the same list; the chosen one decides which items it holds.
          <Tabs
            aria-label={archived.label}
            items={ARCHIVED_TABS.map((tab) => ({ ...tab, content: list }))}
            value={archived.isArchived ? 'archived' : 'active'}
            onValueChange={(value) => archived.onArchivedChange(value === 'archived')}
          />
        ) : (
          list
        )}
        {footer}
      </section>
      {children}
    </>
  );
}

const ARCHIVED_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** Whether ListBody shows the empty state (loaded, nothing in it). */
function isEmptyShown({ query, isEmpty }: Omit<ListBodyProps, 'children'>): boolean {
  return Boolean(isEmpty) && !query.isPending && !(query.isError && !query.data);
}
