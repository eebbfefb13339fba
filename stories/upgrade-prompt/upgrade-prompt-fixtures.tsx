/**
 * What the upgrade prompt's story files share: the meta's args around a locked button, spies on
 * the locked controls' own handlers, and ways to wait for the dialog and read it.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import type { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';

/** The locked controls' own handlers: none of them may ever run while locked. */
export const controlClicked = fn();
export const controlFocused = fn();
export const controlChanged = fn();

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spies.
 */
export const upgradePromptMeta = () =>
  ({
    args: {
      locked: true,
      variant: 'upgrade',
      featureName: 'Scheduling and tasks',
      tierLabel: 'Pro',
      onStartTrial: fn(),
      onRestartTrial: fn(),
      onUpgrade: fn(),
      onBookCall: fn(),
      onOpenChange: fn(),
      children: <Button onClick={controlClicked}>Schedule a task</Button>,
    },
    beforeEach: () => {
      controlClicked.mockClear();
      controlFocused.mockClear();
      controlChanged.mockClear();
    },
  }) satisfies Meta<typeof UpgradePrompt>;

export const body = within(document.body);
export const control = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Schedule a task' });

export async function findDialog() {
  const dialog = await body.findByRole('dialog');
  // Wait out the opening fade, during which the dialog starts fully transparent.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** The trial starts (400 ms here) and the dialog fades out; a loaded machine takes longer than 1 s. */
export async function expectClosed() {
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
}

/** The dialog's buttons in order (the footer's, then the close icon). */
export const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

/** The locked control between two others, so a test can see where Tab goes. */
export const betweenOtherControls: Decorator = (Story) => (
  <div className="flex flex-wrap items-center gap-2">
    <Button variant="secondary">Before</Button>
    {Story()}
    <Button variant="secondary">After</Button>
  </div>
);
