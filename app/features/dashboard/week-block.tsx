import type { DashboardWeek } from '../../../contract/dashboard';
import { LazyBarComparisonChart } from '../../../design-system/chart/lazy-bar-comparison-chart';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { DashboardBlock } from './dashboard-block';
import {
  durationText,
  hasAnyHours,
  weekChartRows,
  weekComparisonText,
  weekdayLong,
  weekdayShort,
  wholeHours,
  type WeekChartRow,
} from './dashboard-time-model';

const SERIES = [
  { key: 'thisWeek', label: 'This week', tone: 'primary' },
  { key: 'lastWeek', label: 'Last week', tone: 'neutral' },
] as const;

/**
 * Hours worked per day this workweek beside the same day last week (a chart with its table),
 * and the totals: this week against last week by the same moment, and last week in all.
 */
export function WeekBlock({ week, className }: { week: DashboardWeek; className?: string }) {
  return (
    <DashboardBlock
      title="This week against last"
      summary={hasAnyHours(week) ? weekComparisonText(week) : undefined}
      className={className}
    >
      {hasAnyHours(week) ? (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure label="This week" value={durationText(week.this_week_seconds)} />
            <Figure label="Last week by now" value={durationText(week.last_week_to_date_seconds)} />
            <Figure label="All of last week" value={durationText(week.last_week_seconds)} />
          </dl>
          <LazyBarComparisonChart<WeekChartRow>
            data={weekChartRows(week)}
            series={SERIES}
            categoryKey="date"
            categoryLabel="Day"
            formatCategory={(value) => weekdayShort(String(value))}
            formatValue={durationText}
            formatAxisValue={wholeHours}
            valueUnit={3600}
            title="Hours worked this week and last week"
            description={`Hours worked each day of the week that began on ${weekdayLong(week.start_date)} ${week.start_date}, beside the same day last week.`}
          />
        </>
      ) : (
        <EmptyState
          className="py-8"
          title="No hours yet this week or last"
          description="Hours appear here as your crew clocks in and time cards are added."
        />
      )}
    </DashboardBlock>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-text tabular-nums">{value}</dd>
    </div>
  );
}
