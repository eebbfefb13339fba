import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'lucide-react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { CopyButton } from '../design-system/clipboard/copy-button';
import { COPIED_TOOLTIP_MS, COPY_FAILED_TOAST } from '../design-system/clipboard/copy-to-clipboard';
import { useCopyToClipboard } from '../design-system/clipboard/use-copy-to-clipboard';
import { TextField } from '../design-system/field/text-field';
import { ToastProvider } from '../design-system/toast/toast';

const TOKEN = 'qbd-7f3a-91c2-44e8';
const INVITE_LINK = 'https://app.crewcard.test/join/acme-builders';

/**
 * The browser's clipboard, stubbed for one story: a headless test page has no focus to copy with,
 * and a real write would leak into the tester's own clipboard.
 */
function stubClipboard(result: 'resolve' | 'reject') {
  return () => {
    const writeText = spyOn(navigator.clipboard, 'writeText');
    if (result === 'resolve') writeText.mockResolvedValue(undefined);
    else
      writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    return () => writeText.mockRestore();
  };
}

function InviteLink() {
  const { copy } = useCopyToClipboard();
  return (
    <Button variant="secondary" onClick={() => void copy(INVITE_LINK)}>
      <Link aria-hidden="true" />
      Copy invite link
    </Button>
  );
}

const meta = {
  title: 'Design System/Clipboard',
  component: CopyButton,
  args: { text: TOKEN, onCopy: fn(), onCopyError: fn() },
  render: (args) => (
    <div className="flex max-w-md items-end gap-2 pt-12">
      <TextField label="Connection token" value={TOKEN} readOnly fieldClassName="flex-1" />
      <CopyButton {...args} aria-label="Copy token" size="icon" />
    </div>
  ),
  beforeEach: stubClipboard('resolve'),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy token' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    // Hovering is not copying: the bubble is feedback only.
    await userEvent.hover(button);
    await sleep(100);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(TOKEN);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
  },
};

export const CopiedShowsForTwoSeconds: Story = {
  play: async ({ canvasElement }) => {
    // Spec: "Copying the token shows 'Copied' for 2 seconds"; real time, no fake timers.
    await expect(COPIED_TOOLTIP_MS).toBe(2000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy token' }));
    const tooltip = await body.findByRole('tooltip');
    const shownAt = performance.now();
    await expect(tooltip).toHaveTextContent('Copied');
    await sleep(1600);
    await expect(body.getByRole('tooltip')).toHaveTextContent('Copied');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 1500,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1900);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const EscapeClosesTheBubble: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy token' });
    await userEvent.click(button);
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const WithVisibleLabel: Story = {
  args: { children: 'Copy token' },
  render: (args) => (
    <div className="pt-12">
      <CopyButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy token' }));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Copied');
  },
};

export const FailedCopySaysSo: Story = {
  beforeEach: stubClipboard('reject'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy token' }));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Failed to copy to clipboard');
    await expect(body.queryByText('Copied')).not.toBeInTheDocument();
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const HookShowsTheCopiedToast: Story = {
  render: () => (
    <ToastProvider>
      <InviteLink />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy invite link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(INVITE_LINK);
    await expect(await body.findByRole('status')).toHaveTextContent('Copied to clipboard');
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const HookShowsTheFailureToast: Story = {
  beforeEach: stubClipboard('reject'),
  render: () => (
    <ToastProvider>
      <InviteLink />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy invite link' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
    await expect(COPY_FAILED_TOAST).toBe('Failed to copy to clipboard');
    await expect(body.queryByText('Copied to clipboard')).not.toBeInTheDocument();
  },
};
