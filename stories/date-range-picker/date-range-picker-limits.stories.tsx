import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import {
  clickDay,
  dayButton,
  expectCalledOnceWith,
  expectClosed,
  findCalendar,
  nov,
  openCalendar,
  pickerMeta,
  range,
  selectedDays,
  trigger,
} from './date-range-picker-fixtures';

/** A required range, a maximum number of days, and days out of reach. */
const meta = {
  title: 'Design System/DateRangePicker/Limits',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredAsksForADate: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Please select a date or date range');
    // Done did not close the popover nor report anything.
    await expect(dialog).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    // Picking a day clears the message; Done then accepts.
    await clickDay(dialog, nov(10));
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(10),
      end: nov(10),
    });
    await expectClosed();
  },
};

export const ClearedRequiredRangeIsRefused: Story = {
  args: { required: true, defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(selectedDays(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a date or date range',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Escape keeps the range chosen before.
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
  },
};

export const MaxDaysAllowsSevenDays: Story = {
  args: { maxDays: 7 },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(2));
    await clickDay(dialog, nov(8));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // 7 days counted inclusively is fine.
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(2),
      end: nov(8),
    });
    await expectClosed();
  },
};

export const MaxDaysRefusesEightDays: Story = {
  args: { maxDays: 7 },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(2));
    await clickDay(dialog, nov(9));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sorry, you can only pick up to 7 days.',
    );
    await expect(dialog).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await expect(within(dialog).getByText('Nov 2 – Nov 9, 2026 (8 days)')).toBeVisible();
  },
};

export const DisabledDaysCannotBeChosen: Story = {
  args: { disableBefore: nov(5), disableAfter: nov(20) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    for (const date of [nov(4), nov(21)]) {
      const button = dayButton(dialog, date);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    await expect(selectedDays(dialog)).toEqual([]);
    await expect(within(dialog).getByText('No dates selected')).toBeVisible();

    // The bounds themselves can be chosen.
    await expect(dayButton(dialog, nov(5))).toBeEnabled();
    await expect(dayButton(dialog, nov(20))).toBeEnabled();
    await clickDay(dialog, nov(5));
    await clickDay(dialog, nov(20));
    await expect(selectedDays(dialog)).toEqual(range(5, 20));
    // After a range, a click on a disabled day does not restart it either.
    await userEvent.click(dayButton(dialog, nov(25)), { pointerEventsCheck: 0 });
    await expect(selectedDays(dialog)).toEqual(range(5, 20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(5),
      end: nov(20),
    });
  },
};

/** Open with days out of reach, for looking at disabled days (screenshots). */
export const OpenWithDisabledDays: Story = {
  args: {
    defaultOpen: true,
    disableBefore: nov(5),
    disableAfter: nov(20),
    defaultValue: { start: nov(10), end: nov(12) },
  },
  play: async () => {
    const dialog = await findCalendar();
    await expect(dayButton(dialog, nov(4))).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(dialog, nov(5))).not.toHaveAttribute('aria-disabled');
  },
};
