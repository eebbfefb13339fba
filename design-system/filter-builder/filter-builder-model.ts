/**
 * Pure rules of the filter builder (document 2, sections 3, 4 and 8): which columns can still be
 * filtered, the rules each kind of column offers, how a submitted editor becomes a filter, the chip
 * and live-region texts (filter-chip-text.ts), and filtering rows held locally (filter-matching.ts).
 *
 * The spec's filter shape (header, accessor, rule, searchKey, searchKeyArray, options,
 * optionsHistory, displayLabels, optional value converters) is split in two: what a column *is*
 * (`FilterColumn`: header, accessor, kind, options, lookup, converters) is given by the caller once;
 * what the user *chose* (`Filter`: header, accessor, rule, searchKey, searchKeyArray, optionsHistory,
 * displayLabels) is the state the builder keeps and hands to `onFiltersChange`. A `Filter` is plain
 * data, so the app can turn it into query parameters or keep it in the URL.
 */

/** Spec: a select option is a value and a label. */
export type FilterOption = { value: string; label: string };

/**
 * How a column is filtered.
 * - `text`: free text (notes, job name), typed.
 * - `options`: a fixed list known up front (status, project), several may be chosen.
 * - `keyword`: values that come from the server (employee), searched by keyword through `lookup`.
 * - `number`: a number (hours, pay rate).
 * - `date`: a calendar day (work date).
 */
export type FilterColumnKind = 'text' | 'options' | 'keyword' | 'number' | 'date';

/** Every rule a filter can hold; which apply to a column depends on its kind. */
export type FilterRule =
  | 'contains'
  | 'is'
  | 'is_not'
  | 'is_any_of'
  | 'is_none_of'
  | 'equals'
  | 'greater_than'
  | 'less_than'
  | 'on'
  | 'before'
  | 'after';

/**
 * The rules offered per column kind, the first being the default. The spec does not list them; these
 * are what a crew manager asks of a time-card list: notes that mention something, statuses in or out
 * of a set, cards of some employees, more or fewer hours than a limit, work on, before or after a day.
 */
export const FILTER_RULES_BY_KIND = {
  text: ['contains', 'is', 'is_not'],
  options: ['is_any_of', 'is_none_of'],
  keyword: ['is_any_of'],
  number: ['equals', 'greater_than', 'less_than'],
  date: ['on', 'before', 'after'],
} as const satisfies Record<FilterColumnKind, readonly FilterRule[]>;

/** The words a rule reads as in the editor and on a chip ('Status: is any of Active, Invited'). */
export const FILTER_RULE_LABELS: Record<FilterRule, string> = {
  contains: 'contains',
  is: 'is',
  is_not: 'is not',
  is_any_of: 'is any of',
  is_none_of: 'is none of',
  equals: 'equals',
  greater_than: 'greater than',
  less_than: 'less than',
  on: 'on',
  before: 'before',
  after: 'after',
};

/** Spec: a keyword lookup runs 1000 ms after the last keystroke, not on every keystroke. */
export const KEYWORD_LOOKUP_DEBOUNCE_MS = 1000;

/** A fixed option list gets a search box from this many options on (a short list is read at a glance). */
export const OPTION_SEARCH_MIN_OPTIONS = 8;

/** How many chosen labels a chip spells out before it says 'and 2 more'. */
export const CHIP_LABELS_SHOWN = 2;

/** Spec: the text shown when a value search finds nothing. */
export const NO_RESULTS_TEXT = 'No results found';

/**
 * A column the user can filter by. `Row` is the type of the rows `applyFilters` reads; the builder
 * itself never reads rows.
 */
