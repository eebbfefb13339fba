import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Field, fieldControlClasses } from './field';
import { useFieldControl } from './use-field-control';

export type TextFieldProps = ComponentProps<'input'> & {
  /** The visible label. */
  label: string;
  /** Help text under the input. */
  hint?: ReactNode;
  /** The error to show; pass it only once the field was touched (spec). */
  error?: string | undefined;
  /** Shows the 'Optional' marker. */
  isOptional?: boolean;
  /** Hides the label visually; it still names the input. */
  hideLabel?: boolean;
  /** Content laid over the right end of the input (e.g. a show-password button). */
  endAdornment?: ReactNode;
  /** Classes of the outer Field (className goes to the input, as callers style the control). */
  fieldClassName?: string;
};

/**
 * A labelled text input. Spreads input props, so `{...register('email')}` from react-hook-form
 * works directly (the ref is a plain prop in React 19).
 */
export function TextField({
  label,
  hint,
  error,
  isOptional,
  hideLabel,
  endAdornment,
  fieldClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
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
        <input
          {...controlProps}
          data-slot="text-field-input"
          className={cn(fieldControlClasses, endAdornment ? 'pr-11' : undefined, className)}
          {...props}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
    </Field>
  );
}
