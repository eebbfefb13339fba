import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../design-system/number-field/number-field';

const meta = {
  title: 'Design System/NumberField',
  component: NumberField,
  args: { label: 'Crew size', min: 1, max: 99, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const spinbutton = (canvasElement: HTMLElement, name = 'Crew size') =>
  within(canvasElement).getByRole('spinbutton', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    // Whole numbers: phones show a digits keypad.
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '99');
    await expect(input).not.toHaveAttribute('aria-valuenow');
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAttribute('aria-valuenow', '12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

export const RefusesLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.type(input, '1a2b-e.');
    // Letters, 'e', a minus (min is 1) and a point (whole numbers) are all refused.
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 12);
  },
};

export const ArrowKeysStepWithinMinAndMax: Story = {
  args: { defaultValue: 98 },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99);
    // At max, ArrowUp stays.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('99');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('98');
    await expect(input).toHaveAttribute('aria-valuenow', '98');
    // Home and End go to min and max; at min, ArrowDown stays.
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99);
  },
};

export const EmptyFieldStepsFromMin: Story = {
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const TypedValueIsKeptInRangeOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.type(input, '150');
    // Typing is not interrupted; leaving the field brings the value into range.
    await expect(input).toHaveValue('150');
    await userEvent.tab();
    await expect(input).toHaveValue('99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const OutOfRangeStaysWhenNotClamping: Story = {
  args: { clampValueOnBlur: false, error: 'Must enter a value between 1-99' },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.type(input, '150');
    await userEvent.tab();
    // The form shows its range error instead of changing what was typed.
    await expect(input).toHaveValue('150');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150);
    await expect(input).toHaveAccessibleDescription('Must enter a value between 1-99');
    // The arrow keys still stop at the limits.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('99');
  },
};

export const WithUnit: Story = {
  args: {
    label: 'Repeat every',
    unit: 'days',
    min: 2,
    max: 365,
    defaultValue: 2,
    hint: 'Up to a year.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = spinbutton(canvasElement, 'Repeat every');
    await expect(canvas.getByText('days')).toBeVisible();
    // The unit describes the number, before the hint; it is never part of the value.
    await expect(input).toHaveAccessibleDescription('days Up to a year.');
    await expect(input).toHaveValue('2');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

export const WithUnitBefore: Story = {
  args: {
    label: 'Hourly rate',
    unit: '$',
    unitPosition: 'start',
    min: 0,
    max: 500,
    step: 0.01,
    defaultValue: 27.5,
  },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement, 'Hourly rate');
    const unit = within(canvasElement).getByText('$');
    // The unit stands before the input.
    await expect(
      unit.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(input).toHaveAccessibleDescription('$');
    await userEvent.clear(input);
    await userEvent.type(input, '31.25');
    await expect(input).toHaveValue('31.25');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(31.25);
  },
};

export const ClearingGivesNull: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).not.toHaveAttribute('aria-valuenow');
  },
};

export const Decimals: Story = {
  args: { label: 'Pay rate', min: 0, max: 500, step: 0.25, defaultValue: 27.5 },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement, 'Pay rate');
    // A step below 1 allows a point, and phones show a keypad with one.
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('27.75');
    await userEvent.clear(input);
    await userEvent.type(input, '31.4.5');
    // A second point is refused.
    await expect(input).toHaveValue('31.45');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(31.45);
  },
};

export const NegativeNumbers: Story = {
  args: { label: 'Offset (hours)', min: -12, max: 12 },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement, 'Offset (hours)');
    await userEvent.type(input, '-5');
    await expect(input).toHaveValue('-5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-5);
  },
};

export const Optional: Story = {
  args: { label: 'Break minutes', isOptional: true, hint: 'Unpaid break per shift.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: 'Break minutes Optional' }),
    ).toHaveAccessibleDescription('Unpaid break per shift.');
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = spinbutton(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    const input = spinbutton(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('4');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
