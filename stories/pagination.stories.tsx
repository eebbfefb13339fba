import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { Pagination } from '../design-system/pagination/pagination';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: { pageCount: 23, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page numbers shown, read from the buttons' names ('Page 7'). */
function shownPages(canvasElement: HTMLElement): number[] {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.getAttribute('aria-label')?.replace('Page ', '')));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function choosePage(canvasElement: HTMLElement, page: number) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Page ${page}` }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    // Spec: a window of 10 pages at first.
    await expect(shownPages(canvasElement)).toEqual(range(1, 10));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.getByText('Page 2 of 23')).toBeInTheDocument();
  },
};

export const ChoosingAPageCallsOnPageChange: Story = {
  play: async ({ canvasElement, args }) => {
    await choosePage(canvasElement, 7);
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    // Choosing the current page again is not a change.
    await choosePage(canvasElement, 6);
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const MovesWindowAtPageTen: Story = {
  play: async ({ canvasElement, args }) => {
    await choosePage(canvasElement, 9);
    // Below page 10 the window stays put.
    await expect(shownPages(canvasElement)).toEqual(range(1, 10));
    await choosePage(canvasElement, 10);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    // Page 10 is on the window's edge: it now runs from 4 before to 5 after.
    await expect(shownPages(canvasElement)).toEqual(range(6, 15));
    await expect(within(canvasElement).getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A page inside the window does not move it.
    await choosePage(canvasElement, 12);
    await expect(shownPages(canvasElement)).toEqual(range(6, 15));
  },
};

export const NextMovesWindowPastTheEdge: Story = {
  args: { defaultPage: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(shownPages(canvasElement)).toEqual(range(6, 15));
    // Keyboard users keep their place on the Next button while the window moves.
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ReachesTheLastPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choosePage(canvasElement, 10);
    await choosePage(canvasElement, 15);
    await expect(shownPages(canvasElement)).toEqual(range(11, 20));
    await choosePage(canvasElement, 20);
    // Cut at the last page (23).
    await expect(shownPages(canvasElement)).toEqual(range(16, 23));
    await choosePage(canvasElement, 23);
    await expect(shownPages(canvasElement)).toEqual(range(19, 23));
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).toHaveBeenLastCalledWith(23);
    await expect(canvas.getByText('Page 23 of 23')).toBeInTheDocument();
  },
};

export const StartsAtAGivenPage: Story = {
  args: { defaultPage: 17 },
  play: async ({ canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(range(13, 22));
    await expect(within(canvasElement).getByRole('button', { name: 'Page 17' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A list whose filter changes the page count while the page stays, as a screen would. */
function FilteredList({ onPageChange }: { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(30);
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="secondary" onClick={() => setPageCount(25)}>
        Hide archived crews
      </Button>
      <Pagination
        pageCount={pageCount}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          onPageChange?.(next);
        }}
      />
    </div>
  );
}

export const ResetsWindowWhenPageCountChanges: Story = {
  render: (args) => <FilteredList onPageChange={args.onPageChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePage(canvasElement, 10);
    await choosePage(canvasElement, 7);
    // Page 7 is inside the moved window, which stays.
    await expect(shownPages(canvasElement)).toEqual(range(6, 15));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide archived crews' }));
    // New page count: the window starts again from the first 10 pages.
    await expect(shownPages(canvasElement)).toEqual(range(1, 10));
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Page 7 of 25')).toBeInTheDocument();
  },
};

export const HiddenAtOnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Pagination' }),
    ).not.toBeInTheDocument();
  },
};

export const HiddenWithNoPages: Story = {
  args: { pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ShownFromTwoPages: Story = {
  args: { pageCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual([1, 2]);
  },
};

export const ChoosingAPageScrollsToTop: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {/* A long list above the pagination, so the page has somewhere to scroll. */}
      <ol className="flex flex-col gap-2">
        {range(1, 40).map((row) => (
          <li key={row} className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
            Time card {row}
          </li>
        ))}
      </ol>
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    nav.scrollIntoView();
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await choosePage(canvasElement, 3);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const TabsThroughThePages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Previous is first in the tab order even at page 1 (announced as unavailable, not skipped).
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'sm', pageCount: 5, defaultPage: 3 },
  play: async ({ canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(range(1, 5));
    await expect(within(canvasElement).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
