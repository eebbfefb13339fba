import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../design-system/spinner/spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '' });
    await expect(status).toHaveTextContent('Loading');
    const glyph = status.querySelector('[data-slot="spinner-glyph"]');
    // Spec: default spinner size 32 px.
    await expect(glyph?.getBoundingClientRect().width).toBe(32);
  },
};

export const WithVisibleLabel: Story = {
  args: { size: 20, label: 'Loading crews', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading crews')).toBeVisible();
  },
};
