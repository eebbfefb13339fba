import { useId, type ComponentProps, type ReactNode } from 'react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
import { cn } from '../lib/cn';

export type RecurrenceNumberFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** The visible label ('Repeat every'). */
  label: string;
  /** The number, or null while the input is empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** The unit after the input ('days'); it also describes the input. */
  unit?: string | undefined;
  /** Help text under the input (e.g. why it is locked). */
  hint?: ReactNode;
  /** The error to show (once touched). */
  error?: string | undefined;
  /** Classes of the outer Field. */
  fieldClassName?: string;
};

/**
 * A whole number with its unit beside it ('Every [2] days'), wired to its label, hint and error by
 * the field kit. Empty is null so a cleared input shows the range message, not a silent 0.
 */
export function RecurrenceNumberField({
  label,
  value,
  onValueChange,
  unit,
  hint,
  error,
  fieldClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: RecurrenceNumberFieldProps) {
  const unitId = useId();
  const { fieldProps, controlProps } = useFieldControl({
    label,
    hint,
    error,
    fieldClassName,
    id,
    describedBy: [describedBy, unit ? unitId : null].filter(Boolean).join(' ') || undefined,
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
          {...props}
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
