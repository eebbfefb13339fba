import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import { moveItem } from '../../design-system/data-grid/data-grid-model';
import {
  clearSettings,
  getRowId,
  grid,
  shownEmployees,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/** Moving a row by its handle: picked up and dropped with the keyboard, or dragged. */
const meta = {
  title: 'Design System/DataGrid/Reorder',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const reordered = fn();
const moved = fn();
export const ReordersRowsByKeyboard: Story = {
  args: {
    gridId: 'story-reorder',
    rows: timeCards(6),
    onRowOrderChange: reordered,
    onRowMove: moved,
  },
  beforeEach: () => {
    reordered.mockClear();
    moved.mockClear();
    clearSettings('story-reorder')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const status = canvas.getByRole('status');
    const handle = canvas.getByRole('button', { name: 'Reorder Ana Alvarez' });
    await expect(handle).toHaveAccessibleDescription(/Press Space to pick the row up/);

    // Through the grid's roving focus: onto the row's first cell, then Enter onto its handle.
    await userEvent.click(within(gridElement).getByRole('gridcell', { name: 'Ana Alvarez' }));
    await userEvent.keyboard('{Home}{Enter}');
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent(/^Picked up Ana Alvarez, row 1 of 6/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(status).toHaveTextContent('Ana Alvarez moved to row 3 of 6.');
    await expect(handle).toHaveFocus();
    // The preview shows the row at its new place before the drop.
    await expect(shownEmployees(gridElement).slice(0, 3)).toEqual([
      'Ben Brooks',
      'Carla Chen',
      'Ana Alvarez',
    ]);
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent('Dropped Ana Alvarez at row 3 of 6.');
    await expect(moved).toHaveBeenCalledWith('TC-0001', 2);
    const ids = timeCards(6).map(getRowId);
    await expect(reordered).toHaveBeenCalledWith(moveItem(ids, 0, 2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reorder Ana Alvarez' })).toHaveFocus(),
    );

    // Escape puts the row back where it was.
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}{Escape}');
    await expect(status).toHaveTextContent('Reorder cancelled. Ana Alvarez is back at row 3.');
    await expect(reordered).toHaveBeenCalledTimes(1);
    await expect(shownEmployees(gridElement).slice(0, 3)).toEqual([
      'Ben Brooks',
      'Carla Chen',
      'Ana Alvarez',
    ]);
    // Once no row is picked up, Escape goes from the handle back to its cell, and the arrows
    // move between cells again.
    await userEvent.keyboard('{Escape}');
    const handleCell = canvas.getByRole('button', { name: 'Reorder Ana Alvarez' }).parentElement!;
    await expect(handleCell).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      '3',
    );
  },
};

export const ReordersRowsByPointerDrag: Story = {
  args: { ...ReordersRowsByKeyboard.args, gridId: 'story-reorder-pointer' },
  beforeEach: () => {
    reordered.mockClear();
    moved.mockClear();
    clearSettings('story-reorder-pointer')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Dev Diallo' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Drag Dev (row 4) up over two rows and release on row 2.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x, clientY: y - 40 } },
      { coords: { clientX: x, clientY: y - 80 } },
      { keys: '[/MouseLeft]', coords: { clientX: x, clientY: y - 80 } },
    ]);
    await expect(moved).toHaveBeenCalledWith('TC-0004', 1);
    await waitFor(() =>
      expect(shownEmployees(gridElement).slice(0, 4)).toEqual([
        'Ana Alvarez',
        'Dev Diallo',
        'Ben Brooks',
        'Carla Chen',
      ]),
    );
  },
};
