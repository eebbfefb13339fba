import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';
import {
  body,
  buttonNames,
  control,
  controlClicked,
  expectClosed,
  findDialog,
  upgradePromptMeta,
} from './upgrade-prompt-fixtures';

/** The 'trial' variant: a free trial, busy while it starts, and kept open when starting fails. */
const meta = {
  title: 'Design System/UpgradePrompt/Trial',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrialOffersTryForFree: Story = {
  args: {
    variant: 'trial',
    onStartTrial: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Try Scheduling and tasks for free');
    await expect(dialog).toHaveAccessibleDescription(
      'Scheduling and tasks is part of the Pro plan. Start a free 14-day trial of Pro and use it today.',
    );
    // Spec: the free trial is 14 days, with no upfront payment and no automatic charge.
    await expect(within(dialog).getByText('Free for 14 days')).toBeVisible();
    await expect(within(dialog).getByText('No upfront payment')).toBeVisible();
    await expect(within(dialog).getByText('No automatic charge when the trial ends')).toBeVisible();
    await expect(buttonNames(dialog)).toEqual(['Try for free', 'Close']);

    const start = within(dialog).getByRole('button', { name: 'Try for free' });
    await userEvent.click(start);
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
    // Busy while the trial starts: the button keeps its name and cannot be pressed twice.
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(start).toBeDisabled();
    // Closes once the trial has started.
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const FailedTrialStartKeepsTheModalOpen: Story = {
  args: {
    variant: 'trial',
    onStartTrial: fn(() => Promise.reject(new Error('We could not start your trial.'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    const start = within(dialog).getByRole('button', { name: 'Try for free' });
    await userEvent.click(start);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not start your trial.',
    );
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(start).toBeEnabled();
  },
};
