import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCheck, Pencil } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import {
  body,
  clearSettings,
  grid,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/** A row's actions menu, by pointer and keyboard, and deleting a row through its dialog. */
const meta = {
  title: 'Design System/DataGrid/Row actions',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const editCard = fn();
const approveCard = fn();
export const RowActionsMenu: Story = {
  args: {
    gridId: 'story-row-actions',
    rowActions: [
      { label: 'Edit time card', icon: <Pencil aria-hidden="true" />, onSelect: editCard },
      {
        label: 'Approve',
        icon: <CheckCheck aria-hidden="true" />,
        onSelect: approveCard,
        isDisabled: (row) => row.status === 'Approved',
      },
    ],
  },
  beforeEach: () => {
    editCard.mockClear();
    approveCard.mockClear();
    clearSettings('story-row-actions')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first ten employees have names of their own; take one whose card can be approved.
    const cards = timeCards(40).slice(0, 10);
    const open = cards.find((card) => card.status !== 'Approved')!;
    const approved = cards.find((card) => card.status === 'Approved')!;

    const trigger = () => canvas.getByRole('button', { name: `Actions for ${open.employee}` });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = await body.findByRole('menu', { name: `Actions for ${open.employee}` });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit time card', 'Approve']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit time card' }));
    await expect(editCard).toHaveBeenCalledWith(open, open.id);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());

    // Keyboard: Enter opens the menu on its first item, arrows and Enter choose.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu', { name: `Actions for ${open.employee}` });
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Edit time card' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(approveCard).toHaveBeenCalledWith(open, open.id));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // A row whose menu was never opened: the keyboard opens it on its first item too.
    canvas.getByRole('button', { name: `Actions for ${approved.employee}` }).focus();
    await userEvent.keyboard('{Enter}');
    const fresh = await body.findByRole('menu', { name: `Actions for ${approved.employee}` });
    await waitFor(() =>
      expect(within(fresh).getByRole('menuitem', { name: 'Edit time card' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `Actions for ${approved.employee}` }),
      ).toHaveFocus(),
    );

    // An action that does not apply to a row is greyed out.
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${approved.employee}` }));
    const other = await body.findByRole('menu', { name: `Actions for ${approved.employee}` });
    await expect(within(other).getByRole('menuitem', { name: 'Approve' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

const deleted = fn();
export const DeletesARow: Story = {
  args: { gridId: 'story-delete', rows: timeCards(8), onRowDelete: deleted },
  beforeEach: () => {
    deleted.mockClear();
    clearSettings('story-delete')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-rowcount', '9');

    // Cancelling keeps the row.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Carla Chen' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await body.findByRole('dialog', { name: 'Delete Carla Chen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(deleted).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Carla Chen' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    dialog = await body.findByRole('dialog', { name: 'Delete Carla Chen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(deleted).toHaveBeenCalledWith('TC-0003', timeCards(8)[2]);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Carla Chen/ })).toBeNull());
    await expect(gridElement).toHaveAttribute('aria-rowcount', '8');
    // Once the dialog has closed (it hides the rest of the page while open).
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Deleted Carla Chen.'),
    );
  },
};
