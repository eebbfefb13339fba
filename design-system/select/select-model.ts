/**
 * Pure rules of the custom selects (Select, MultiSelect, the remote dropdown): which changes are
 * accepted, how the list is filtered, and when the trigger shows a count instead of the chosen
 * labels. The keys and typeahead are the listbox's (listbox/listbox-model.ts). The widgets only
 * ask these functions; every rule here has a unit test.
 */

/** One choice. Spec shape: `{ value, label }`. */
export type SelectOption = {
  value: string;
  label: string;
  /**
   * A muted suffix after the label, part of the option's name, e.g. '(Deactivated)' on an
   * employee who left. The caller decides the text; the widget knows nothing about employees.
   */
  description?: string | undefined;
  /** Shown but not choosable. */
  isDisabled?: boolean | undefined;
};

/** One choice of a multi-select. Spec shape: `{ label, value }`, the same fields as an option. */
export type MultiSelectItem = SelectOption;

/**
 * What a change may carry at run time: data from a server can lack a key, whatever the types say.
 */
export type LooseItem = { value?: string | null | undefined; label?: string | undefined };

/** Marks the placeholder item a list shows while its options load. */
export const LOADING_PLACEHOLDER_VALUE = '__loading__';
/** Spec: the placeholder item reads 'loading ...'. */
export const LOADING_PLACEHOLDER_LABEL = 'loading ...';
/** The placeholder item itself, for callers that show it while their options load. */
export const LOADING_PLACEHOLDER: SelectOption = {
  value: LOADING_PLACEHOLDER_VALUE,
  label: LOADING_PLACEHOLDER_LABEL,
};

/** Spec: the dropdown message when a search matches nothing. */
export const NO_RESULTS_MESSAGE = 'No results found';
/** Spec: the dropdown message while options load. */
export const LOADING_MESSAGE = 'Loading';
/**
 * Spec: the empty choice of the single select's phone fallback (a native select), for a field
 * without a placeholder of its own (see emptyChoiceLabel).
 */
export const MOBILE_EMPTY_LABEL = 'None';
/** The trigger's text when nothing is chosen, for a field without a placeholder of its own. */
export const SELECT_PLACEHOLDER = 'Select…';
/** Spec: above 30 chosen items the trigger shows a count ('31 selected') instead of the labels. */
export const SUMMARY_ABOVE = 30;
/** Spec: the list popup is at most 200 px high (the list scrolls within it). */
export const LIST_MAX_HEIGHT_PX = 200;

/**
 * What the empty choice reads on a given width: the field's own placeholder ('Any customer') on
 * every width when it has one, so that a phone's native select says what the field means by
 * "nothing chosen"; otherwise 'Select…' in the list's trigger and the spec's 'None' in the
 * phone's native select.
 */
export function emptyChoiceLabel(placeholder: string | undefined, isNative: boolean): string {
  if (placeholder?.trim()) return placeholder;
  return isNative ? MOBILE_EMPTY_LABEL : SELECT_PLACEHOLDER;
}

/** True for the 'loading ...' placeholder item. */
export function isPlaceholderItem(item: LooseItem): boolean {
  return item.value === LOADING_PLACEHOLDER_VALUE;
}

/** True for an item without a key (no value, or an empty one). */
export function isKeylessItem(item: LooseItem): boolean {
  return item.value === undefined || item.value === null || item.value === '';
}

/** Whether the list lets a person choose this option (the change rules still have the last word). */
export function isChoosable(option: SelectOption): boolean {
  return !option.isDisabled && !isPlaceholderItem(option) && !isKeylessItem(option);
}

export type SingleChangeVerdict =
  { isAccepted: true; value: string | null } | { isAccepted: false; reason: 'placeholder' };

/** Spec: a single select ignores a change to the placeholder. Clearing (null) is a change. */
export function reviewSingleChange(next: LooseItem | null): SingleChangeVerdict {
  if (next === null) return { isAccepted: true, value: null };
  if (isPlaceholderItem(next)) return { isAccepted: false, reason: 'placeholder' };
  return { isAccepted: true, value: next.value ?? null };
}

export type MultiChangeVerdict =
  | { isAccepted: true; values: string[] }
  | { isAccepted: false; reason: 'placeholder' | 'keyless' | 'max' };

/**
 * Spec: "a maximum count stops further choices; a change including a placeholder item
 * ('loading ...') or an item with no key is ignored". Taking items away is always allowed, even
 * from a list that starts above the maximum: only growing past it is refused.
 */
export function reviewMultiChange(
  previous: readonly LooseItem[],
  next: readonly LooseItem[],
  maxCount?: number,
): MultiChangeVerdict {
  if (next.some(isPlaceholderItem)) return { isAccepted: false, reason: 'placeholder' };
  if (next.some(isKeylessItem)) return { isAccepted: false, reason: 'keyless' };
  if (maxCount !== undefined && next.length > maxCount && next.length > previous.length) {
    return { isAccepted: false, reason: 'max' };
  }
  return { isAccepted: true, values: next.map((item) => item.value as string) };
}

/** Whether the multi-select is full, so unchosen options are shown as unavailable. */
export function isAtMaxCount(chosenCount: number, maxCount?: number): boolean {
  return maxCount !== undefined && chosenCount >= maxCount;
}

/** The items after clicking one: taken away when chosen, added at the end otherwise. */
export function toggleItem<T extends LooseItem>(chosen: readonly T[], item: T): T[] {
  return chosen.some((each) => each.value === item.value)
    ? chosen.filter((each) => each.value !== item.value)
    : [...chosen, item];
}

/** Finds a value's option among the list, then among options known from elsewhere. */
export function findOption(
  value: string,
  options: readonly SelectOption[],
  knownOptions: readonly SelectOption[] = [],
): SelectOption | undefined {
  return (
    options.find((option) => option.value === value) ??
    knownOptions.find((option) => option.value === value)
  );
}

/** Options whose label (or suffix) contains the search, ignoring case; all of them for no search. */
export function filterOptions<T extends SelectOption>(options: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) =>
    `${option.label} ${option.description ?? ''}`.toLocaleLowerCase().includes(needle),
  );
}

/**
 * Spec: above 30 chosen items the trigger shows '31 selected'; at 30 or fewer it lists them
 * (null: list the labels).
 */
export function chosenSummary(count: number): string | null {
  return count > SUMMARY_ABOVE ? `${count} selected` : null;
}
