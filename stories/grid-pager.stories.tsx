import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GridPager } from '../design-system/pagination/grid-pager';

const meta = {
  title: 'Design System/GridPager',
  component: GridPager,
  args: { total: 245, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof GridPager>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageButtons(canvasElement: HTMLElement): number[] {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Table pages' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–20 of 245')).toBeVisible();
    // Spec: page sizes 20, 50 and 100, 20 by default; 5 page buttons.
    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(size).toHaveValue('20');
    await expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20', '50', '100']);
    await expect(pageButtons(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('21–40 of 245')).toBeVisible();
  },
};

export const KeepsFiveButtonsAroundThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(pageButtons(canvasElement)).toEqual([3, 4, 5, 6, 7]);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(pageButtons(canvasElement)).toEqual([9, 10, 11, 12, 13]);
    await expect(canvas.getByText('241–245 of 245')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(pageButtons(canvasElement)).toEqual([1, 2, 3, 4, 5]);
  },
};

export const PageSizeChangeKeepsTheRowsInView: Story = {
  args: { defaultPage: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('61–80 of 245')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    // Row 61 is on page 2 at 50 rows a page.
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('51–100 of 245')).toBeVisible();
    await expect(pageButtons(canvasElement)).toEqual([1, 2, 3, 4, 5]);
  },
};

export const OnePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–12 of 12')).toBeVisible();
    await expect(pageButtons(canvasElement)).toEqual([1]);
  },
};

export const NoRows: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 0')).toBeVisible();
  },
};
