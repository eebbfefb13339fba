import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import {
  addFilter,
  APPROVED,
  bar,
  body,
  COLUMNS,
  filterBuilderMeta,
  offeredColumns,
} from './filter-builder-fixtures';

/** Adding a filter for a column, choosing its rule and value, and applying it. */
const meta = {
  title: 'Design System/Filter Builder/Adding filters',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddsAFilterForAColumnNotFiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Status');
    // The new filter opens by itself with focus inside, on its first choice.
    await expect(editor).toBeVisible();
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus();
    await expect(bar(canvasElement).getByRole('button', { name: 'Status' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Adding is not applying.
    await expect(args.onFiltersChange).not.toHaveBeenCalled();

    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Pending' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        accessor: 'status',
        rule: 'is_any_of',
        searchKeyArray: ['pending'],
        displayLabels: ['Pending'],
      }),
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Status: is Pending' }),
    ).toBeVisible();
    await expect(bar(canvasElement).getByText('1 filter applied')).toBeInTheDocument();
    // The menu no longer offers Status.
    await expect(await offeredColumns(canvasElement)).not.toContain('Status');
  },
};

export const SubmittingStoresTheRuleAndValue: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Hours');
    const value = within(editor).getByRole('spinbutton', { name: 'Value' });
    await expect(value).toHaveFocus();
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Rule' }),
      'greater than',
    );
    await userEvent.type(value, '7.5{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'hours', rule: 'greater_than', searchKey: '7.5' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Hours: greater than 7.5' }),
    ).toBeVisible();

    // Reopening the chip edits the same filter in place.
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: 'Hours: greater than 7.5' }),
    );
    const again = await body.findByRole('dialog', { name: 'Hours' });
    await userEvent.selectOptions(
      within(again).getByRole('combobox', { name: 'Rule' }),
      'less than',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'hours', rule: 'less_than', searchKey: '7.5' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Hours: less than 7.5' }),
    ).toBeVisible();
  },
};

export const FiltersTextAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = await addFilter(canvasElement, 'Notes');
    await expect(within(notes).getByRole('combobox', { name: 'Rule' })).toHaveValue('contains');
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Value' }), 'rain{Enter}');
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Notes: contains “rain”' }),
    ).toBeVisible();

    const date = await addFilter(canvasElement, 'Date');
    await userEvent.selectOptions(within(date).getByRole('combobox', { name: 'Rule' }), 'before');
    const day = within(date).getByLabelText('Value');
    await userEvent.type(day, '2024-05-03');
    await userEvent.click(within(date).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'notes', rule: 'contains', searchKey: 'rain' }),
      expect.objectContaining({ accessor: 'workedAt', rule: 'before', searchKey: '2024-05-03' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Date: before 03 May 2024' }),
    ).toBeVisible();
  },
};

export const AddIsDisabledWhenEveryColumnIsFiltered: Story = {
  args: {
    columns: COLUMNS.filter(
      (column) => column.accessor === 'status' || column.accessor === 'hours',
    ),
    defaultFilters: [APPROVED],
  },
  play: async ({ canvasElement }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled();
    await addFilter(canvasElement, 'Hours');
    // The column being added is taken too: nothing is left to add.
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled());
  },
};

/**
 * What a still mouse does: the browser sends its moves to whatever is drawn under it now, which
 * after a click may be another element than the one clicked.
 */
async function restPointer(clientX: number, clientY: number) {
  const target = document.elementFromPoint(clientX, clientY);
  if (target) await userEvent.pointer({ target, coords: { clientX, clientY } });
}

export const AMouseClickOnAnItemKeepsItsEditorOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Add filter' }));
    // Not the last item: the items after it are where the pointer rests once it is chosen.
    const item = await body.findByRole('menuitem', { name: 'Status' });
    const box = item.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { target: item, coords: { clientX: x, clientY: y } },
      { keys: '[MouseLeft]', target: item, coords: { clientX: x, clientY: y } },
    ]);
    const editor = await body.findByRole('dialog', { name: 'Status' });

    // The pointer stays put while the menu fades out, and after.
    await restPointer(x, y);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await restPointer(x, y);

    await expect(editor).toBeVisible();
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus();
    await expect(bar(canvasElement).getByRole('button', { name: 'Status' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
