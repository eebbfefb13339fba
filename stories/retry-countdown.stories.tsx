import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RetryCountdownButton } from '../design-system/retry-countdown/retry-countdown';

const fail = () => Promise.reject(new Error('The certificate was not accepted'));

const meta = {
  title: 'Design System/RetryCountdown',
  component: RetryCountdownButton,
  args: { onRetry: fn(fail) },
} satisfies Meta<typeof RetryCountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // Spec: on failure Retry is disabled for a 30-second countdown, starting at 30.
    const button = within(canvasElement).getByRole('button', { name: 'Retry in 30 s' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CountsDownEachSecond: Story = {
  play: async ({ canvasElement }) => {
    // The real 30-second start, watched for its first tick (the full run is in EnabledAtZero).
    const button = within(canvasElement).getByRole('button', { name: 'Retry in 30 s' });
    await waitFor(() => expect(button).toHaveAccessibleName('Retry in 29 s'), { timeout: 1500 });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EnabledAtZero: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Retry in 2 s' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).toHaveAccessibleName('Retry in 1 s'), { timeout: 1500 });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).toHaveAccessibleName('Retry'), { timeout: 1500 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toBeEnabled();
  },
};

export const FailedRetryRestartsTheCountdown: Story = {
  args: { seconds: 1 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry in 1 s' });
    await waitFor(() => expect(button).toHaveAccessibleName('Retry'), { timeout: 2000 });
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The retry failed as well: disabled again, from the full length.
    await waitFor(() => expect(button).toHaveAccessibleName('Retry in 1 s'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Keyboard focus stays on the button rather than falling back to the page.
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAccessibleName('Retry'), { timeout: 2000 });
  },
};

export const SuccessfulRetryStaysEnabled: Story = {
  args: {
    seconds: 1,
    children: 'Check again',
    onRetry: fn(() => sleep(300)),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Check again in 1 s' });
    await waitFor(() => expect(button).toHaveAccessibleName('Check again'), { timeout: 2000 });
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Busy while the retry runs, then ready again: no countdown after a success.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Check again');
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const WaitsForAFirstFailure: Story = {
  args: { isRunningOnMount: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Spec default: 30 seconds once a retry fails.
    await waitFor(() => expect(button).toHaveAccessibleName('Retry in 30 s'));
  },
};
