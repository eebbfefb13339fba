import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCheck } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import { clearSettings, timeCardGridMeta, timeCards, type TimeCard } from './data-grid-fixtures';

/** Row checkboxes, the select-all box and the bulk bar they bring up. */
const meta = {
  title: 'Design System/DataGrid/Selection',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const approve = fn();
export const SelectsRowsAndShowsBulkBar: Story = {
  args: {
    gridId: 'story-select',
    bulkActions: [{ label: 'Approve', icon: <CheckCheck aria-hidden="true" />, onSelect: approve }],
    onSelectedRowIdsChange: fn(),
  },
  beforeEach: () => {
    approve.mockClear();
    clearSettings('story-select')();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ana Alvarez' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Carla Chen' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['TC-0001', 'TC-0003']);
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    // The count is announced through the grid's polite live region.
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('row', { name: /Ana Alvarez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    await expect(approve).toHaveBeenCalledWith(['TC-0001', 'TC-0003']);

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select row Ana Alvarez' }),
    ).not.toBeChecked();
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
  },
};

export const SelectAllIsIndeterminate: Story = {
  args: { gridId: 'story-select-all', rows: timeCards(12), enableRowSelection: true },
  beforeEach: clearSettings('story-select-all'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ben Brooks' }));
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      '12 selected',
    );
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select row / })) {
      await expect(box).toBeChecked();
    }

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ben Brooks' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  },
};
