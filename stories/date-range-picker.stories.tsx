import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '../design-system/date-range-picker/date-range-picker';
import type { DateRange } from '../design-system/date-range-picker/date-range-model';

/** A day of November 2026, the month every story opens on. */
const nov = (day: number) => new Date(2026, 10, day);

const meta = {
  title: 'Design System/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Pay period',
    defaultMonth: nov(1),
    // A fixed "today", so stories never depend on the day they run.
    today: nov(23),
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  // Room under the trigger for the calendar popover.
  decorators: [(Story) => <div className="min-h-[32rem] max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Called exactly once, with `value`. */
async function expectCalledOnceWith(mock: unknown, value: unknown) {
  await expect(mock).toHaveBeenCalledTimes(1);
  await expect(mock).toHaveBeenCalledWith(value);
}

const body = () => within(document.body);

function trigger(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: /^Pay period/ });
}

/** Opens the popover with a click on the trigger and returns it. */
async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return findCalendar();
}

/** The open popover, once its opening animation has left opacity 0. */
async function findCalendar() {
  const dialog = await body().findByRole('dialog', { name: 'Pay period' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The weekday headers as shown ('Su', 'Mo' …). DayPicker hides the header row from assistive
 * technology (each day's name already says its weekday), so they are read by their text.
 */
function weekdayHeaders(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByText(/^(Su|Mo|Tu|We|Th|Fr|Sa)$/)
    .map((header) => header.textContent ?? '');
}

/** The cells of the first week row of the shown month. */
function firstWeekCells(dialog: HTMLElement) {
  const firstWeek = within(dialog).getAllByRole('row')[0];
  if (!firstWeek) throw new Error('no week rows');
  return within(firstWeek).getAllByRole('gridcell');
}

/** The button of a day, by its accessible name ('Monday, November 2, 2026'). */
function dayButton(dialog: HTMLElement, date: Date) {
  const name = format(date, 'EEEE, MMMM d, yyyy');
  return within(dialog).getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
}

async function clickDay(dialog: HTMLElement, date: Date) {
  await userEvent.click(dayButton(dialog, date));
}

/** The day numbers of the cells marked selected, in order. */
function selectedDays(dialog: HTMLElement): number[] {
  return within(dialog)
    .queryAllByRole('gridcell', { selected: true })
    .map((cell) => Number(cell.textContent));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function expectClosed() {
  await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName('Pay period Select dates');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openCalendar(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(within(dialog).getByText('No dates selected')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeVisible();
    // With nothing chosen, keyboard focus starts on today.
    await expect(dayButton(dialog, nov(23))).toHaveFocus();
    await expect(dayButton(dialog, nov(23))).toHaveAccessibleName(
      'Today, Monday, November 23, 2026',
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
    const dialog = await openCalendar(canvasElement);
    await expect(selectedDays(dialog)).toEqual(range(2, 8));
    await expect(within(dialog).getByText('Nov 2 – Nov 8, 2026 (7 days)')).toBeVisible();
    // Focus starts on the start of the range.
    await expect(dayButton(dialog, nov(2))).toHaveFocus();
  },
};

/** Open from the start, for looking at the calendar (screenshots). */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: { start: nov(9), end: nov(13) } },
  play: async () => {
    const dialog = await findCalendar();
    await expect(selectedDays(dialog)).toEqual(range(9, 13));
  },
};

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
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
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

export const WeekStartsOnSunday: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(weekdayHeaders(dialog)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    const cells = firstWeekCells(dialog);
    await expect(cells[0]).toHaveTextContent('1');
    await expect(within(cells[0] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Sunday, November 1, 2026',
    );
  },
};

export const WeekStartsOnMonday: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(weekdayHeaders(dialog)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // Sunday 1 November closes the first week, after six empty cells.
    const cells = firstWeekCells(dialog);
    await expect(cells[0]).toHaveTextContent('');
    await expect(cells[6]).toHaveTextContent('1');
    await expect(within(cells[6] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Sunday, November 1, 2026',
    );
  },
};

export const YearsRunFrom2016To2029: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(years).toEqual(range(2016, 2029).map(String));

    await userEvent.selectOptions(year, '2016');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Month' }),
      'January',
    );
    await expect(within(dialog).getByRole('grid', { name: 'January 2016' })).toBeVisible();
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(within(dialog).getByRole('grid', { name: 'January 2016' })).toBeVisible();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '2029');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Month' }),
      'December',
    );
    await expect(within(dialog).getByRole('grid', { name: 'December 2029' })).toBeVisible();
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(within(dialog).getByRole('grid', { name: 'December 2029' })).toBeVisible();
  },
};

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

/** The caller owns the range, as a filter bar would. */
function ControlledPicker({ onValueChange }: { onValueChange?: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ start: nov(2), end: nov(8) });
  return (
    <div className="flex flex-col gap-2">
      <DateRangePicker
        label="Pay period"
        today={nov(23)}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">
        Saved: {value.start ? format(value.start, 'yyyy-MM-dd') : 'none'} to{' '}
        {value.end ? format(value.end, 'yyyy-MM-dd') : 'none'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPicker onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await clickDay(dialog, nov(16));
    await clickDay(dialog, nov(20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: nov(16), end: nov(20) });
    await expect(within(canvasElement).getByText('Saved: 2026-11-16 to 2026-11-20')).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 16 – Nov 20, 2026');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 2 – Nov 8, 2026');
  },
};
