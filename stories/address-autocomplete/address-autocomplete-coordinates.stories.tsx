import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';
import { spiedBundledProvider } from '../fakes/fake-place-providers';
import { activeOption, addressMeta, parts } from './address-autocomplete-fixtures';

/** A typed latitude and longitude pair, taken as a place only where the field accepts one. */
const meta = {
  title: 'Design System/AddressAutocomplete/Coordinates',
  component: AddressAutocomplete,
  ...addressMeta(),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const coordinates = spiedBundledProvider();

export const AcceptsACoordinatePair: Story = {
  args: { acceptsCoordinates: true, provider: coordinates.provider },
  play: async ({ canvasElement, args }) => {
    const { canvas, input, options } = parts(canvasElement);
    await userEvent.type(input, '-33.8688, 151.2093');
    await waitFor(() => expect(options()).toHaveLength(1));
    // The typed pair is the one suggestion, highlighted, so Enter takes it.
    await expect(activeOption(input)).toHaveAccessibleName('Use coordinates -33.8688, 151.2093');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({
      place_id: 'coordinates:-33.8688,151.2093',
      latitude: -33.8688,
      longitude: 151.2093,
      formatted_place_name: '-33.8688, 151.2093',
      country: 'au',
    });
    await expect(input).toHaveValue('-33.8688, 151.2093');
    // A point needs no suburb or state, and the address provider is not asked about it.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(coordinates.provider.search).not.toHaveBeenCalled();

    // The ends of the ranges are valid: latitude -90 to 90, longitude -180 to 180.
    await userEvent.clear(input);
    await userEvent.type(input, '90, -180');
    await waitFor(() =>
      expect(canvas.getByRole('option', { name: 'Use coordinates 90, -180' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('option', { name: 'Use coordinates 90, -180' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ latitude: 90, longitude: -180 }),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '-90, 180');
    await waitFor(() =>
      expect(canvas.getByRole('option', { name: 'Use coordinates -90, 180' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RejectsCoordinatesOutOfRange: Story = {
  args: { acceptsCoordinates: true },
  play: async ({ canvasElement, args }) => {
    const { canvas, input, options } = parts(canvasElement);
    await userEvent.type(input, '-90.0001, 151.2093');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Latitude must be between -90 and 90'),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Latitude must be between -90 and 90');
    await expect(options()).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '-33.8688, 180.0001');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Longitude must be between -180 and 180'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '91, -181');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Latitude must be between -90 and 90 Longitude must be between -180 and 180',
      ),
    );
    // Back in range, the error goes.
    await userEvent.clear(input);
    await userEvent.type(input, '-37.8136, 144.9631');
    await waitFor(() => expect(options()).toHaveLength(1));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const TreatsACoordinatePairAsAnAddressUnlessAccepted: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, options } = parts(canvasElement);
    await userEvent.type(input, '-33.8688, 151.2093');
    await waitFor(() =>
      expect(parts(canvasElement).status()).toHaveTextContent('No results found'),
    );
    await expect(parts(canvasElement).status()).toBeVisible();
    await expect(options()).toHaveLength(0);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
