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

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
  const dialog = await body.findByRole('dialog');
  // Wait out the opening fade, during which the dialog starts fully transparent.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

export const Default: Story = {
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
    // Spec: modal max width 450 px (the story frame is wider than that). offsetWidth ignores the
    // opening scale transform.
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
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus(),
    );
  },
};

export const CloseIconCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
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
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
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
  args: { size: 'md', title: 'Connect QuickBooks Desktop' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog.offsetWidth).toBe(576);
  },
};

export const LargeIs700Wide: Story = {
  args: { size: 'lg', title: 'Map payroll items' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
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
