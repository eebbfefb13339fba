import { useEffect, useRef, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { format } from 'date-fns';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type DayButtonProps,
  type Matcher,
} from 'react-day-picker';
import { cn } from '../lib/cn';
import {
  FIRST_DAY,
  LAST_DAY,
  dateBounds,
  type DateLimits,
  type DateRange,
} from './date-range-model';

export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Tailwind classes for DayPicker's parts (its own stylesheet is not loaded). */
const calendarClassNames: Partial<ClassNames> = {
  root: 'w-fit text-text',
  months: 'relative',
  // Previous button, caption and next button on one row (navLayout "around"), the grid below.
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-2',
  month_caption: 'flex h-9 items-center justify-center px-1',
  dropdowns: 'flex items-center gap-1.5',
  dropdown_root: cn(
    'relative inline-flex rounded-md border border-border-strong bg-surface shadow-sm',
    'transition-colors duration-fast hover:bg-surface-sunken',
    'has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-ring',
  ),
  // The native select lies invisibly over its label, so the platform's own picker opens on phones.
  dropdown: 'absolute inset-0 w-full cursor-pointer appearance-none opacity-0',
  caption_label: cn(
    'pointer-events-none flex h-8 items-center gap-1 pr-1.5 pl-2.5 text-sm font-medium text-text',
    '[&_svg]:size-4 [&_svg]:text-text-muted',
  ),
  button_previous: 'col-start-1 row-start-1',
  button_next: 'col-start-3 row-start-1',
  month_grid: 'col-span-3 border-separate border-spacing-x-0 border-spacing-y-1',
  weekday: 'h-8 w-10 p-0 text-xs font-medium text-text-muted',
  day: 'p-0 text-center',
  // The band behind a range: soft from start to end, rounded at its ends.
  range_start: 'rounded-l-md bg-primary-soft',
  range_middle: 'bg-primary-soft',
  range_end: 'rounded-r-md bg-primary-soft',
  footer: 'mt-2 min-h-5 text-center text-sm text-text-muted',
};

const navButtonClasses = cn(
  'inline-flex size-9 items-center justify-center rounded-md text-text',
  'transition-colors duration-fast hover:bg-surface-sunken',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:pointer-events-none aria-disabled:text-text-subtle aria-disabled:opacity-50',
  '[&_svg]:size-4',
);

export const calendarDayVariants = cva(
  [
    'relative inline-flex size-10 items-center justify-center rounded-md text-sm tabular-nums',
    'transition-colors duration-fast ease-standard select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      state: {
        idle: 'text-text hover:bg-surface-sunken',
        inRange: 'text-text hover:bg-surface-sunken/60',
        endpoint: 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover',
        disabled: 'cursor-not-allowed text-text-subtle line-through opacity-60',
      },
      isToday: {
        // A dot under today's number; the label says "Today" for screen readers.
        true: 'font-semibold after:absolute after:bottom-1 after:size-1 after:rounded-full after:bg-current',
        false: '',
      },
    },
    defaultVariants: { state: 'idle', isToday: false },
  },
);

/** DayPicker's day button with our look; disabled days also say so with aria-disabled (spec). */
function CalendarDayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves its roving focus by re-rendering; its own button focuses itself the same way.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const state = modifiers.disabled
    ? 'disabled'
    : modifiers.range_start || modifiers.range_end
      ? 'endpoint'
      : modifiers.range_middle
        ? 'inRange'
        : 'idle';
  return (
    <button
      ref={ref}
      data-slot="date-range-calendar-day"
      {...props}
      aria-disabled={modifiers.disabled || undefined}
      className={cn(calendarDayVariants({ state, isToday: Boolean(modifiers.today) }), className)}
    />
  );
}

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown;
  return <Icon aria-hidden="true" className={className} />;
}

const labels = {
  labelPrevious: () => 'Previous month',
  labelNext: () => 'Next month',
  labelMonthDropdown: () => 'Month',
  labelYearDropdown: () => 'Year',
  labelDayButton: (date: Date, modifiers: Record<string, boolean>) =>
    `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE, MMMM d, yyyy')}${
      modifiers.selected ? ', selected' : ''
    }`,
};

export type DateRangeCalendarProps = DateLimits & {
  /** The range to highlight. */
  range: DateRange;
  /** Called with the day the user clicked (or chose with Enter or Space); never a disabled day. */
  onDayClick: (day: Date) => void;
  /** First day of the week: 0 Sunday (the default) to 6 Saturday. */
  weekStartsOn?: WeekStartsOn | undefined;
  /** The month shown first, when the calendar moves its own month. */
  defaultMonth?: Date | undefined;
  /** The month shown, when the caller moves it (typed dates move it); with `onMonthChange`. */
  month?: Date | undefined;
  /** Called when the user moves to another month (arrows, dropdowns, keys). */
  onMonthChange?: ((month: Date) => void) | undefined;
  /** The day marked as today; the current day by default. */
  today?: Date | undefined;
  /** A live line under the grid. */
  footer?: ReactNode;
  className?: string | undefined;
};

/**
 * One month of DayPicker with month and year dropdowns, limited to January 2016 – December 2029.
 * Selection is driven by the caller: DayPicker's single mode only supplies the roving focus target
 * (the range start), and our own modifiers paint the range, so the spec's click sequence holds.
 */
export function DateRangeCalendar({
  range,
  onDayClick,
  weekStartsOn = 0,
  defaultMonth,
  month,
  onMonthChange,
  today,
  disableBefore,
  disableAfter,
  footer,
  className,
}: DateRangeCalendarProps) {
  const { min, max } = dateBounds({ disableBefore, disableAfter });
  const disabled: Matcher[] = [{ before: min }, { after: max }];
  const { start, end } = range;
  const modifiers: Record<string, Matcher | Matcher[] | undefined> = {
    selected: start && end ? { from: start, to: end } : (start ?? undefined),
    range_start: start ?? undefined,
    range_end: end ?? start ?? undefined,
    range_middle: start && end ? { after: start, before: end } : undefined,
  };

  return (
    <DayPicker
      data-slot="date-range-calendar"
      mode="single"
      // Controlled with a no-op: the click sequence is ours (onDayClick), not single mode's.
      selected={start ?? undefined}
      onSelect={() => {}}
      onDayClick={(day) => onDayClick(day)}
      modifiers={modifiers}
      disabled={disabled}
      weekStartsOn={weekStartsOn}
      defaultMonth={defaultMonth}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      startMonth={FIRST_DAY}
      endMonth={LAST_DAY}
      captionLayout="dropdown"
      navLayout="around"
      footer={footer}
      labels={labels}
      classNames={{
        ...calendarClassNames,
        button_previous: cn(navButtonClasses, calendarClassNames.button_previous),
        button_next: cn(navButtonClasses, calendarClassNames.button_next),
      }}
      components={{ DayButton: CalendarDayButton, Chevron: CalendarChevron }}
      className={className}
    />
  );
}
