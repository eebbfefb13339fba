import { useId, useReducer, useRef, useState, type ComponentProps } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { cva, type VariantProps } from 'class-variance-authority';
import { CalendarDays } from 'lucide-react';
import { Button } from '../button/button';
import { fieldControlClasses } from '../field/field';
import type { LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { DateRangeCalendar, type WeekStartsOn } from './date-range-calendar';
import {
  EMPTY_DATE_RANGE,
  formatDateRange,
  initialRangeSelection,
  isSameRange,
  rangeDayCount,
  rangeSelectionReducer,
  validateDateRange,
  type DateRange,
  type DateRangeRules,
  type RangeSelection,
} from './date-range-model';

export const dateRangePickerTriggerVariants = cva(
  [
    ...fieldControlClasses,
    'inline-flex items-center gap-2 text-left',
    'data-[state=open]:border-ring',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-text-muted',
  ],
  {
    variants: { size: { sm: 'h-8', md: 'h-10' } },
    defaultVariants: { size: 'md' },
  },
);

export type DateRangePickerProps = Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'type'
> &
  VariantProps<typeof dateRangePickerTriggerVariants> &
  Pick<LabelledFieldProps, 'label' | 'hideLabel' | 'fieldClassName'> & {
    /** Shown in the trigger while no date is chosen. Default 'Select dates'. */
    placeholder?: string;
    /** The chosen range, when the caller owns it. */
    value?: DateRange;
    /** The range chosen at first when uncontrolled. Default: none. */
    defaultValue?: DateRange;
    /** Called with the new range when Done accepts it (not on every click in the calendar). */
    onValueChange?: (value: DateRange) => void;
    /** Whether the calendar popover is open, when the caller owns it. */
    open?: boolean;
    /** Whether the popover starts open when uncontrolled. */
    defaultOpen?: boolean;
    /** Called when the popover opens or closes. */
    onOpenChange?: (open: boolean) => void;
    /** Done refuses an empty range: 'Please select a date or date range'. */
    required?: boolean;
    /** Done refuses a range longer than this many days, counted inclusively (7: Nov 2 – Nov 8). */
    maxDays?: number;
    /** Days before this day cannot be chosen (the day itself can). */
    disableBefore?: Date;
    /** Days after this day cannot be chosen (the day itself can). */
    disableAfter?: Date;
    /** First day of the week: 0 Sunday (the default), 1 Monday … 6 Saturday. */
    weekStartsOn?: WeekStartsOn;
    /** The month shown when the popover opens with no date chosen. Default: today's month. */
    defaultMonth?: Date;
    /** The day marked as today. Default: the current day; stories and tests pass a fixed one. */
    today?: Date;
  };

/**
 * A date range field: a trigger showing the chosen range ('Nov 2 – Nov 8, 2026') that opens a
 * popover with a calendar, Clear and Done. Clicks follow the spec's sequence (first click a
 * one-day range, a later click its end, an earlier or a third click starts again); the range is
 * only reported when Done accepts it. Escape or a click outside closes and forgets the changes.
 * The label, with the chosen range, names the trigger, and it names the popover.
 */
export function DateRangePicker({
  label,
  hideLabel = false,
  placeholder = 'Select dates',
  value,
  defaultValue = EMPTY_DATE_RANGE,
  onValueChange,
  open,
  defaultOpen = false,
  onOpenChange,
  required = false,
  maxDays,
  disableBefore,
  disableAfter,
  weekStartsOn = 0,
  defaultMonth,
  today,
  size,
  id,
  disabled,
  className,
  fieldClassName,
  ...props
}: DateRangePickerProps) {
  const [range, setRange] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [isOpen, setIsOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const text = formatDateRange(range);

  return (
    <div
      data-slot="date-range-picker"
      data-state={isOpen ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', fieldClassName)}
    >
      <label
        id={labelId}
        htmlFor={triggerId}
        data-slot="date-range-picker-label"
        className={cn('text-sm font-medium text-text', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <button
            id={triggerId}
            type="button"
            data-slot="date-range-picker-trigger"
            // The label and the chosen range together: "Pay period Nov 2 – Nov 8, 2026".
            aria-labelledby={`${labelId} ${valueId}`}
            disabled={disabled}
            className={cn(dateRangePickerTriggerVariants({ size }), className)}
            {...props}
          >
            <CalendarDays aria-hidden="true" />
            <span
              id={valueId}
              data-slot="date-range-picker-value"
              className={cn('min-w-0 flex-1 truncate', !text && 'text-text-subtle')}
            >
              {text ?? placeholder}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <DateRangePickerPanel
            label={label}
            value={range}
            rules={{ required, maxDays, disableBefore, disableAfter }}
            weekStartsOn={weekStartsOn}
            defaultMonth={defaultMonth}
            today={today}
            onDone={(next) => {
              if (!isSameRange(next, range)) setRange(next);
              setIsOpen(false);
            }}
          />
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

type DateRangePickerPanelProps = {
  label: string;
  value: DateRange;
  rules: DateRangeRules;
  weekStartsOn: WeekStartsOn;
  defaultMonth: Date | undefined;
  today: Date | undefined;
  onDone: (range: DateRange) => void;
};

/**
 * The popover's content. It mounts on every opening (Radix unmounts closed content), so the
 * range being picked starts from the chosen value each time and is forgotten when closed.
 */
function DateRangePickerPanel({
  label,
  value,
  rules,
  weekStartsOn,
  defaultMonth,
  today,
  onDone,
}: DateRangePickerPanelProps) {
  const [selection, dispatch] = useReducer(rangeSelectionReducer, value, initialRangeSelection);
  const [error, setError] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const errorId = useId();

  const handleDone = () => {
    const message = validateDateRange(selection.range, rules);
    setError(message);
    if (!message) onDone(selection.range);
  };

  return (
    <Popover.Content
      ref={contentRef}
      data-slot="date-range-picker-content"
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      align="start"
      sideOffset={6}
      collisionPadding={8}
      // Keyboard users land on the range start (or today) in the grid, not on the month dropdown.
      onOpenAutoFocus={(event) => {
        const day = contentRef.current?.querySelector<HTMLElement>(
          '[data-slot="date-range-calendar-day"][tabindex="0"]',
        );
        if (!day) return;
        event.preventDefault();
        day.focus();
      }}
      className={cn(
        'z-dropdown flex max-w-[calc(100vw-1rem)] flex-col gap-3 rounded-lg border border-border bg-surface-raised p-3 text-text shadow-lg',
        'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
      )}
    >
      <DateRangeCalendar
        range={selection.range}
        onDayClick={(day) => {
          setError(null);
          dispatch({ type: 'click', day });
        }}
        weekStartsOn={weekStartsOn}
        defaultMonth={value.start ?? defaultMonth}
        today={today}
        disableBefore={rules.disableBefore}
        disableAfter={rules.disableAfter}
        footer={summaryOf(selection)}
        className="mx-auto"
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          data-slot="date-range-picker-error"
          className="max-w-72 rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
      <div data-slot="date-range-picker-actions" className="flex justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setError(null);
            dispatch({ type: 'clear' });
          }}
        >
          Clear
        </Button>
        <Button size="sm" onClick={handleDone}>
          Done
        </Button>
      </div>
    </Popover.Content>
  );
}

/** The live line under the calendar: what is picked so far, and how many days it spans. */
function summaryOf({ range, isAwaitingEnd }: RangeSelection): string {
  const text = formatDateRange(range);
  if (!text) return 'No dates selected';
  if (isAwaitingEnd) return `${text}: pick an end date`;
  const days = rangeDayCount(range);
  return `${text} (${days} ${days === 1 ? 'day' : 'days'})`;
}
