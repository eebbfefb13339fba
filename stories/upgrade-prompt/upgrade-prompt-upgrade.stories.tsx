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

/** The 'upgrade' variant, the default: upgrade the plan or book a call. */
const meta = {
  title: 'Design System/UpgradePrompt/Upgrade',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Upgrade to Pro');
    // Spec: the upgrade prompt modal is 576 px wide.
    await expect(dialog.offsetWidth).toBe(576);
    await expect(controlClicked).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const UpgradeOffersUpgradePlanAndBookACall: Story = {
  args: { variant: 'upgrade' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Upgrade to Pro');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Upgrade your plan to use it, or book a call and we'll help you choose the right plan.",
    );
    await expect(buttonNames(dialog)).toEqual(['Book a Call', 'Upgrade Plan', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await expectClosed();
    await expect(args.onBookCall).not.toHaveBeenCalled();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};
