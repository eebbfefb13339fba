import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import {
  clearSettings,
  grid,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/** Focus in a virtual grid: arrow keys between cells, and a focused row kept while scrolling. */
const meta = {
  title: 'Design System/DataGrid/Keyboard',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectionChanged = fn();
export const KeepsTheFocusedRowWhileScrolling: Story = {
  args: {
    gridId: 'story-focus-scroll',
    rows: timeCards(2_000),
    height: 320,
    onSelectedRowIdsChange: selectionChanged,
  },
  beforeEach: () => {
    selectionChanged.mockClear();
    clearSettings('story-focus-scroll')();
  },
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    const box = within(gridElement).getByRole('checkbox', { name: 'Select row Ana Alvarez' });
    box.focus();
    // Far away: the rows in view are recycled, but the focused row keeps its element and focus.
    gridElement.scrollTop = 40 * 1_500;
    await waitFor(() =>
      expect(within(gridElement).getByRole('row', { name: /TC-1500/ })).toBeInTheDocument(),
    );
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleName('Select row Ana Alvarez');
    await userEvent.keyboard(' ');
    await expect(selectionChanged).toHaveBeenLastCalledWith(['TC-0001']);
    // Once focus leaves the rows, the row far away is let go.
    gridElement.focus();
    await waitFor(() =>
      expect(within(gridElement).queryByRole('row', { name: /TC-0001/ })).toBeNull(),
    );
  },
};

export const KeyboardMovesBetweenCells: Story = {
  args: { gridId: 'story-keyboard', rows: timeCards(200), height: 320 },
  beforeEach: clearSettings('story-keyboard'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    gridElement.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'Ana Alvarez' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0002' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(gridElement).getByRole('columnheader', { name: 'Card' })).toHaveFocus();
    // Ctrl+End reaches the last cell, rendering its virtual row first.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute(
        'aria-rowindex',
        '201',
      ),
    );
  },
};
