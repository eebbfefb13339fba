import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import {
  clickDay,
  expectCalledOnceWith,
  expectClosed,
  nov,
  openCalendar,
  pickerMeta,
  range,
  selectedDays,
  trigger,
} from './date-range-picker-fixtures';

/** How clicks on days start, end and restart a range, and Clear empties it. */
const meta = {
  title: 'Design System/DateRangePicker/Picking a range',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstClickSetsStartAndEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(5));
    await expect(selectedDays(dialog)).toEqual([5]);
    await expect(within(dialog).getByText('Nov 5, 2026: pick an end date')).toBeVisible();
    // Nothing is reported before Done.
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(5),
      end: nov(5),
    });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 5, 2026');
    // Focus goes back to the trigger.
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const SecondClickOnALaterDaySetsTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(5));
    await clickDay(dialog, nov(9));
    await expect(selectedDays(dialog)).toEqual(range(5, 9));
    await expect(within(dialog).getByText('Nov 5 – Nov 9, 2026 (5 days)')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(5),
      end: nov(9),
    });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 5 – Nov 9, 2026');
  },
};

export const EarlierClickRestartsTheRange: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(5));
    await clickDay(dialog, nov(3));
    // Earlier than the start: start = end = the 3rd.
    await expect(selectedDays(dialog)).toEqual([3]);
    await expect(within(dialog).getByText('Nov 3, 2026: pick an end date')).toBeVisible();
    // The next click sets the end of the new range.
    await clickDay(dialog, nov(4));
    await expect(selectedDays(dialog)).toEqual([3, 4]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(3),
      end: nov(4),
    });
  },
};

export const ThirdClickRestartsTheRange: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(5));
    await clickDay(dialog, nov(9));
    await clickDay(dialog, nov(7));
    // Inside the old range, yet a restart: start = end = the 7th.
    await expect(selectedDays(dialog)).toEqual([7]);
    await clickDay(dialog, nov(20));
    await expect(selectedDays(dialog)).toEqual(range(7, 20));
    await clickDay(dialog, nov(25));
    await expect(selectedDays(dialog)).toEqual([25]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(25),
      end: nov(25),
    });
  },
};

export const ClearEmptiesTheRange: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(within(dialog).getByText('No dates selected')).toBeVisible();
    // Not required: Done accepts the empty range.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, { start: null, end: null });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Select dates');
  },
};
