import { useId, useReducer, useRef, useState, type ComponentProps } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { cva, type VariantProps } from 'class-variance-authority';
import { CalendarDays } from 'lucide-react';
import { Button } from '../button/button';
import { fieldControlClasses } from '../field/field';
import { TextField } from '../field/text-field';
import type { LabelledFieldProps } from '../field/use-field-control';
import type { FormatLocale } from '../format/format-locale';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { DateRangeCalendar, type WeekStartsOn } from './date-range-calendar';
import {
  DATE_ENTRY_FORMATS,
  datePanelReducer,
  entryText,
  initialDatePanelState,
  type DateEntryContext,
  type DateEntryField,
} from './date-entry-model';
import {
  EMPTY_DATE_RANGE,
  formatDateRange,
  initialRangeSelection,
  isSameRange,
  rangeDayCount,
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
    /**
     * How dates are typed in the Start date and End date fields: 'us' MM/DD/YYYY (the default),
     * 'au' DD/MM/YYYY (core.md 1). Apps pass the organisation's country.
     */
    locale?: FormatLocale;
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
 * modal dialog with Start date and End date fields (typed in the locale's format), a calendar,
 * Clear and Done. Clicks follow the spec's sequence (first click a one-day range, a later click
 * its end, an earlier or a third click starts again); a whole typed date moves the calendar and
 * the range at once. The range is only reported when Done accepts it. Escape or a click outside
 * closes and forgets the changes; focus returns to the trigger. The label, with the chosen range,
 * names the trigger, and it names the dialog.
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
  locale = 'us',
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
      {/* Modal, as the APG date picker dialog: Tab cannot wander onto the page behind. */}
      <Popover.Root modal open={isOpen} onOpenChange={setIsOpen}>
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
            locale={locale}
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
  locale: FormatLocale;
  weekStartsOn: WeekStartsOn;
  defaultMonth: Date | undefined;
  today: Date | undefined;
  onDone: (range: DateRange) => void;
};

/**
 * The popover's content, a modal dialog as in the WAI-ARIA APG date picker dialog: Tab stays
 * inside (the page behind is inert and hidden from assistive technology), Escape closes, and focus
 * goes back to the trigger. It mounts on every opening (Radix unmounts closed content), so the
 * range being picked starts from the chosen value each time and is forgotten when closed.
 */
function DateRangePickerPanel({
  label,
  value,
  rules,
  locale,
  weekStartsOn,
  defaultMonth,
  today,
  onDone,
}: DateRangePickerPanelProps) {
  const [state, dispatch] = useReducer(datePanelReducer, undefined, () =>
    initialDatePanelState(
      initialRangeSelection(value),
      value.start ?? defaultMonth ?? today ?? new Date(),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const fieldRefs = { start: useRef<HTMLInputElement>(null), end: useRef<HTMLInputElement>(null) };
  const errorId = useId();
  const context: DateEntryContext = {
    locale,
    rules: { disableBefore: rules.disableBefore, disableAfter: rules.disableAfter },
  };
  const { selection } = state;

  const handleDone = () => {
    // Text still in the fields counts: a bad date there keeps the popover open on that field.
    const action = { type: 'commit-all', context } as const;
    const committed = datePanelReducer(state, action);
    dispatch(action);
    const invalid = (['start', 'end'] as const).find((field) => committed.errors[field]);
    if (invalid) {
      setError(null);
      fieldRefs[invalid].current?.focus();
      return;
    }
    const message = validateDateRange(committed.selection.range, rules);
    setError(message);
    if (!message) onDone(committed.selection.range);
  };

  const entryField = (field: DateEntryField) => (
    <TextField
      ref={fieldRefs[field]}
      label={field === 'start' ? 'Start date' : 'End date'}
      hint={DATE_ENTRY_FORMATS[locale].hint}
      error={state.errors[field] ?? undefined}
      value={entryText(state, field, locale)}
      autoComplete="off"
      spellCheck={false}
      data-slot={`date-range-picker-${field}-input`}
      onChange={(event) => {
        setError(null);
        dispatch({ type: 'type', field, text: event.currentTarget.value, context });
      }}
      onBlur={() => dispatch({ type: 'commit', field, context })}
      onKeyDown={(event) => {
        if (event.key === 'Enter') dispatch({ type: 'commit', field, context });
      }}
    />
  );

  return (
    <Popover.Content
      ref={contentRef}
      data-slot="date-range-picker-content"
      aria-label={label}
      aria-modal="true"
      aria-describedby={error ? errorId : undefined}
      align="start"
      sideOffset={6}
      collisionPadding={8}
      // Keyboard users land on the range start (or today) in the grid, as in the APG pattern.
      onOpenAutoFocus={(event) => {
        const day = contentRef.current?.querySelector<HTMLElement>(
          '[data-slot="date-range-calendar-day"][tabindex="0"]',
        );
        if (!day) return;
        event.preventDefault();
        day.focus();
      }}
      className={cn(
        'z-dropdown flex max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] flex-col gap-3 overflow-y-auto rounded-lg border border-border bg-surface-raised p-3 text-text shadow-lg',
        'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
      )}
    >
      {/* The typed dates sit beside the calendar, above it on phones. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          data-slot="date-range-picker-entry"
          className="grid grid-cols-2 gap-2 sm:w-36 sm:grid-cols-1 sm:gap-3"
        >
          {entryField('start')}
          {entryField('end')}
        </div>
        <DateRangeCalendar
          range={selection.range}
          onDayClick={(day) => {
            setError(null);
            dispatch({ type: 'click', day });
          }}
          month={state.month}
          onMonthChange={(month) => dispatch({ type: 'navigate', month })}
          weekStartsOn={weekStartsOn}
          today={today}
          disableBefore={rules.disableBefore}
          disableAfter={rules.disableAfter}
          footer={summaryOf(selection)}
          className="mx-auto"
        />
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          data-slot="date-range-picker-error"
          className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
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
