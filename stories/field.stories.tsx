import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from '../design-system/field/field';
import { fieldControlClasses } from '../design-system/field/field';
import { cn } from '../design-system/lib/cn';

const meta = {
  title: 'Design System/Field',
  component: Field,
  args: { label: 'Crew name', htmlFor: 'crew-name', children: null },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <input
        id={args.htmlFor}
        aria-invalid={args.error ? true : undefined}
        aria-describedby={
          [args.hint ? `${args.htmlFor}-hint` : '', args.error ? `${args.htmlFor}-error` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        className={cn(fieldControlClasses)}
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Crew name' })).toBeVisible();
    await expect(canvas.queryByText('Optional')).not.toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown to crew members on their time cards.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Crew name' });
    await expect(input).toHaveAccessibleDescription('Shown to crew members on their time cards.');
  },
};

export const OptionalShowsMarker: Story = {
  args: { label: 'Notes', htmlFor: 'notes', isOptional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    // The marker is part of the label, so a screen reader hears "Notes Optional".
    await expect(canvas.getByRole('textbox', { name: 'Notes Optional' })).toBeVisible();
  },
};

export const InvalidShowsAnAlert: Story = {
  args: { hint: 'Between 3 and 80 characters.', error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Crew name' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Between 3 and 80 characters. This field is required',
    );
  },
};
