import type { ChangeEvent, ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  DEFAULT_PHONE_REGION,
  PHONE_REGIONS,
  formatPhone,
  isPhoneRegion,
  nextPhoneText,
  type PhoneRegion,
} from './phone-model';

export type PhoneInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> &
  LabelledFieldProps & {
    /** The number as shown (US numbers formatted, Australian as typed), when the caller owns it. */
    value?: string;
    /** The first number shown when uncontrolled. */
    defaultValue?: string;
    /** Called with the shown text after each edit. */
    onValueChange?: (value: string) => void;
    /** The region the number is read in, when the caller owns it. */
    region?: PhoneRegion;
    /** The first region when uncontrolled; the US unless told. */
    defaultRegion?: PhoneRegion;
    /** Called when the person picks another region. */
    onRegionChange?: (region: PhoneRegion) => void;
    /** The accessible name of the region choice; `${label} country` unless told. */
    regionLabel?: string;
  };

/**
 * A labelled phone number field with its region: a native select (US by default, or Australia)
 * beside a tel input, which `label` names. US numbers are formatted as they are typed; Australian
 * numbers are left exactly as typed (spec). The widget does not judge the number: the form
 * validates it (contract/validation's checkMobile) and passes `error`, such as 'Mobile phone is
 * invalid', which the field announces.
 */
export function PhoneInput({
  value,
  defaultValue = '',
  onValueChange,
  region: regionProp,
  defaultRegion = DEFAULT_PHONE_REGION,
  onRegionChange,
  regionLabel,
  className,
  disabled,
  placeholder,
  onBlur,
  ...props
}: PhoneInputProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [region, setRegion] = useControllableState({
    value: regionProp,
    defaultValue: defaultRegion,
    onChange: onRegionChange,
  });
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const regionOption = PHONE_REGIONS.find((option) => option.value === region);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const isCaretAtEnd = input.selectionStart === input.value.length;
    setText(nextPhoneText(text, input.value, region, isCaretAtEnd));
  };

  const handleRegionChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (!isPhoneRegion(next)) return;
    setRegion(next);
    // Typed under another region, the number is shown the way the new region shows numbers.
    setText(formatPhone(text, next));
  };

  return (
    <Field {...fieldProps}>
      <div data-slot="phone-input" data-disabled={disabled ? '' : undefined} className="flex gap-2">
        <div className="relative shrink-0">
          <select
            data-slot="phone-input-region"
            aria-label={regionLabel ?? `${fieldProps.label} country`}
            value={region}
            disabled={disabled}
            onChange={handleRegionChange}
            className={cn(fieldControlClasses, 'w-28 cursor-pointer appearance-none pr-9')}
          >
            {PHONE_REGIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-text-muted"
          />
        </div>
        <input
          {...controlProps}
          data-slot="phone-input-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={placeholder ?? regionOption?.placeholder}
          disabled={disabled}
          value={text}
          onChange={handleChange}
          onBlur={(event) => {
            // Edits kept as typed (a deletion, a change in the middle) are tidied up on leaving.
            setText(formatPhone(text, region));
            onBlur?.(event);
          }}
          className={cn(fieldControlClasses, 'flex-1 tabular-nums', className)}
          {...rest}
        />
      </div>
    </Field>
  );
}
