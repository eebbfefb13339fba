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

/** Arrow keys across months, a range picked without a pointer, and Escape. */
const meta = {
  title: 'Design System/DateRangePicker/Keyboard',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysMoveByDayAcrossMonths: Story = {
  args: { defaultValue: { start: nov(30), end: nov(30) } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(dayButton(dialog, nov(30))).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(dayButton(dialog, new Date(2026, 11, 1))).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(dayButton(dialog, nov(30))).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(dayButton(dialog, nov(29))).toHaveFocus();
  },
};

export const ArrowKeysMoveByWeekAcrossMonths: Story = {
  args: { defaultValue: { start: nov(26), end: nov(26) } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(dayButton(dialog, nov(26))).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(dayButton(dialog, new Date(2026, 11, 3))).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(dayButton(dialog, nov(26))).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(within(dialog).getByRole('grid', { name: 'October 2026' })).toBeVisible();
    await expect(dayButton(dialog, new Date(2026, 9, 29))).toHaveFocus();
  },
};

export const KeyboardPicksARange: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findCalendar();
    await expect(dayButton(dialog, nov(23))).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(selectedDays(dialog)).toEqual(range(23, 25));

    // Tab leaves the grid for Clear, then Done.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectCalledOnceWith(args.onValueChange, {
      start: nov(23),
      end: nov(25),
    });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const EscapeForgetsChanges: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    let dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(16));
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
    // Opening again starts from the chosen range.
    dialog = await openCalendar(canvasElement);
    await expect(selectedDays(dialog)).toEqual(range(2, 8));
  },
};
