import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { CHART_TONE_BG_CLASS, meterFraction, meterTone } from './chart-model';

export type ProgressBarListItem = {
  id: string | number;
  /** Whose or what the bar is ("Riley Chen"). */
  label: string;
  /** How far along (seconds worked, dollars spent). */
  value: number;
  /** Where the bar is full (the 40-hour overtime threshold, the budget). */
  max: number;
  /** A line under the bar ("Overtime in 1h 30m", "California rule"). */
  hint?: ReactNode;
};

export type ProgressBarListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly ProgressBarListItem[];
  /** How value and max are written ("38h 30m"); the row reads "38h 30m of 40h 0m". */
  formatValue: (value: number) => string;
  /** The list's accessible name ("Near overtime"). */
  label: string;
  /** The share of `max` from which a bar turns warning (default 0.9); past `max` it turns danger. */
  warnAt?: number | undefined;
};

/**
 * Horizontal bars of "value of max", one per row: members near overtime (hours of 40), projects
 * against budget. Plain HTML, no chart library, so it can sit on any screen. Each bar is a
 * `meter` named by its row's label whose value text is the row's visible text, so the numbers
 * never live in the colour or length alone; the fill is capped at full and an overrun is told
 * by the text and the danger tone.
 */
export function ProgressBarList({
  items,
  formatValue,
  label,
  warnAt,
  className,
  ...props
}: ProgressBarListProps) {
  return (
    <ul
      aria-label={label}
      data-slot="progress-bar-list"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {items.map((item) => (
        <ProgressBarRow key={item.id} item={item} formatValue={formatValue} warnAt={warnAt} />
      ))}
    </ul>
  );
}

function ProgressBarRow({
  item: { label, value, max, hint },
  formatValue,
  warnAt,
}: {
  item: ProgressBarListItem;
  formatValue: (value: number) => string;
  warnAt: number | undefined;
}) {
  const labelId = useId();
  const tone = meterTone(value, max, warnAt);
  const text = `${formatValue(value)} of ${formatValue(max)}`;
  return (
    <li data-slot="progress-bar-row" data-tone={tone} className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="min-w-0 truncate font-medium text-text">
          {label}
        </span>
        <span className="shrink-0 text-text-muted tabular-nums">{text}</span>
      </div>
      {/* The track is the border token; every fill tone is 3:1 or more against it and the card. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(Math.max(value, 0), max)}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className={cn('h-full rounded-full', CHART_TONE_BG_CLASS[tone])}
          style={{ width: `${meterFraction(value, max) * 100}%` }}
        />
      </div>
      {hint && <div className="text-xs text-text-muted">{hint}</div>}
    </li>
  );
}
