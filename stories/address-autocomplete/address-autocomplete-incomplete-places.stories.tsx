import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';
import type { Place } from '../../design-system/address-autocomplete/address-model';
import { onePlaceProvider } from '../fakes/fake-place-providers';
import { addressMeta, parts } from './address-autocomplete-fixtures';

/** A chosen place without a suburb, city or state is flagged and not taken as the value. */
const meta = {
  title: 'Design System/AddressAutocomplete/Incomplete places',
  component: AddressAutocomplete,
  ...addressMeta(),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const greatOceanRoad: Place = {
  place_id: 'stub-great-ocean-road',
  latitude: -38.6805,
  longitude: 143.3915,
  formatted_place_name: 'Great Ocean Road, VIC, Australia',
  street: 'Great Ocean Road',
  state: 'VIC',
  country: 'au',
};

const noSuburb = onePlaceProvider(greatOceanRoad, {
  main_text: 'Great Ocean Road',
  secondary_text: 'VIC, Australia',
});

export const FlagsAMissingSuburb: Story = {
  args: { provider: noSuburb },
  play: async ({ canvasElement, args }) => {
    const { canvas, input, options } = parts(canvasElement);
    await userEvent.type(input, 'great ocean');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Please choose an address with a suburb'),
    );
    await expect(noSuburb.details).toHaveBeenCalledWith('stub-great-ocean-road');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please choose an address with a suburb');
    // The incomplete place is shown but not taken as the value.
    await expect(input).toHaveValue('Great Ocean Road, VIC, Australia');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Typing again clears the flag.
    await userEvent.type(input, ' ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const noState = onePlaceProvider(
  {
    place_id: 'stub-no-state',
    latitude: -33.8915,
    longitude: 151.2767,
    formatted_place_name: 'Bondi Beach 2026, Australia',
    city: 'Bondi Beach',
    postcode: '2026',
    country: 'au',
  },
  { main_text: 'Bondi Beach', secondary_text: '2026, Australia' },
);

export const FlagsAMissingState: Story = {
  args: { provider: noState },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.type(input, 'bondi');
    const option = await canvas.findByRole('option', { name: 'Bondi Beach 2026, Australia' });
    await userEvent.click(option);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Please choose an address with a state'),
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

const neither = onePlaceProvider(
  {
    place_id: 'stub-neither',
    latitude: 36.1,
    longitude: -112.1,
    formatted_place_name: 'Grand Canyon, USA',
    country: 'us',
  },
  { main_text: 'Grand Canyon', secondary_text: 'USA' },
);

export const FlagsAMissingCityAndStateInTheUnitedStates: Story = {
  args: { provider: neither, country: 'us' },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.type(input, 'grand');
    await userEvent.click(await canvas.findByRole('option', { name: 'Grand Canyon USA' }));
    // Outside Australia the suburb is called a city.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Please choose an address with a city and a state',
      ),
    );
    await expect(neither.search).toHaveBeenCalledWith(
      'grand',
      expect.objectContaining({ country: 'us' }),
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
