import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressAutocomplete } from '../design-system/address-autocomplete/address-autocomplete';
import type { Place } from '../design-system/address-autocomplete/address-model';
import {
  failingProvider,
  heldProvider,
  manyPlacesProvider,
  onePlaceProvider,
  spiedBundledProvider,
} from './fakes/fake-place-providers';

const meta = {
  title: 'Design System/AddressAutocomplete',
  component: AddressAutocomplete,
  args: { label: 'Site address', onValueChange: fn() },
  argTypes: { provider: { control: false } },
  // Room under the input for the list.
  decorators: [(Story) => <div className="max-w-md pb-96">{Story()}</div>],
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parts(canvasElement: HTMLElement, label = 'Site address') {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('combobox', { name: label }),
    options: () => canvas.queryAllByRole('option'),
    status: () => canvas.getByRole('status'),
  };
}

/** The options shown are exactly these, by accessible name, in order. */
async function expectOptions(canvasElement: HTMLElement, names: string[]) {
  const options = within(canvasElement).queryAllByRole('option');
  await expect(options).toHaveLength(names.length);
  for (const [index, name] of names.entries()) {
    await expect(options[index]).toHaveAccessibleName(name);
  }
}

/** The option that aria-activedescendant points at (the highlighted one). */
function activeOption(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

const greatOceanRoad: Place = {
  place_id: 'stub-great-ocean-road',
  latitude: -38.6805,
  longitude: 143.3915,
  formatted_place_name: 'Great Ocean Road, VIC, Australia',
  street: 'Great Ocean Road',
  state: 'VIC',
  country: 'au',
};

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

const timed = spiedBundledProvider();

export const QueriesTwoHundredFiftyMsAfterTheLastKeystroke: Story = {
  args: { provider: timed.provider },
  play: async ({ canvasElement }) => {
    const { input, options } = parts(canvasElement);
    let lastInputAt = 0;
    input.addEventListener('input', () => {
      lastInputAt = performance.now();
    });
    await userEvent.type(input, 'rich');
    // At about 150 ms after the last keystroke nothing has been asked for or shown. (Checked only
    // when this machine really is still inside the 250 ms; the timing assertion below always runs.)
    await sleep(Math.max(0, 150 - (performance.now() - lastInputAt)));
    if (performance.now() - lastInputAt < 240) {
      await expect(timed.provider.search).not.toHaveBeenCalled();
      await expect(options()).toHaveLength(0);
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    }
    await waitFor(() => expect(options()).toHaveLength(3));
    // One query, with the whole text, 250 ms or more after the last keystroke; au and geocode.
    await expect(timed.provider.search).toHaveBeenCalledTimes(1);
    await expect(timed.provider.search).toHaveBeenCalledWith(
      'rich',
      expect.objectContaining({ country: 'au', types: 'geocode' }),
    );
    const signal = timed.provider.search.mock.calls[0]?.[1].signal;
    await expect(signal instanceof AbortSignal).toBe(true);
    await expect((timed.searchTimes[0] ?? 0) - lastInputAt).toBeGreaterThanOrEqual(249);
    await expect(options()[0]).toHaveAccessibleName('Richmond NSW 2753, Australia');

    // Spec: at least 1 character. An empty box (or only spaces) asks nothing and shows nothing.
    await userEvent.clear(input);
    await userEvent.type(input, '  ');
    await sleep(400);
    await expect(timed.provider.search).toHaveBeenCalledTimes(1);
    await expect(options()).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, 'M');
    await waitFor(() => expect(timed.provider.search).toHaveBeenCalledTimes(2));
    await expect(timed.provider.search).toHaveBeenLastCalledWith('M', expect.anything());
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
  },
};

const fifteen = manyPlacesProvider(15);

export const ShowsAtMostTenSuggestions: Story = {
  args: { provider: fifteen },
  play: async ({ canvasElement }) => {
    const { input, options } = parts(canvasElement);
    await userEvent.type(input, 'station');
    // The provider answers with 15; the spec shows at most 10.
    await waitFor(() => expect(options()).toHaveLength(10));
    await expect(options()[0]).toHaveAccessibleName('1 Station Street Fitzroy VIC 3065, Australia');
    await expect(options()[9]).toHaveAccessibleName(
      '10 Station Street Fitzroy VIC 3065, Australia',
    );
    await expect(parts(canvasElement).status()).toHaveTextContent('10 results found');
  },
};

export const ChoosesWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input, options } = parts(canvasElement);
    await userEvent.type(input, 'rich');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('Richmond NSW 2753, Australia');
    await expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    // Arrows wrap at both ends.
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(input)).toHaveAccessibleName(
      '250 Bridge Road Richmond VIC 3121, Australia',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('Richmond VIC 3121, Australia');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(
        expect.objectContaining({
          place_id: 'au-vic-richmond-3121',
          city: 'Richmond',
          state: 'VIC',
          postcode: '3121',
          latitude: -37.823,
          longitude: 144.998,
          formatted_place_name: 'Richmond VIC 3121, Australia',
        }),
      ),
    );
    await expect(input).toHaveValue('Richmond VIC 3121, Australia');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    // Escape closes the list and keeps the text.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, 'fitz');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await expect(options()).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('fitz');
    // ArrowDown opens it again on the first suggestion.
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveAccessibleName('Fitzroy VIC 3065, Australia');
  },
};

