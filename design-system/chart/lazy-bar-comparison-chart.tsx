import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import { DEFAULT_CHART_HEIGHT } from './chart-model';
import type { BarComparisonChartProps, ChartRow } from './chart-types';

export type { BarComparisonChartProps, ChartRow, ChartSeries, ChartTone } from './chart-types';

/** Recharts and its parts (about 125 KB gzip) come in their own chunk when a chart first shows. */
const BarComparisonChart = lazy(() =>
  import('./bar-comparison-chart').then((module) => ({ default: module.BarComparisonChart })),
);

/**
 * BarComparisonChart as screens use it: loaded on first render, with a placeholder of the plot's
 * height (and a 'Loading chart' status) meanwhile. Importing this file costs a few hundred bytes;
 * the chart's code stays out of every page that shows no chart, /login included.
 */
export function LazyBarComparisonChart<Row extends ChartRow>(props: BarComparisonChartProps<Row>) {
  return (
    <Suspense
      fallback={
        <SkeletonGroup label="Loading chart" className={props.className}>
          <Skeleton className="h-5 w-48" />
          <Skeleton
            className="rounded-lg"
            style={{ height: props.height ?? DEFAULT_CHART_HEIGHT }}
          />
        </SkeletonGroup>
      }
    >
      {/* lazy() forgets the row type; the props were checked against it above. */}
      <BarComparisonChart {...(props as unknown as BarComparisonChartProps<ChartRow>)} />
    </Suspense>
  );
}
