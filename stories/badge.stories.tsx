import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../design-system/badge/badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Invited' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Invited');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Deactivated</Badge>
      <Badge tone="info">Trial</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Invite expired</Badge>
      <Badge tone="danger">Overdue</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [text, tone] of [
      ['Deactivated', 'neutral'],
      ['Trial', 'info'],
      ['Active', 'success'],
      ['Invite expired', 'warning'],
      ['Overdue', 'danger'],
    ] as const) {
      await expect(canvas.getByText(text)).toHaveAttribute('data-tone', tone);
    }
  },
};
