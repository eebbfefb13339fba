import { useId, type ReactNode } from 'react';
import { abbreviateNumber } from '../../../../design-system/format/format-count';
import type { TimeDisplay } from '../../../../design-system/format/format-hours';
import { LazyBarComparisonChart } from '../../../../design-system/chart/lazy-bar-comparison-chart';
import { hoursCell, moneyText } from '../shared/report-format';
import type { BudgetRow } from './job-costing-model';

const HOUR = 3600;

/**
 * Budget against actual for the projects that have a budget: hours, and labor cost. Each chart
 * has its table of the same numbers (the chart widget's text alternative).
 */
export function JobCostingCharts({ rows, display }: { rows: BudgetRow[]; display: TimeDisplay }) {
  const empty = 'No project in these dates has a budget.';
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <ChartSection title="Hours: budget against actual">
        <LazyBarComparisonChart
          title="Budget hours against actual"
          description="For each project with a budget: the hours budgeted beside the hours worked in these dates."
          data={rows}
          categoryKey="project"
          categoryLabel="Project"
          series={[
            { key: 'budgetSeconds', label: 'Budget', tone: 'neutral' },
            { key: 'actualSeconds', label: 'Actual', tone: 'primary' },
          ]}
          formatValue={(seconds) => hoursCell(seconds, display)}
          formatAxisValue={(seconds) => `${Math.round(seconds / HOUR).toLocaleString('en-US')}h`}
          valueUnit={HOUR}
          emptyText={empty}
        />
      </ChartSection>
      <ChartSection title="Labor cost: budget against actual">
        <LazyBarComparisonChart
          title="Labor budget against actual cost"
          description="For each project with a budget: the labor budget beside the labor cost of these dates, overtime included."
          data={rows}
          categoryKey="project"
          categoryLabel="Project"
          series={[
            { key: 'budgetCents', label: 'Budget', tone: 'neutral' },
            { key: 'actualCents', label: 'Actual', tone: 'info' },
          ]}
          formatValue={moneyText}
          formatAxisValue={(cents) => `$${abbreviateNumber(Math.round(cents / 100))}`}
          valueUnit={100}
          emptyText={empty}
        />
      </ChartSection>
    </div>
  );
}

function ChartSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-text">
        {title}
      </h2>
      {children}
    </section>
  );
}
