import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../design-system/field/password-field';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  args: { label: 'Password', hint: '8 to 64 characters with at least one number or symbol.' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const TogglesVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'hard-hat-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hard-hat-7');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Invalid: Story = {
  args: {
    error: 'Password must be 8-64 characters with at least one number or symbol',
    defaultValue: 'short',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('at least one number or symbol');
  },
};
