import { useCallback } from 'react';
import { Trash2 } from 'lucide-react';
import type { DataGridRowAction } from '../../design-system/data-grid/data-grid';
import type { ListScreenProps } from './list-screen';
import {
  ManagedListPanel,
  type ManagedListItems,
  type ManagedListWords,
} from './managed-list-panel';

/** The words of one list's panel. */
export type DeletableListWords<Item> = ManagedListWords & {
  /** Names the list's region and its grid: 'Company locations'. */
  label: string;
  /** The delete question, which names the item: 'Delete Main office?'. */
  deleteTitle: (item: Item | null) => string;
  deleteLabel: string;
  deleteMessage: string;
};

/** The search box and pages of a list too long to show whole. */
export type DeletableListPaging = Pick<ListScreenProps<unknown>, 'searchClassName'> &
  Required<Pick<ListScreenProps<unknown>, 'search' | 'paging'>> & {
    /** How many items all pages hold. */
    total: number;
    /** Whether a search narrows the list: an empty page then is no empty state. */
    isFiltered: boolean;
    /** What the grid says when the search matches nothing. */
    emptyMessage: string;
  };

export type DeletableListPanelProps<Item extends { id: number }> = ManagedListItems<Item> & {
  words: DeletableListWords<Item>;
  /** How many placeholder rows show while the list loads. */
  skeletonRows: number;
  /** The search box and pager; none: the list shows whole, the add button alone above it. */
  paged?: DeletableListPaging;
  /** Deletes an item; answers the server's message. */
  deleteItem: (item: Item) => Promise<{ message: string }>;
  /** More about the list, after it (the next pay periods of a schedule). */
  footer?: ListScreenProps<Item>['footer'];
};

/**
 * A settings list whose items are deleted rather than archived (company locations, pay
 * schedules): the grid, a search where the list is long, and for managers the add button, each
 * row's Edit and Delete, the add and edit dialog and the delete question. With nothing in it,
 * the empty state stands alone.
 */
export function DeletableListPanel<Item extends { id: number }>({
  words,
  paged,
  deleteItem,
  ...items
}: DeletableListPanelProps<Item>) {
  const rowActions = useCallback(
    (ask: (item: Item) => void): DataGridRowAction<Item>[] => [
      {
        label: 'Delete',
        icon: <Trash2 aria-hidden="true" />,
        tone: 'danger',
        onSelect: (item) => ask(item),
      },
    ],
    [],
  );

  return (
    <ManagedListPanel<Item>
      {...items}
      label={words.label}
      words={words}
      search={paged?.search}
      searchClassName={paged?.searchClassName}
      isToolbarHiddenWhenEmpty
      isEmpty={items.query.data?.meta.total === 0 && !paged?.isFiltered}
      paging={paged?.paging}
      total={paged?.total}
      gridLabel={words.label}
      emptyMessage={paged?.emptyMessage}
      rowActions={rowActions}
      question={{
        title: words.deleteTitle,
        message: words.deleteMessage,
        confirmLabel: words.deleteLabel,
        tone: 'danger',
        act: deleteItem,
      }}
    />
  );
}
