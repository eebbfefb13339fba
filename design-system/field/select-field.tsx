import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { Field, fieldControlClasses } from './field';
import { useFieldControl } from './use-field-control';

export type SelectFieldOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> & {
  /** The visible label. */
  label: string;
  /** Help text under the select. */
  hint?: ReactNode;
  /** The error to show; pass it only once the field was touched (spec). */
  error?: string | undefined;
  /** Shows the 'Optional' marker. */
  isOptional?: boolean;
  /** Hides the label visually; it still names the select. */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: SelectFieldOption[];
  /** A first, empty choice (value "") such as "Choose a state". */
  placeholder?: string;
  /** Classes of the outer Field (className goes to the select). */
  fieldClassName?: string;
};

/** A labelled native select: the platform's own picker, which is the best one on phones. */
export function SelectField({
  label,
  hint,
  error,
  isOptional,
  hideLabel,
  options,
  placeholder,
  fieldClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const { fieldProps, controlProps } = useFieldControl({
    label,
    hint,
    error,
    isOptional,
    hideLabel,
    fieldClassName,
    id,
    describedBy,
  });
  return (
    <Field {...fieldProps}>
      <div className="relative">
        <select
          {...controlProps}
          data-slot="select-field-select"
          className={cn(fieldControlClasses, 'cursor-pointer appearance-none pr-9', className)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
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
    </Field>
  );
}
