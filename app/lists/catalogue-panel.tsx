import { useCallback, type ReactNode } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import type { DataGridRowAction } from '../../design-system/data-grid/data-grid';
import { useToast } from '../../design-system/toast/toast';
import { errorText } from '../api/api-error';
import {
  ManagedListPanel,
  type ManagedListItems,
  type ManagedListWords,
} from './managed-list-panel';
import type { PagedList } from './use-paged-list';

/** What every catalogue item has. */
export type CatalogueItem = { id: number; archived_at_unix: number | null };

/** The words of one catalogue's panel. */
export type CatalogueWords<Item> = ManagedListWords & {
  /** The items in the controls and messages: 'rules' ('Search rules', 'No archived rules.'). */
  plural: string;
  searchPlaceholder: string;
  /** The grid's name: 'Overtime rules'; the archived list's: 'Archived overtime rules'. */
  gridLabel: string;
  archivedGridLabel: string;
  /** The archive question, which names the item: 'Archive code 5403?'. */
  archiveTitle: (item: Item | null) => string;
  archiveLabel: string;
  archiveMessage: string;
};

export type CataloguePanelProps<Item extends CatalogueItem> = ManagedListItems<Item> & {
  /**
   * The list's page, search and archived switch: usePagedList with the same grid id, in the
   * component that asks for the page (which also keeps the page in range).
   */
  list: PagedList;
  words: CatalogueWords<Item>;
  /** Archives or unarchives an item; answers the server's message. */
  setArchived: (item: Item, isArchived: boolean) => Promise<{ message: string }>;
  /** Further buttons for managers, before the add button ('View history'). */
  managerActions?: ReactNode;
  /** Whether a load failure is dealt with elsewhere, which the panel then leaves to it. */
  isErrorHandled?: (error: unknown) => boolean;
};

/**
 * A settings catalogue (overtime rules, workers' compensation codes) as a list screen: the
 * search, the archived switch and the server-paged grid, and for managers the add button, each
 * row's Edit and Archive / Unarchive, the add and edit dialog and the archive question.
 */
export function CataloguePanel<Item extends CatalogueItem>({
  list,
  words,
  setArchived,
  ...items
}: CataloguePanelProps<Item>) {
  const toast = useToast();
  const meta = items.query.data?.meta;

  const unarchive = useCallback(
    async (item: Item) => {
      try {
        toast.success((await setArchived(item, false)).message);
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    [setArchived, toast],
  );
  const rowActions = useCallback(
    (ask: (item: Item) => void): DataGridRowAction<Item>[] => [
      list.isArchived
        ? {
            label: 'Unarchive',
            icon: <ArchiveRestore aria-hidden="true" />,
            onSelect: (item) => void unarchive(item),
          }
        : {
            label: 'Archive',
            icon: <Archive aria-hidden="true" />,
            onSelect: (item) => ask(item),
          },
    ],
    [list.isArchived, unarchive],
  );
  const { plural } = words;

  return (
    <ManagedListPanel<Item>
      {...items}
      words={words}
      search={{
        label: `Search ${plural}`,
        placeholder: words.searchPlaceholder,
        onSearch: list.setSearch,
      }}
      searchClassName="sm:w-72"
      archived={{
        display: 'switch',
        label: `Show archived ${plural}`,
        isArchived: list.isArchived,
        onArchivedChange: list.setIsArchived,
      }}
      skeletonRows={5}
      isEmpty={meta?.total === 0 && list.isUnfiltered}
      paging={list}
      total={meta?.total ?? 0}
      gridLabel={list.isArchived ? words.archivedGridLabel : words.gridLabel}
      emptyMessage={
        list.search
          ? `No ${list.isArchived ? 'archived ' : ''}${plural} match “${list.search}”.`
          : `No archived ${plural}.`
      }
      rowActions={rowActions}
      question={{
        title: words.archiveTitle,
        message: words.archiveMessage,
        confirmLabel: words.archiveLabel,
        act: (item) => setArchived(item, true),
      }}
    />
  );
}
