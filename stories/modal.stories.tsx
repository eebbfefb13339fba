import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { TextField } from '../design-system/field/text-field';
import { Modal, type ModalProps } from '../design-system/modal/modal';

/** Owns the open state like a screen would, with the button that opens the modal. */
function ModalDemo(
  props: Omit<ModalProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void },
) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Open modal</Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={change}
        footer={
          <>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button onClick={() => change(false)}>Send invite</Button>
          </>
        }
      >
        {props.children}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Design System/Modal',
  component: Modal,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Invite a team member',
    description: 'They get an email and a text with a link to join your organisation.',
    children: (
      <div className="flex flex-col gap-4">
        <TextField label="Full name" autoComplete="off" />
        <TextField label="Mobile" type="tel" isOptional />
      </div>
    ),
  },
  render: ({ open: _open, ...args }) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The trigger button of the demo. */
const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Open modal' });

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(opener(canvasElement));
  const dialog = await body.findByRole('dialog');
  // Wait out the opening fade, during which the dialog starts fully transparent.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** The story frame at the desktop viewport (1280 px), wide enough for every modal size. */
const wideViewport = { viewport: { value: 'desktop' } };

export const Default: Story = {
  globals: wideViewport,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName('Invite a team member');
    await expect(dialog).toHaveAccessibleDescription(
      'They get an email and a text with a link to join your organisation.',
    );
    // Focus moves into the dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus(),
    );
    // Spec: modal max width 450 px, on a viewport wide enough not to squeeze it. offsetWidth
    // ignores the opening scale transform.
    await expect(window.innerWidth).toBeGreaterThan(700);
    await expect(dialog.offsetWidth).toBe(450);
  },
};

export const EscapeClosesWhenClosable: Story = {
  play: async ({ canvasElement, args }) => {
    await openModal(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

export const CloseIconCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

export const NotClosableIgnoresEscape: Story = {
  args: {
    isClosable: false,
    title: 'Choose a replacement approver',
    description: 'Dana approves time for 6 people. Someone has to take that over.',
    children: <p className="text-text">Pick who approves their time cards from now on.</p>,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    // No close icon to click.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Send invite']);
    // Escape is ignored.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    // The only call is the demo's own opening one.
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // Only the modal's own answer closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BackdropClickDoesNotClose: Story = {
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const MediumIs576Wide: Story = {
  globals: wideViewport,
  args: { size: 'md', title: 'Connect QuickBooks Desktop' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(window.innerWidth).toBeGreaterThan(700);
    await expect(dialog.offsetWidth).toBe(576);
  },
};

export const LargeIs700Wide: Story = {
  globals: wideViewport,
  args: { size: 'lg', title: 'Map payroll items' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    // Wider than 700 + the 1 rem margins, so the 700 px is the max width and not the screen.
    await expect(window.innerWidth).toBeGreaterThan(700 + 32);
    await expect(dialog.offsetWidth).toBe(700);
  },
};

export const FitsAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    // 375 px wide screen, 1 rem margin each side.
    await expect(dialog.offsetWidth).toBe(375 - 32);
  },
};

export const FocusIsTrappedAndReturned: Story = {
  play: async ({ canvasElement }) => {
    // Taken before opening: while the modal is open the page behind is hidden from queries.
    const trigger = opener(canvasElement);
    const dialog = await openModal(canvasElement);
    const inDialog = within(dialog);
    const fullName = inDialog.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveFocus());
    // Tab walks the dialog's own controls, in order, and wraps around at the end…
    await userEvent.tab();
    await expect(inDialog.getByRole('textbox', { name: /Mobile/ })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Send invite' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(fullName).toHaveFocus();
    // …and at the start, so the page behind is never reached.
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(trigger).not.toHaveFocus();
    // Closing through a footer button also gives focus back to the opener.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