export type FilterColumn<Row = unknown> = {
  /** The column's name, shown in the Add filter menu and on the chip ('Status'). */
  header: string;
  /** The key of the column: the row field read when filtering locally, and the filter's id. */
  accessor: string;
  /** How the column is filtered; decides the rules and the editor. */
  kind: FilterColumnKind;
  /** The fixed choices of an `options` column, in the order shown. */
  options?: readonly FilterOption[];
  /**
   * The search of a `keyword` column: called with the typed keyword, 1000 ms after the last
   * keystroke, and returns the matching choices (spec: a supplied async lookup).
   */
  lookup?: (keyword: string) => Promise<FilterOption[]>;
  /** False leaves the column out of the Add filter menu. Default true. */
  isFilterable?: boolean;
  /**
   * Value converter: the value of this column in a row, for `applyFilters` (default: the row's
   * `accessor` field). E.g. a work date stored as unix seconds, or an employee id under a nested key.
   * Method syntax on purpose (checked bivariantly): a column of time cards still fits the builder, which takes columns of any rows.
   */
  getRowValue?(row: Row): unknown;
  /** Value converter: how a typed value reads on the chip (default: dates as '03 May 2024'). */
  formatValue?: (searchKey: string) => string;
};

/** One filter the user built: a column, a rule and a value. */
export type Filter = {
  /** The column's header when the filter was made ('Status'). */
  header: string;
  /** The column's accessor; at most one filter per column. */
  accessor: string;
  /** The chosen rule, one of `FILTER_RULES_BY_KIND[kind]`. */
  rule: FilterRule;
  /** The typed value of a text, number ('7.5') or date ('2024-05-03') filter; '' otherwise. */
  searchKey: string;
  /** The chosen option values of an options or keyword filter; [] otherwise. */
  searchKeyArray: string[];
  /**
   * Options chosen at some point (value and label), kept so the chip and editor can still name a
   * keyword value once it is no longer in the latest lookup result.
   */
  optionsHistory: FilterOption[];
  /** The labels of `searchKeyArray`, in order, as shown on the chip. */
  displayLabels: string[];
};

/** Whether a kind takes a set of options (options, keyword) rather than one typed value. */
export function isMultiValueKind(kind: FilterColumnKind): boolean {
  return kind === 'options' || kind === 'keyword';
}

/** The rules a column offers, its default first. */
export function rulesOf(kind: FilterColumnKind): readonly FilterRule[] {
  return FILTER_RULES_BY_KIND[kind];
}

/** A column's rule, or its default when the rule does not belong to that kind. */
export function ruleFor(kind: FilterColumnKind, rule: FilterRule | undefined): FilterRule {
  const rules = rulesOf(kind);
  return rule && rules.includes(rule) ? rule : (rules[0] as FilterRule);
}

/** A new filter on a column, with the default rule and no value yet. */
export function createFilter(column: FilterColumn): Filter {
  return {
    header: column.header,
    accessor: column.accessor,
    rule: ruleFor(column.kind, undefined),
    searchKey: '',
    searchKeyArray: [],
    optionsHistory: [],
    displayLabels: [],
  };
}

/** Whether a filter holds a value (a filter without one filters nothing and is not applied). */
export function hasFilterValue(filter: Filter): boolean {
  return filter.searchKeyArray.length > 0 || filter.searchKey.trim() !== '';
}

/**
 * The columns the Add filter menu offers: the filterable ones without a filter yet. `pending` is
 * the accessor of a filter being added (its editor open, nothing submitted), which is taken too.
 */
export function addableColumns<C extends FilterColumn>(
  columns: readonly C[],
  filters: readonly Filter[],
  pending: string | null = null,
): C[] {
  const taken = new Set(filters.map((filter) => filter.accessor));
  if (pending !== null) taken.add(pending);
  return columns.filter((column) => column.isFilterable !== false && !taken.has(column.accessor));
}

/** The filters with `filter` in place of the one on its column, or added at the end. */
export function upsertFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  const index = filters.findIndex((item) => item.accessor === filter.accessor);
  if (index < 0) return [...filters, filter];
  return filters.map((item, at) => (at === index ? filter : item));
}

/** The filters without the one on `accessor`. */
export function removeFilter(filters: readonly Filter[], accessor: string): Filter[] {
  return filters.filter((filter) => filter.accessor !== accessor);
}

/**
 * What submitting an editor does to the list: a filter with a value is stored (replacing the
 * column's earlier filter); one without a value is dropped. `changed` is false when the list is the
 * same as before, so the caller does not re-run filtering for nothing (e.g. a new, empty filter).
 */
