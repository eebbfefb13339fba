import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from '../../design-system/data-grid/data-grid';
import {
  allFeaturesArgs,
  body,
  clearSettings,
  grid,
  tabStops,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/**
 * The grid as one tab stop with a roving focus (WAI-ARIA APG grid pattern): arrow keys between
 * cells and into the header, Enter or F2 into a cell's controls, Escape back out, Space on a
 * checkbox cell, and a focused row kept while the virtual rows scroll.
 */
const meta = {
  title: 'Design System/DataGrid/Keyboard',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The focused element's row (aria-rowindex) and column (aria-colindex), as 'row:col'. */
function focusedCell() {
  const active = document.activeElement;
  const cell = active?.closest('[aria-colindex]');
  const row = active?.closest('[aria-rowindex]');
  return `${row?.getAttribute('aria-rowindex')}:${cell?.getAttribute('aria-colindex')}`;
}

export const AllFeaturesIsOneTabStop: Story = {
  args: { ...allFeaturesArgs, gridId: 'story-one-tab-stop' },
  beforeEach: clearSettings('story-one-tab-stop'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    // Every resizer, row handle, checkbox and actions button used to be a stop of its own (54 in
    // this story); now the grid is one, between the bulk bar and the end of the page.
    const stops = await tabStops();
    const inGrid = stops.filter((stop) => gridElement.contains(stop));
    await expect(inGrid).toHaveLength(1);
    // Before anything in it was focused, the stop is the first data column's header.
    await expect(inGrid[0]).toBe(
      within(gridElement).getByRole('columnheader', { name: 'Employee' }),
    );
    await expect(stops.map((stop) => stop.getAttribute('aria-label') ?? stop.textContent)).toEqual([
      'Export',
      'Columns',
      'Approve',
      'Reject',
      'Clear selection',
      'Employee',
    ]);

    // Tab from outside comes back to the cell focused last.
    const clear = within(canvasElement).getByRole('button', { name: 'Clear selection' });
    clear.focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0002' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(clear).toHaveFocus();
    await userEvent.tab();
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0002' })).toHaveFocus();
    // The cell holding the stop is the only cell with tabindex 0.
    await expect(gridElement.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

export const KeyboardMovesBetweenCells: Story = {
  args: { gridId: 'story-keyboard', rows: timeCards(200), height: 320 },
  beforeEach: clearSettings('story-keyboard'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    const cell = (name: string) => within(gridElement).getByRole('gridcell', { name });
    const header = (name: string) => within(gridElement).getByRole('columnheader', { name });
    // From the header band's last button, Tab enters the grid on its first data column's header.
    within(canvasElement).getByRole('button', { name: 'Columns' }).focus();
    await userEvent.tab();
    await expect(header('Employee')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell('Ana Alvarez')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(cell('TC-0002')).toHaveFocus();
    // Up into the header row, then along it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(header('Card')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(header('Card')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(header('Employee')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(header('Notes')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Home}');
    await expect(cell('Ana Alvarez')).toHaveFocus();
    // PageDown moves by the rows in view under the header, less one kept for context.
    const pageRows = Math.floor((gridElement.clientHeight - 40) / 40) - 1;
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedCell()).toBe(`${2 + pageRows}:1`));
    await userEvent.keyboard('{PageDown}{PageUp}{ArrowUp}');
    await waitFor(() => expect(focusedCell()).toBe(`${1 + pageRows}:1`));
    // Ctrl+End reaches the last cell, rendering its virtual row first and scrolling to it.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedCell()).toBe('201:10'));
    const last = document.activeElement as HTMLElement;
    await expect(last).toHaveTextContent(timeCards(200)[199]!.notes);
    const box = last.getBoundingClientRect();
    const view = gridElement.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
    await expect(box.top).toBeGreaterThanOrEqual(view.top + 40 - 1);
    // And Ctrl+Home back to the first.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(cell('Ana Alvarez')).toHaveFocus());
    await expect(gridElement.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

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
    within(canvasElement).getByRole('button', { name: 'Columns' }).focus();
    await userEvent.tab();
    // Down from the header, left of the first data cell: the row's checkbox cell. Space toggles
    // it (APG).
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    const checkboxCell = document.activeElement as HTMLElement;
    await expect(checkboxCell).toHaveAttribute('role', 'gridcell');
    await userEvent.keyboard(' ');
    await expect(selectionChanged).toHaveBeenLastCalledWith(['TC-0001']);
    const box = within(gridElement).getByRole('checkbox', { name: 'Select row Ana Alvarez' });
    await expect(box).toBeChecked();
    await expect(checkboxCell).toHaveFocus();

    // Far away: the rows in view are recycled, but the focused row keeps its element and focus.
    gridElement.scrollTop = 40 * 1_500;
    await waitFor(() =>
      expect(within(gridElement).getByRole('row', { name: /TC-1500/ })).toBeInTheDocument(),
    );
    await expect(checkboxCell).toHaveFocus();
    await expect(box).toHaveAccessibleName('Select row Ana Alvarez');
    await userEvent.keyboard(' ');
    await expect(selectionChanged).toHaveBeenLastCalledWith([]);

    // Focus leaves the grid and comes back to the same cell: its row stayed rendered.
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByRole('button', { name: 'Columns' })).toHaveFocus();
    await expect(within(gridElement).getByRole('row', { name: /TC-0001/ })).toBeInTheDocument();
    await userEvent.tab();
    await expect(checkboxCell).toHaveFocus();
  },
};

const editCard = fn();
export const EntersACellWithEnterAndLeavesWithEscape: Story = {
  args: {
    ...allFeaturesArgs,
    gridId: 'story-enter-escape',
    rowActions: [{ label: 'Edit time card', onSelect: editCard }],
  },
  beforeEach: () => {
    editCard.mockClear();
    clearSettings('story-enter-escape')();
  },
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    const inGrid = within(gridElement);
    inGrid.getByRole('gridcell', { name: 'Ana Alvarez' }).focus();

    // The checkbox cell: Enter moves onto the box, which Space ticks; Tab stays in the cell.
    await userEvent.keyboard('{ArrowLeft}');
    const checkboxCell = document.activeElement as HTMLElement;
    await userEvent.keyboard('{Enter}');
    const box = inGrid.getByRole('checkbox', { name: 'Select row Ana Alvarez' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(checkboxCell).toHaveFocus();

    // The actions cell at the end of the row: F2 moves onto its button, Enter opens the menu.
    await userEvent.keyboard('{End}');
    const actionsCell = document.activeElement as HTMLElement;
    await expect(actionsCell).toHaveAttribute('aria-colindex', '13');
    await userEvent.keyboard('{F2}');
    // The button is swapped for the menu's own trigger once pressed: always look it up afresh.
    const actions = () => inGrid.getByRole('button', { name: 'Actions for Ana Alvarez' });
    await expect(actions()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions for Ana Alvarez' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit time card' })).toHaveFocus(),
    );
    // Escape closes the menu (focus back on its button), then leaves the cell's controls.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(actions()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(actionsCell).toHaveFocus();
    await expect(editCard).not.toHaveBeenCalled();

    // A header cell: Enter reaches the column's resizer, whose arrows resize; Escape comes back.
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowUp}');
    const employee = inGrid.getByRole('columnheader', { name: 'Employee' });
    await expect(employee).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const resizer = inGrid.getByRole('separator', { name: 'Resize Employee' });
    await expect(resizer).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '180');
    await userEvent.keyboard('{F2}');
    await expect(employee).toHaveFocus();
    // The arrows move between cells again, not the column's width.
    await userEvent.keyboard('{ArrowRight}');
    await expect(inGrid.getByRole('columnheader', { name: 'Card' })).toHaveFocus();
    await expect(resizer).toHaveAttribute('aria-valuenow', '180');
  },
};
