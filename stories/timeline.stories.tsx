import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineEntry } from '../design-system/timeline/timeline';

/** Noon UTC on the given day, in unix seconds, so every time zone of a test machine agrees. */
const noonUtc = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day, 12) / 1000;

const ENTRIES: TimelineEntry[] = [
  { unix: noonUtc(2024, 5, 3), description: 'Task created by Dana Whitfield' },
  { unix: noonUtc(2024, 5, 14), description: 'Assigned to the Framing crew' },
  {
    unix: noonUtc(2024, 9, 1),
    description: 'Checklist completed: scaffolding inspected, permits posted, skip emptied',
  },
  { unix: noonUtc(2025, 1, 20), description: 'Marked done by Luis Ortega' },
];

const meta = {
  title: 'Design System/Timeline',
  component: Timeline,
  args: { entries: ENTRIES, timeZone: 'UTC' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

function entryTexts(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    // An ordered list, so its order means something to screen readers too.
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Spec: dates as DD MMM YYYY, e.g. '03 May 2024'; given order by default.
    await expect(entryTexts(canvasElement)).toEqual([
      '03 May 2024Task created by Dana Whitfield',
      '14 May 2024Assigned to the Framing crew',
      '01 Sep 2024Checklist completed: scaffolding inspected, permits posted, skip emptied',
      '20 Jan 2025Marked done by Luis Ortega',
    ]);
    const first = within(list).getByText('03 May 2024');
    await expect(first.tagName).toBe('TIME');
    await expect(first).toHaveAttribute('datetime', '2024-05-03');
  },
};

export const NewestFirst: Story = {
  args: { order: 'newest-first' },
  play: async ({ canvasElement }) => {
    await expect(entryTexts(canvasElement)).toEqual([
      '20 Jan 2025Marked done by Luis Ortega',
      '01 Sep 2024Checklist completed: scaffolding inspected, permits posted, skip emptied',
      '14 May 2024Assigned to the Framing crew',
      '03 May 2024Task created by Dana Whitfield',
    ]);
  },
};

export const InTheOrganisationsTimeZone: Story = {
  args: {
    // 23:30 UTC on 3 May is 4 May in Sydney.
    entries: [{ unix: Date.UTC(2024, 4, 3, 23, 30) / 1000, description: 'Clocked out' }],
    timeZone: 'Australia/Sydney',
  },
  play: async ({ canvasElement }) => {
    await expect(entryTexts(canvasElement)).toEqual(['04 May 2024Clocked out']);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    // Nothing to list: no empty list for a screen reader to announce.
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
