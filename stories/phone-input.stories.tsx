import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from '../design-system/phone-input/phone-input';
import { isPossibleMobile, type PhoneRegion } from '../design-system/phone-input/phone-model';

const meta = {
  title: 'Design System/PhoneInput',
  component: PhoneInput,
  args: { label: 'Mobile phone', onValueChange: fn(), onRegionChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('textbox', { name: 'Mobile phone' }),
    region: canvas.getByRole('combobox', { name: 'Mobile phone country' }),
  };
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, region } = parts(canvasElement);
    // A tel input that phones and password managers understand.
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAttribute('placeholder', '(201) 555-0123');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The US is the default region.
    await expect(region).toHaveValue('us');
    await expect(region).toHaveDisplayValue('US +1');

    await userEvent.type(input, '4155550101');
    await expect(input).toHaveValue('(415) 555-0101');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(415) 555-0101');
  },
};

export const WithValue: Story = {
  args: { defaultValue: '(415) 555-0101' },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).input).toHaveValue('(415) 555-0101');
  },
};

export const Australian: Story = {
  args: { defaultRegion: 'au', defaultValue: '0412 345 678' },
  play: async ({ canvasElement }) => {
    const { input, region } = parts(canvasElement);
    await expect(region).toHaveDisplayValue('AU +61');
    await expect(input).toHaveValue('0412 345 678');
  },
};

export const OptionalWithHint: Story = {
  args: { isOptional: true, hint: 'We text sign-in codes here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The 'Optional' marker sits inside the label, so it is part of the name.
    const input = canvas.getByRole('textbox', { name: 'Mobile phone Optional' });
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We text sign-in codes here.');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '(415) 555', error: 'Mobile phone is invalid' },
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mobile phone is invalid');
    await expect(input).toHaveAccessibleDescription('Mobile phone is invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '(415) 555-0101' },
  play: async ({ canvasElement }) => {
    const { input, region } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(region).toBeDisabled();
  },
};

export const FormatsUSNumbersAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '41');
    await expect(input).toHaveValue('41');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('(415)');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('(415) 5');
    await userEvent.type(input, '550');
    await expect(input).toHaveValue('(415) 555-0');
    await userEvent.type(input, '101');
    await expect(input).toHaveValue('(415) 555-0101');
    // One digit too many: the formatting goes, so the mistake shows.
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('41555501011');
  },
};

export const BackspaceRemovesFormattingCharacters: Story = {
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, '415');
    await expect(input).toHaveValue('(415)');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(415');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(41');
    // Leaving the field tidies up what was kept as typed.
    await userEvent.type(input, '5 5550101');
    await userEvent.tab();
    await expect(input).toHaveValue('(415) 555-0101');
  },
};

export const LeavesAustralianNumbersAsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, region } = parts(canvasElement);
    await userEvent.selectOptions(region, 'AU +61');
    await expect(args.onRegionChange).toHaveBeenCalledWith('au');
    await expect(input).toHaveAttribute('placeholder', '0412 345 678');
    await userEvent.type(input, '0412345678');
    await expect(input).toHaveValue('0412345678');
    await userEvent.tab();
    await expect(input).toHaveValue('0412345678');
    await userEvent.clear(input);
    await userEvent.type(input, '0412 345-678');
    await expect(input).toHaveValue('0412 345-678');
  },
};

export const ChoosingTheUSFormatsTheNumber: Story = {
  args: { defaultRegion: 'au' },
  play: async ({ canvasElement, args }) => {
    const { input, region } = parts(canvasElement);
    await userEvent.type(input, '4155550101');
    await expect(input).toHaveValue('4155550101');
    await userEvent.selectOptions(region, 'US +1');
    await expect(args.onRegionChange).toHaveBeenCalledWith('us');
    await expect(input).toHaveValue('(415) 555-0101');
  },
};

/** A form as the app builds one: it checks the number on leaving the field and passes the error. */
function ValidatingForm() {
  const [value, setValue] = useState('');
  const [region, setRegion] = useState<PhoneRegion>('us');
  const [isTouched, setIsTouched] = useState(false);
  const error =
    isTouched && !isPossibleMobile(value, region) ? 'Mobile phone is invalid' : undefined;
  return (
    <PhoneInput
      label="Mobile phone"
      value={value}
      onValueChange={setValue}
      region={region}
      onRegionChange={setRegion}
      onBlur={() => setIsTouched(true)}
      error={error}
    />
  );
}

export const ShowsTheFormsErrorForAnImpossibleNumber: Story = {
  render: () => <ValidatingForm />,
  play: async ({ canvasElement }) => {
    const { canvas, input, region } = parts(canvasElement);
    // Nine digits are too few for a US number.
    await userEvent.type(input, '415555010');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mobile phone is invalid');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Ten digits are possible: the error goes as soon as the number is.
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('(415) 555-0101');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');

    // In Australia the same rule reads the number in Australia's plan.
    await userEvent.selectOptions(region, 'AU +61');
    await userEvent.clear(input);
    await userEvent.type(input, '0412');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mobile phone is invalid');
    await userEvent.type(input, ' 345 678');
    await expect(input).toHaveValue('0412 345 678');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
