import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { ToastProvider, useToast } from '../design-system/toast/toast';
import { DEFAULT_ERROR_TOAST, TOAST_DURATION_MS } from '../design-system/toast/toast-model';

function ToastButtons() {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.success('Time card approved')}>Approve</Button>
      <Button variant="secondary" onClick={() => toast.info('Export started')}>
        Export
      </Button>
      <Button variant="danger" onClick={() => toast.error()}>
        Fail without text
      </Button>
      <Button variant="danger" onClick={() => toast.error('The payroll export failed')}>
        Fail with text
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: ToastProvider,
  args: { children: null },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(body.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Time card approved');
  },
};

export const ShowsEachTone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const success = await body.findByRole('status');
    await expect(success).toHaveTextContent('Time card approved');
    await expect(success).toHaveAttribute('data-tone', 'success');
    await userEvent.click(within(success).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(success).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const info = await body.findByRole('status');
    await expect(info).toHaveTextContent('Export started');
    await expect(info).toHaveAttribute('data-tone', 'info');
    await userEvent.click(within(info).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(info).not.toBeInTheDocument());

    // Errors interrupt a screen reader (role="alert"); the other tones wait their turn.
    await userEvent.click(canvas.getByRole('button', { name: 'Fail with text' }));
    const error = await body.findByRole('alert');
    await expect(error).toHaveTextContent('The payroll export failed');
    await expect(error).toHaveAttribute('data-tone', 'error');
    await expect(body.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const ErrorWithoutTextShowsDefault: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail without text' }));
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent("Oops there was an error. We're working on it...");
    await expect(DEFAULT_ERROR_TOAST).toBe("Oops there was an error. We're working on it...");
    await expect(toast).toHaveAttribute('data-tone', 'error');
  },
};

export const ErrorWithText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail with text' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('The payroll export failed');
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const toast = await body.findByRole('status');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body.queryByText('Export started')).not.toBeInTheDocument());
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const AutoClosesAfter5000Ms: Story = {
  play: async ({ canvasElement }) => {
    // Spec: toast auto-close 5000 ms. Real time, no fake timers and no shorter duration prop.
    await expect(TOAST_DURATION_MS).toBe(5000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve' }));
    await body.findByText('Time card approved');
    const shownAt = performance.now();
    await sleep(4000);
    await expect(body.getByText('Time card approved')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Time card approved')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    // Gone after 5 s, and not before (a little slack for the render that found it).
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(4900);
  },
};

export const StacksSeveral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail with text' }));
    await waitFor(() => expect(body.getAllByRole('status')).toHaveLength(2));
    await expect(body.getAllByRole('alert')).toHaveLength(1);
  },
};
