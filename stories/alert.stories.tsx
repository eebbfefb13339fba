import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../design-system/alert/alert';

const meta = {
  title: 'Design System/Alert',
  component: Alert,
  args: { title: 'Export queued', children: 'We will email you when the payroll file is ready.' },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Export queued');
    await expect(status).toHaveTextContent('We will email you when the payroll file is ready.');
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert tone="info" title="Info">
        Your trial has 9 days left.
      </Alert>
      <Alert tone="success" title="Saved">
        The rule group was updated.
      </Alert>
      <Alert tone="warning" title="Check before exporting">
        Two time cards are still open.
      </Alert>
      <Alert tone="danger" title="Sign-in failed">
        Email or password is incorrect.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Danger and warning interrupt; info and success wait.
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const DangerIsAnAlert: Story = {
  args: {
    tone: 'danger',
    title: undefined,
    children: '• Email is invalid\n• Mobile phone is invalid',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Email is invalid');
    await expect(alert).toHaveTextContent('Mobile phone is invalid');
  },
};
