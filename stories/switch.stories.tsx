import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '../design-system/switch/switch';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { label: 'Overtime alerts', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name = 'Overtime alerts') =>
  within(canvasElement).getByRole('switch', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = toggle(canvasElement);
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const SpaceToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const control = toggle(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const ClickingTheLabelToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const control = toggle(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Overtime alerts'));
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    description: 'Email approvers when a crew member passes 40 hours in a week.',
  },
  play: async ({ canvasElement }) => {
    const control = toggle(canvasElement);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveAccessibleDescription(
      'Email approvers when a crew member passes 40 hours in a week.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Share my location while clocked in',
    description: 'Required on sites with geofencing.',
    error: 'This field is required',
  },
  play: async ({ canvasElement }) => {
    const control = toggle(canvasElement, 'Share my location while clocked in');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This field is required',
    );
    await expect(control).toHaveAccessibleDescription(
      'Required on sites with geofencing. This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const control = toggle(canvasElement);
    await expect(control).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Overtime alerts'));
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
