import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RecurrenceEditor } from '../../design-system/recurrence-editor/recurrence-editor';
import { editorMeta, parts, retype } from './recurrence-editor-fixtures';

/** How a rule ends: on a date after the start, or after 1 to 100 occurrences. */
const meta = {
  title: 'Design System/RecurrenceEditor/Ends',
  component: RecurrenceEditor,
  ...editorMeta(),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndsOnADateAfterTheStart: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, alerts, rule } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Weekly');
    await userEvent.click(canvas.getByRole('radio', { name: 'On a date' }));
    const endDate = canvas.getByLabelText('End date');
    await retype(endDate, '2026-11-09');
    await expect(alerts()).toEqual(['Must be greater than task start date']);
    // The start's own day is not after the start.
    await retype(endDate, '2026-11-10');
    await expect(alerts()).toEqual(['Must be greater than task start date']);
    await retype(endDate, '2026-12-31');
    await expect(alerts()).toEqual([]);
    // The end of 31 December in Chicago, in UTC.
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(
      'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101T055959Z',
    );
    await expect(rule()).toHaveTextContent('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101T055959Z');
    await expect(canvas.getByText('Every week on Tuesday, until Dec 31, 2026')).toBeVisible();
  },
};

export const EndsAfterOneTo100Occurrences: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat, alerts } = parts(canvasElement);
    await userEvent.selectOptions(repeat(), 'Daily');
    await userEvent.click(canvas.getByRole('radio', { name: 'After a number of occurrences' }));
    const count = canvas.getByRole('spinbutton', { name: 'End after' });
    await retype(count, '0');
    await expect(alerts()).toEqual(['Must be between 1-100']);
    await retype(count, '1');
    await expect(alerts()).toEqual([]);
    await expect(count).toHaveAccessibleDescription('occurrence');
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(
      'RRULE:FREQ=DAILY;INTERVAL=2;COUNT=1',
    );
    await retype(count, '100');
    await expect(alerts()).toEqual([]);
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith(
      'RRULE:FREQ=DAILY;INTERVAL=2;COUNT=100',
    );
    await expect(canvas.getByText('Every 2 days, 100 times')).toBeVisible();
    await retype(count, '101');
    await expect(alerts()).toEqual(['Must be between 1-100']);
    await retype(count, '');
    await expect(alerts()).toEqual(['This field is required']);
  },
};
