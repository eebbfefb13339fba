import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RecurrenceEditor } from '../../design-system/recurrence-editor/recurrence-editor';
import { editorMeta, optionLabels, parts, retype } from './recurrence-editor-fixtures';

/** The repeat choices and the rule each makes; daily and weekly intervals and days. */
const meta = {
  title: 'Design System/RecurrenceEditor/Daily and weekly',
  component: RecurrenceEditor,
  ...editorMeta(),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, repeat, rule } = parts(canvasElement);
    await expect(repeat()).toHaveValue('never');
    await expect(optionLabels(repeat())).toEqual(['Never', 'Daily', 'Weekly', 'Monthly', 'Yearly']);
    // Spec: never produces no rule, and there is nothing to end.
    await expect(rule()).toHaveTextContent('(none)');
    await expect(canvas.getByText('Does not repeat')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Ends' })).not.toBeInTheDocument();
  },
};

export const EachRepeatOptionMakesItsRule: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, rule } = parts(canvasElement);
    const cases = [
      ['Daily', 'RRULE:FREQ=DAILY;INTERVAL=2', 'Every 2 days'],
      ['Weekly', 'RRULE:FREQ=WEEKLY;BYDAY=TU', 'Every week on Tuesday'],
      ['Monthly', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=10', 'Every month on day 10'],
      ['Yearly', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=10', 'Every year on November 10'],
    ] as const;
    for (const [option, expected, summary] of cases) {
      await userEvent.selectOptions(repeat(), option);
      await expect(args.onRRuleChange).toHaveBeenLastCalledWith(expected);
      await expect(rule()).toHaveTextContent(expected);
      await expect(canvas.getByText(summary)).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Never' })).toBeChecked();
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ repeat: 'yearly', yearly_month: 11, yearly_interval: 10 }),
    );
    await userEvent.selectOptions(repeat(), 'Never');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(null);
    await expect(rule()).toHaveTextContent('(none)');
  },
};

export const DailyEveryTwoTo365Days: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Daily');
    await expect(canvas.getByRole('radio', { name: 'Every few days' })).toBeChecked();
    const every = canvas.getByRole('spinbutton', { name: 'Repeat every' });
    await expect(every).toHaveValue('2');
    await expect(every).toHaveAccessibleDescription('days');

    await retype(every, '1');
    await expect(every).toHaveAccessibleDescription('day Must enter a value between 2-365');
    await expect(every).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(null);

    await retype(every, '2');
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=DAILY;INTERVAL=2');
    await retype(every, '365');
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=DAILY;INTERVAL=365');
    await expect(canvas.getByText('Every 365 days')).toBeVisible();
    await retype(every, '366');
    await expect(alerts()).toEqual(['Must enter a value between 2-365']);
    await retype(every, '');
    await expect(alerts()).toEqual(['Must enter a value between 2-365']);
  },
};

export const DailyOnChosenDaysKeepsTheStartDay: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, day, rule } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Daily');
    await userEvent.click(canvas.getByRole('radio', { name: 'On chosen days' }));
    await expect(canvas.getByRole('group', { name: 'On these days' })).toBeVisible();
    const tuesday = day('Tuesday');
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(tuesday).toHaveAttribute('aria-disabled', 'true');
    await expect(tuesday).toHaveAccessibleDescription(
      "Tuesday is the task's start day, so it is always included.",
    );
    await userEvent.click(tuesday);
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('Monday'));
    await userEvent.click(day('Friday'));
    await expect(day('Friday')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=DAILY;BYDAY=MO,TU,FR');
    await expect(rule()).toHaveTextContent('RRULE:FREQ=DAILY;BYDAY=MO,TU,FR');
    await expect(canvas.getByText('Daily on Monday, Tuesday, Friday')).toBeVisible();
  },
};

export const DailyOnNeedsAtLeastOneDay: Story = {
  // Without a start date no day is locked, so every day can be unticked.
  args: { startDate: null },
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, day, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Daily');
    await userEvent.click(canvas.getByRole('radio', { name: 'On chosen days' }));
    await expect(day('Monday')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day('Monday'));
    await expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('Monday'));
    await expect(day('Monday')).toHaveAttribute('aria-pressed', 'false');
    await expect(alerts()).toEqual(['Must select at least one calendar day']);
    await expect(canvas.getByRole('group', { name: 'On these days' })).toHaveAccessibleDescription(
      'Must select at least one calendar day',
    );
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(day('Wednesday'));
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=DAILY;BYDAY=WE');
  },
};

export const WeeklyEveryOneTo52Weeks: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, day, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Weekly');
    await expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    await expect(day('Tuesday')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('Tuesday'));
    await expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('Monday'));
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=WEEKLY;BYDAY=MO,TU');

    const every = canvas.getByRole('spinbutton', { name: 'Repeat every' });
    await expect(every).toHaveAccessibleDescription('week');
    await retype(every, '0');
    await expect(alerts()).toEqual(['Must enter a value between 1-52']);
    await retype(every, '1');
    await expect(alerts()).toEqual([]);
    await retype(every, '52');
    await expect(alerts()).toEqual([]);
    await expect(every).toHaveAccessibleDescription('weeks');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(
      'RRULE:FREQ=WEEKLY;INTERVAL=52;BYDAY=MO,TU',
    );
    await expect(canvas.getByText('Every 52 weeks on Monday, Tuesday')).toBeVisible();
    await retype(every, '53');
    await expect(alerts()).toEqual(['Must enter a value between 1-52']);
  },
};
