import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RecurrenceEditor } from '../../design-system/recurrence-editor/recurrence-editor';
import { editorMeta, optionLabels, parts, retype } from './recurrence-editor-fixtures';

/** Which monthly days the start date offers, and the day of the month a yearly rule needs. */
const meta = {
  title: 'Design System/RecurrenceEditor/Monthly and yearly',
  component: RecurrenceEditor,
  ...editorMeta(),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyOffersTheStartWeekOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Monthly');
    const on = canvas.getByRole('combobox', { name: 'Repeat on' });
    // 10 November 2026 is the second Tuesday, not in the month's last 7 days.
    await expect(optionLabels(on)).toEqual(['On day 10', 'On the second Tuesday']);
    await expect(canvas.queryByRole('combobox', { name: 'Weekday' })).not.toBeInTheDocument();
    await userEvent.selectOptions(on, 'On the second Tuesday');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=MONTHLY;BYDAY=2TU');
    await expect(canvas.getByText('Every month on the second Tuesday')).toBeVisible();
  },
};

export const MonthlyOffersLastInTheLastSevenDays: Story = {
  // Tuesday 24 November: day 24 of 30 is in the last 7 days.
  args: { startDate: new Date('2026-11-24T15:00:00Z') },
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Monthly');
    const on = canvas.getByRole('combobox', { name: 'Repeat on' });
    await expect(optionLabels(on)).toEqual([
      'On day 24',
      'On the fourth Tuesday',
      'On the last Tuesday',
    ]);
    await userEvent.selectOptions(on, 'On the last Tuesday');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=MONTHLY;BYDAY=-1TU');
  },
};

export const MonthlyHidesLastBeforeTheLastSevenDays: Story = {
  // Monday 23 November: day 23 of 30 is just before the last 7 days.
  args: { startDate: new Date('2026-11-23T15:00:00Z') },
  play: async ({ canvasElement }) => {
    const { canvas, repeat } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Monthly');
    await expect(optionLabels(canvas.getByRole('combobox', { name: 'Repeat on' }))).toEqual([
      'On day 23',
      'On the fourth Monday',
    ]);
  },
};

export const MonthlyWithoutAStartDate: Story = {
  args: { startDate: null },
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Monthly');
    const on = canvas.getByRole('combobox', { name: 'Repeat on' });
    await expect(optionLabels(on)).toEqual([
      'On day',
      'On the first',
      'On the second',
      'On the third',
      'On the fourth',
      'On the last',
    ]);
    const dayOfMonth = canvas.getByRole('spinbutton', { name: 'Day of month' });
    for (const [text, message] of [
      ['0', 'Must enter a value between 1-31'],
      ['1', undefined],
      ['31', undefined],
      ['32', 'Must enter a value between 1-31'],
    ] as const) {
      await retype(dayOfMonth, text);
      await expect(alerts()).toEqual(message ? [message] : []);
    }
    await retype(dayOfMonth, '31');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=MONTHLY;BYMONTHDAY=31');

    await userEvent.selectOptions(on, 'On the first');
    const weekday = canvas.getByRole('combobox', { name: 'Weekday' });
    await userEvent.click(weekday);
    await userEvent.tab();
    await expect(alerts()).toEqual(['This field is required']);
    await userEvent.selectOptions(weekday, 'Friday');
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=MONTHLY;BYDAY=1FR');
  },
};

export const YearlyNeedsADayOfTheMonth: Story = {
  args: { startDate: null },
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Yearly');
    const month = canvas.getByRole('combobox', { name: 'Month' });
    const day = canvas.getByRole('spinbutton', { name: 'Day' });
    await userEvent.selectOptions(month, 'April');
    await retype(day, '31');
    await expect(alerts()).toEqual(['Must enter a month day that is valid']);
    await retype(day, '30');
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30',
    );
    await userEvent.selectOptions(month, 'February');
    await expect(alerts()).toEqual(['Must enter a month day that is valid']);
    await retype(day, '29');
    await expect(alerts()).toEqual([]);
    await expect(canvas.getByText('Every year on February 29')).toBeVisible();
    await retype(day, '');
    await expect(alerts()).toEqual(['Must enter a month day that is valid']);
  },
};
