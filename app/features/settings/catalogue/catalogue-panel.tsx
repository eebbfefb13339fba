import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Pencil, Plus } from 'lucide-react';
import type { Page } from '../../../../contract/pagination';
import { Button } from '../../../../design-system/button/button';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridRowAction,
} from '../../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { SearchInput } from '../../../../design-system/search-input/search-input';
import { Switch } from '../../../../design-system/switch/switch';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { ListBody, type ListQuery } from '../../../lists/list-body';
import { usePhoneColumns } from '../../../lists/phone-grid';
import type { PagedList } from '../../../lists/use-paged-list';

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

type Editing<Item> = { item: Item | null; open: boolean; key: number };
type Archiving<Item> = { item: Item | null; open: boolean };

/**
 * A settings catalogue (overtime rules, workers' compensation codes): the search, the archived
 * switch and the server-paged grid, and for managers the add button, each row's Edit and
 * Archive / Unarchive, the add and edit dialog and the archive question.
 */
export function CataloguePanel<Item extends CatalogueItem>({
  gridId,
  list,
  query,
  columns: wideColumns,
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
  const [editing, setEditing] = useState<Editing<Item>>({ item: null, open: false, key: 0 });
  const [archiving, setArchiving] = useState<Archiving<Item>>({ item: null, open: false });
  const meta = query.data?.meta;
  const { columns, isStacked } = usePhoneColumns(wideColumns, phoneColumns);

  const openEditor = useCallback(
    (item: Item | null) => setEditing((last) => ({ item, open: true, key: last.key + 1 })),
    [],
  );
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
            onSelect: (item) => setArchiving({ item, open: true }),
          },
    ],
    [list.isArchived, openEditor, unarchive],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      {words.addLabel}
    </Button>
  ) : null;
  const { plural } = words;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <SearchInput
            label={`Search ${plural}`}
            placeholder={words.searchPlaceholder}
            fieldClassName="sm:w-72"
            onSearch={list.setSearch}
          />
          <Switch
            label={`Show archived ${plural}`}
            fieldClassName="sm:pb-2.5"
            checked={list.isArchived}
            onCheckedChange={list.setIsArchived}
          />
        </div>
        {canManage && (
          <div className="flex flex-wrap items-center gap-2">
            {managerActions}
            {addButton}
          </div>
        )}
      </div>
      <ListBody
        query={query}
        errorTitle={words.loadErrorTitle}
        isErrorHandled={isErrorHandled}
        loadingLabel={words.loadingLabel}
        skeleton={{ rows: 5, columns: columns.length }}
        isEmpty={meta?.total === 0 && list.isUnfiltered}
        empty={
          <EmptyState
            icon={emptyIcon}
            title={words.emptyTitle}
            description={canManage ? words.emptyDescription.manager : words.emptyDescription.reader}
            action={addButton}
          />
        }
      >
        <DataGrid<Item>
          gridId={gridId}
          label={list.isArchived ? words.archivedGridLabel : words.gridLabel}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(item) => String(item.id)}
          getRowLabel={getRowLabel}
          rowActions={canManage ? rowActions : undefined}
          // One stacked column on a phone: nothing to show or hide.
          enableColumnPicker={!isStacked}
          pagination
          total={meta?.total ?? 0}
          page={list.page}
          onPageChange={list.setPage}
          pageSize={list.pageSize}
          onPageSizeChange={list.setPageSize}
          emptyMessage={
            list.search
              ? `No ${list.isArchived ? 'archived ' : ''}${plural} match “${list.search}”.`
              : `No archived ${plural}.`
          }
        />
      </ListBody>
      {canManage && (
        <>
          {editing.key > 0 && (
            <Fragment key={editing.key}>
              {renderForm({
                item: editing.item,
                open: editing.open,
                onOpenChange: (open) => setEditing((last) => ({ ...last, open })),
              })}
            </Fragment>
          )}
          <ConfirmDialog
            open={archiving.open}
            onOpenChange={(open) => setArchiving((last) => ({ ...last, open }))}
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
    </div>
  );
}
