import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import { DataGrid, type DataGridProps } from '../../design-system/data-grid/data-grid';
import { settingsKey } from '../../design-system/data-grid/data-grid-settings';
import {
  body,
  clearSettings,
  columns,
  grid,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/**
 * The column picker (show, hide, move), moving a column by dragging its header, column resizing,
 * and the saved settings they leave behind.
 */
const meta = {
  title: 'Design System/DataGrid/Columns',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HidesAColumnWithThePicker: Story = {
  args: {
    gridId: 'story-picker',
    columns: columns.slice(0, 3),
    rows: timeCards(5),
  },
  beforeEach: clearSettings('story-picker'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['Employee', 'Card', 'Project']);

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    let menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Card' }));
    await expect(headers()).toEqual(['Employee', 'Project']);
    await expect(grid(canvasElement)).toHaveAttribute('aria-colcount', '2');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Card' })).not.toBeChecked();

    // The last visible column cannot be hidden.
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Employee' }));
    await expect(headers()).toEqual(['Project']);
    const project = within(menu).getByRole('menuitemcheckbox', { name: 'Project' });
    await expect(project).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Escape}');
    // Gone before it is opened again: a click during its closing animation would land in the
    // closing menu (on a loaded machine the animation can outlast the next step).
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Card' }));
    await expect(headers()).toEqual(['Card', 'Project']);
    // Closed for the screenshot: a menu closes when its window loses focus, which a story file
    // running beside this one can cause at any moment, so an open menu would be there by chance.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ResizesAColumnAndSavesAfter300ms: Story = {
  args: { gridId: 'story-resize', rows: timeCards(5) },
  beforeEach: clearSettings('story-resize'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = settingsKey('story-resize');
    const resizer = canvas.getByRole('separator', { name: 'Resize Employee' });
    const header = canvas.getByRole('columnheader', { name: 'Employee' });
    await expect(resizer).toHaveAttribute('aria-valuenow', '170');

    // The resizer is the header cell's control: Enter from the cell reaches it.
    await userEvent.click(header);
    await userEvent.keyboard('{Enter}');
    await expect(resizer).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '200');
    await expect(header.getBoundingClientRect().width).toBeCloseTo(200, 0);
    // Not saved on every step: once, 300 ms after the last change.
    await expect(localStorage.getItem(key)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
      columnSizing: { employee: 200 },
    });

    // Shift takes bigger steps; the width never goes under the column's minimum (120 px).
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '120');

    // Dragging the handle with the mouse.
    const box = resizer.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: resizer, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x + 60, clientY: y } },
      { keys: '[/MouseLeft]', coords: { clientX: x + 60, clientY: y } },
    ]);
    await waitFor(() => expect(resizer).toHaveAttribute('aria-valuenow', '180'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
        columnSizing: { employee: 180 },
      }),
    );
  },
};

/** Mounts the grid anew on a button press, as a reload would. */
function RemountingGrid(props: DataGridProps<TimeCard>) {
  const [mount, setMount] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" className="self-start" onClick={() => setMount((n) => n + 1)}>
        Remount grid
      </Button>
      <DataGrid<TimeCard> key={mount} {...props} />
    </div>
  );
}

