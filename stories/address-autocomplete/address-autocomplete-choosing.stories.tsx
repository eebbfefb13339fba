import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';
import { activeOption, addressMeta, parts } from './address-autocomplete-fixtures';

/** Choosing a suggestion by keyboard or pointer, and where the list opens and closes. */
const meta = {
  title: 'Design System/AddressAutocomplete/Choosing',
  component: AddressAutocomplete,
  ...addressMeta(),
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // Closed for the screenshot: capturing a page taller than the screen makes the viewport taller
    // for a moment, so an open list could move at its next check and the picture would be chance.
    await userEvent.keyboard('{Escape}');
    await expect(options()).toHaveLength(0);
  },
};