export function submitFilter(
  filters: readonly Filter[],
  filter: Filter,
): { filters: Filter[]; changed: boolean } {
  if (hasFilterValue(filter)) return { filters: upsertFilter(filters, filter), changed: true };
  const next = removeFilter(filters, filter.accessor);
  return { filters: next, changed: next.length !== filters.length };
}

/**
 * Spec: closing a filter that has no value removes it; removing one that has a value re-runs
 * filtering. Returns the list after removal and whether the applied filters changed.
 */
export function dismissFilter(
  filters: readonly Filter[],
  accessor: string,
): { filters: Filter[]; changed: boolean } {
  const removed = filters.find((filter) => filter.accessor === accessor);
  const next = removeFilter(filters, accessor);
  return { filters: next, changed: removed !== undefined && hasFilterValue(removed) };
}

/** The options chosen now added to those chosen before; a newer label replaces an older one. */
export function mergeOptionsHistory(
  history: readonly FilterOption[],
  chosen: readonly FilterOption[],
): FilterOption[] {
  const byValue = new Map(history.map((option) => [option.value, option]));
  for (const option of chosen) byValue.set(option.value, option);
  return [...byValue.values()];
}

/**
 * The label of each value: from the options shown, else from the history (a keyword value that
 * dropped out of the latest lookup), else the value itself.
 */
export function labelsOf(
  values: readonly string[],
  options: readonly FilterOption[],
  history: readonly FilterOption[],
): string[] {
  const known = new Map<string, string>();
  for (const option of history) known.set(option.value, option.label);
  for (const option of options) known.set(option.value, option.label);
  return values.map((value) => known.get(value) ?? value);
}

/**
 * The filter an editor submits: the chosen rule and value, with the labels of the chosen options
 * and the history of options chosen so far, so the chip can name them later.
 */
export function buildFilter(
  column: FilterColumn,
  previous: Filter | null,
  edit: { rule: FilterRule; searchKey: string; searchKeyArray: readonly string[] },
  shownOptions: readonly FilterOption[] = [],
): Filter {
  const base = previous ?? createFilter(column);
  const isMulti = isMultiValueKind(column.kind);
  const values = isMulti ? [...new Set(edit.searchKeyArray)] : [];
  const known = [...(column.options ?? []), ...shownOptions];
  const labels = labelsOf(values, known, base.optionsHistory);
  const chosen = values.map((value, index) => ({ value, label: labels[index] ?? value }));
  return {
    header: column.header,
    accessor: column.accessor,
    rule: ruleFor(column.kind, edit.rule),
    searchKey: isMulti ? '' : edit.searchKey.trim(),
    searchKeyArray: values,
    optionsHistory: mergeOptionsHistory(base.optionsHistory, chosen),
    displayLabels: labels,
  };
}

/** The options whose label contains the typed text (case and surrounding spaces ignored). */
export function searchOptions<O extends FilterOption>(options: readonly O[], query: string): O[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/**
 * The options a keyword editor lists: the lookup results in their order, after any chosen values
 * the latest lookup no longer returns (named from `known`, the options seen before), so those can
 * still be unticked. Ticking a result does not move it.
 */
export function keywordEditorOptions(
  chosen: readonly string[],
  results: readonly FilterOption[],
  known: readonly FilterOption[],
): FilterOption[] {
  const inResults = new Set(results.map((option) => option.value));
  const missing = chosen.filter((value) => !inResults.has(value));
  const labels = labelsOf(missing, [], known);
  return [...missing.map((value, index) => ({ value, label: labels[index] ?? value })), ...results];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A 'YYYY-MM-DD' day as the product writes dates (spec: DD MMM YYYY), e.g. '03 May 2024'. */
export function formatDateKey(key: string): string {
  const match = DATE_KEY.exec(key);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return key;
  return `${match[3]} ${month} ${match[1]}`;
}

/**
 * A row's date as a local 'YYYY-MM-DD' day, for comparing with a date filter: a Date, a string
 * starting with a day ('2024-05-03T07:00'), or a number of unix seconds (the API's timestamps).
 * Null for anything else.
 */
export function toDateKey(value: unknown): string | null {
  if (typeof value === 'string') return DATE_KEY.exec(value)?.[0] ?? null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value * 1000) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
