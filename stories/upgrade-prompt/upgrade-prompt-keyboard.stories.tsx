import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';
import {
  betweenOtherControls,
  body,
  control,
  controlClicked,
  expectClosed,
  findDialog,
  upgradePromptMeta,
} from './upgrade-prompt-fixtures';

/**
 * The locked control with the keyboard: reaching it opens nothing, Enter or Space opens the
 * dialog instead of acting, and focus comes back to the control when the dialog closes.
 */
const meta = {
  title: 'Design System/UpgradePrompt/Keyboard',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabbingOntoTheControlOpensNothing: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = control(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    // WCAG 3.2.1: reaching the control is not using it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    // Tab moves on past it, and Shift+Tab comes back, without opening anything.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const PressingEnterOrSpaceOpensInsteadOfActing: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const button = control(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await findDialog();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    // Focus is handed back to the control, and that opens nothing.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(controlClicked).not.toHaveBeenCalled();
    await expect(args.onUpgrade).not.toHaveBeenCalled();
    await expect(args.onBookCall).not.toHaveBeenCalled();
  },
};

export const EscapeAfterAClickReturnsFocusToTheControl: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = control(canvasElement);
    await userEvent.click(button);
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    // Not the page body: the control that was clicked.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    // The next Tab moves on; it does not open the dialog again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
