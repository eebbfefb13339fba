import { SelectField } from '../field/select-field';
import { splitFieldProps } from '../field/use-field-control';
import { useControllableState } from '../lib/use-controllable-state';
import { SelectCombobox, type SelectBaseProps } from './select-combobox';
import { SelectOptionText } from './select-listbox';
import {
  emptyChoiceLabel,
  findOption,
  isChoosable,
  reviewSingleChange,
  type SelectOption,
} from './select-model';
import { useIsPhone } from './use-is-phone';

export type SelectProps = SelectBaseProps & {
  /** The chosen value, or null for none, when the caller owns it. */
  value?: string | null;
  /** The first value when uncontrolled. */
  defaultValue?: string | null;
  /** Hears a new choice (or null when cleared) with its option. Never the placeholder item. */
  onValueChange?: (value: string | null, option: SelectOption | null) => void;
  /**
   * Spec: "Select single mobile fallback shows 'None'". `auto` (default) swaps in a native select
   * on phones (see PHONE_QUERY in use-is-phone.ts), whose empty choice reads the `placeholder`,
   * or 'None' for a field without one; `always` and `never` force either way (a remote list,
   * which a native select cannot page, uses never).
   */
  mobileFallback?: 'auto' | 'always' | 'never';
};

/**
 * A single select: one choice from a list that opens under the trigger, with typeahead, an
 * optional search box, and messages for loading and empty results. On phones it becomes the
 * platform's own picker (SelectField), whose empty choice reads the placeholder ('None' without).
 */
export function Select({
  value,
  defaultValue = null,
  onValueChange,
  options,
  knownOptions,
  placeholder,
  mobileFallback = 'auto',
  ...props
}: SelectProps) {
  const lookup = (next: string | null) =>
    next === null ? null : (findOption(next, options, knownOptions) ?? null);
  const [chosen, setChosen] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: (next) => onValueChange?.(next, lookup(next)),
  });
  const isPhone = useIsPhone();
  const chosenOption = lookup(chosen);

  if (mobileFallback === 'always' || (mobileFallback === 'auto' && isPhone)) {
    return (
      <SelectMobileFallback
        {...props}
        emptyLabel={emptyChoiceLabel(placeholder, true)}
        options={options}
        chosen={chosenOption}
        onChoose={(option) => {
          const verdict = reviewSingleChange(option);
          if (verdict.isAccepted) setChosen(verdict.value);
        }}
      />
    );
  }

  return (
    <SelectCombobox
      {...props}
      options={options}
      isMultiple={false}
      isChosen={(option) => option.value === chosen}
      chosenIndex={(shown) => shown.findIndex((option) => option.value === chosen)}
      onPick={(option) => {
        const verdict = reviewSingleChange(option);
        if (verdict.isAccepted) setChosen(verdict.value);
        return verdict.isAccepted;
      }}
      hasValue={chosen !== null}
      onClear={() => setChosen(null)}
    >
      {chosenOption ? (
        <span className="truncate">
          <SelectOptionText option={chosenOption} />
        </span>
      ) : (
        <span className="truncate text-text-subtle">
          {chosen ?? emptyChoiceLabel(placeholder, false)}
        </span>
      )}
    </SelectCombobox>
  );
}

type SelectMobileFallbackProps = Omit<SelectBaseProps, 'options' | 'placeholder'> & {
  /** What the empty choice reads (emptyChoiceLabel). */
  emptyLabel: string;
  options: readonly SelectOption[];
  chosen: SelectOption | null;
  onChoose: (option: SelectOption | null) => void;
};

/**
 * The native select phones get: their own picker, which beats any list drawn in a page. Only
 * choosable options are offered (not the 'loading ...' placeholder or a keyless item), plus the
 * chosen one, and the empty choice reads the field's placeholder ('None' without one).
 */
function SelectMobileFallback({
  emptyLabel,
  options,
  chosen,
  onChoose,
  name,
  disabled,
  ...props
}: SelectMobileFallbackProps) {
  const offered = options.filter((option) => isChoosable(option) || option.value === chosen?.value);
  // Only the field part is passed on: the native select has no search, loading or clearing.
  const { field } = splitFieldProps(props);
  return (
    <SelectField
      {...field}
      name={name}
      disabled={disabled}
      data-select-fallback=""
      placeholder={emptyLabel}
      options={offered.map((option) => ({
        value: option.value,
        label: option.description ? `${option.label} ${option.description}` : option.label,
      }))}
      value={chosen?.value ?? ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChoose(next === '' ? null : (offered.find((option) => option.value === next) ?? null));
      }}
    />
  );
}
