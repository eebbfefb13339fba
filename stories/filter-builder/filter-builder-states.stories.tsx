import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import {
  ANA_AND_BEN,
  APPROVED,
  bar,
  body,
  filterBuilderMeta,
  offeredColumns,
  OVERTIME,
} from './filter-builder-fixtures';

/** The bar empty, with applied filters as chips, and with a chip's editor open. */
const meta = {
  title: 'Design System/Filter Builder/States',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled();
    await expect(filters.getByText('No filters applied')).toBeInTheDocument();
    await expect(await offeredColumns(canvasElement)).toEqual([
      'Employee',
      'Project',
      'Status',
      'Hours',
      'Date',
      'Notes',
    ]);
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const WithFilters: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME, ANA_AND_BEN] },
  play: async ({ canvasElement }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Status: is Approved' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Hours: greater than 8' })).toBeVisible();
    await expect(
      filters.getByRole('button', { name: 'Employee: is any of Ana Silva, Ben Ortiz' }),
    ).toBeVisible();
    await expect(filters.getByText('3 filters applied')).toBeInTheDocument();
    // Filtered columns are no longer offered.
    await expect(await offeredColumns(canvasElement)).toEqual(['Project', 'Date', 'Notes']);
  },
};

export const EditorOpen: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME] },
  play: async ({ canvasElement }) => {
    const chip = bar(canvasElement).getByRole('button', { name: 'Status: is Approved' });
    await userEvent.click(chip);
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    // The editor shows the applied rule and value, focus on the first box.
    await expect(within(editor).getByRole('combobox', { name: 'Rule' })).toHaveValue('is_any_of');
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toBeChecked();
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus();
    await expect(within(editor).getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
  },
};
