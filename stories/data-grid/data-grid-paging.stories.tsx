import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid, type DataGridProps } from '../../design-system/data-grid/data-grid';
import { settingsKey } from '../../design-system/data-grid/data-grid-settings';
import {
  bodyRows,
  clearSettings,
  grid,
  timeCardGridMeta,
  timeCards,
  type TimeCard,
} from './data-grid-fixtures';

/** The grid pager: pages of the rows in hand, or one page at a time from the server. */
const meta = {
  title: 'Design System/DataGrid/Paging',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagesWithTheGridPager: Story = {
  args: {
    gridId: 'story-pages',
    rows: timeCards(245),
    pagination: true,
    height: undefined,
    onPageChange: fn(),
  },
  beforeEach: clearSettings('story-pages'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const cards = () =>
      bodyRows(gridElement).map(
        (row) => within(row).getAllByRole('gridcell')[1]?.textContent ?? '',
      );
    await expect(canvas.getByText('1–20 of 245')).toBeVisible();
    await expect(cards()).toHaveLength(20);
    await expect(gridElement).toHaveAttribute('aria-rowcount', '246');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('51–100 of 245')).toBeVisible();
    const shown = cards();
    await expect(shown).toHaveLength(50);
    await expect(shown[0]).toBe('TC-0051');
    await expect(shown.at(-1)).toBe('TC-0100');
    await expect(bodyRows(gridElement)[0]).toHaveAttribute('aria-rowindex', '52');
    // The page size is one of the saved settings.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(settingsKey('story-pages')) ?? '{}')).toMatchObject({
        pageSize: 50,
      }),
    );

    // The grid is one tab stop; the pager's controls are stops of their own, right after it.
    await userEvent.click(within(gridElement).getByRole('gridcell', { name: 'TC-0051' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0052' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0052' })).toHaveFocus();
  },
};

/** Loads one page at a time, as a caller paging on the server would. */
function ServerPagedGrid(props: DataGridProps<TimeCard>) {
  const all = timeCards(245);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  return (
    <DataGrid<TimeCard>
      {...props}
      rows={all.slice((page - 1) * pageSize, page * pageSize)}
      total={all.length}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
    />
  );
}

export const PagesOnTheServer: Story = {
  args: { gridId: 'story-server-pages', pagination: true, height: undefined, onPageChange: fn() },
  beforeEach: clearSettings('story-server-pages'),
  render: (args) => <ServerPagedGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(canvas.getByText('1–20 of 245')).toBeVisible();
    // All rows count, though only one page is loaded.
    await expect(gridElement).toHaveAttribute('aria-rowcount', '246');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('41–60 of 245')).toBeVisible();
    const first = bodyRows(gridElement)[0]!;
    await expect(first).toHaveAttribute('aria-rowindex', '42');
    await expect(within(first).getByRole('gridcell', { name: 'TC-0041' })).toBeVisible();
    await expect(bodyRows(gridElement)).toHaveLength(20);
  },
};
