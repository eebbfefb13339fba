import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';
import {
  failingProvider,
  heldProvider,
  manyPlacesProvider,
  spiedBundledProvider,
} from '../fakes/fake-place-providers';
import { addressMeta, expectOptions, parts, sleep } from './address-autocomplete-fixtures';

/** When the provider is asked, for which country, and what the list says while and after it answers. */
const meta = {
  title: 'Design System/AddressAutocomplete/Searching',
  component: AddressAutocomplete,
  ...addressMeta(),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

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
