import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import {
  allFeaturesArgs,
  bodyRows,
  clearSettings,
  columns,
  exportButton,
  grid,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/** What the grid draws: 100,000 virtual rows, its header, every part at once, empty and loading. */
const meta = {
  title: 'Design System/DataGrid/Rendering',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { gridId: 'story-default', rows: timeCards(100_000), height: 600 },
  beforeEach: clearSettings('story-default'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    // 100,000 rows and the header row.
    await expect(gridElement).toHaveAttribute('aria-rowcount', '100001');
    await expect(gridElement).toHaveAttribute('aria-colcount', String(columns.length));
    const first = within(gridElement).getByRole('row', { name: /Ana Alvarez/ });
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(within(first).getByRole('gridcell', { name: 'TC-0001' })).toBeVisible();
    // Only the rows in view are rendered.
    await expect(bodyRows(gridElement).length).toBeLessThan(40);

    gridElement.scrollTop = gridElement.scrollHeight;
    const last = await within(gridElement).findByRole('row', { name: /TC-100000/ });
    await expect(last).toHaveAttribute('aria-rowindex', '100001');
    await waitFor(() =>
      expect(within(last).getByRole('gridcell', { name: 'TC-100000' })).toBeVisible(),
    );
  },
};

export const WithHeader: Story = {
  args: {
    gridId: 'story-with-header',
    title: 'Time cards',
    description: 'Week of 3 March 2025 · Harbor View Tower crew',
    actions: exportButton,
  },
  beforeEach: clearSettings('story-with-header'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Time cards' })).toBeVisible();
    await expect(canvas.getByText('Week of 3 March 2025 · Harbor View Tower crew')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      columns.map((column) => column.header),
    );
  },
};

export const AllFeatures: Story = {
  args: { ...allFeaturesArgs, gridId: 'story-all-features' },
  beforeEach: clearSettings('story-all-features'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-multiselectable', 'true');
    // Reorder handle, checkbox, ten data columns, actions.
    await expect(gridElement).toHaveAttribute('aria-colcount', String(columns.length + 3));
    const row = canvas.getByRole('row', { name: /Ben Brooks/ });
    await expect(within(row).getByRole('button', { name: 'Reorder Ben Brooks' })).toBeVisible();
    await expect(
      within(row).getByRole('checkbox', { name: 'Select row Ben Brooks' }),
    ).toBeChecked();
    await expect(within(row).getByRole('button', { name: 'Actions for Ben Brooks' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      '1 selected',
    );
  },
};

export const EmptyState: Story = {
  args: { gridId: 'story-empty', rows: [], emptyMessage: 'No time cards this week' },
  beforeEach: clearSettings('story-empty'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    await expect(within(gridElement).getByText('No time cards this week')).toBeVisible();
    await expect(gridElement).toHaveAttribute('aria-rowcount', '2');
    await expect(within(gridElement).getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};

export const Loading: Story = {
  args: { gridId: 'story-loading', rows: [], isLoading: true },
  beforeEach: clearSettings('story-loading'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(gridElement).getByRole('status')).toHaveTextContent('Loading rows');
  },
};
