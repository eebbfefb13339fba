import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { Drawer, type DrawerProps } from '../design-system/drawer/drawer';
import { TextField } from '../design-system/field/text-field';

const meta = {
  title: 'Design System/Drawer',
  component: Drawer,
  args: {
    onOpenChange: fn(),
    title: 'Edit crew',
    description: 'Changes apply to time cards from the next pay period.',
    trigger: <Button variant="secondary">Edit crew</Button>,
    children: (
      <div className="flex flex-col gap-4">
        <TextField label="Crew name" defaultValue="North yard framing" autoComplete="off" />
        <TextField label="Foreman" defaultValue="Dana Whitfield" autoComplete="off" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save crew</Button>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The story frame at the desktop viewport (1280 px), wider than every drawer. */
const wideViewport = { viewport: { value: 'desktop' } };

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Edit crew' });

/** Opens the drawer with its trigger and waits until it has slid fully in. */
async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

export const Default: Story = {
  globals: wideViewport,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDrawer(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleName('Edit crew');
    await expect(dialog).toHaveAccessibleDescription(
      'Changes apply to time cards from the next pay period.',
    );
    // Focus moves to the first field, not to the close icon.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Crew name' })).toHaveFocus(),
    );
    // Spec: drawer widths 224, 420, 500; the default is 420, from the right, full height.
    await expect(window.innerWidth).toBeGreaterThan(500);
    await expect(dialog.offsetWidth).toBe(420);
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.top).toBe(0);
    await expect(box.height).toBe(window.innerHeight);
    // The footer's actions sit side by side in a drawer this wide.
    const save = within(dialog).getByRole('button', { name: 'Save crew' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(save.getBoundingClientRect().top).toBe(cancel.getBoundingClientRect().top);
  },
};

export const SmallIs224Wide: Story = {
  globals: wideViewport,
  args: {
    size: 'sm',
    title: 'Filters',
    description: undefined,
    children: <TextField label="Cost code" autoComplete="off" />,
    footer: <Button>Apply</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await expect(dialog).toHaveAccessibleName('Filters');
    await expect(dialog.offsetWidth).toBe(224);
  },
};

export const LargeIs500Wide: Story = {
  globals: wideViewport,
  args: { size: 'lg', title: 'Time card details' },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await expect(window.innerWidth).toBeGreaterThan(500);
    await expect(dialog.offsetWidth).toBe(500);
  },
};

export const OpensFromTheLeft: Story = {
  globals: wideViewport,
  args: { side: 'left' },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(420);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await openDrawer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const CloseIconClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDrawer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const BackdropClickDoesNotClose: Story = {
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    // Taken before opening: while the drawer is open the page behind is hidden from queries.
    const opener = trigger(canvasElement);
    const dialog = await openDrawer(canvasElement);
    const inDrawer = within(dialog);
    const crewName = inDrawer.getByRole('textbox', { name: 'Crew name' });
    await waitFor(() => expect(crewName).toHaveFocus());
    await userEvent.tab();
    await expect(inDrawer.getByRole('textbox', { name: 'Foreman' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDrawer.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDrawer.getByRole('button', { name: 'Save crew' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDrawer.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Wraps around instead of reaching the page behind.
    await userEvent.tab();
    await expect(crewName).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inDrawer.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(opener).not.toHaveFocus();
  },
};

/** A screen's own state opens the drawer from a button that is not the drawer's trigger. */
function ControlledDemo(args: DrawerProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        View time card
      </Button>
      <Drawer
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={change}
        footer={<Button onClick={() => change(false)}>Done</Button>}
      />
    </>
  );
}

export const ControlledReturnsFocusToItsOpener: Story = {
  args: { title: 'Time card: Dana Whitfield', description: 'Week of 3 March' },
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'View time card' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Time card: Dana Whitfield' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const punches = Array.from({ length: 40 }, (_, index) => {
  const minute = String(index).padStart(2, '0');
  return `Punch ${index + 1}: clock in 7:${minute} am, clock out 3:30 pm at North yard`;
});

export const BodyScrollsBetweenHeaderAndFooter: Story = {
  globals: wideViewport,
  args: {
    title: 'Punch history',
    description: 'Every clock in and out of the last two weeks.',
    children: (
      <ul className="flex flex-col gap-2 text-text">
        {punches.map((punch, index) => (
          <li key={index}>{punch}</li>
        ))}
      </ul>
    ),
    footer: <Button variant="secondary">Export</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    // The body is the part that scrolls, so it becomes a named region with a tab stop, for
    // keyboard users to scroll it…
    const scroller = await within(dialog).findByRole('region', { name: 'Punch history' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller).toContainElement(within(dialog).getByRole('list'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // …while the drawer stays the height of the screen, its title and footer in view.
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(within(dialog).getByRole('heading', { name: 'Punch history' })).toBeVisible();
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    await expect(exportButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
    await expect(within(dialog).getByText(punches.at(-1) ?? '')).toBeVisible();
  },
};

export const ShortBodyIsNoTabStop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    // Nothing to scroll: no extra tab stop, no region.
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Crew name' });
    await expect(field.closest('[tabindex="0"]')).toBeNull();
  },
};

export const FullWidthOnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    // 420 px does not fit a 375 px screen: the drawer takes all of it.
    await expect(window.innerWidth).toBe(375);
    await expect(dialog.offsetWidth).toBe(375);
    await expect(dialog.getBoundingClientRect().left).toBe(0);
  },
};

export const SmallKeeps224OnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    size: 'sm',
    title: 'Filters',
    description: undefined,
    children: <TextField label="Cost code" autoComplete="off" />,
    footer: (
      <>
        <Button variant="secondary">Clear</Button>
        <Button>Apply</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    // A phone is wider than 224 px, so the small drawer keeps its width.
    await expect(dialog.offsetWidth).toBe(224);
    // Too narrow for a row of actions: they stack, the main one on top.
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    const clear = within(dialog).getByRole('button', { name: 'Clear' });
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      clear.getBoundingClientRect().top,
    );
  },
};
