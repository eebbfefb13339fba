import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '../button/button';
import { SelectField } from '../field/select-field';
import { TextField } from '../field/text-field';
import { cn } from '../lib/cn';
import {
  FILTER_RULE_LABELS,
  NO_RESULTS_TEXT,
  OPTION_SEARCH_MIN_OPTIONS,
  buildFilter,
  keywordEditorOptions,
  mergeOptionsHistory,
  rulesOf,
  searchOptions,
  type Filter,
  type FilterColumn,
  type FilterRule,
} from './filter-builder-model';
import { FilterOptionList } from './filter-option-list';
import { useKeywordLookup } from './use-keyword-lookup';

/** The attribute of the control an editor focuses when it opens (read by the chip's popover). */
export const FILTER_AUTOFOCUS_SELECTOR = '[data-filter-autofocus]';

export type FilterEditorProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The column being filtered. */
  column: FilterColumn;
  /** The filter as it stands: applied, or new and empty. */
  filter: Filter;
  /** Called with the edited filter when the user applies it (with or without a value). */
  onApply: (filter: Filter) => void;
  /** Called by the close button; the caller decides what closing an empty filter means. */
  onClose: () => void;
  /** The id of the editor's title, which names the popover around it. */
  titleId?: string;
};

/**
 * The form inside a filter's popover: the column's name, its rule and a value control fitted to the
 * column kind (text, number or date input; a box per option; a keyword search). Apply submits it;
 * nothing is applied while the user edits.
 */
export function FilterEditor({
  column,
  filter,
  onApply,
  onClose,
  titleId,
  className,
  ...props
}: FilterEditorProps) {
  const rules = rulesOf(column.kind);
  const [rule, setRule] = useState<FilterRule>(filter.rule);
  const [searchKey, setSearchKey] = useState(filter.searchKey);
  const [chosen, setChosen] = useState<string[]>(filter.searchKeyArray);
  const [query, setQuery] = useState('');
  const [lookup, searchLookup] = useKeywordLookup(column.lookup);

  const isKeyword = column.kind === 'keyword';
  const isOptions = column.kind === 'options';
  const allOptions = column.options ?? [];
  const hasOptionSearch = isOptions && allOptions.length >= OPTION_SEARCH_MIN_OPTIONS;
  // Keyword options named so far: those applied before and those any lookup returned.
  const knownKeywordOptions = mergeOptionsHistory(filter.optionsHistory, lookup.seen);
  const shownOptions = isKeyword
    ? keywordEditorOptions(chosen, lookup.results, knownKeywordOptions)
    : searchOptions(allOptions, query);

  const apply = () =>
    onApply(
      buildFilter(
        column,
        filter,
        { rule, searchKey, searchKeyArray: chosen },
        isKeyword ? knownKeywordOptions : [],
      ),
    );

  // Enter in a search box searches (at once, for a keyword) rather than applying a half-made filter.
  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (isKeyword) searchLookup(event.currentTarget.value, { now: true });
  };

  let statusText = '';
  if (isKeyword) {
    if (lookup.status === 'waiting') statusText = 'Loading…';
    else if (lookup.status === 'done' && lookup.results.length === 0) statusText = NO_RESULTS_TEXT;
    else if (lookup.status === 'idle' && chosen.length === 0) statusText = 'Type to search';
  } else if (isOptions && shownOptions.length === 0) {
    statusText = query.trim() === '' ? 'No options' : NO_RESULTS_TEXT;
  }
  const isError = isKeyword && lookup.status === 'error';

  return (
    <form
      data-slot="filter-editor"
      data-kind={column.kind}
      className={cn('flex flex-col gap-3 p-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <p id={titleId} className="min-w-0 truncate text-sm font-semibold text-text">
          {column.header}
        </p>
        <button
          type="button"
          aria-label="Close"
          data-slot="filter-editor-close"
          onClick={onClose}
          className="-my-1 -mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>

      {rules.length > 1 ? (
        <SelectField
          label="Rule"
          hideLabel
          value={rule}
          onChange={(event) => setRule(event.currentTarget.value as FilterRule)}
          options={rules.map((value) => ({ value, label: FILTER_RULE_LABELS[value] }))}
          className="h-9"
        />
      ) : (
        <p className="text-sm text-text-muted">{FILTER_RULE_LABELS[rule]}</p>
      )}

      {(column.kind === 'text' || column.kind === 'number' || column.kind === 'date') && (
        <TextField
          label="Value"
          hideLabel
          data-filter-autofocus=""
          value={searchKey}
          onChange={(event) => setSearchKey(event.currentTarget.value)}
          className="h-9"
          {...VALUE_INPUT_PROPS[column.kind]}
        />
      )}

      {(isKeyword || hasOptionSearch) && (
        <TextField
          type="search"
          label={`Search ${column.header}`}
          hideLabel
          data-filter-autofocus=""
          autoComplete="off"
          placeholder={isKeyword ? 'Type to search' : 'Search'}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            if (isKeyword) searchLookup(event.currentTarget.value);
          }}
          onKeyDown={handleSearchKeyDown}
          className="h-9"
        />
      )}

      {(isKeyword || isOptions) && (
        <div className="flex flex-col">
          {shownOptions.length > 0 && (
            <FilterOptionList
              legend={`${column.header} options`}
              options={shownOptions}
              chosen={chosen}
              onChosenChange={setChosen}
              isInitialFocus={isOptions && !hasOptionSearch}
            />
          )}
          {/* Always in the page, so screen readers hear 'Loading…' and 'No results found'. */}
          <p
            role="status"
            data-slot="filter-editor-status"
            className="px-1 text-sm text-text-muted not-empty:py-1"
          >
            {statusText}
          </p>
          {isError && (
            <p role="alert" className="text-sm text-danger">
              Search failed. Try again.
            </p>
          )}
        </div>
      )}

      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Apply
        </Button>
      </div>
    </form>
  );
}

/** The native input for each typed kind: the phone keyboard and picker that fit the value. */
const VALUE_INPUT_PROPS = {
  text: { type: 'text', placeholder: 'Enter a value', autoComplete: 'off' },
  number: { type: 'number', inputMode: 'decimal', step: 'any', placeholder: 'Enter a number' },
  date: { type: 'date' },
} as const satisfies Record<'text' | 'number' | 'date', ComponentProps<'input'>>;
