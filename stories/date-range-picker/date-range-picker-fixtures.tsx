/**
 * What the date range picker's story files share: days of November 2026, the meta's args and room
 * for the calendar, and the steps and queries the play functions use on the trigger and the popover.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { format } from 'date-fns';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';

/** A day of November 2026, the month every story opens on. */
export const nov = (day: number) => new Date(2026, 10, day);

/** Room under the trigger for the calendar popover. */
const roomForTheCalendar: Decorator = (Story) => (
  <div className="min-h-[32rem] max-w-xs">{Story()}</div>
);

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spies.
 */
export const pickerMeta = () =>
  ({
    args: {
      label: 'Pay period',
      defaultMonth: nov(1),
      // A fixed "today", so stories never depend on the day they run.
      today: nov(23),
      onValueChange: fn(),
      onOpenChange: fn(),
    },
    decorators: [roomForTheCalendar],
  }) satisfies Meta<typeof DateRangePicker>;

/** Called exactly once, with `value`. */
export async function expectCalledOnceWith(mock: unknown, value: unknown) {
  await expect(mock).toHaveBeenCalledTimes(1);
  await expect(mock).toHaveBeenCalledWith(value);
}

export const body = () => within(document.body);

export function trigger(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: /^Pay period/ });
}

/** Opens the popover with a click on the trigger and returns it. */
export async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return findCalendar();
}

/** The open popover, once its opening animation has left opacity 0. */
export async function findCalendar() {
  const dialog = await body().findByRole('dialog', { name: 'Pay period' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The weekday headers as shown ('Su', 'Mo' …). DayPicker hides the header row from assistive
 * technology (each day's name already says its weekday), so they are read by their text.
 */
export function weekdayHeaders(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByText(/^(Su|Mo|Tu|We|Th|Fr|Sa)$/)
    .map((header) => header.textContent ?? '');
}

/** The cells of the first week row of the shown month. */
export function firstWeekCells(dialog: HTMLElement) {
  const firstWeek = within(dialog).getAllByRole('row')[0];
  if (!firstWeek) throw new Error('no week rows');
  return within(firstWeek).getAllByRole('gridcell');
}

/** The button of a day, by its accessible name ('Monday, November 2, 2026'). */
export function dayButton(dialog: HTMLElement, date: Date) {
  const name = format(date, 'EEEE, MMMM d, yyyy');
  return within(dialog).getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
}

export async function clickDay(dialog: HTMLElement, date: Date) {
  await userEvent.click(dayButton(dialog, date));
}

/** The day numbers of the cells marked selected, in order. */
export function selectedDays(dialog: HTMLElement): number[] {
  return within(dialog)
    .queryAllByRole('gridcell', { selected: true })
    .map((cell) => Number(cell.textContent));
}

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The typed-entry fields of the open popover. */
export function startField(dialog: HTMLElement) {
  return within(dialog).getByRole('textbox', { name: 'Start date' });
}

export function endField(dialog: HTMLElement) {
  return within(dialog).getByRole('textbox', { name: 'End date' });
}

/** Replaces a field's text, as a person selecting it all and typing over it. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

export async function expectClosed() {
  await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
}
