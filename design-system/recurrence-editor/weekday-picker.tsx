import { useId, type ComponentProps } from 'react';
import { Lock } from 'lucide-react';
import { cn } from '../lib/cn';
import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  sortWeekdays,
  type Weekday,
} from './recurrence-model';

export type WeekdayPickerProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The visible label of the group. Default 'On these days'. */
  legend?: string;
  /** The chosen days, Monday 0 to Sunday 6. */
  value: Weekday[];
  onValueChange: (value: Weekday[]) => void;
  /** The task's start weekday: always chosen, and cannot be unticked (spec). */
  lockedDay?: Weekday | null | undefined;
  /** The error to show (once touched), announced. */
  error?: string | undefined;
};

/**
 * Seven toggle buttons (aria-pressed), Monday first. The start day's button stays pressed and is
 * aria-disabled rather than disabled, so it keeps focus and reads its hint saying why.
 */
export function WeekdayPicker({
  legend = 'On these days',
  value,
  onValueChange,
  lockedDay = null,
  error,
  className,
  ...props
}: WeekdayPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasLockedDay = lockedDay !== null;

  const toggle = (day: Weekday) => {
    if (day === lockedDay) return;
    onValueChange(
      value.includes(day)
        ? value.filter((chosen) => chosen !== day)
        : sortWeekdays([...value, day]),
    );
  };

  return (
    <fieldset
      data-slot="weekday-picker"
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <legend className="mb-1.5 text-sm font-medium text-text">{legend}</legend>
      <div className="grid max-w-sm grid-cols-7 gap-1">
        {WEEKDAYS.map((day) => {
          const isPressed = value.includes(day) || day === lockedDay;
          const isLocked = day === lockedDay;
          return (
            <button
              key={day}
              type="button"
              data-slot="weekday-picker-day"
              data-state={isPressed ? 'on' : 'off'}
              aria-pressed={isPressed}
              aria-disabled={isLocked || undefined}
              aria-describedby={isLocked ? hintId : undefined}
              onClick={() => toggle(day)}
              className={cn(
                'relative inline-flex h-10 min-w-0 items-center justify-center rounded-md border text-sm font-medium',
                'transition-colors duration-fast ease-standard select-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'border-border-strong bg-surface text-text hover:bg-surface-sunken',
                'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary-hover',
                'aria-disabled:cursor-not-allowed aria-disabled:hover:bg-primary',
                'disabled:cursor-not-allowed disabled:opacity-60',
                error && 'border-danger',
              )}
            >
              {/* The full name is the button's name; the short one is what fits seven in a row. */}
              <span aria-hidden="true">{WEEKDAY_SHORT_NAMES[day]}</span>
              <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
              {isLocked && (
                <Lock aria-hidden="true" className="absolute top-1 right-1 size-2.5 opacity-80" />
              )}
            </button>
          );
        })}
      </div>
      {hasLockedDay && (
        <p id={hintId} className="text-xs text-text-muted">
          {`${WEEKDAY_NAMES[lockedDay]} is the task's start day, so it is always included.`}
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
