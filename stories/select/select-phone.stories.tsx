import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../../design-system/select/select';
import { LOADING_PLACEHOLDER } from '../../design-system/select/select-model';
import { roles, selectMeta, trigger } from './select-fixtures';

/** The native select that stands in for the list on a phone, or whenever asked. */
const meta = {
  title: 'Design System/Select/Native on phones',
  component: Select,
  ...selectMeta(),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileFallbackShowsNone: Story = {
  args: { mobileFallback: 'always', options: [LOADING_PLACEHOLDER, ...roles] },
  play: async ({ canvasElement, args }) => {
    const select = trigger(canvasElement);
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveDisplayValue('None');
    // 'None' first, then the roles; never the 'loading ...' placeholder.
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', ...roles.map((role) => role.label)]);
    await userEvent.selectOptions(select, 'Painter');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('painter', roles[3]);
    await userEvent.selectOptions(select, 'None');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
  },
};

export const PhoneGetsTheNativeSelect: Story = {
  // Automatic: a 375 px screen is below the 640 px phone width (PHONE_QUERY).
  globals: { viewport: { value: 'phone' } },
  args: { defaultValue: 'plumber' },
  play: async ({ canvasElement }) => {
    const select = trigger(canvasElement);
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveDisplayValue('Plumber');
    await expect(within(select).getByRole('option', { name: 'None' })).toHaveValue('');
  },
};

/** A field's own placeholder names its empty choice on a phone too, never 'None'. */
export const PhoneEmptyChoiceReadsThePlaceholder: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { placeholder: 'Any role' },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(375);
    const select = trigger(canvasElement);
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveDisplayValue('Any role');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any role', ...roles.map((role) => role.label)]);
    await userEvent.selectOptions(select, 'Plumber');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('plumber', roles[4]);
    await userEvent.selectOptions(select, 'Any role');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await expect(select).toHaveDisplayValue('Any role');
  },
};
