import type { ComponentProps } from 'react';

/**
 * The chart widgets' props and shapes, apart from the components so a screen can type its data and
 * import LazyBarComparisonChart without pulling Recharts into its own chunk.
 */

/**
 * The token colour of a series. Every tone is at least 3:1 against the card surface in light and
 * dark (WCAG 1.4.11; chart-model.test.ts checks it), so a bar is seen whatever the theme.
 * 'neutral' (slate) suits a reference series such as "Last week" or "Budget".
 */
export type ChartTone =
  'primary' | 'info' | 'accent' | 'warning' | 'success' | 'danger' | 'neutral';

/** One row of chart data: a category and its values. */
export type ChartRow = Record<string, unknown>;

/** The keys of a row whose values are numbers (null or missing: no bar, "None" in the table). */
export type ChartValueKey<Row extends ChartRow> = {
  [Key in keyof Row]-?: Row[Key] extends number | null | undefined ? Key : never;
}[keyof Row] &
  string;

/** A series: one bar per category, one column of the table. */
export type ChartSeries<Row extends ChartRow> = {
  /** The row field holding this series' value. */
  key: ChartValueKey<Row>;
  /** Its name in the legend, tooltip and table header ("This week", "Budget"). */
  label: string;
  /** Bar colour; by default the series take primary, info, accent, warning in order. */
  tone?: ChartTone | undefined;
};

export type BarComparisonChartProps<Row extends ChartRow> = Omit<
  ComponentProps<'div'>,
  'children' | 'title'
> & {
  /** One row per category, in the order the bars are drawn (left to right). */
  data: readonly Row[];
  /** Two or more series compared within each category. */
  series: readonly ChartSeries<Row>[];
  /** The row field naming the category (a day, a project). */
  categoryKey: keyof Row & string;
  /** Header of the table's category column ("Day", "Project"). */
  categoryLabel: string;
  /** How the category is written on the axis, tooltip and table; `String(value)` by default. */
  formatCategory?: ((value: Row[keyof Row]) => string) | undefined;
  /** How a value is written in the tooltip and table ("32h 15m", "$1,200"). */
  formatValue: (value: number) => string;
  /** How a value-axis tick is written ("8h", "$1k"); `formatValue` by default. */
  formatAxisValue?: ((value: number) => string) | undefined;
  /**
   * The value axis ticks at whole multiples of this (3600 for seconds shown as hours, 100 for
   * cents shown as dollars), so ticks read '2h, 4h' and not '2h 30m'. Default 1.
   */
  valueUnit?: number | undefined;
  /** The chart's accessible name, also the table's caption ("Hours this week against last week"). */
  title: string;
  /**
   * What the chart shows and why, for screen readers (aria-describedby), e.g. "Hours worked per
   * day this week beside the same day last week."
   */
  description: string;
  /** Plot height in pixels (the width follows the container). Default 240. */
  height?: number | undefined;
  /** Shows the "Show as table" toggle. Default true; the table stays for screen readers either way. */
  showTableToggle?: boolean | undefined;
  /** Shown in the table (and tooltip) where a value is null or missing. Default 'None'. */
  missingValueText?: string | undefined;
  /** Shown instead of the chart when `data` is empty. Default 'Nothing to show yet.' */
  emptyText?: string | undefined;
};
