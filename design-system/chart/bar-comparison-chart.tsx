import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { ChartColumn, Table2 } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import {
  chartTableRows,
  DEFAULT_CHART_HEIGHT,
  chartValue,
  niceTicks,
  seriesTones,
  seriesValues,
  toneColor,
} from './chart-model';
import { ChartLegend, ChartSwatch, ChartTable } from './chart-parts';
import type { BarComparisonChartProps, ChartRow } from './chart-types';

export type { BarComparisonChartProps, ChartRow, ChartSeries, ChartTone } from './chart-types';

/** Axis text: 12 px in the muted text token (7.6:1 light, 8.3:1 dark on the card). */
const AXIS_TICK = { fill: 'var(--cc-text-muted)', fontSize: 12 };
/** The longest category label the axis shows whole. */
const AXIS_LABEL_MAX = 14;
const axisLabel = (label: string) =>
  label.length <= AXIS_LABEL_MAX ? label : `${label.slice(0, AXIS_LABEL_MAX - 1).trimEnd()}…`;

/**
 * Grouped bars: per category (a day, a project) one bar per series ("This week" and "Last week",
 * "Budget" and "Actual"). Colours are token variables, so the chart repaints with the theme.
 *
 * Accessibility: the plot is one `role="img"` named by `title` and described by `description`;
 * a table of the same numbers follows it, hidden from the eye but read by screen readers, and
 * shown in place of the plot by the "Show as table" toggle. The plot is one Tab stop; there the
 * arrow keys move the tooltip between categories (Recharts' accessibility layer) and Tab leaves.
 * Bars grow in only without `prefers-reduced-motion` (Recharts' 'auto'). The width follows the
 * container, down to a 360 px phone.
 *
 * Recharts and its parts are about 125 KB gzip: screens should render `LazyBarComparisonChart`,
 * which loads this file on first use.
 */
export function BarComparisonChart<Row extends ChartRow>({
  data,
  series,
  categoryKey,
  categoryLabel,
  formatCategory = String,
  formatValue,
  formatAxisValue = formatValue,
  valueUnit = 1,
  title,
  description,
  height = DEFAULT_CHART_HEIGHT,
  showTableToggle = true,
  missingValueText = 'None',
  emptyText = 'Nothing to show yet.',
  className,
  ...props
}: BarComparisonChartProps<Row>) {
  const descriptionId = useId();
  const [isTableShown, setTableShown] = useState(false);
  const tones = seriesTones(series);
  const rows = chartTableRows(data, {
    categoryKey,
    series,
    formatCategory,
    formatValue,
    missingValueText,
  });
  const ticks = niceTicks(seriesValues(data, series), valueUnit);
  const isEmpty = data.length === 0;

  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const row = payload[0]?.payload as Row | undefined;
    return (
      // A live region while it is on screen: moving between categories with the arrow keys is
      // read out. Recharts keeps this mounted (hidden) while no category is active.
      <div
        role="status"
        aria-live="polite"
        className="max-w-tooltip rounded-md border border-border bg-surface-raised px-3 py-2 text-sm text-text shadow-md"
      >
        {active && row && (
          <>
            <p className="font-medium">{formatCategory(row[categoryKey])}</p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {series.map(({ key, label }, index) => {
                const value = chartValue(row[key]);
                return (
                  <li key={key} className="flex items-center gap-2">
                    <ChartSwatch tone={tones[index] ?? 'primary'} />
                    <span className="text-text-muted">{label}</span>
                    <span className="ml-auto pl-3 tabular-nums">
                      {value === null ? missingValueText : formatValue(value)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    );
  };

  return (
    <div
      data-slot="bar-comparison-chart"
      data-state={isTableShown ? 'table' : 'chart'}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ChartLegend
          items={series.map(({ label }, index) => ({ label, tone: tones[index] ?? 'primary' }))}
        />
        {showTableToggle && !isEmpty && (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={isTableShown}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? <ChartColumn aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            Show as table
          </Button>
        )}
      </div>
      {/* Read as the plot's description only: hidden, so browsing does not hear it twice. */}
      <p id={descriptionId} hidden>
        {description}
      </p>
      {isEmpty ? (
        <p className="flex items-center justify-center text-sm text-text-muted" style={{ height }}>
          {emptyText}
        </p>
      ) : (
        !isTableShown && (
          <BarChart
            data={data as Row[]}
            responsive
            style={{ width: '100%', height }}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            // 4 px between the bars of a category: neighbouring colours never touch, so each bar
            // needs contrast with the card only, not with the other series.
            barGap={4}
            barCategoryGap="20%"
            role="img"
            aria-label={title}
            aria-describedby={descriptionId}
            tabIndex={0}
            accessibilityLayer
            className="rounded-sm"
          >
            <CartesianGrid vertical={false} stroke="var(--cc-border)" />
            {/* Typed by the plain row: Recharts cannot narrow a key of a generic row. */}
            <XAxis<ChartRow>
              dataKey={categoryKey}
              // Every category is named (Recharts drops labels that would touch); long names are
              // shortened on the axis only: the tooltip and the table give them whole.
              interval={0}
              tickFormatter={(value: Row[keyof Row]) => axisLabel(formatCategory(value))}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={{ stroke: 'var(--cc-border-strong)' }}
            />
            <YAxis
              width="auto"
              ticks={ticks}
              domain={[ticks[0] ?? 0, ticks.at(-1) ?? 'auto']}
              tickFormatter={(value: number) => formatAxisValue(value)}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              content={renderTooltip}
              cursor={{ fill: 'var(--cc-surface-sunken)' }}
              isAnimationActive={false}
            />
            {series.map(({ key, label }, index) => (
              <Bar
                key={key}
                dataKey={key}
                name={label}
                fill={toneColor(tones[index] ?? 'primary')}
                radius={[3, 3, 0, 0]}
                maxBarSize={40}
                isAnimationActive="auto"
                animationDuration={400}
              />
            ))}
          </BarChart>
        )
      )}
      {!isEmpty && (
        <ChartTable
          caption={title}
          categoryLabel={categoryLabel}
          seriesLabels={series.map(({ label }) => label)}
          rows={rows}
          isVisuallyHidden={!isTableShown}
        />
      )}
    </div>
  );
}
