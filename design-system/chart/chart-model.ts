import type { ChartRow, ChartSeries, ChartTone } from './chart-types';

/** The plot's height in pixels unless told (its width follows the container). */
export const DEFAULT_CHART_HEIGHT = 240;

/** The series colours in the order series take them when they name none. */
export const DEFAULT_SERIES_TONES: readonly ChartTone[] = ['primary', 'info', 'accent', 'warning'];

/** The token each tone paints with; 'neutral' is the control-outline slate (3.5:1 on the card). */
export const CHART_TONE_TOKEN: Record<ChartTone, string> = {
  primary: 'primary',
  info: 'info',
  accent: 'accent',
  warning: 'warning',
  success: 'success',
  danger: 'danger',
  neutral: 'border-strong',
};

/**
 * The same colours as Tailwind classes, for the HTML parts (legend swatches, meters). Written out
 * whole so Tailwind finds them when it scans this file.
 */
export const CHART_TONE_BG_CLASS: Record<ChartTone, string> = {
  primary: 'bg-primary',
  info: 'bg-info',
  accent: 'bg-accent',
  warning: 'bg-warning',
  success: 'bg-success',
  danger: 'bg-danger',
  neutral: 'bg-border-strong',
};

/** A CSS colour for SVG `fill`: the token's variable, so the bars repaint with the theme. */
export function toneColor(tone: ChartTone): string {
  return `var(--cc-${CHART_TONE_TOKEN[tone]})`;
}

/**
 * Each series' tone: its own, or else the next default one. Only series without a tone take
 * defaults, so "Budget" (neutral) beside "Actual" (none) gives Actual the primary colour.
 */
export function seriesTones(series: readonly { tone?: ChartTone | undefined }[]): ChartTone[] {
  let next = 0;
  return series.map(({ tone }) => {
    if (tone) return tone;
    const fallback = DEFAULT_SERIES_TONES[next % DEFAULT_SERIES_TONES.length] ?? 'primary';
    next += 1;
    return fallback;
  });
}

/** A finite number, or null for anything else (null, missing, NaN, text). */
export function chartValue(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Multipliers of a power of ten that make steps people read easily. */
const NICE_STEPS = [1, 2, 5, 10] as const;

/**
 * Value-axis ticks from 0 (or below, for negative values) past the largest value, about `count`
 * steps, each a whole multiple of `unit` times 1, 2 or 5 × 10ⁿ: seconds with unit 3600 give
 * 0, 2h, 4h…; never '2h 30m'. With nothing above zero the axis still spans one unit.
 */
export function niceTicks(values: readonly number[], unit = 1, count = 4): number[] {
  const finite = values.filter((value) => Number.isFinite(value));
  const max = Math.max(0, ...finite) / unit;
  const min = Math.min(0, ...finite) / unit;
  const rough = Math.max((max - min) / count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * magnitude >= rough) ?? 10) * magnitude;
  const first = Math.floor(min / step);
  const last = Math.max(Math.ceil(max / step), first + 1);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(index * step * unit);
  return ticks;
}

export type ChartTableRow = {
  /** The category as written ('Mon', 'Riverside build'). */
  category: string;
  /** One formatted value per series, in series order. */
  values: string[];
};

/** The rows of the chart's text alternative: the same numbers, formatted as the tooltip does. */
export function chartTableRows<Row extends ChartRow>(
  data: readonly Row[],
  {
    categoryKey,
    series,
    formatCategory = String,
    formatValue,
    missingValueText,
  }: {
    categoryKey: keyof Row & string;
    series: readonly ChartSeries<Row>[];
    formatCategory?: ((value: Row[keyof Row]) => string) | undefined;
    formatValue: (value: number) => string;
    missingValueText: string;
  },
): ChartTableRow[] {
  return data.map((row) => ({
    category: formatCategory(row[categoryKey]),
    values: series.map(({ key }) => {
      const value = chartValue(row[key]);
      return value === null ? missingValueText : formatValue(value);
    }),
  }));
}

/** Every value of every series, for the axis ticks. */
export function seriesValues<Row extends ChartRow>(
  data: readonly Row[],
  series: readonly ChartSeries<Row>[],
): number[] {
  return data.flatMap((row) =>
    series.map(({ key }) => chartValue(row[key])).filter((value) => value !== null),
  );
}

/**
 * How far a meter fills, 0 to 1: `value` of `max`, stopped at full (an overrun is told by the
 * text and the danger tone, not by a bar leaving its track).
 */
export function meterFraction(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** The tones a meter fill takes (checked against its track in chart-model.test.ts). */
export const METER_TONES: readonly ChartTone[] = ['primary', 'warning', 'danger'];

/** A meter's tone: danger past its max, warning from `warnAt` of it (default 90 %), else primary. */
export function meterTone(value: number, max: number, warnAt = 0.9): ChartTone {
  if (max > 0 && value > max) return 'danger';
  if (max > 0 && value >= max * warnAt) return 'warning';
  return 'primary';
}
