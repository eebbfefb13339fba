import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import {
  clickDay,
  dayButton,
  endField,
  expectCalledOnceWith,
  expectClosed,
  findCalendar,
  nov,
  openCalendar,
  pickerMeta,
  range,
  selectedDays,
  startField,
  trigger,
  typeInto,
} from './date-range-picker-fixtures';

/**
 * Arrow keys across months, a range picked without a pointer, Escape, and the popover as a modal
 * dialog (the APG date picker dialog): Tab stays inside, focus returns to the trigger.
 */
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

export const TabStaysInsideTheModalDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findCalendar();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(
      within(canvasElement).queryByRole('button', { name: /^Pay period/ }),
    ).not.toBeInTheDocument();
    await expect(dayButton(dialog, nov(23))).toHaveFocus();

    // From the grid: Clear, Done, then round to the typed dates and the calendar's navigation.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect(startField(dialog)).toHaveFocus();
    await userEvent.tab();
    await expect(endField(dialog)).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveFocus();

    // And backwards past the first field to Done.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(startField(dialog)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

export const EscapeInATypedDateReturnsFocusToTheTrigger: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await typeInto(startField(dialog), '11/04/2026');
    await expect(selectedDays(dialog)).toEqual(range(4, 8));
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
  },
};

export const DoneAfterTypingReturnsFocusToTheTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findCalendar();
    // Grid, Clear, Done, then round to Start date.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(startField(dialog)).toHaveFocus();
    await userEvent.keyboard('11/16/2026{Enter}');
    await userEvent.tab();
    await expect(endField(dialog)).toHaveFocus();
    await typeInto(endField(dialog), '11/20/2026');
    await userEvent.keyboard('{Enter}');
    await expect(selectedDays(dialog)).toEqual(range(16, 20));
    // Enter in a field only reads it: the dialog stays open until Done.
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, { start: nov(16), end: nov(20) });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};
