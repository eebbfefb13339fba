import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, format } from 'date-fns';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateStepper } from '../design-system/date-range-picker/date-stepper';

/** A day of November 2026 (Monday the 2nd is where most stories start). */
const nov = (day: number) => new Date(2026, 10, day);

const meta = {
  title: 'Design System/DateStepper',
  component: DateStepper,
  args: { defaultValue: nov(2), onValueChange: fn() },
} satisfies Meta<typeof DateStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Called exactly once, with `value`. */
async function expectCalledOnceWith(mock: unknown, value: unknown) {
  await expect(mock).toHaveBeenCalledTimes(1);
  await expect(mock).toHaveBeenCalledWith(value);
}

/** Spec: the stepper reports 350 ms after the last click. */
const DEBOUNCE_MS = 350;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parts(canvasElement: HTMLElement) {
  const group = within(canvasElement).getByRole('group', { name: 'Date' });
  return {
    group,
    previous: within(group).getByRole('button', { name: 'Previous day' }),
    next: within(group).getByRole('button', { name: 'Next day' }),
    shown: within(group).getByRole('status'),
  };
}

const label = (date: Date) => format(date, 'EEE, MMM d, yyyy');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { previous, next, shown } = parts(canvasElement);
    await expect(shown).toHaveTextContent('Mon, Nov 2, 2026');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const SingleClickMovesOneDay: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    const clickedAt = performance.now();
    await userEvent.click(next);
    // The date moves at once…
    await expect(shown).toHaveTextContent('Tue, Nov 3, 2026');
    // …and is reported once, 350 ms after the click.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled(), { interval: 10 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(DEBOUNCE_MS);
    await expectCalledOnceWith(args.onValueChange, nov(3));
    await sleep(DEBOUNCE_MS + 100);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const PreviousDayMovesBack: Story = {
  play: async ({ canvasElement, args }) => {
    const { previous, shown } = parts(canvasElement);
    await userEvent.click(previous);
    await expect(shown).toHaveTextContent('Sun, Nov 1, 2026');
    await waitFor(() => expectCalledOnceWith(args.onValueChange, nov(1)));
  },
};

export const BurstOfFiveClicksMovesSixDays: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    // Clicks 1–4 move a day each, the 5th moves 2: 1+1+1+1+2 = 6 days.
    const expected = [nov(3), nov(4), nov(5), nov(6), nov(8)];
    for (const date of expected) {
      await userEvent.click(next);
      await expect(shown).toHaveTextContent(label(date));
    }
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await expectCalledOnceWith(args.onValueChange, nov(8));
    await expect(shown).toHaveTextContent('Sun, Nov 8, 2026');
  },
};

export const BurstOfTwentyOneClicksReachesTenDaySteps: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    // Days moved by clicks 1 to 21: four 1s, five 2s, six 3s, five 7s, then 10.
    const steps = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 7, 7, 7, 7, 7, 10];
    let date = nov(2);
    for (const step of steps) {
      await userEvent.click(next);
      date = addDays(date, step);
      await expect(shown).toHaveTextContent(label(date));
    }
    // 77 days after Nov 2, 2026.
    await expect(shown).toHaveTextContent('Mon, Jan 18, 2027');
    // The 22nd click keeps the 10-day step.
    await userEvent.click(next);
    await expect(shown).toHaveTextContent('Thu, Jan 28, 2027');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await expectCalledOnceWith(args.onValueChange, new Date(2027, 0, 28));
  },
};

export const PauseStartsANewBurst: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    for (let click = 0; click < 5; click += 1) await userEvent.click(next);
    await expect(shown).toHaveTextContent('Sun, Nov 8, 2026');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(nov(8)));
    // After the pause the count starts again: one day per click.
    await userEvent.click(next);
    await expect(shown).toHaveTextContent('Mon, Nov 9, 2026');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(nov(9)));
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const { previous, next, shown } = parts(canvasElement);
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown).toHaveTextContent('Tue, Nov 3, 2026');
    await userEvent.keyboard(' ');
    await expect(shown).toHaveTextContent('Wed, Nov 4, 2026');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    // Two presses in one burst: one report.
    await expectCalledOnceWith(args.onValueChange, nov(4));

    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown).toHaveTextContent('Tue, Nov 3, 2026');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(nov(3)));
  },
};

export const StopsAtDisableAfter: Story = {
  args: { disableAfter: nov(4) },
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    for (let click = 0; click < 5; click += 1) {
      await userEvent.click(next, { pointerEventsCheck: 0 });
    }
    await expect(shown).toHaveTextContent('Wed, Nov 4, 2026');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // The button keeps focus at the bound, so a keyboard user is not thrown out.
    await expect(next).toHaveFocus();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await expectCalledOnceWith(args.onValueChange, nov(4));
  },
};

export const StopsAtDisableBefore: Story = {
  args: { disableBefore: nov(1) },
  play: async ({ canvasElement, args }) => {
    const { previous, shown } = parts(canvasElement);
    await userEvent.click(previous);
    await expect(shown).toHaveTextContent('Sun, Nov 1, 2026');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(shown).toHaveTextContent('Sun, Nov 1, 2026');
    await waitFor(() => expectCalledOnceWith(args.onValueChange, nov(1)));
  },
};

export const StopsAtTheFirstYear: Story = {
  args: { defaultValue: new Date(2016, 0, 1) },
  play: async ({ canvasElement, args }) => {
    const { previous, next, shown } = parts(canvasElement);
    await expect(shown).toHaveTextContent('Fri, Jan 1, 2016');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await sleep(DEBOUNCE_MS + 100);
    await expect(shown).toHaveTextContent('Fri, Jan 1, 2016');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const StopsAtTheLastYear: Story = {
  args: { defaultValue: new Date(2029, 11, 28) },
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    for (let click = 0; click < 5; click += 1) {
      await userEvent.click(next, { pointerEventsCheck: 0 });
    }
    await expect(shown).toHaveTextContent('Mon, Dec 31, 2029');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expectCalledOnceWith(args.onValueChange, new Date(2029, 11, 31)));
  },
};

/** A day view whose caller owns the date and loads it once the stepping settles. */
function ControlledStepper({ onValueChange }: { onValueChange?: (value: Date) => void }) {
  const [value, setValue] = useState(nov(2));
  return (
    <div className="flex flex-col items-start gap-2">
      <DateStepper
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">Loaded: {format(value, 'yyyy-MM-dd')}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledStepper onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const { next, shown } = parts(canvasElement);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(shown).toHaveTextContent('Wed, Nov 4, 2026');
    // The caller hears nothing until the burst settles.
    await expect(within(canvasElement).getByText('Loaded: 2026-11-02')).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByText('Loaded: 2026-11-04')).toBeVisible(),
    );
    await expectCalledOnceWith(args.onValueChange, nov(4));
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).shown).toHaveTextContent('Mon, Nov 2, 2026');
  },
};
