import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimePicker } from '../design-system/time-picker/time-picker';
import type { TimeValue } from '../design-system/time-picker/time-options';

const meta = {
  title: 'Design System/TimePicker',
  component: TimePicker,
  args: { label: 'Start time', onValueChange: fn() },
  // Room under the input for the 150 px list.
  decorators: [(Story) => <div className="max-w-xs pb-48">{Story()}</div>],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('combobox', { name: 'Start time' }),
    list: () => canvas.getByRole('listbox', { name: 'Start time' }),
    options: () =>
      within(canvas.getByRole('listbox', { name: 'Start time' })).getAllByRole('option'),
    labels: () =>
      within(canvas.getByRole('listbox', { name: 'Start time' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
  };
}

/** The option that aria-activedescendant points at (the highlighted one). */
function activeOption(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, list, options } = parts(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'HH:MM AM or PM');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Spec: 96 options, every 15 minutes from 12:00 AM to 11:45 PM.
    const all = options();
    await expect(all).toHaveLength(96);
    await expect(all[0]).toHaveAccessibleName('12:00 AM');
    await expect(all[1]).toHaveAccessibleName('12:15 AM');
    await expect(all[95]).toHaveAccessibleName('11:45 PM');
    await expect(all[96]).toBeUndefined();
    // Spec: the list is 150 px high.
    await expect(list().getBoundingClientRect().height).toBe(150);
    // Focus stays in the input; the first option is highlighted.
    await expect(input).toHaveFocus();
    await expect(activeOption(input)).toHaveAccessibleName('12:00 AM');
    await expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    // The highlight is the shared one of menus and lists: a bar, not only a tint (WCAG 1.4.11).
    await expect(getComputedStyle(activeOption(input)!).boxShadow).toMatch(/inset/);
    await expect(getComputedStyle(all[1]!).boxShadow).toBe('none');
  },
};

export const TypedTextIsUpperCased: Story = {
  play: async ({ canvasElement }) => {
    const { input, options } = parts(canvasElement);
    await userEvent.type(input, 'p');
    await expect(input).toHaveValue('P');
    // 'P' is in every afternoon and evening time, and only there.
    const pm = options();
    await expect(pm).toHaveLength(48);
    await expect(pm.every((option) => option.textContent?.endsWith('PM'))).toBe(true);
    await userEvent.type(input, 'm');
    await expect(input).toHaveValue('PM');
  },
};

export const FiltersByTypedText: Story = {
  play: async ({ canvasElement }) => {
    const { input, labels } = parts(canvasElement);
    await userEvent.type(input, '1:3');
    await expect(labels()).toEqual(['1:30 AM', '11:30 AM', '1:30 PM', '11:30 PM']);
    await userEvent.type(input, '0 p');
    await expect(input).toHaveValue('1:30 P');
    await expect(labels()).toEqual(['1:30 PM', '11:30 PM']);
  },
};

export const FallsBackToTheFullListWhenNothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const { input, options } = parts(canvasElement);
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('X');
    await expect(options()).toHaveLength(96);
    // Nothing is highlighted: Enter would not pick a time the user did not ask for.
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

export const ArrowKeysWrapWithinTheDay: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('12:00 AM');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(input)).toHaveAccessibleName('11:45 PM');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('12:00 AM');
    await userEvent.keyboard('{PageDown}');
    await expect(activeOption(input)).toHaveAccessibleName('1:00 AM');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 0, minute: 30 });
    await expect(input).toHaveValue('12:30 AM');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const TypingATimeAndEnterPicksIt: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '9:30p{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 21, minute: 30 });
    await expect(input).toHaveValue('9:30 PM');
  },
};

export const TypingAnyMinuteKeepsIt: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '7:05 am');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 7, minute: 5 });
    await expect(input).toHaveValue('7:05 AM');
  },
};

export const QuarterHourMinutesRoundTypedTimes: Story = {
  args: { minuteStep: 15 },
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '9:07 am');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 9, minute: 0 });
    await expect(input).toHaveValue('9:00 AM');
    // Rounding past midnight wraps within the day.
    await userEvent.clear(input);
    await userEvent.type(input, '11:55 PM');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ hour: 0, minute: 0 });
    await expect(input).toHaveValue('12:00 AM');
  },
};

