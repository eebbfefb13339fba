import { Fragment, useMemo, type ReactNode } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { Page } from '../../contract/pagination';
import { Button } from '../../design-system/button/button';
import {
  ConfirmDialog,
  type ConfirmDialogProps,
} from '../../design-system/confirm-dialog/confirm-dialog';
import type { DataGridColumn, DataGridRowAction } from '../../design-system/data-grid/data-grid';
import { EmptyState } from '../../design-system/empty-state/empty-state';
import { useToast } from '../../design-system/toast/toast';
import type { ListQuery } from './list-body';
import { ListScreen, type ListScreenProps } from './list-screen';
import { useItemDialog } from './use-item-dialog';

/** The add or edit dialog of an item; `item` is null to add one. */
export type ManagedItemFormProps<Item> = {
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** What a feature gives the panel of its list: the items, how they show, their dialog. */
export type ManagedListItems<Item extends { id: number }> = {
  gridId: string;
  /** The query of the list's page (or of the whole list). */
  query: ListQuery & { data: Page<Item> | undefined };
  columns: DataGridColumn<Item>[];
  /** The one stacked column a phone shows instead, so nothing scrolls sideways. */
  phoneColumns?: DataGridColumn<Item>[];
  /** The item's name in row labels ('Actions for {name}'). */
  getRowLabel: (item: Item) => string;
  /** Holders of the permission to manage the items: add, edit, and the row's other actions. */
  canManage: boolean;
  emptyIcon: ReactNode;
  /** The add and edit dialog; mounted afresh for each opening, so its form starts from the item. */
  renderForm: (props: ManagedItemFormProps<Item>) => ReactNode;
};

/** The words every managed list's panel has. */
export type ManagedListWords = {
  loadingLabel: string;
  loadErrorTitle: string;
  /** The add button's text: 'Add rule'. */
  addLabel: string;
  emptyTitle: string;
  /** The empty state's words to those who may add items, and to those who may not. */
  emptyDescription: { manager: string; reader: string };
};

/** The question a row's action asks before it acts (archive, delete). */
export type ManagedListQuestion<Item> = {
  /** The question, which names the item: 'Archive code 5403?'. */
  title: (item: Item | null) => string;
  message: string;
  confirmLabel: string;
  tone?: ConfirmDialogProps['tone'];
  /** Does what was asked; answers the server's message, which the toast shows. */
  act: (item: Item) => Promise<{ message: string }>;
};

export type ManagedListPanelProps<Item extends { id: number }> = ManagedListItems<Item> &
  Pick<
    ListScreenProps<Item>,
    | 'label'
    | 'search'
    | 'searchClassName'
    | 'archived'
    | 'isToolbarHiddenWhenEmpty'
    | 'isErrorHandled'
    | 'skeletonRows'
    | 'isEmpty'
    | 'paging'
    | 'total'
    | 'footer'
  > & {
    words: ManagedListWords;
    gridLabel: string;
    /** What the grid says when nothing matches the search. */
    emptyMessage?: string;
    /** Further buttons for managers, before the add button ('View history'). */
    managerActions?: ReactNode;
    /**
     * The row actions after Edit, for managers; `ask` opens the question about the row. Keep it
     * stable (useCallback): the grid's row menus are made again when it changes.
     */
    rowActions: (ask: (item: Item) => void) => DataGridRowAction<Item>[];
    question: ManagedListQuestion<Item>;
  };

/**
 * A list of items that holders of a permission manage, as a list screen: the grid (with the
 * search, switch and pager the list asks for), and for managers the add button, each row's Edit
 * and further actions, the add and edit dialog and the question a row's action asks. The
 * settings catalogues (archived) and lists (deleted) are built on it.
 */
export function ManagedListPanel<Item extends { id: number }>({
  gridId,
  query,
  columns,
  getRowLabel,
  canManage,
  emptyIcon,
  renderForm,
  words,
  gridLabel,
  emptyMessage,
  managerActions,
  rowActions: moreRowActions,
  question,
  ...list
}: ManagedListPanelProps<Item>) {
  const toast = useToast();
  const editing = useItemDialog<Item>();
  const asking = useItemDialog<Item>();
  const { openFor: openEditor } = editing;
  const { openFor: openQuestion } = asking;
  const rowActions = useMemo<DataGridRowAction<Item>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (item) => openEditor(item) },
      ...moreRowActions((item) => openQuestion(item)),
    ],
    [openEditor, openQuestion, moreRowActions],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      {words.addLabel}
    </Button>
  ) : null;

  return (
    <ListScreen<Item>
      {...list}
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
      loadingLabel={words.loadingLabel}
      empty={
        <EmptyState
          icon={emptyIcon}
          title={words.emptyTitle}
          description={canManage ? words.emptyDescription.manager : words.emptyDescription.reader}
          action={addButton}
        />
      }
      grid={{
        gridId,
        label: gridLabel,
        columns,
        rows: query.data?.data ?? [],
        getRowId: (item) => String(item.id),
        getRowLabel,
        rowActions: canManage ? rowActions : undefined,
        emptyMessage,
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
            open={asking.open}
            onOpenChange={asking.onOpenChange}
            title={question.title(asking.item)}
            message={question.message}
            confirmLabel={question.confirmLabel}
            tone={question.tone}
            onConfirm={async () => {
              if (!asking.item) return;
              toast.success((await question.act(asking.item)).message);
            }}
          />
        </>
      )}
    </ListScreen>
  );
}
