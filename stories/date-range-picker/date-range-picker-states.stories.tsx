import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import type { DateRange } from '../../design-system/date-range-picker/date-range-model';
import {
  clickDay,
  dayButton,
  findCalendar,
  nov,
  openCalendar,
  pickerMeta,
  range,
  selectedDays,
  trigger,
} from './date-range-picker-fixtures';

/** The picker empty, with a range, open, owned by its caller, and disabled. */
const meta = {
  title: 'Design System/DateRangePicker/States',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

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
