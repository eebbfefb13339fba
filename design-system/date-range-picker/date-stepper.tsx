import { useEffect, useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { format, isAfter, isBefore, isSameDay, startOfDay } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  STEP_DEBOUNCE_MS,
  dateBounds,
  nextStepBurst,
  type StepBurst,
  type StepDirection,
} from './date-range-model';

export const dateStepperVariants = cva(
  'inline-flex items-center gap-1 rounded-md border border-border-strong bg-surface p-0.5 text-sm text-text shadow-sm',
  {
    variants: {
      size: {
        sm: '[&_button]:size-7 [&_time]:min-w-32',
        md: '[&_button]:size-9 [&_time]:min-w-36',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DateStepperProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  VariantProps<typeof dateStepperVariants> & {
    /** The shown day, when the caller owns it. */
    value?: Date;
    /** The day shown first when uncontrolled. Default: today. */
    defaultValue?: Date;
    /**
     * Called once per burst of clicks, 350 ms after the last one, with the final day (spec). Not
     * called when the burst ends where it started.
     */
    onValueChange?: (value: Date) => void;
    /** Days before this day cannot be reached; Previous day is disabled on it. */
    disableBefore?: Date;
    /** Days after this day cannot be reached; Next day is disabled on it. */
    disableAfter?: Date;
    /** Names the group of buttons and date. Default 'Date'. */
    label?: string;
  };

/**
 * Previous day / Next day buttons around the shown date, for moving a day view along. Rapid clicks
 * (each within 350 ms of the last) make a burst that speeds up: clicks 1–4 move 1 day, 5–9 move 2,
 * 10–15 move 3, 16–20 move 7, then 10. The date moves on every click; the caller hears the final
 * day once, 350 ms after the last click. Kept within 2016–2029 and disable-before/after.
 */
export function DateStepper({
  value,
  defaultValue,
  onValueChange,
  disableBefore,
  disableAfter,
  label = 'Date',
  size,
  className,
  ...props
}: DateStepperProps) {
  const [current, setValue] = useControllableState({
    value,
    defaultValue: defaultValue ?? startOfDay(new Date()),
    onChange: onValueChange,
  });
  // The burst under way, or null between bursts; its date is shown before it is reported.
  const [burst, setBurst] = useState<StepBurst | null>(null);
  const shown = burst?.date ?? current;
  const bounds = dateBounds({ disableBefore, disableAfter });
  const isAtStart = !isAfter(startOfDay(shown), bounds.min);
  const isAtEnd = !isBefore(startOfDay(shown), bounds.max);

  // The debounce: every click makes a new burst object, which restarts this timer.
  useEffect(() => {
    if (!burst) return;
    const timer = setTimeout(() => {
      setBurst(null);
      if (!isSameDay(burst.date, current)) setValue(burst.date);
    }, STEP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [burst, current, setValue]);

  const step = (direction: StepDirection) => {
    if (direction < 0 ? isAtStart : isAtEnd) return;
    setBurst((previous) => nextStepBurst(previous, current, direction, bounds));
  };

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="date-stepper"
      data-state={burst ? 'stepping' : 'idle'}
      className={cn(dateStepperVariants({ size }), className)}
      {...props}
    >
      {/* aria-disabled, not disabled: a disabled button would drop keyboard focus at the bound. */}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous day"
        aria-disabled={isAtStart || undefined}
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {/* Polite live region: a screen reader hears where the date landed. */}
      <span
        role="status"
        data-slot="date-stepper-date"
        className="px-1 text-center font-medium whitespace-nowrap tabular-nums"
      >
        <time className="inline-block" dateTime={format(shown, 'yyyy-MM-dd')}>
          {format(shown, 'EEE, MMM d, yyyy')}
        </time>
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next day"
        aria-disabled={isAtEnd || undefined}
        onClick={() => step(1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
