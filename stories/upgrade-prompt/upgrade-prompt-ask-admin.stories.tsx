import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';
import {
  buttonNames,
  control,
  controlClicked,
  expectClosed,
  findDialog,
  upgradePromptMeta,
} from './upgrade-prompt-fixtures';

/** The 'ask-admin' variant: who may not start a plan is told who can. */
const meta = {
  title: 'Design System/UpgradePrompt/AskAdmin',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskAdminExplainsWhoCanUpgrade: Story = {
  args: { variant: 'ask-admin' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Scheduling and tasks needs the Pro plan');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Your organisation's plan doesn't include it yet. Ask an administrator of your organisation to upgrade if you need it.",
    );
    await expect(within(dialog).getByText('Pro feature')).toBeVisible();
    // No way to start a plan from here (spec: workers and non-trial managers cannot).
    await expect(buttonNames(dialog)).toEqual(['Ok, Got it.', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok, Got it.' }));
    await expectClosed();
    await expect(controlClicked).not.toHaveBeenCalled();
    for (const callback of [
      args.onStartTrial,
      args.onRestartTrial,
      args.onUpgrade,
      args.onBookCall,
    ])
      await expect(callback).not.toHaveBeenCalled();
  },
};
