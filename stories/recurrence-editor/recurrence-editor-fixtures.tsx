/**
 * What the recurrence editor's story files share: a task starting on the second Tuesday of
 * November in Chicago, the editor beside the rule string it makes, the meta's args, and ways to
 * read and type in it.
 */
import { useState } from 'react';
import type { Meta } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import {
  RecurrenceEditor,
  type RecurrenceEditorProps,
} from '../../design-system/recurrence-editor/recurrence-editor';
import { defaultRecurrenceValues } from '../../design-system/recurrence-editor/recurrence-model';
import { toRRule } from '../../design-system/recurrence-editor/recurrence-rrule';

const TIME_ZONE = 'America/Chicago';
/** Tuesday 10 November 2026, 9:00 in Chicago: the second Tuesday of a 30-day month. */
const START = new Date('2026-11-10T15:00:00Z');
/** Before the start: the task is in the future. */
const NOW = new Date('2026-11-01T12:00:00Z');
export const ctx = { startDate: START, timeZone: TIME_ZONE };

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

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spies.
 */
export const editorMeta = () =>
  ({
    render: (args) => <EditorWithRule {...args} />,
    args: {
      startDate: START,
      timeZone: TIME_ZONE,
      now: NOW,
      onValueChange: fn(),
      onRRuleChange: fn(),
    },
  }) satisfies Meta<typeof RecurrenceEditor>;

export function parts(canvasElement: HTMLElement) {
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
export async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

export const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
