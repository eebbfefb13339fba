import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  type PopoverContentProps,
} from '../design-system/popover/popover';

type DemoProps = Partial<PopoverContentProps> & { triggerClassName?: string };

/** A shift on the schedule: its trigger opens the details of the shift. */
function ShiftDetails({ triggerClassName, children, ...content }: DemoProps) {
  return (
    <>
      <PopoverTrigger>
        <Button variant="secondary" className={triggerClassName}>
          Shift details
        </Button>
      </PopoverTrigger>
      <PopoverContent title="Tuesday 4 March" {...content}>
        {children ?? (
          <div className="flex flex-col gap-3">
            <p className="text-text-muted">7:00 am to 3:30 pm at North yard, framing crew.</p>
            <div className="flex justify-end gap-2">
              <PopoverClose>
                <Button size="sm" variant="secondary">
                  Done
                </Button>
              </PopoverClose>
              <Button size="sm">Edit shift</Button>
            </div>
          </div>
        )}
      </PopoverContent>
    </>
  );
}

const meta = {
  title: 'Design System/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails />
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Shift details' });

/** The open popover, once its opening motion is over (its box is then where it stays). */
async function findPopover() {
  const popover = await body.findByRole('dialog');
  await waitFor(() => expect(popover.getAnimations()).toHaveLength(0));
  return popover;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const popover = await findPopover();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toHaveAccessibleName('Tuesday 4 March');
    await expect(
      within(popover).getByText('7:00 am to 3:30 pm at North yard, framing crew.'),
    ).toBeVisible();
    // Focus moves to the first control inside.
    await waitFor(() =>
      expect(within(popover).getByRole('button', { name: 'Done' })).toHaveFocus(),
    );
    // The arrow points at the trigger: the popover opens below it, centred on it (within a
    // rounding pixel).
    await expect(popover).toHaveAttribute('data-side', 'bottom');
    const arrow = popover.querySelector('[data-slot="popover-arrow"]');
    if (!arrow) throw new Error('The arrow is missing');
    const arrowBox = arrow.getBoundingClientRect();
    const triggerBox = button.getBoundingClientRect();
    await expect(
      Math.abs(arrowBox.x + arrowBox.width / 2 - (triggerBox.x + triggerBox.width / 2)),
    ).toBeLessThan(2);
    await expect(arrowBox.top).toBeGreaterThanOrEqual(triggerBox.bottom);
    await expect(arrowBox.bottom).toBeLessThanOrEqual(popover.getBoundingClientRect().top + 1);
  },
};

export const SecondClickOnTheTriggerCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await findPopover();
    await userEvent.click(button);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // It opens again on the next click.
    await userEvent.click(button);
    await expect(await findPopover()).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await findPopover();
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const KeyboardOpensAndMovesFocusIn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let popover = await findPopover();
    const done = within(popover).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    // Tab moves through the popover's controls.
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Edit shift' })).toHaveFocus();
    // A close control inside closes it and gives focus back to the trigger.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
    // Space opens it too.
    await userEvent.keyboard(' ');
    popover = await findPopover();
    await expect(popover).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Non-modal, so no trap: Tab leaves at both ends, on along the page or back to the trigger. */
export const TabLeavesAtBothEnds: Story = {
  render: (args) => (
    <div className="flex items-start gap-3">
      <Popover {...args}>
        <ShiftDetails />
      </Popover>
      <Button variant="secondary">Next week</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await findPopover();
    const done = within(popover).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    // Shift+Tab from the first control: back to the trigger, the popover still open.
    await userEvent.tab({ shift: true });
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(popover).toBeVisible();
    // Tab from the trigger goes into the open popover again, then through it and out.
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Edit shift' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next week' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClickOutsideCloses: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-6">
      <Popover {...args}>
        <ShiftDetails />
      </Popover>
      <p className="text-text-muted">Week of 3 March</p>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await findPopover();
    await userEvent.click(within(canvasElement).getByText('Week of 3 March'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The click went somewhere else on purpose: focus is not pulled back to the trigger.
    await expect(trigger(canvasElement)).not.toHaveFocus();
  },
};

export const WithCloseButton: Story = {
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails hasCloseButton>
        <p className="text-text-muted">
          Overtime starts after 8 hours a day or 40 hours a week, whichever comes first.
        </p>
      </ShiftDetails>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await findPopover();
    // Nothing else inside takes focus, so the close icon does; the title keeps clear of it.
    const close = within(popover).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(popover).toHaveAccessibleName('Tuesday 4 March');
  },
};

export const CloseButtonCloses: Story = {
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails hasCloseButton>
        <p className="text-text-muted">
          Overtime starts after 8 hours a day or 40 hours a week, whichever comes first.
        </p>
      </ShiftDetails>
    </Popover>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await findPopover();
    // Nothing else inside takes focus, so the close icon does.
    const close = within(popover).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails title={undefined} hasArrow={false} aria-label="Shift on Tuesday 4 March">
        <p className="text-text-muted">7:00 am to 3:30 pm at North yard.</p>
      </ShiftDetails>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await findPopover();
    await expect(popover).toHaveAccessibleName('Shift on Tuesday 4 March');
    await expect(popover.querySelector('[data-slot="popover-arrow"]')).toBeNull();
    // With nothing focusable inside, the panel itself takes focus, so Escape still reaches it.
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FlipsAboveWhenNoRoomBelow: Story = {
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails triggerClassName="fixed bottom-4 left-4" />
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const popover = await findPopover();
    await expect(popover).toHaveAttribute('data-side', 'top');
    const box = popover.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};

export const StaysOnScreenAtTheEdge: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Popover {...args}>
      <ShiftDetails triggerClassName="fixed top-4 right-2" />
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await findPopover();
    const box = popover.getBoundingClientRect();
    // Slid left to keep 8 px from the edge instead of hanging off the screen.
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8);
    await expect(box.left).toBeGreaterThanOrEqual(8);
  },
};
