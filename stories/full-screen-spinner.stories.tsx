import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  FULL_SCREEN_SPINNER_SIZE,
  FullScreenSpinner,
} from '../design-system/full-screen-spinner/full-screen-spinner';

/** A page with its own controls, to show that nothing behind the spinner can be reached. */
function PageBehind() {
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <h1 className="text-xl font-semibold text-text">Crews</h1>
      <p className="text-text-muted">The page behind the spinner.</p>
      <Button>Add crew</Button>
    </div>
  );
}

/** Shows the spinner while a pretend fetch of `duration` ms runs, as the root layout does. */
function RefreshDemo({ duration }: { duration: number }) {
  const [isFetching, setIsFetching] = useState(false);
  const refresh = () => {
    setIsFetching(true);
    setTimeout(() => setIsFetching(false), duration);
  };
  return (
    <div className="p-6">
      <Button onClick={refresh}>Refresh crews</Button>
      {isFetching && <FullScreenSpinner message="Loading your crews" />}
    </div>
  );
}

const meta = {
  title: 'Design System/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { message: 'Loading your organisation' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <PageBehind />
      <FullScreenSpinner {...args} />
    </>
  ),
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async () => {
    const dialog = body.getByRole('dialog', { name: 'Loading your organisation' });
    // The message is shown and announced (the status inside, and the dialog's name on focus).
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your organisation');
    await expect(within(dialog).getByText('Loading your organisation')).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Spec: z-index 10012, over the whole viewport.
    const style = getComputedStyle(dialog);
    await expect(style.zIndex).toBe('10012');
    await expect(style.position).toBe('fixed');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    // Spec: default spinner size 32 px.
    await expect(FULL_SCREEN_SPINNER_SIZE).toBe(32);
    const glyph = dialog.querySelector('[data-slot="spinner-glyph"]');
    await expect(glyph?.getBoundingClientRect().width).toBe(32);
    await expect(glyph?.getBoundingClientRect().height).toBe(32);
  },
};

export const BlocksThePageBehind: Story = {
  play: async ({ canvasElement }) => {
    const dialog = body.getByRole('dialog', { name: 'Loading your organisation' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // The page behind is inert: out of reach for screen readers, the keyboard and the pointer.
    const addCrew = within(canvasElement).getByRole('button', { name: 'Add crew' });
    await expect(addCrew.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(addCrew).not.toHaveFocus();
    // A click where the button is lands on the overlay.
    const box = addCrew.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(dialog.contains(hit)).toBe(true);
  },
};

export const LongMessageWraps: Story = {
  args: {
    message: 'Loading your organisation, its crews and this pay period’s time cards',
  },
  play: async () => {
    const dialog = body.getByRole('dialog');
    const text = within(dialog).getByText(
      'Loading your organisation, its crews and this pay period’s time cards',
    );
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const GoesAwayAndGivesFocusBack: Story = {
  render: () => <RefreshDemo duration={600} />,
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh crews' });
    await userEvent.click(refresh);
    const dialog = await body.findByRole('dialog', { name: 'Loading your crews' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your crews');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await expect(refresh).toHaveFocus();
  },
};
