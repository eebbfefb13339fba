import { useId, type ComponentProps, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error about this box (e.g. terms not accepted), announced when shown. */
  error?: string | undefined;
};

/** A native checkbox with a custom box, so it keeps native keyboard, form and react-hook-form behaviour. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot="checkbox"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <div className="flex items-start gap-2.5">
        <span className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={ariaDescribedBy}
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-sm border border-border-strong bg-surface shadow-sm',
              'transition-colors duration-fast checked:border-primary checked:bg-primary',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
            )}
            {...props}
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
        <p id={hintId} className="pl-7.5 text-xs text-text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="pl-7.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
