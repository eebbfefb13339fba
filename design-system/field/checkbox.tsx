import type { ComponentProps, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { FieldError, FieldHint } from './field';
import { useFieldControl } from './use-field-control';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error about this box (e.g. terms not accepted), announced when shown. */
  error?: string | undefined;
};

/** A native checkbox with a custom box, so it keeps native keyboard, form and react-hook-form behaviour. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const { label, hint, error, htmlFor: inputId } = fieldProps;
  return (
    <div
      data-slot="checkbox"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <div className="flex items-start gap-2.5">
        <span className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            {...controlProps}
            type="checkbox"
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-sm border border-border-strong bg-surface shadow-sm',
              'transition-colors duration-fast checked:border-primary checked:bg-primary',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
            )}
            {...rest}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm text-text select-none">
          {label}
        </label>
      </div>
      {hint && (
        <FieldHint controlId={inputId} className="pl-7.5">
          {hint}
        </FieldHint>
      )}
      {error && (
        <FieldError controlId={inputId} className="pl-7.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}