export const RestoresSettingsOnRemount: Story = {
  args: { gridId: 'story-restore', columns: columns.slice(0, 5), rows: timeCards(5) },
  beforeEach: () => {
    const key = settingsKey('story-restore');
    // Junk from an older build is ignored value by value.
    localStorage.setItem(
      key,
      JSON.stringify({ columnVisibility: { date: 'no' }, columnSizing: { card: 'wide' } }),
    );
    return () => localStorage.removeItem(key);
  },
  render: (args) => <RemountingGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['Employee', 'Card', 'Project', 'Cost code', 'Date']);

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Cost code' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Card' }));
    await userEvent.keyboard('{Enter}{ArrowRight}');

    await userEvent.click(canvas.getByRole('button', { name: 'Remount grid' }));
    await expect(headers()).toEqual(['Employee', 'Card', 'Project', 'Date']);
    await expect(canvas.getByRole('separator', { name: 'Resize Card' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

const headerTexts = (canvasElement: HTMLElement) =>
  within(grid(canvasElement))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

export const MovesAColumnFromThePickerByKeyboard: Story = {
  args: {
    gridId: 'story-column-order',
    columns: columns.slice(0, 5),
    rows: timeCards(5),
    enableRowSelection: true,
  },
  beforeEach: clearSettings('story-column-order'),
  render: (args) => <RemountingGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // The selection column (no text) stays first whatever the order of the data columns.
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Employee',
      'Card',
      'Project',
      'Cost code',
      'Date',
    ]);

    canvas.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Columns' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Employee' })).toHaveFocus(),
    );
    // The first column cannot go up, nor the last down.
    await expect(within(menu).getByRole('menuitem', { name: 'Move Employee up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Move Date down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // End reaches the last item that can be used: 'Move Date up'.
    await userEvent.keyboard('{End}');
    const moveUp = within(menu).getByRole('menuitem', { name: 'Move Date up' });
    await expect(moveUp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Date moved to position 4 of 5.');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Date moved to position 3 of 5.');
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Employee',
      'Card',
      'Date',
      'Project',
      'Cost code',
    ]);
    // The menu stays open on the same item, and lists the columns in their new order.
    await expect(within(menu).getByRole('menuitem', { name: 'Move Date up' })).toHaveFocus();
    await expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Employee', 'Card', 'Date', 'Project', 'Cost code']);
    // Left and Right step between a column's items.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(menu).getByRole('menuitem', { name: 'Move Date down' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Date' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Saved with the column settings, and restored when the grid mounts again.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(settingsKey('story-column-order')) ?? '{}')).toEqual(
        expect.objectContaining({
          columnOrder: ['employee', 'card', 'date', 'project', 'costCode'],
        }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remount grid' }));
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Employee',
      'Card',
      'Date',
      'Project',
      'Cost code',
    ]);
    const row = canvas.getByRole('row', { name: /Ana Alvarez/ });
    await expect(
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Ana Alvarez',
      'TC-0001',
      timeCards(5)[0]!.date,
      timeCards(5)[0]!.project,
      timeCards(5)[0]!.costCode,
    ]);
  },
};

/** Where to put the pointer on an element: its middle, or `dx` px from its left edge. */
function pointAt(element: Element, dx?: number) {
  const box = element.getBoundingClientRect();
  return {
    clientX: dx === undefined ? box.left + box.width / 2 : box.left + dx,
    clientY: box.top + box.height / 2,
  };
}

export const MovesAColumnByDraggingItsHeader: Story = {
  args: {
    gridId: 'story-column-drag',
    columns: columns.slice(0, 5),
    rows: timeCards(5),
    enableRowSelection: true,
  },
  beforeEach: clearSettings('story-column-drag'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const header = (name: string) => within(gridElement).getByRole('columnheader', { name });
    const date = header('Date');
    const from = pointAt(date);

    // Dragged over the left half of 'Card': a marker shows where it would drop.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: date, coords: from },
      { coords: { ...from, clientX: from.clientX - 20 } },
      { coords: pointAt(header('Card'), 10) },
    ]);
    await expect(date).toHaveAttribute('data-dragging');
    await expect(header('Card')).toHaveAttribute('data-drop', 'before');
    // The marker is a bar on the edge the column would drop at.
    await expect(getComputedStyle(header('Card'), '::before').width).toBe('2px');
    // Escape cancels: nothing moves.
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[/MouseLeft]', coords: pointAt(header('Card'), 10) });
    await expect(date).not.toHaveAttribute('data-dragging');
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Employee',
      'Card',
      'Project',
      'Cost code',
      'Date',
    ]);

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: date, coords: from },
      { coords: { ...from, clientX: from.clientX - 20 } },
      { coords: pointAt(header('Card'), 10) },
      { keys: '[/MouseLeft]', coords: pointAt(header('Card'), 10) },
    ]);
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Employee',
      'Date',
      'Card',
      'Project',
      'Cost code',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Date moved to position 2 of 5.');
    // The cells follow their header; the selection column never moves.
    const row = canvas.getByRole('row', { name: /Ana Alvarez/ });
    await expect(within(row).getAllByRole('gridcell')[2]).toHaveTextContent(timeCards(5)[0]!.date);
    // Dropped past the last header: the column goes to the end.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header('Employee'), coords: pointAt(header('Employee')) },
      { coords: pointAt(header('Cost code'), 5) },
      {
        coords: pointAt(header('Cost code'), header('Cost code').getBoundingClientRect().width - 5),
      },
      {
        keys: '[/MouseLeft]',
        coords: pointAt(header('Cost code'), header('Cost code').getBoundingClientRect().width - 5),
      },
    ]);
    await expect(headerTexts(canvasElement)).toEqual([
      '',
      'Date',
      'Card',
      'Project',
      'Cost code',
      'Employee',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Employee moved to position 5 of 5.',
    );
  },
};
