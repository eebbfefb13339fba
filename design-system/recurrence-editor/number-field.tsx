import { useId, type ComponentProps } from 'react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';

export type RecurrenceNumberFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> &
  Omit<LabelledFieldProps, 'isOptional' | 'hideLabel'> & {
    /** The number, or null while the input is empty. */
    value: number | null;
    onValueChange: (value: number | null) => void;
    /** The unit after the input ('days'); it also describes the input. */
    unit?: string | undefined;
  };

/**
 * A whole number with its unit beside it ('Every [2] days'), wired to its label ('Repeat every'),
 * hint (e.g. why it is locked) and error by the field kit. Empty is null so a cleared input shows
 * the range message, not a silent 0.
 */
export function RecurrenceNumberField({
  value,
  onValueChange,
  unit,
  className,
  ...props
}: RecurrenceNumberFieldProps) {
  const unitId = useId();
  // The unit is read after the caller's own description, before the hint and error.
  const describedBy = [props['aria-describedby'], unit ? unitId : null].filter(Boolean).join(' ');
  const { fieldProps, controlProps, rest } = useFieldControl({
    ...props,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <Field {...fieldProps}>
      <div className="flex items-center gap-2">
        <input
          {...controlProps}
          type="number"
          inputMode="numeric"
          step={1}
          value={value ?? ''}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onValueChange(text === '' ? null : Number(text));
          }}
          data-slot="recurrence-number-input"
          className={cn(fieldControlClasses, 'w-24 tabular-nums', className)}
          {...rest}
        />
        {unit && (
          <span id={unitId} className="text-sm text-text-muted">
            {unit}
          </span>
        )}
      </div>
    </Field>
  );
}
