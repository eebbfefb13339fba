import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import {
  addFilter,
  ANA_AND_BEN,
  APPROVED,
  bar,
  body,
  filterBuilderMeta,
  offeredColumns,
  OVERTIME,
} from './filter-builder-fixtures';

/** What closing an editor keeps or drops, and removing or clearing applied filters. */
const meta = {
  title: 'Design System/Filter Builder/Closing and removing',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeRemovesAnEmptyFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await addFilter(canvasElement, 'Notes');
    await expect(filters.getByRole('button', { name: 'Notes' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Notes' })).not.toBeInTheDocument();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // Focus does not fall to the page: it lands on Add filter, which offers Notes again.
    await waitFor(() => expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus());
    await expect(await offeredColumns(canvasElement)).toContain('Notes');
  },
};

export const ClosingAnEmptyFilterRemovesIt: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    // The close button…
    const status = await addFilter(canvasElement, 'Status');
    await userEvent.click(within(status).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
    // …a click outside…
    const hours = await addFilter(canvasElement, 'Hours');
    await userEvent.type(within(hours).getByRole('spinbutton', { name: 'Value' }), '8');
    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // (typed but never applied: still empty)
    await expect(filters.queryByRole('button', { name: /^Hours/ })).not.toBeInTheDocument();
    // …and Apply with nothing chosen all drop it without re-running filtering.
    const project = await addFilter(canvasElement, 'Project');
    await userEvent.click(within(project).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Project' })).not.toBeInTheDocument();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const EscapeKeepsAnAppliedFilter: Story = {
  args: { defaultFilters: [APPROVED] },
  play: async ({ canvasElement, args }) => {
    const chip = bar(canvasElement).getByRole('button', { name: 'Status: is Approved' });
    await userEvent.click(chip);
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Rejected' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Unapplied edits are dropped; the filter stays as it was, focus back on its chip.
    await expect(chip).toBeInTheDocument();
    await waitFor(() => expect(chip).toHaveFocus());
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const RemovingAFilterReRunsFiltering: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME, ANA_AND_BEN] },
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await userEvent.click(filters.getByRole('button', { name: 'Remove Hours filter' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([APPROVED, ANA_AND_BEN]);
    await expect(
      filters.queryByRole('button', { name: 'Hours: greater than 8' }),
    ).not.toBeInTheDocument();
    await expect(filters.getByText('2 filters applied')).toBeInTheDocument();
    await expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await expect(await offeredColumns(canvasElement)).toContain('Hours');

    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([]);
    await expect(filters.getByText('No filters applied')).toBeInTheDocument();
  },
};
