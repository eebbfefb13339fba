import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import {
  RecurrenceEditor,
  type RecurrenceEditorProps,
} from '../../design-system/recurrence-editor/recurrence-editor';
import {
  defaultRecurrenceValues,
  validateRecurrence,
  type RecurrenceValues,
} from '../../design-system/recurrence-editor/recurrence-model';
import { parseRRule, toRRule } from '../../design-system/recurrence-editor/recurrence-rrule';
import { ctx, editorMeta, parts } from './recurrence-editor-fixtures';

/** In a task's form: what a saved or started task locks, and errors after a submit attempt. */
const meta = {
  title: 'Design System/RecurrenceEditor/Task form',
  component: RecurrenceEditor,
  ...editorMeta(),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LockedOnAPastTask: Story = {
  args: {
    isEditing: true,
    now: new Date('2026-11-12T12:00:00Z'),
    defaultValue: parseRRule('RRULE:FREQ=WEEKLY;BYDAY=MO,TU', ctx) ?? undefined,
  },
  play: async ({ canvasElement }) => {
    const { canvas, repeat, day } = parts(canvasElement);
    const reason = 'This task has already started, so its repeat rule can no longer be changed.';
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Repeat rule' })).toHaveAccessibleDescription(
      reason,
    );
    await expect(repeat()).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Repeat every' })).toBeDisabled();
    await expect(day('Monday')).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Never' })).toBeDisabled();
    // One reason is enough: the occurrences lock is not repeated under a locked rule.
    await expect(
      canvas.queryByText('The number of occurrences cannot be changed once the task is saved.'),
    ).not.toBeInTheDocument();
  },
};

export const LockedWhenTheDatesChanged: Story = {
  args: {
    isEditing: true,
    startOrDueChanged: true,
    defaultValue: parseRRule('RRULE:FREQ=MONTHLY;BYMONTHDAY=10', ctx) ?? undefined,
  },
  play: async ({ canvasElement }) => {
    const { canvas, repeat } = parts(canvasElement);
    await expect(
      canvas.getByText(
        'The start or due date was changed. Save the new dates first, then change the repeat rule.',
      ),
    ).toBeVisible();
    await expect(repeat()).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Repeat on' })).toBeDisabled();
  },
};

export const AfterEndLockedWhenEditing: Story = {
  args: {
    isEditing: true,
    defaultValue: parseRRule('RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5', ctx) ?? undefined,
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, repeat } = parts(canvasElement);
    const reason = 'The number of occurrences cannot be changed once the task is saved.';
    // A future task: the rule itself can change.
    await expect(repeat()).toBeEnabled();
    const after = canvas.getByRole('radio', { name: 'After a number of occurrences' });
    await expect(after).toBeChecked();
    await expect(after).toBeDisabled();
    const count = canvas.getByRole('spinbutton', { name: 'End after' });
    await expect(count).toBeDisabled();
    await expect(count).toHaveValue('5');
    await expect(count).toHaveAccessibleDescription(`occurrences ${reason}`);
    // Another end can be chosen, but not 'after' again.
    await userEvent.click(canvas.getByRole('radio', { name: 'Never' }));
    await expect(args.onRRuleChange).toHaveBeenLastCalledWith('RRULE:FREQ=WEEKLY;BYDAY=TU');
    await expect(after).toBeDisabled();
    await expect(after).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
  },
};

/** A task form: errors show after the first submit attempt, from the same validation. */
function TaskForm(props: RecurrenceEditorProps) {
  const [values, setValues] = useState<RecurrenceValues>(
    () => props.defaultValue ?? defaultRecurrenceValues(),
  );
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const context = { startDate: props.startDate, timeZone: props.timeZone };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validateRecurrence(values, { ...context, now: props.now });
    if (Object.keys(errors).length === 0) setSaved(toRRule(values, context) ?? '(none)');
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-6">
      <RecurrenceEditor
        {...props}
        value={values}
        onValueChange={setValues}
        showErrors={submitted}
      />
      <Button type="submit" className="self-start">
        Save task
      </Button>
      {saved && <p className="text-sm text-text">{`Saved with ${saved}`}</p>}
    </form>
  );
}

export const ShowsErrorsAfterASubmitAttempt: Story = {
  render: (args) => <TaskForm {...args} />,
  args: {
    defaultValue: { ...defaultRecurrenceValues(ctx), repeat: 'daily', daily_interval: null },
  },
  play: async ({ canvasElement }) => {
    const { canvas, alerts } = parts(canvasElement);
    // Untouched: no error yet.
    await expect(alerts()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save task' }));
    await expect(alerts()).toEqual(['Must enter a value between 2-365']);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Repeat every' }), '7');
    await expect(alerts()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save task' }));
    await expect(canvas.getByText('Saved with RRULE:FREQ=DAILY;INTERVAL=7')).toBeVisible();
  },
};
