import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type RecurrenceChoice<T extends string> = {
  value: T;
  label: string;
  /** Unavailable; say why through `describedBy`, the id of visible text. */
  disabled?: boolean;
  describedBy?: string | undefined;
};

export type RecurrenceChoiceGroupProps<T extends string> = Omit<
  ComponentProps<'fieldset'>,
  'onChange' | 'defaultValue'
> & {
  /** The visible question the choices answer ('Ends'). */
  legend: string;
  options: RecurrenceChoice<T>[];
  /** The chosen value, or '' for none. */
  value: T | '';
  onValueChange: (value: T) => void;
  /** Help text under the choices. */
  hint?: ReactNode;
  /** The error to show (once touched), announced. */
  error?: string | undefined;
};

/**
 * Native radio buttons in a fieldset: arrow keys move between choices and the legend names the
 * group, with no script. Used for the daily option and the end of a repeat rule.
 */
export function RecurrenceChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onValueChange,
  hint,
  error,
  className,
  ...props
}: RecurrenceChoiceGroupProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      data-slot="recurrence-choice-group"
      data-invalid={error ? '' : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-1.5 text-sm font-medium text-text">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={option.describedBy}
                onChange={() => onValueChange(option.value)}
                className={cn(
                  'size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-border-strong bg-surface shadow-sm',
                  'transition-colors duration-fast checked:border-[6px] checked:border-primary',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                )}
              />
              <label
                htmlFor={optionId}
                className={cn(
                  'cursor-pointer text-sm text-text select-none',
                  option.disabled && 'cursor-not-allowed text-text-muted',
                )}
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
