import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../design-system/card/card';
import { BarComparisonChart } from '../design-system/chart/bar-comparison-chart';
import { LazyBarComparisonChart } from '../design-system/chart/lazy-bar-comparison-chart';
import { ProgressBarList } from '../design-system/chart/progress-bar-list';
import { abbreviateNumber } from '../design-system/format/format-count';
import { formatDuration } from '../design-system/format/format-duration';
import { formatCurrency } from '../design-system/format/format-money';

/**
 * Charts of the dashboard and job costing: grouped bars with a table of the same numbers, and
 * bars of "value of max" for members near overtime.
 */
// No `component`: the widgets are generic over their rows, so every story renders its own data.
const meta = {
  title: 'Design System/Chart',
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3600;
const hm = (hours: number, minutes = 0) => hours * HOUR + minutes * 60;

/** Hours per day, this workweek beside the last (the dashboard's data, in seconds). */
const week = [
  { day: 'Mon', this_week: hm(8, 15), last_week: hm(7, 30) },
  { day: 'Tue', this_week: hm(9), last_week: hm(8) },
  { day: 'Wed', this_week: hm(7, 45), last_week: hm(8, 30) },
  { day: 'Thu', this_week: hm(10, 30), last_week: hm(9) },
  { day: 'Fri', this_week: hm(6), last_week: hm(8) },
  { day: 'Sat', this_week: 0, last_week: hm(2, 15) },
  { day: 'Sun', this_week: null, last_week: 0 },
];
const WEEK_TITLE = 'Hours this week against last week';

function HoursChart({ className }: { className?: string }) {
  return (
    <BarComparisonChart
      className={className}
      data={week}
      categoryKey="day"
      categoryLabel="Day"
      series={[
        { key: 'this_week', label: 'This week' },
        { key: 'last_week', label: 'Last week', tone: 'neutral' },
      ]}
      formatValue={formatDuration}
      formatAxisValue={(seconds) => `${seconds / HOUR}h`}
      valueUnit={HOUR}
      title={WEEK_TITLE}
      description="Hours worked each day of this workweek beside the same day of last week."
    />
  );
}

/** Budget against actual labour cost per project (job costing, in dollars). */
const projects = [
  { project: 'Riverside build', budget: 12_000, actual: 9_450 },
  { project: 'Hillcrest remodel', budget: 8_000, actual: 8_720 },
  { project: 'Depot roof', budget: null, actual: 2_310 },
  { project: 'Harbor fit-out', budget: 5_500, actual: 1_200 },
];
const COST_TITLE = 'Labour cost against budget by project';

function CostChart() {
  return (
    <BarComparisonChart
      data={projects}
      categoryKey="project"
      categoryLabel="Project"
      series={[
        { key: 'budget', label: 'Budget', tone: 'neutral' },
        { key: 'actual', label: 'Actual' },
      ]}
      formatValue={(dollars) => formatCurrency(dollars)}
      formatAxisValue={(dollars) => `$${abbreviateNumber(dollars)}`}
      missingValueText="No budget"
      title={COST_TITLE}
      description="Each project's labour budget beside the labour cost recorded so far."
    />
  );
}

/** The bars Recharts drew; they have no role of their own (the plot is one image). */
const bars = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('.recharts-bar-rectangle path');

/** The phone's narrowest screen the product supports. */
const phoneWidth: Decorator = (Story) => <div className="w-[360px]">{Story()}</div>;

export const HoursThisWeekAgainstLast: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>This week</CardTitle>
      </CardHeader>
      <CardContent>
        <HoursChart />
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('img', { name: WEEK_TITLE });
    await expect(plot).toHaveAccessibleDescription(
      'Hours worked each day of this workweek beside the same day of last week.',
    );
    // 14 values, less the zero days and the missing one, which draw no bar.
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(11));
    await expect(canvas.getByRole('list')).toHaveTextContent('This weekLast week');
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Ticks at whole hours, not '2h 30m'.
    await expect(plot).toHaveTextContent('10h');
  },
};

export const TheTableAlternativeHasTheNumbers: Story = {
  render: () => <HoursChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read by screen readers while the plot is shown: it is in the accessibility tree.
    const table = canvas.getByRole('table', { name: WEEK_TITLE });
    const grid = within(table);
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Day',
      'This week',
      'Last week',
    ]);
    await expect(grid.getAllByRole('row')).toHaveLength(8);
    await expect(grid.getByRole('row', { name: /^Mon/ })).toHaveTextContent('Mon8h 15m7h 30m');
    await expect(grid.getByRole('row', { name: /^Thu/ })).toHaveTextContent('Thu10h 30m9h 0m');
    await expect(grid.getByRole('row', { name: /^Sun/ })).toHaveTextContent('SunNone0m 0s');
  },
};

