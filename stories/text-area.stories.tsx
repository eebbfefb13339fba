import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '../design-system/text-area/text-area';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: { label: 'Notes', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement, name = 'Notes') {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('textbox', { name }),
    // The polite live region that speaks near the limit.
    status: canvas.getByRole('status'),
  };
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input, status } = parts(canvasElement);
    // Spec: "Text area default max 1000, height 74".
    await expect(input.getBoundingClientRect().height).toBe(74);
    await expect(canvas.getByText('0/1000')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('0/1000');
    await userEvent.type(input, 'Gate code 4471');
    await expect(input).toHaveValue('Gate code 4471');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Gate code 4471');
    await expect(canvas.getByText('14/1000')).toBeVisible();
    // Far from the limit, nothing is announced.
    await expect(status.textContent).toBe('');
  },
};

export const RefusesInputBeyondTheDefault1000: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input, status } = parts(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1001));
    // Spec: "Text area refuses input beyond maxChar (default 1000)".
    await expect((input as HTMLTextAreaElement).value).toHaveLength(1000);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('x'.repeat(1000));
    await expect(canvas.getByText('1000/1000')).toBeVisible();
    await expect(status).toHaveTextContent('Limit of 1000 characters reached');
    // A character typed at the limit is refused too.
    await userEvent.type(input, 'y');
    await expect((input as HTMLTextAreaElement).value).toBe('x'.repeat(1000));
  },
};

export const TypingStopsAtTheLimit: Story = {
  args: { maxChar: 20 },
  play: async ({ canvasElement, args }) => {
    const { canvas, input, status } = parts(canvasElement);
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(input, 'Bring hard hat');
    await expect(canvas.getByText('14/20')).toBeVisible();
    await expect(status.textContent).toBe('');
    // The last 10 % (2 characters) and the limit itself are announced.
    await userEvent.type(input, 's and');
    await expect(canvas.getByText('19/20')).toBeVisible();
    await expect(status).toHaveTextContent('1 character left');
    await userEvent.type(input, ' boots');
    await expect(input).toHaveValue('Bring hard hats and ');
    await expect(canvas.getByText('20/20')).toBeVisible();
    await expect(status).toHaveTextContent('Limit of 20 characters reached');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Bring hard hats and ');
  },
};

export const CustomLimitCutsAPaste: Story = {
  args: { label: 'Message', maxChar: 200 },
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement, 'Message');
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(250));
    await expect((input as HTMLTextAreaElement).value).toHaveLength(200);
    await expect(canvas.getByText('200/200')).toBeVisible();
    // Deleting makes room again.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(canvas.getByText('198/200')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 characters left');
  },
};

export const Optional: Story = {
  args: { isOptional: true, hint: 'Shown to the crew lead.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Notes Optional' });
    await expect(input).toHaveAccessibleDescription('Shown to the crew lead. 0/1000');
  },
};

export const Invalid: Story = {
  args: { label: 'Message', defaultValue: 'Too short', error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement, 'Message');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(input).toHaveAccessibleDescription('This field is required 9/1000');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked after approval.' },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(input).toBeDisabled();
  },
};
