import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import { TextField } from '../../design-system/field/text-field';
import {
  RecurrenceEditor,
  type RecurrenceEditorProps,
} from '../../design-system/recurrence-editor/recurrence-editor';
import {
  defaultRecurrenceValues,
  type RecurrenceValues,
} from '../../design-system/recurrence-editor/recurrence-model';
import { parseRRule } from '../../design-system/recurrence-editor/recurrence-rrule';
import { ctx, editorMeta, parts } from './recurrence-editor-fixtures';

/** A saved rule string read back into the editor's controls. */
const meta = {
  title: 'Design System/RecurrenceEditor/Saved rules',
  component: RecurrenceEditor,
  ...editorMeta(),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAnExistingRule: Story = {
  args: {
    defaultValue:
      parseRRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z', ctx) ??
      undefined,
  },
  play: async ({ canvasElement }) => {
    const { canvas, repeat, day, rule } = parts(canvasElement);
    await expect(repeat()).toHaveValue('weekly');
    await expect(canvas.getByRole('spinbutton', { name: 'Repeat every' })).toHaveValue('2');
    for (const name of ['Monday', 'Tuesday', 'Wednesday']) {
      await expect(day(name)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(day('Thursday')).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('radio', { name: 'On a date' })).toBeChecked();
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-12-31');
    await expect(rule()).toHaveTextContent(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z',
    );
    await expect(
      canvas.getByText('Every 2 weeks on Monday, Tuesday, Wednesday, until Dec 31, 2026'),
    ).toBeVisible();
  },
};

/** A saved task's rule string, loaded into the editor as the edit form would. */
function RuleLoader(props: RecurrenceEditorProps) {
  const context = { startDate: props.startDate, timeZone: props.timeZone };
  const [text, setText] = useState('');
  const [values, setValues] = useState<RecurrenceValues>(() => defaultRecurrenceValues(context));
  const [problem, setProblem] = useState<string | undefined>();
  const load = () => {
    const parsed = parseRRule(text, context);
    setProblem(parsed ? undefined : 'This rule cannot be shown in the editor');
    if (parsed) setValues(parsed);
  };
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {/* Aligned with the input, not with its error under it. */}
      <div className="flex items-start gap-2">
        <TextField
          label="Saved rule"
          fieldClassName="min-w-0 flex-1"
          value={text}
          error={problem}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button variant="secondary" className="mt-6.5" onClick={load}>
          Load
        </Button>
      </div>
      <RecurrenceEditor {...props} value={values} onValueChange={setValues} />
    </div>
  );
}

export const ParsesSavedRulesIntoTheControls: Story = {
  render: (args) => <RuleLoader {...args} />,
  play: async ({ canvasElement }) => {
    const { canvas, repeat, day } = parts(canvasElement);
    const load = async (rule: string) => {
      await userEvent.clear(canvas.getByLabelText('Saved rule'));
      await userEvent.type(canvas.getByLabelText('Saved rule'), rule);
      await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    };
    await load('RRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=6');
    await expect(repeat()).toHaveValue('monthly');
    await expect(canvas.getByRole('combobox', { name: 'Repeat on' })).toHaveDisplayValue(
      'On the second Tuesday',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'End after' })).toHaveValue('6');
    await expect(canvas.getByText('Every month on the second Tuesday, 6 times')).toBeVisible();

    await load('FREQ=DAILY;BYDAY=MO,WE,FR');
    await expect(repeat()).toHaveValue('daily');
    await expect(canvas.getByRole('radio', { name: 'On chosen days' })).toBeChecked();
    await expect(day('Wednesday')).toHaveAttribute('aria-pressed', 'true');
    // The start day joins the days read from the rule.
    await expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    await expect(day('Thursday')).toHaveAttribute('aria-pressed', 'false');

    await load('RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30');
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('April');
    await expect(canvas.getByRole('spinbutton', { name: 'Day' })).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Never' })).toBeChecked();

    await load('RRULE:FREQ=HOURLY');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This rule cannot be shown in the editor',
    );
    await expect(repeat()).toHaveValue('yearly');
  },
};
