import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  ConfirmDialog,
  type ConfirmDialogProps,
} from '../design-system/confirm-dialog/confirm-dialog';

/** Owns the open state like a screen would, with the button that opens the dialog. */
function ConfirmDemo(
  props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
    onOpenChange?: (open: boolean) => void;
  },
) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        Archive
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={change} />
    </>
  );
}

/**
 * A promise the story settles itself, so it can look at the dialog while the action runs. Each
 * call of `next` (one per click on the confirm button) starts a new one.
 */
function pendingAction() {
  let settle: { resolve: () => void; reject: (reason: unknown) => void } | null = null;
  return {
    next: () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
    resolve: () => settle?.resolve(),
    reject: (reason: unknown) => settle?.reject(reason),
  };
}

const meta = {
  title: 'Design System/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Archive North yard framing?',
    message: 'The crew leaves every schedule. Its time cards stay in reports.',
    confirmLabel: 'Archive crew',
  },
  render: ({ open: _open, ...args }) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Archive' });

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(opener(canvasElement));
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** '#b91c1c' → 'rgb(185, 28, 28)', as getComputedStyle reports colours. */
function tokenColor(name: string): string {
  const hex = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Archive North yard framing?');
    await expect(dialog).toHaveAccessibleDescription(
      'The crew leaves every schedule. Its time cards stay in reports.',
    );
    const inDialog = within(dialog);
    await expect(
      inDialog.getAllByRole('button').map((button) => button.textContent || button.ariaLabel),
    ).toEqual(['Cancel', 'Archive crew', 'Close']);
    // Cancel comes first, so a stray Enter does not run the action.
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const confirm = inDialog.getByRole('button', { name: 'Archive crew' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(tokenColor('--cc-primary'));
  },
};

export const DefaultLabels: Story = {
  args: { confirmLabel: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const DangerTone: Story = {
  args: {
    tone: 'danger',
    title: 'Delete Dana Whitfield?',
    message: 'Her time cards and punches are deleted too. This cannot be undone.',
    confirmLabel: 'Delete employee',
    cancelLabel: 'Keep employee',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    const confirm = inDialog.getByRole('button', { name: 'Delete employee' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(tokenColor('--cc-danger'));
    await expect(inDialog.getByRole('button', { name: 'Keep employee' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmRunsTheActionAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = opener(canvasElement);
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive crew' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelClosesWithoutConfirming: Story = {
  args: { cancelLabel: 'Not now' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

const archiveRun = pendingAction();

export const AsyncConfirmIsBusyThenCloses: Story = {
  args: { onConfirm: fn(archiveRun.next) },
  play: async ({ canvasElement, args }) => {
    const trigger = opener(canvasElement);
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    const confirm = inDialog.getByRole('button', { name: 'Archive crew' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // While the action runs: the confirm button is busy and disabled, and nothing closes the
    // dialog (Cancel disabled, no close icon, Escape ignored).
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleName('Archive crew');
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(inDialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // Success closes it and gives focus back to the opener.
    archiveRun.resolve();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const slowRun = pendingAction();

/** Left running, to show the busy state. */
export const BusyWhileTheActionRuns: Story = {
  args: { tone: 'danger', onConfirm: fn(slowRun.next) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Archive crew' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
  },
};

const failingRun = pendingAction();

export const AsyncConfirmFailureStaysOpenWithTheError: Story = {
  args: { onConfirm: fn(failingRun.next) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    const confirm = inDialog.getByRole('button', { name: 'Archive crew' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    failingRun.reject(new Error('North yard framing still has open time cards.'));
    // The dialog stays, tells why, and is ready for another try.
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('North yard framing still has open time cards.');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(confirm).toBeEnabled();
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(inDialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // Trying again clears the old error while it runs, and success closes the dialog.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(inDialog.queryByRole('alert')).not.toBeInTheDocument());
    failingRun.resolve();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FailureWithoutAMessageShowsTheGenericError: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive crew' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Oops there was an error. We're working on it...",
    );
  },
};

export const FixedErrorMessageReplacesTheFailure: Story = {
  args: {
    errorMessage: 'The crew could not be archived. Try again in a minute.',
    onConfirm: fn(() => Promise.reject(new Error('HTTP 503'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive crew' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The crew could not be archived. Try again in a minute.');
    await expect(alert).not.toHaveTextContent('HTTP 503');
  },
};

export const ReopeningClearsTheError: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Still in use.'))) },
  play: async ({ canvasElement }) => {
    let dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive crew' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(canvasElement);
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};
