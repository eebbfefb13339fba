import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import { bar, body, filterBuilderMeta } from './filter-builder-fixtures';

/** Adding, applying, reopening and removing a filter without a pointer. */
const meta = {
  title: 'Design System/Filter Builder/Keyboard',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorksWithTheKeyboardAlone: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await userEvent.tab();
    await expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    // Typeahead to Status, then Enter: the editor opens with focus on the first box.
    await userEvent.keyboard('s');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Status' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await waitFor(() =>
      expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(editor).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ searchKeyArray: ['approved', 'rejected'] }),
    ]);
    const chip = filters.getByRole('button', { name: 'Status: is any of Approved, Rejected' });
    await waitFor(() => expect(chip).toHaveFocus());
    // The chip reopens its editor.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Status' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(chip).toHaveFocus());
    await userEvent.tab();
    await expect(filters.getByRole('button', { name: 'Remove Status filter' })).toHaveFocus();
  },
};
