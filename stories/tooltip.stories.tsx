import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_OFFSET_PX,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '../design-system/tooltip/tooltip';

const LONG_TEXT =
  'Imports pull employees, projects and cost codes from your accounting system. Anything already mapped is kept, and new records are added as inactive until you review them.';

function HelpTooltip({ text }: { text: string }) {
  return (
    <Tooltip>
      <TooltipTrigger>
        <Button variant="ghost" size="icon" aria-label="Import help">
          <CircleHelp />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{text}</TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="flex items-center justify-center gap-4 pt-32 pb-8">
      <Button variant="secondary">Before</Button>
      <Tooltip {...args}>
        <TooltipTrigger>
          <Button>Export</Button>
        </TooltipTrigger>
        <TooltipContent>Exports this week's time cards</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The bubble once its fade-in is over, so its box is measured where it rests. */
async function openTooltip() {
  const tooltip = await body.findByRole('tooltip');
  await waitFor(() => expect(getComputedStyle(tooltip).opacity).toBe('1'));
  return tooltip;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    const tooltip = await openTooltip();
    await expect(tooltip).toHaveTextContent("Exports this week's time cards");
    // The bubble describes its trigger for screen readers.
    await expect(trigger).toHaveAccessibleDescription("Exports this week's time cards");
  },
};

export const OpensOnHoverWithoutWaiting: Story = {
  play: async ({ canvasElement }) => {
    // Spec: default delay 0. Radix's own default is 700 ms; the bubble must come well before that.
    await expect(TOOLTIP_DELAY_MS).toBe(0);
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    const startedAt = performance.now();
    await userEvent.hover(trigger);
    await body.findByRole('tooltip', {}, { timeout: 400 });
    await expect(performance.now() - startedAt).toBeLessThan(400);
  },
};

export const ClosesWhenThePointerLeaves: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.hover(trigger);
    await openTooltip();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OpensOnKeyboardFocusAndEscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await expect(trigger).toHaveFocus();
    await expect(await openTooltip()).toHaveTextContent("Exports this week's time cards");
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    // Escape closes the bubble only: focus stays where the user was.
    await expect(trigger).toHaveFocus();
  },
};

export const SitsFivePixelsFromTheTrigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.hover(trigger);
    const tooltip = await openTooltip();
    // Spec: offset 5. The bubble sits above the trigger by default.
    await expect(TOOLTIP_OFFSET_PX).toBe(5);
    await waitFor(() => {
      const gap = trigger.getBoundingClientRect().top - tooltip.getBoundingClientRect().bottom;
      expect(gap).toBeCloseTo(5, 0);
    });
  },
};

export const LongTextWrapsWithin20Rem: Story = {
  render: () => (
    <div className="flex justify-center pt-44 pb-8">
      <HelpTooltip text={LONG_TEXT} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Import help' }));
    const tooltip = await openTooltip();
    await expect(tooltip).toHaveTextContent(LONG_TEXT);
    // Spec: at most 20 rem wide (320 px at the 16 px root size); the long text fills that width
    // and wraps onto several lines instead of running off the screen.
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(getComputedStyle(tooltip).maxWidth).toBe(`${20 * rootFontSize}px`);
    const box = tooltip.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(20 * rootFontSize, 0);
    const lineHeight = parseFloat(getComputedStyle(tooltip).lineHeight);
    await expect(box.height).toBeGreaterThan(lineHeight * 3);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