export const HidesAfterBlurWhileAClickStillLands: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, options, canvas } = parts(canvasElement);
    await userEvent.type(input, 'melb');
    await waitFor(() => expect(options()).toHaveLength(4));
    // The press on the option takes focus from the input; the list waits 100 ms, so the click lands.
    await userEvent.click(
      canvas.getByRole('option', { name: 'Melbourne Airport VIC 3045, Australia' }),
    );
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(
        expect.objectContaining({ place_id: 'au-vic-melbourne-airport-3045', state: 'VIC' }),
      ),
    );
    await expect(input).toHaveValue('Melbourne Airport VIC 3045, Australia');
    await expect(input).toHaveFocus();
    await expect(options()).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'subiaco');
    await waitFor(() => expect(options()).toHaveLength(1));
    let blurredAt = 0;
    input.addEventListener('blur', () => {
      blurredAt = performance.now();
    });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    // Still there just after the blur (when this check runs inside the 100 ms)…
    if (performance.now() - blurredAt < 80) await expect(options()).toHaveLength(1);
    // …and hidden once the 100 ms have passed.
    await waitFor(() => expect(options()).toHaveLength(0));
    await expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(100);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

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

const australia = spiedBundledProvider();

export const SearchesAustraliaByDefault: Story = {
  args: { provider: australia.provider },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.type(input, 'portland');
    await waitFor(() => expectOptions(canvasElement, ['Portland VIC 3305, Australia']));
    await expect(australia.provider.search).toHaveBeenCalledWith(
      'portland',
      expect.objectContaining({ country: 'au', types: 'geocode' }),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(
        expect.objectContaining({ city: 'Portland', state: 'VIC', country: 'au' }),
      ),
    );
    // The geocode type leaves out venues such as the Sydney Opera House.
    await userEvent.clear(input);
    await userEvent.type(input, 'opera');
    await waitFor(() =>
      expect(parts(canvasElement).status()).toHaveTextContent('No results found'),
    );
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

const unitedStates = spiedBundledProvider();

export const SearchesTheUnitedStatesWhenAsked: Story = {
  args: { provider: unitedStates.provider, country: 'us' },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = parts(canvasElement);
    await userEvent.type(input, 'portland');
    await waitFor(() =>
      expectOptions(canvasElement, ['Portland ME 04101, USA', 'Portland OR 97204, USA']),
    );
    await expect(unitedStates.provider.search).toHaveBeenCalledWith(
      'portland',
      expect.objectContaining({ country: 'us', types: 'geocode' }),
    );
    await userEvent.click(canvas.getByRole('option', { name: 'Portland OR 97204, USA' }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(
        expect.objectContaining({
          city: 'Portland',
          state: 'OR',
          country: 'us',
          formatted_place_name: 'Portland, OR 97204, USA',
        }),
      ),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const held = heldProvider();

export const ShowsLoadingWhileSearching: Story = {
  args: { provider: held.provider },
  play: async ({ canvasElement }) => {
    const { input, options, status } = parts(canvasElement);
    await userEvent.type(input, 'bondi');
    await waitFor(() => expect(status()).toHaveTextContent('Loading'));
    await expect(status()).toBeVisible();
    await expect(options()).toHaveLength(0);
    held.release();
    await waitFor(() => expect(options()).toHaveLength(1));
    await expect(status()).toHaveTextContent('1 result found');
    await expect(status()).not.toHaveTextContent('Loading');
    // While the next query loads, the last answer stays on screen with 'Loading' under it.
    await userEvent.type(input, ' beach');
    await waitFor(() => expect(status()).toHaveTextContent('Loading'));
    await expect(status()).toBeVisible();
    await expect(options()).toHaveLength(1);
    await expect(held.provider.search).toHaveBeenLastCalledWith('bondi beach', expect.anything());
  },
};

export const ShowsNoResultsFound: Story = {
  play: async ({ canvasElement }) => {
    const { input, options, status } = parts(canvasElement);
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(status()).toHaveTextContent('No results found'));
    await expect(status()).toBeVisible();
    await expect(options()).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

const failing = failingProvider();

export const SaysSoWhenTheSearchFails: Story = {
  args: { provider: failing },
  play: async ({ canvasElement }) => {
    const { input, status } = parts(canvasElement);
    await userEvent.type(input, 'perth');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Addresses could not be loaded. Try again.'),
    );
    await expect(status()).toBeVisible();
  },
};

export const OpensAboveNearTheBottomOfTheScreen: Story = {
  // The field sits near the bottom of the screen, with a screen's height of page below to scroll.
  decorators: [
    (Story) => <div className="max-w-md pt-[calc(100vh-10rem)] pb-[100vh]">{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    const { canvas, input, options } = parts(canvasElement);
    window.scrollTo(0, 0);
    await userEvent.type(input, 'rich');
    await waitFor(() => expect(options()).toHaveLength(3));
    const listbox = canvas.getByRole('listbox');
    await waitFor(() =>
      expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        input.getBoundingClientRect().top,
      ),
    );
    // Scrolled up the screen, the list moves below the input at the next check (every 500 ms).
    window.scrollBy(0, window.innerHeight / 2);
    await waitFor(
      () =>
        expect(listbox.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          input.getBoundingClientRect().bottom,
        ),
      { timeout: 2000 },
    );
    window.scrollTo(0, 0);
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
