import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from '../design-system/stat/stat';

const meta = {
  title: 'Design System/Stat',
  component: Stat,
  args: { label: 'Clocked in now', value: '11', hint: 'of 12 scheduled' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Clocked in now' });
    await expect(group).toHaveTextContent('11');
    await expect(group).toHaveTextContent('of 12 scheduled');
  },
};

export const Summary: Story = {
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat label="Hours this week" value="412.5" hint="HH:MM 412:30" />
      <Stat label="Overtime" value="6h 30m" />
      <Stat label="Labor cost" value="$18,240" hint="USD, before taxes" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Labor cost' })).toHaveTextContent('$18,240');
  },
};
