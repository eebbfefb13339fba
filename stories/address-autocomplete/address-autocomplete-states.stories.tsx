import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';
import type { Place } from '../../design-system/address-autocomplete/address-model';
import { addressMeta, expectOptions, parts } from './address-autocomplete-fixtures';

/** The field empty and typed into, holding a chosen place, invalid and disabled. */
const meta = {
  title: 'Design System/AddressAutocomplete/States',
  component: AddressAutocomplete,
  ...addressMeta(),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search for an address');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 'melb');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('listbox', { name: 'Site address' })).toBeVisible();
    await expectOptions(canvasElement, [
      'Melbourne VIC 3000, Australia',
      'Melbourne Airport VIC 3045, Australia',
      '120 Collins Street Melbourne VIC 3000, Australia',
      '35 Swanston Street Melbourne VIC 3000, Australia',
    ]);
    await expect(parts(canvasElement).status()).toHaveTextContent('4 results found');
    // Focus stays in the input; nothing is chosen until the user picks.
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

const sydney: Place = {
  place_id: 'au-nsw-sydney-2000',
  latitude: -33.8688,
  longitude: 151.2093,
  formatted_place_name: 'Sydney NSW 2000, Australia',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'au',
};

/** The caller owns the value, as a form would. */
function ControlledAddress({ onValueChange }: { onValueChange?: (place: Place | null) => void }) {
  const [value, setValue] = useState<Place | null>(sydney);
  return (
    <div className="flex flex-col gap-2">
      <AddressAutocomplete
        label="Site address"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">
        Saved:{' '}
        {value ? `${value.city} ${value.state} (${value.latitude}, ${value.longitude})` : 'none'}
      </p>
    </div>
  );
}

export const WithValue: Story = {
  render: (args) => <ControlledAddress onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const { canvas, input, options } = parts(canvasElement);
    await expect(input).toHaveValue('Sydney NSW 2000, Australia');
    await expect(canvas.getByText('Saved: Sydney NSW (-33.8688, 151.2093)')).toBeVisible();
    // Editing the text lets go of the chosen place.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('Saved: none')).toBeVisible();
    await userEvent.type(input, 'hobart');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByText('Saved: Hobart TAS (-42.8821, 147.3272)')).toBeVisible(),
    );
    await expect(input).toHaveValue('Hobart TAS 7000, Australia');
  },
};

export const Invalid: Story = {
  args: { error: 'Please choose the site address' },
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please choose the site address');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose the site address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: sydney },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Sydney NSW 2000, Australia');
  },
};
