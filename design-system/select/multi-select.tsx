import { useControllableState } from '../lib/use-controllable-state';
import { SelectCombobox, type SelectBaseProps } from './select-combobox';
import { SelectOptionText } from './select-listbox';
import {
  chosenSummary,
  findOption,
  isAtMaxCount,
  reviewMultiChange,
  SELECT_PLACEHOLDER,
  toggleItem,
  type MultiSelectItem,
} from './select-model';

export type MultiSelectProps = SelectBaseProps & {
  /** The chosen values, in the order they were chosen, when the caller owns them. */
  value?: string[];
  /** The first values when uncontrolled. */
  defaultValue?: string[];
  /**
   * Hears every accepted change with the chosen items (`{ label, value }`). A change that would
   * pass `maxCount`, or that includes the 'loading ...' placeholder or a keyless item, is ignored.
   */
  onValueChange?: (values: string[], items: MultiSelectItem[]) => void;
  /** Spec: a maximum count stops further choices. Unchosen options then show as unavailable. */
  maxCount?: number;
};

/**
 * A multi-select: the list stays open while Enter, Space or a click toggle options. The trigger
 * lists the chosen labels, or above 30 of them (spec SUMMARY_ABOVE) a count such as
 * '31 selected'.
 */
export function MultiSelect({
  value,
  defaultValue = [],
  onValueChange,
  options,
  knownOptions,
  maxCount,
  placeholder = SELECT_PLACEHOLDER,
  ...props
}: MultiSelectProps) {
  /** The chosen values as items, each named by the list or by a known option. */
  const itemsOf = (values: readonly string[]): MultiSelectItem[] =>
    values.map((each) => findOption(each, options, knownOptions) ?? { value: each, label: each });
  const [chosen, setChosen] = useControllableState<string[]>({
    value,
    defaultValue,
    onChange: (next) => onValueChange?.(next, itemsOf(next)),
  });
  const chosenItems = itemsOf(chosen);
  const summary = chosenSummary(chosen.length);
  const isFull = isAtMaxCount(chosen.length, maxCount);

  return (
    <SelectCombobox
      {...props}
      options={options}
      isMultiple
      isChosen={(option) => chosen.includes(option.value)}
      chosenIndex={(shown) => shown.findIndex((option) => chosen.includes(option.value))}
      isUnavailable={(option) => isFull && !chosen.includes(option.value)}
      onPick={(option) => {
        const verdict = reviewMultiChange(chosenItems, toggleItem(chosenItems, option), maxCount);
        if (verdict.isAccepted) setChosen(verdict.values);
        return verdict.isAccepted;
      }}
      hasValue={chosen.length > 0}
      onClear={() => setChosen([])}
    >
      {chosen.length === 0 ? (
        <span className="truncate text-text-subtle">{placeholder}</span>
      ) : summary ? (
        <span data-slot="select-summary" className="truncate">
          {summary}
        </span>
      ) : (
        chosenItems.map((item) => (
          <span
            key={item.value}
            data-slot="select-chip"
            className="inline-flex max-w-full min-w-0 items-center rounded-sm bg-surface-sunken px-1.5 text-sm leading-6"
          >
            <span className="truncate">
              <SelectOptionText option={item} />
            </span>
          </span>
        ))
      )}
    </SelectCombobox>
  );
}
