import { Fragment, useCallback, useMemo, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Pencil, Plus } from 'lucide-react';
import type { Page } from '../../contract/pagination';
import { Button } from '../../design-system/button/button';
import { ConfirmDialog } from '../../design-system/confirm-dialog/confirm-dialog';
import type { DataGridColumn, DataGridRowAction } from '../../design-system/data-grid/data-grid';
import { EmptyState } from '../../design-system/empty-state/empty-state';
import { useToast } from '../../design-system/toast/toast';
import { errorText } from '../api/api-error';
import type { ListQuery } from './list-body';
import { ListScreen } from './list-screen';
import type { PagedList } from './use-paged-list';
import { useItemDialog } from './use-item-dialog';

/** What every catalogue item has. */
export type CatalogueItem = { id: number; archived_at_unix: number | null };

/** The words of one catalogue's panel. */
export type CatalogueWords<Item> = {
  /** The items in the controls and messages: 'rules' ('Search rules', 'No archived rules.'). */
  plural: string;
  searchPlaceholder: string;
  /** The grid's name: 'Overtime rules'; the archived list's: 'Archived overtime rules'. */
  gridLabel: string;
  archivedGridLabel: string;
  loadingLabel: string;
  loadErrorTitle: string;
  /** The add button's text: 'Add rule'. */
  addLabel: string;
  emptyTitle: string;
  /** The empty state's words to those who may add items, and to those who may not. */
  emptyDescription: { manager: string; reader: string };
  /** The archive question, which names the item: 'Archive code 5403?'. */
  archiveTitle: (item: Item | null) => string;
  archiveLabel: string;
  archiveMessage: string;
};

/** The add or edit dialog of an item; `item` is null to add one. */
export type CatalogueFormProps<Item> = {
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type CataloguePanelProps<Item extends CatalogueItem> = {
  gridId: string;
  /**
   * The list's page, search and archived switch: usePagedList with the same grid id, in the
   * component that asks for the page (which also keeps the page in range).
   */
  list: PagedList;
  /** The query of the page `list` asks for. */
  query: ListQuery & { data: Page<Item> | undefined };
  columns: DataGridColumn<Item>[];
  /** The one stacked column a phone shows instead, so nothing scrolls sideways. */
  phoneColumns?: DataGridColumn<Item>[];
  /** The item's name in row labels ('Actions for {name}'). */
  getRowLabel: (item: Item) => string;
  /** Holders of organisation settings: add, edit, archive and unarchive. */
  canManage: boolean;
  words: CatalogueWords<Item>;
  emptyIcon: ReactNode;
  /** Archives or unarchives an item; answers the server's message. */
  setArchived: (item: Item, isArchived: boolean) => Promise<{ message: string }>;
  /** The add and edit dialog; mounted afresh for each opening, so its form starts from the item. */
  renderForm: (props: CatalogueFormProps<Item>) => ReactNode;
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
  gridId,
  list,
  query,
  columns,
  phoneColumns,
  getRowLabel,
  canManage,
  words,
  emptyIcon,
  setArchived,
  renderForm,
  managerActions,
  isErrorHandled,
}: CataloguePanelProps<Item>) {
  const toast = useToast();
  const editing = useItemDialog<Item>();
  const archiving = useItemDialog<Item>();
  const meta = query.data?.meta;
  const { openFor: openEditor } = editing;
  const { openFor: openArchiving } = archiving;

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
  const rowActions = useMemo<DataGridRowAction<Item>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (item) => openEditor(item) },
      list.isArchived
        ? {
            label: 'Unarchive',
            icon: <ArchiveRestore aria-hidden="true" />,
            onSelect: (item) => void unarchive(item),
          }
        : {
            label: 'Archive',
            icon: <Archive aria-hidden="true" />,
            onSelect: (item) => openArchiving(item),
          },
    ],
    [list.isArchived, openEditor, openArchiving, unarchive],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      {words.addLabel}
    </Button>
  ) : null;
  const { plural } = words;

  return (
    <ListScreen<Item>
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
      actions={
        canManage && (
          <>
            {managerActions}
            {addButton}
          </>
        )
      }
      query={query}
      errorTitle={words.loadErrorTitle}
      isErrorHandled={isErrorHandled}
      loadingLabel={words.loadingLabel}
      skeletonRows={5}
      isEmpty={meta?.total === 0 && list.isUnfiltered}
      empty={
        <EmptyState
          icon={emptyIcon}
          title={words.emptyTitle}
          description={canManage ? words.emptyDescription.manager : words.emptyDescription.reader}
          action={addButton}
        />
      }
      paging={list}
      total={meta?.total ?? 0}
      phoneColumns={phoneColumns}
      grid={{
        gridId,
        label: list.isArchived ? words.archivedGridLabel : words.gridLabel,
        columns,
        rows: query.data?.data ?? [],
        getRowId: (item) => String(item.id),
        getRowLabel,
        rowActions: canManage ? rowActions : undefined,
        emptyMessage: list.search
          ? `No ${list.isArchived ? 'archived ' : ''}${plural} match “${list.search}”.`
          : `No archived ${plural}.`,
      }}
    >
      {canManage && (
        <>
          {editing.key > 0 && (
            <Fragment key={editing.key}>
              {renderForm({
                item: editing.item,
                open: editing.open,
                onOpenChange: editing.onOpenChange,
              })}
            </Fragment>
          )}
          <ConfirmDialog
            open={archiving.open}
            onOpenChange={archiving.onOpenChange}
            title={words.archiveTitle(archiving.item)}
            message={words.archiveMessage}
            confirmLabel={words.archiveLabel}
            onConfirm={async () => {
              if (!archiving.item) return;
              toast.success((await setArchived(archiving.item, true)).message);
            }}
          />
        </>
      )}
    </ListScreen>
  );
}
