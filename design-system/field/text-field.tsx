import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Field, fieldControlClasses } from './field';
import { useFieldControl, type LabelledFieldProps } from './use-field-control';

export type TextFieldProps = ComponentProps<'input'> &
  LabelledFieldProps & {
    /** Content laid over the right end of the input (e.g. a show-password button). */
    endAdornment?: ReactNode;
  };

/**
 * A labelled text input. Spreads input props, so `{...register('email')}` from react-hook-form
 * works directly (the ref is a plain prop in React 19).
 */
export function TextField({ endAdornment, className, ...props }: TextFieldProps) {
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  return (
    <Field {...fieldProps}>
      <div className="relative">
        <input
          {...controlProps}
          data-slot="text-field-input"
          className={cn(fieldControlClasses, endAdornment ? 'pr-11' : undefined, className)}
          {...rest}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
    </Field>
  );
}