export const BudgetAgainstActual: Story = {
  render: () => <CostChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: COST_TITLE })).toBeInTheDocument();
    // Seven bars: the project without a budget has its actual only.
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(7));
    const table = within(canvas.getByRole('table', { name: COST_TITLE }));
    await expect(table.getByRole('row', { name: /^Riverside/ })).toHaveTextContent('$12,000$9,450');
    await expect(table.getByRole('row', { name: /^Depot roof/ })).toHaveTextContent(
      'No budget$2,310',
    );
  },
};

export const ShowAsTableSwapsThePlotForTheNumbers: Story = {
  render: () => <CostChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // Shown now, not only read: it takes the plot's width.
    const table = canvas.getByRole('table', { name: COST_TITLE });
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(within(table).getByRole('row', { name: /^Hillcrest/ })).toHaveTextContent(
      '$8,000$8,720',
    );
  },
};

export const ShowAsTableBackToThePlot: Story = {
  render: () => <CostChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('img', { name: COST_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(7));
  },
};

/** The chart between two other controls, as on the dashboard. */
function BetweenControls() {
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="secondary">Before</Button>
      <HoursChart className="w-full" />
      <Button variant="secondary">After</Button>
    </div>
  );
}

export const ArrowKeysMoveTheTooltip: Story = {
  render: () => <BetweenControls />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    const plot = canvas.getByRole('img', { name: WEEK_TITLE });
    await expect(plot).toHaveFocus();
    // Focus shows the first day; the arrows walk the days.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Mon/));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('TueThis week9h 0mLast week8h 0m'),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Wed/));
  },
};

export const TabLeavesTheChart: Story = {
  render: () => <BetweenControls />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('img', { name: WEEK_TITLE });
    plot.focus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Mon/));
    // One stop: the next Tab leaves the chart, and the tooltip goes with the focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await expect(plot).toHaveFocus();
  },
};

export const OnAPhone: Story = {
  render: () => <HoursChart />,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('img', { name: WEEK_TITLE });
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(11));
    // The plot follows the 360 px column instead of overflowing it.
    await expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(plot.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const Empty: Story = {
  render: () => (
    <BarComparisonChart
      data={[] as typeof week}
      categoryKey="day"
      categoryLabel="Day"
      series={[
        { key: 'this_week', label: 'This week' },
        { key: 'last_week', label: 'Last week', tone: 'neutral' },
      ]}
      formatValue={formatDuration}
      title={WEEK_TITLE}
      description="Hours worked each day of this workweek beside the same day of last week."
      emptyText="No hours recorded this week or last."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hours recorded this week or last.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadsOnFirstUse: Story = {
  render: () => (
    <LazyBarComparisonChart
      data={week}
      categoryKey="day"
      categoryLabel="Day"
      series={[
        { key: 'this_week', label: 'This week' },
        { key: 'last_week', label: 'Last week', tone: 'neutral' },
      ]}
      formatValue={formatDuration}
      valueUnit={HOUR}
      formatAxisValue={(seconds) => `${seconds / HOUR}h`}
      title={WEEK_TITLE}
      description="Hours worked each day of this workweek beside the same day of last week."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: WEEK_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(11));
  },
};

const nearOvertime = [
  { id: 1, label: 'Riley Chen', value: hm(41, 30), max: hm(40), hint: 'In overtime by 1h 30m' },
  { id: 2, label: 'Sam Ortega', value: hm(37), max: hm(40), hint: 'Overtime in 3h 0m' },
  { id: 3, label: 'Alex Morgan', value: hm(30, 45), max: hm(40) },
];

export const NearOvertime: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Near overtime</CardTitle>
      </CardHeader>
      <CardContent>
        <ProgressBarList label="Near overtime" items={nearOvertime} formatValue={formatDuration} />
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Near overtime' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const riley = canvas.getByRole('meter', { name: 'Riley Chen' });
    // Past the threshold: the value stays in range, the text tells the overrun.
    await expect(riley).toHaveAttribute('aria-valuenow', String(hm(40)));
    await expect(riley).toHaveAttribute('aria-valuetext', '41h 30m of 40h 0m');
    const sam = canvas.getByRole('meter', { name: 'Sam Ortega' });
    await expect(sam).toHaveAttribute('aria-valuenow', String(hm(37)));
    await expect(sam).toHaveAttribute('aria-valuemax', String(hm(40)));
    await expect(canvas.getByText('37h 0m of 40h 0m')).toBeVisible();
    await expect(canvas.getByText('Overtime in 3h 0m')).toBeVisible();
  },
};

export const NearOvertimeOnAPhone: Story = {
  render: () => (
    <ProgressBarList label="Near overtime" items={nearOvertime} formatValue={formatDuration} />
  ),
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Alex Morgan' });
    await expect(meter.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(meter).toHaveAttribute('aria-valuetext', '30h 45m of 40h 0m');
  },
};
