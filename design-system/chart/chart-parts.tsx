import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { CHART_TONE_BG_CLASS } from './chart-model';
import type { ChartTableRow } from './chart-model';
import type { ChartTone } from './chart-types';

/**
 * The HTML parts the charts share: the legend, the colour swatch and the table that is each
 * chart's text alternative. No Recharts here, so they cost nothing to import.
 */

/** A small square in a series' colour; decoration beside a name that says the same. */
export function ChartSwatch({ tone, className }: { tone: ChartTone; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="chart-swatch"
      className={cn(
        'inline-block size-3 shrink-0 rounded-sm',
        CHART_TONE_BG_CLASS[tone],
        className,
      )}
    />
  );
}

export type ChartLegendProps = ComponentProps<'ul'> & {
  items: readonly { label: string; tone: ChartTone }[];
};

/** The series names beside their colours, written in HTML so they wrap on a phone. */
export function ChartLegend({ items, className, ...props }: ChartLegendProps) {
  return (
    <ul
      data-slot="chart-legend"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-text-muted',
        className,
      )}
      {...props}
    >
      {items.map(({ label, tone }) => (
        <li key={label} className="flex items-center gap-1.5">
          <ChartSwatch tone={tone} />
          {label}
        </li>
      ))}
    </ul>
  );
}

export type ChartTableProps = ComponentProps<'table'> & {
  /** The caption: the chart's title. */
  caption: string;
  /** Header of the first column ("Day", "Project"). */
  categoryLabel: string;
  /** One header per series. */
  seriesLabels: readonly string[];
  rows: readonly ChartTableRow[];
  /** Hidden from the eye (screen readers still read it) while the chart is shown. */
  isVisuallyHidden: boolean;
};

/** The chart's numbers as a table: a row per category, a column per series. */
export function ChartTable({
  caption,
  categoryLabel,
  seriesLabels,
  rows,
  isVisuallyHidden,
  className,
  ...props
}: ChartTableProps) {
  return (
    // The wrapper scrolls a wide table sideways on a phone instead of widening the page.
    <div className={cn(isVisuallyHidden ? 'sr-only' : 'overflow-x-auto')}>
      <table
        data-slot="chart-table"
        className={cn('w-full border-collapse text-sm text-text', className)}
        {...props}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 text-left font-medium text-text-muted">
              {categoryLabel}
            </th>
            {seriesLabels.map((label) => (
              <th
                key={label}
                scope="col"
                className="py-2 pl-4 text-right font-medium whitespace-nowrap text-text-muted"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.category}-${index}`} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {row.category}
              </th>
              {row.values.map((value, column) => (
                <td key={column} className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
