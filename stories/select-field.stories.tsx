import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from '../design-system/field/select-field';

const companySizes = [
  'Self Employed',
  '2-5',
  '6-10',
  '11-20',
  '21-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,000+',
].map((label) => ({ value: label, label }));

const meta = {
  title: 'Design System/SelectField',
  component: SelectField,
  args: {
    label: 'Company size',
    options: companySizes,
    placeholder: 'Choose a size',
    defaultValue: '',
    onChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Company size' });
    await expect(select).toHaveDisplayValue('Choose a size');
    await userEvent.selectOptions(select, '21-50');
    await expect(select).toHaveValue('21-50');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Optional: Story = {
  args: { isOptional: true, hint: 'Helps us suggest a plan.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'Helps us suggest a plan.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Company size' }),
    ).toBeDisabled();
  },
};
