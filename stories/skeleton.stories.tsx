import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../design-system/card/card';
import {
  Skeleton,
  SkeletonAvatar,
  SkeletonGroup,
  SkeletonTableRows,
  SkeletonText,
} from '../design-system/skeleton/skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: SkeletonGroup,
  render: (args) => (
    <Card className="max-w-md p-5">
      <SkeletonGroup {...args}>
        <div className="flex items-center gap-3">
          <SkeletonAvatar />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
        <SkeletonText />
        <Skeleton className="h-32 w-full" />
      </SkeletonGroup>
    </Card>
  ),
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a stylesheet rule turns the element's animation off when reduced motion is asked for. */
function stopsForReducedMotion(element: Element): boolean {
  const isReduce = (rule: CSSRule) =>
    rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce');
  const stops = (rule: CSSRule) =>
    rule instanceof CSSStyleRule &&
    element.matches(rule.selectorText) &&
    (rule.style.animationName === 'none' || rule.style.animation === 'none');
  const visit = (rules: CSSRuleList, inReduce: boolean): boolean =>
    Array.from(rules).some((rule) => {
      const reduce = inReduce || isReduce(rule);
      if (reduce && stops(rule)) return true;
      // Tailwind 4 may nest the media query inside the class's rule, or the class inside the query.
      if (rule instanceof CSSStyleRule && !element.matches(rule.selectorText)) return false;
      return 'cssRules' in rule && visit((rule as CSSGroupingRule).cssRules, reduce);
    });
  return Array.from(document.styleSheets).some((sheet) => visit(sheet.cssRules, false));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // Announced once for the whole area, and the placeholders themselves are hidden.
    await expect(status).toHaveTextContent(/^Loading$/);
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getAllByText('Loading')).toHaveLength(1);
    const placeholders = status.querySelectorAll(
      '[data-slot^="skeleton"]:not([data-slot="skeleton-line"])',
    );
    await expect(placeholders.length).toBeGreaterThan(0);
    for (const placeholder of Array.from(placeholders)) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading time cards' },
  render: (args) => (
    <SkeletonGroup {...args} className="max-w-2xl">
      <SkeletonTableRows rows={4} columns={5} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading time cards');
  },
};

export const TableRows: Story = {
  render: () => (
    <SkeletonGroup className="max-w-2xl">
      <SkeletonTableRows />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-slot="skeleton-row"]');
    // Defaults: 5 rows of 4 cells.
    await expect(rows).toHaveLength(5);
    await expect(rows[0]?.children).toHaveLength(4);
  },
};

export const TextAndAvatar: Story = {
  render: () => (
    <SkeletonGroup className="max-w-sm">
      <div className="flex items-start gap-3">
        <SkeletonAvatar size={48} />
        <SkeletonText lines={4} />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="skeleton-avatar"]');
    await expect(avatar?.getBoundingClientRect().width).toBe(48);
    await expect(avatar?.getBoundingClientRect().height).toBe(48);
    const lines = canvasElement.querySelectorAll('[data-slot="skeleton-line"]');
    await expect(lines).toHaveLength(4);
    // The last line is shorter, as a paragraph ends.
    const first = lines[0]?.getBoundingClientRect().width ?? 0;
    const last = lines[3]?.getBoundingClientRect().width ?? 0;
    await expect(last).toBeLessThan(first);
  },
};

export const PulseRespectsReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    if (!block) throw new Error('No skeleton block rendered');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The pulse runs unless the person asked for less motion; then a stylesheet rule stops it.
    await expect(getComputedStyle(block).animationName).toBe(reduced ? 'none' : 'pulse');
    await expect(stopsForReducedMotion(block)).toBe(true);
  },
};
