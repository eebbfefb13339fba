import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import {
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

/** Start and end typed in the viewer's format (MM/DD/YYYY in the US, DD/MM/YYYY in Australia). */
const meta = {
  title: 'Design System/DateRangePicker/Typing dates',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypesBothDatesInTheUsFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(startField(dialog)).toHaveAccessibleDescription('MM/DD/YYYY');
    await expect(endField(dialog)).toHaveAccessibleDescription('MM/DD/YYYY');

    // A whole date moves the calendar and the range at once.
    await typeInto(startField(dialog), '1/4/2027');
    await expect(within(dialog).getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await expect(selectedDays(dialog)).toEqual([4]);
    await expect(endField(dialog)).toHaveValue('01/04/2027');

    // Leaving the field tidies its text.
    await userEvent.tab();
    await expect(startField(dialog)).toHaveValue('01/04/2027');
    await expect(endField(dialog)).toHaveFocus();
    await typeInto(endField(dialog), '01/08/2027');
    await expect(selectedDays(dialog)).toEqual(range(4, 8));
    await expect(within(dialog).getByText('Jan 4 – Jan 8, 2027 (5 days)')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, {
      start: new Date(2027, 0, 4),
      end: new Date(2027, 0, 8),
    });
    await expectClosed();
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Jan 4 – Jan 8, 2027');
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const TypesBothDatesInTheAustralianFormat: Story = {
  args: { locale: 'au', weekStartsOn: 1, defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(startField(dialog)).toHaveValue('02/11/2026');
    await expect(endField(dialog)).toHaveValue('08/11/2026');
    await expect(startField(dialog)).toHaveAccessibleDescription('DD/MM/YYYY');

    await typeInto(startField(dialog), '05/11/2026');
    await typeInto(endField(dialog), '09/11/2026');
    await expect(selectedDays(dialog)).toEqual(range(5, 9));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, { start: nov(5), end: nov(9) });
    await expect(trigger(canvasElement)).toHaveAccessibleName('Pay period Nov 5 – Nov 9, 2026');
  },
};

export const ABadDateShowsAnError: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    // No error while typing: only once the field is left.
    await typeInto(startField(dialog), '11/31/2026');
    await expect(startField(dialog)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(startField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(startField(dialog)).toHaveAccessibleDescription(
      'MM/DD/YYYY Enter a date as MM/DD/YYYY.',
    );
    // The range is unchanged.
    await expect(selectedDays(dialog)).toEqual(range(2, 8));

    // A real day outside 2016–2029.
    await typeInto(startField(dialog), '12/31/2015');
    await userEvent.tab();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please pick dates from Jan 1, 2016 to Dec 31, 2029.',
    );

    // Done does not take the bad text: it stays open on the field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(startField(dialog)).toHaveFocus();
    await expect(dialog).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await typeInto(startField(dialog), '11/03/2026');
    await expect(startField(dialog)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, { start: nov(3), end: nov(8) });
  },
};

export const AStartAfterTheEndIsRefused: Story = {
  args: { defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await typeInto(startField(dialog), '11/10/2026');
    await userEvent.tab();
    await expect(startField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Start date can not be behind end date',
    );
    await expect(selectedDays(dialog)).toEqual(range(2, 8));

    // An end after it makes the typed start fit.
    await typeInto(endField(dialog), '11/12/2026');
    await expect(startField(dialog)).not.toHaveAttribute('aria-invalid');
    await expect(selectedDays(dialog)).toEqual(range(10, 12));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectCalledOnceWith(args.onValueChange, { start: nov(10), end: nov(12) });
  },
};

export const TypedDatesFollowTheLimits: Story = {
  args: { disableBefore: nov(5), disableAfter: nov(20), maxDays: 7 },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await typeInto(startField(dialog), '11/04/2026');
    await userEvent.tab();
    await expect(startField(dialog)).toHaveAccessibleDescription(
      'MM/DD/YYYY Please pick dates from Nov 5, 2026 to Nov 20, 2026.',
    );

    await typeInto(startField(dialog), '11/05/2026');
    await typeInto(endField(dialog), '11/12/2026');
    await expect(selectedDays(dialog)).toEqual(range(5, 12));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sorry, you can only pick up to 7 days.',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const EmptyingBothFieldsClearsTheRange: Story = {
  args: { required: true, defaultValue: { start: nov(2), end: nov(8) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await typeInto(startField(dialog), '');
    await typeInto(endField(dialog), '');
    await expect(selectedDays(dialog)).toEqual([]);
    await expect(within(dialog).getByText('No dates selected')).toBeVisible();
    // Required: Done asks for a date.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a date or date range',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Open with a bad typed date, for looking at the field error (screenshots). */
export const OpenWithAFieldError: Story = {
  args: { defaultOpen: true, defaultValue: { start: nov(9), end: nov(13) } },
  play: async () => {
    const dialog = await findCalendar();
    await typeInto(endField(dialog), '11/5/2026');
    await userEvent.keyboard('{Enter}');
    await expect(endField(dialog)).toHaveAttribute('aria-invalid', 'true');
  },
};