export const EscapeClosesAndRestores: Story = {
  args: { defaultValue: { hour: 8, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveValue('8:00 AM');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('8:00 AM');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const TypedTimeWinsOverTheHighlightedOption: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, labels } = parts(canvasElement);
    await userEvent.type(input, '0:00');
    // The filter lists 10:00 AM first, but Enter saves what was typed: midnight.
    await expect(labels()).toEqual(['10:00 AM', '10:00 PM']);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 0, minute: 0 });
    await expect(input).toHaveValue('12:00 AM');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ArrowKeysAfterTypingPickTheOption: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '1:3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('11:30 AM');
    // An option reached with the keys is the user's choice, over the unfinished text.
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 11, minute: 30 });
    await expect(input).toHaveValue('11:30 AM');
  },
};

export const SpacesClearTheTime: Story = {
  args: { defaultValue: { hour: 8, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.keyboard('{Enter}');
    // Blank text clears; it does not save the first option (12:00 AM).
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidTextShowsTheError: Story = {
  args: { defaultValue: { hour: 8, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    // Untouched: no error.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '25:99');
    // Not while typing either (spec: errors show once the field is touched).
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // The text stays to be fixed, marked invalid and announced; the saved time is unchanged.
    await expect(input).toHaveValue('25:99');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a time like 7:30 AM');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a time like 7:30 AM');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const FixingInvalidTextTakesTheErrorAway: Story = {
  args: { defaultValue: { hour: 8, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'ABC{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is re-checked on every change once shown, and goes as soon as the text is a time.
    await userEvent.clear(input);
    await userEvent.type(input, '7:30 pm');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 19, minute: 30 });
    await expect(input).toHaveValue('7:30 PM');
  },
};

export const OutOfRangeTextShowsTheErrorOnLeaving: Story = {
  args: { defaultValue: { hour: 8, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    for (const text of ['24:00', '12:60', 'ABC']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await userEvent.tab();
      await expect(input).toHaveValue(text);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a time like 7:30 AM');
    }
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Escape gives the saved time back and the error goes with the text.
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('8:00 AM');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Emptying the field clears the time.
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
  },
};

export const PickingWithThePointer: Story = {
  args: { defaultValue: { hour: 7, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show times for Start time' }));
    // The list opens on the chosen time, scrolled into view, with focus kept in the input.
    await expect(input).toHaveFocus();
    await expect(activeOption(input)).toHaveAccessibleName('7:00 AM');
    const option = canvas.getByRole('option', { name: '7:15 AM' });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 7, minute: 15 });
    await expect(input).toHaveValue('7:15 AM');
    await expect(input).toHaveFocus();
  },
};

/**
 * The clock button is out of the tab order but reachable by assistive technology (and focused here
 * as a screen reader's virtual cursor would): pressed, it opens the list with the keys in the input,
 * and Escape or a pick gives focus back to it, as any overlay does to its trigger.
 */
export const ClockButtonGetsFocusBack: Story = {
  args: { defaultValue: { hour: 7, minute: 0 } },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show times for Start time' });
    await expect(toggle).toHaveAttribute('tabindex', '-1');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(activeOption(input)).toHaveAccessibleName('7:00 AM');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // A pick with the keys goes back there too, and saves the time picked.
    await userEvent.keyboard(' ');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ hour: 7, minute: 15 });
    await expect(input).toHaveValue('7:15 AM');

    // Typing takes the list over to the input: Escape then leaves focus there.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('8');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('7:15 AM');
  },
};

/** The caller owns the value, as a form would. */
function ControlledTimePicker({
  onValueChange,
}: {
  onValueChange?: (v: TimeValue | null) => void;
}) {
  const [value, setValue] = useState<TimeValue | null>({ hour: 13, minute: 0 });
  return (
    <div className="flex flex-col gap-2">
      <TimePicker
        label="Start time"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">
        Saved: {value ? `${value.hour}h ${value.minute}m` : 'none'}
      </p>
    </div>
  );
}

export const WithValue: Story = {
  render: (args) => <ControlledTimePicker onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveValue('1:00 PM');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('1:00 PM');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ hour: 13, minute: 15 });
    await expect(canvas.getByText('Saved: 13h 15m')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { hour: 17, minute: 30 } },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('5:30 PM');
  },
};
