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

/** The column picker, column resizing, and the saved settings they leave behind. */
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

    resizer.focus();
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
    const resizer = canvas.getByRole('separator', { name: 'Resize Card' });
    resizer.focus();
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.click(canvas.getByRole('button', { name: 'Remount grid' }));
    await expect(headers()).toEqual(['Employee', 'Card', 'Project', 'Date']);
    await expect(canvas.getByRole('separator', { name: 'Resize Card' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
