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

/** An open editor is a stop on the bar's way, not a trap: Tab leaves it at both ends. */
export const TabLeavesAnOpenEditor: Story = {
  play: async ({ canvasElement }) => {
    const filters = bar(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('s');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Status' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    let editor = await body.findByRole('dialog', { name: 'Status' });
    const first = within(editor).getByRole('checkbox', { name: 'Approved' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const chip = filters.getByRole('button', { name: 'Status: is Approved' });
    await waitFor(() => expect(chip).toHaveFocus());

    // Shift+Tab from the editor's first control (its close button, then the rule, then the values)
    // goes back to its chip, the editor still open.
    await userEvent.keyboard('{Enter}');
    editor = await body.findByRole('dialog', { name: 'Status' });
    await waitFor(() =>
      expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus(),
    );
    await userEvent.tab({ shift: true });
    await expect(within(editor).getByRole('combobox')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(editor).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(chip).toHaveFocus();
    await expect(editor).toBeVisible();

    // Tab from the chip goes into the editor, and from its last control on to the chip's remove
    // button, the editor closing behind it.
    await userEvent.tab();
    await expect(within(editor).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(editor).getByRole('combobox')).toHaveFocus();
    for (const _ of within(editor).getAllByRole('checkbox')) await userEvent.tab();
    await userEvent.tab();
    await expect(within(editor).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.getByRole('button', { name: 'Remove Status filter' })).toHaveFocus();
  },
};
