import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';
import {
  buttonNames,
  control,
  controlClicked,
  expectClosed,
  findDialog,
  upgradePromptMeta,
} from './upgrade-prompt-fixtures';

/** The 'restart' variant: a trial that has ended is restarted, or a call is booked. */
const meta = {
  title: 'Design System/UpgradePrompt/Restart',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RestartOffersRestartTrialAndBookACall: Story = {
  args: {
    variant: 'restart',
    onRestartTrial: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    let dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Restart your Pro trial');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Your trial has ended: restart it to keep using Scheduling and tasks, or book a call and we'll help you choose a plan.",
    );
    await expect(buttonNames(dialog)).toEqual(['Book a Call', 'Restart Trial', 'Close']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Book a Call' }));
    await expect(args.onBookCall).toHaveBeenCalledTimes(1);
    await expectClosed();

    await userEvent.click(control(canvasElement));
    dialog = await findDialog();
    const restart = within(dialog).getByRole('button', { name: 'Restart Trial' });
    await userEvent.click(restart);
    await expect(args.onRestartTrial).toHaveBeenCalledTimes(1);
    await expect(restart).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Book a Call' })).toBeDisabled();
    await expectClosed();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};
