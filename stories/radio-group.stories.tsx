import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../design-system/radio-group/radio-group';

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Pay period',
    options: [
      { value: 'weekly', label: 'Weekly', description: 'Every Friday' },
      { value: 'fortnightly', label: 'Fortnightly', description: 'Every second Friday' },
      { value: 'monthly', label: 'Monthly', description: 'The last day of the month' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    group: canvas.getByRole('radiogroup', { name: 'Pay period' }),
    weekly: canvas.getByRole('radio', { name: 'Weekly' }),
    fortnightly: canvas.getByRole('radio', { name: 'Fortnightly' }),
    monthly: canvas.getByRole('radio', { name: 'Monthly' }),
  };
}

/**
 * Presses an arrow key as a person does, holding it for a moment: Radix moves focus in a timeout
 * and chooses the newly focused radio only while an arrow key is still down.
 */
const press = (key: string) => userEvent.keyboard(`{${key}>}{/${key}}`);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { weekly, fortnightly, monthly } = parts(canvasElement);
    await expect(weekly).not.toBeChecked();
    await expect(fortnightly).not.toBeChecked();
    await expect(monthly).not.toBeChecked();
    // Each option's description describes its radio.
    await expect(fortnightly).toHaveAccessibleDescription('Every second Friday');
    await userEvent.click(fortnightly);
    await expect(fortnightly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('fortnightly');
  },
};

export const ClickingALabelChooses: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, monthly } = parts(canvasElement);
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(monthly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
  },
};

export const ArrowKeysMoveAndChoose: Story = {
  args: { defaultValue: 'weekly' },
  play: async ({ canvasElement, args }) => {
    const { weekly, fortnightly, monthly } = parts(canvasElement);
    // One Tab stop: the chosen option.
    await userEvent.tab();
    await expect(weekly).toHaveFocus();
    await press('ArrowDown');
    await expect(fortnightly).toHaveFocus();
    await expect(fortnightly).toBeChecked();
    await expect(weekly).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fortnightly');
    await press('ArrowDown');
    await expect(monthly).toBeChecked();
    // The list wraps around.
    await press('ArrowDown');
    await expect(weekly).toBeChecked();
    await press('ArrowUp');
    await expect(monthly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
    // Tab leaves the group rather than visiting each option.
    await userEvent.tab();
    await expect(monthly).not.toHaveFocus();
  },
};

export const DisabledOptionsAreSkipped: Story = {
  args: {
    defaultValue: 'weekly',
    options: [
      { value: 'weekly', label: 'Weekly' },
      {
        value: 'fortnightly',
        label: 'Fortnightly',
        description: 'Not offered on the Starter plan',
        disabled: true,
      },
      { value: 'monthly', label: 'Monthly' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const { weekly, fortnightly, monthly } = parts(canvasElement);
    await expect(fortnightly).toBeDisabled();
    await userEvent.click(fortnightly);
    await expect(fortnightly).not.toBeChecked();
    await userEvent.click(weekly);
    await expect(weekly).toHaveFocus();
    await press('ArrowDown');
    await expect(monthly).toHaveFocus();
    await expect(monthly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Clock-in method',
    orientation: 'horizontal',
    defaultValue: 'app',
    options: [
      { value: 'app', label: 'App' },
      { value: 'kiosk', label: 'Kiosk' },
      { value: 'web', label: 'Web' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'App' })).toHaveFocus();
    await press('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'Kiosk' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('kiosk');
  },
};

export const WithHintAndOptional: Story = {
  args: { hint: 'Applies from the next pay run.', isOptional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The 'Optional' marker is part of the group's name.
    const group = canvas.getByRole('radiogroup', { name: 'Pay period Optional' });
    await expect(group).toHaveAccessibleDescription('Applies from the next pay run.');
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const { canvas, group } = parts(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    const { weekly, monthly } = parts(canvasElement);
    await expect(weekly).toBeDisabled();
    await expect(monthly).toBeDisabled();
    await expect(monthly).toBeChecked();
  },
};
