import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '../menu/menu';
import {
  addableColumns,
  createFilter,
  dismissFilter,
  submitFilter,
  type Filter,
  type FilterColumn,
} from './filter-builder-model';
import { appliedFiltersMessage } from './filter-chip-text';
import { FilterChip } from './filter-chip';

export type FilterBuilderProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /**
   * The columns that can be filtered, in the order the Add filter menu lists them. Each names its
   * kind (text, options, keyword, number, date), its options or keyword lookup, and optional value
   * converters.
   */
  columns: readonly FilterColumn[];
  /** The applied filters, when the caller owns them. Every filter should have a value. */
  filters?: Filter[];
  /** The filters applied at first when uncontrolled. Default none. */
  defaultFilters?: Filter[];
  /**
   * Called with the applied filters whenever they change: a filter submitted with a value, or a
   * filter with a value removed. Adding a filter, or closing or removing one that has no value,
   * does not call it (nothing to re-run).
   */
  onFiltersChange?: (filters: Filter[]) => void;
  /** Offers 'Clear filters' once a filter is applied. Default true. */
  isClearable?: boolean;
};

const NO_FILTERS: Filter[] = [];

/**
 * The filter bar of a list: one chip per filter and an Add filter menu of the columns not yet
 * filtered. A new filter opens its editor at once; applying the editor stores the rule and value and
 * calls `onFiltersChange`; closing a filter that has no value removes it. A polite live region
 * says how many filters apply. The bar is a labelled group, operated with Tab, Enter, Space and
 * Escape (a toolbar's arrow-key roving would hide the chips' remove buttons from Tab).
 */
export function FilterBuilder({
  columns,
  filters,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  isClearable = true,
  className,
  'aria-label': ariaLabel = 'Filters',
  ...props
}: FilterBuilderProps) {
  const [applied, setApplied] = useControllableState<Filter[]>({
    value: filters,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  // The filter being added: its chip and open editor exist, but nothing is applied until Apply.
  const [pendingAccessor, setPendingAccessor] = useState<string | null>(null);
  const [openAccessor, setOpenAccessor] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The items the menu showed when it closed: it keeps them while it fades out, so a chosen column
  // leaving the list does not slide the next item under the resting pointer.
  const [closingColumns, setClosingColumns] = useState<readonly FilterColumn[]>([]);
  // Set when a menu choice opens an editor, so the closing menu does not pull focus back.
  const isAddingRef = useRef(false);
  // Set when a chip removed by its own button took focus with it; Add filter gets it once rendered.
  const shouldFocusAddRef = useRef(false);

  useEffect(() => {
    if (!shouldFocusAddRef.current) return;
    shouldFocusAddRef.current = false;
    addButtonRef.current?.focus();
  });

  const columnOf = (accessor: string) => columns.find((column) => column.accessor === accessor);
  const pendingColumn =
    pendingAccessor !== null && !applied.some((filter) => filter.accessor === pendingAccessor)
      ? columnOf(pendingAccessor)
      : undefined;
  const addable = addableColumns(columns, applied, pendingColumn?.accessor ?? null);

  const chips = applied.flatMap((filter) => {
    const column = columnOf(filter.accessor);
    return column ? [{ filter, column, isPending: false }] : [];
  });
  if (pendingColumn) {
    chips.push({ filter: createFilter(pendingColumn), column: pendingColumn, isPending: true });
  }

  const changeMenuOpen = (open: boolean) => {
    // Runs after an item's onSelect, before the render that drops the column being added.
    if (!open) setClosingColumns(addable);
    setIsMenuOpen(open);
  };
  const menuColumns = isMenuOpen ? addable : closingColumns;

  const add = (column: FilterColumn) => {
    isAddingRef.current = true;
    setPendingAccessor(column.accessor);
    setOpenAccessor(column.accessor);
  };

  const changeOpen = (accessor: string, open: boolean) => {
    if (open) {
      setOpenAccessor(accessor);
      if (pendingColumn && pendingColumn.accessor !== accessor) setPendingAccessor(null);
      return;
    }
    if (openAccessor === accessor) setOpenAccessor(null);
    // Spec: closing a filter that has no value removes it (and there is nothing to re-run).
    if (pendingColumn?.accessor === accessor) setPendingAccessor(null);
  };

  const apply = (filter: Filter) => {
    const next = submitFilter(applied, filter);
    if (next.changed) setApplied(next.filters);
    setPendingAccessor(null);
    setOpenAccessor(null);
  };

  const remove = (accessor: string) => {
    const next = dismissFilter(applied, accessor);
    // Spec: removing a filter with a value re-runs filtering; one without a value does not.
    if (next.changed) setApplied(next.filters);
    if (openAccessor === accessor) setOpenAccessor(null);
    // The chip and its remove button are gone: Add filter is the natural next step.
    if (next.filters.length !== applied.length) shouldFocusAddRef.current = true;
  };

  const clear = () => {
    setApplied([]);
    setPendingAccessor(null);
    setOpenAccessor(null);
    shouldFocusAddRef.current = true;
  };

  return (
    <div
      role="group"
      aria-label={ariaLabel}
      data-slot="filter-builder"
      data-state={applied.length > 0 ? 'filtered' : 'unfiltered'}
      className={cn('flex min-w-0 flex-wrap items-center gap-2', className)}
      {...props}
    >
      {chips.map(({ filter, column, isPending }) => (
        <FilterChip
          key={column.accessor}
          column={column}
          filter={filter}
          isPending={isPending}
          isOpen={openAccessor === column.accessor}
          onOpenChange={(open) => changeOpen(column.accessor, open)}
          onApply={apply}
          onRemove={() => remove(column.accessor)}
          onFocusLost={() => addButtonRef.current?.focus()}
        />
      ))}
      <Menu open={isMenuOpen} onOpenChange={changeMenuOpen}>
        <MenuTrigger>
          <Button
            ref={addButtonRef}
            variant="ghost"
            size="sm"
            data-slot="filter-builder-add"
            // Disabled rather than hidden once every column is filtered, so the bar keeps its shape.
            disabled={addable.length === 0}
            className="px-2.5"
          >
            <Plus aria-hidden="true" />
            Add filter
          </Button>
        </MenuTrigger>
        <MenuContent
          align="start"
          onCloseAutoFocus={(event) => {
            // The new filter's editor has focus; returning it to Add filter would close that editor.
            if (!isAddingRef.current) return;
            isAddingRef.current = false;
            event.preventDefault();
          }}
        >
          <MenuLabel>Filter by</MenuLabel>
          {menuColumns.map((column) => (
            <MenuItem key={column.accessor} onSelect={() => add(column)}>
              {column.header}
            </MenuItem>
          ))}
        </MenuContent>
      </Menu>
      {isClearable && applied.length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          data-slot="filter-builder-clear"
          onClick={clear}
          className="px-2.5 text-text-muted"
        >
          Clear filters
        </Button>
      )}
      <p aria-live="polite" data-slot="filter-builder-status" className="sr-only">
        {appliedFiltersMessage(applied.length)}
      </p>
    </div>
  );
}
