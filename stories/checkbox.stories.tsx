import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../design-system/field/checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { label: 'All current team members', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'All current team members' });
    await expect(box).not.toBeChecked();
    // Clicking the label toggles the box, as with any native checkbox.
    await userEvent.click(canvas.getByText('All current team members'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithHint: Story = {
  args: {
    defaultChecked: true,
    hint: 'New team members are not added automatically; an admin must assign them.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All current team members' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      'New team members are not added automatically; an admin must assign them.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms of service', error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms of service' }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
