import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { Field, fieldControlClasses } from './field';
import { useFieldControl, type LabelledFieldProps } from './use-field-control';

export type SelectFieldOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> &
  LabelledFieldProps & {
    /** The choices, in order. */
    options: SelectFieldOption[];
    /** A first, empty choice (value "") such as "Choose a state". */
    placeholder?: string;
  };

/** A labelled native select: the platform's own picker, which is the best one on phones. */
export function SelectField({ options, placeholder, className, ...props }: SelectFieldProps) {
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  return (
    <Field {...fieldProps}>
      <div className="relative">
        <select
          {...controlProps}
          data-slot="select-field-select"
          className={cn(fieldControlClasses, 'cursor-pointer appearance-none pr-9', className)}
          {...rest}
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
