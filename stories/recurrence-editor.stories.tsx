import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { TextField } from '../design-system/field/text-field';
import {
  RecurrenceEditor,
  type RecurrenceEditorProps,
} from '../design-system/recurrence-editor/recurrence-editor';
import {
  defaultRecurrenceValues,
  validateRecurrence,
  type RecurrenceValues,
} from '../design-system/recurrence-editor/recurrence-model';
import { parseRRule, toRRule } from '../design-system/recurrence-editor/recurrence-rrule';

const TIME_ZONE = 'America/Chicago';
/** Tuesday 10 November 2026, 9:00 in Chicago: the second Tuesday of a 30-day month. */
const START = new Date('2026-11-10T15:00:00Z');
/** Before the start: the task is in the future. */
const NOW = new Date('2026-11-01T12:00:00Z');
const ctx = { startDate: START, timeZone: TIME_ZONE };

/** The editor and the rule string it produces, as a task form would hold it. */
function EditorWithRule(props: RecurrenceEditorProps) {
  const context = { startDate: props.startDate, timeZone: props.timeZone };
  const initial = props.value ?? props.defaultValue ?? defaultRecurrenceValues(context);
  const [rule, setRule] = useState(() => toRRule(initial, context));
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <RecurrenceEditor
        {...props}
        onRRuleChange={(next) => {
          setRule(next);
          props.onRRuleChange?.(next);
        }}
      />
      <p className="flex flex-col gap-1 border-t border-border pt-4 text-xs text-text-muted">
        rrule_string
        <output aria-label="rrule_string" className="font-mono break-all text-text">
          {rule ?? '(none)'}
        </output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Design System/RecurrenceEditor',
  component: RecurrenceEditor,
  render: (args) => <EditorWithRule {...args} />,
  args: {
    startDate: START,
    timeZone: TIME_ZONE,
    now: NOW,
    onValueChange: fn(),
    onRRuleChange: fn(),
  },
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    repeat: () => canvas.getByRole('combobox', { name: 'Repeat' }),
    rule: () => canvas.getByRole('status', { name: 'rrule_string' }),
    day: (name: string) => canvas.getByRole('button', { name }),
    alerts: () => canvas.queryAllByRole('alert').map((alert) => alert.textContent),
  };
}

/** Clears a number or date input, types, and leaves it (the touched rule shows errors on leaving). */
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

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
    await expect(every).toHaveValue(2);
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

export const ShowsAnExistingRule: Story = {
  args: {
    defaultValue:
      parseRRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20270101T055959Z', ctx) ??
      undefined,
  },
  play: async ({ canvasElement }) => {
    const { canvas, repeat, day, rule } = parts(canvasElement);
    await expect(repeat()).toHaveValue('weekly');
    await expect(canvas.getByRole('spinbutton', { name: 'Repeat every' })).toHaveValue(2);
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
    await expect(canvas.getByRole('spinbutton', { name: 'End after' })).toHaveValue(6);
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
    await expect(canvas.getByRole('spinbutton', { name: 'Day' })).toHaveValue(30);
    await expect(canvas.getByRole('radio', { name: 'Never' })).toBeChecked();

    await load('RRULE:FREQ=HOURLY');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This rule cannot be shown in the editor',
    );
    await expect(repeat()).toHaveValue('yearly');
  },
};

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
    await expect(count).toHaveValue(5);
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
