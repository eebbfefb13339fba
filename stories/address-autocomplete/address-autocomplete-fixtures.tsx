/**
 * What the address autocomplete's story files share: the meta's args and room for the list, and
 * ways to read the list.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { AddressAutocomplete } from '../../design-system/address-autocomplete/address-autocomplete';

/** Room under the input for the list. */
const roomForTheList: Decorator = (Story) => <div className="max-w-md pb-96">{Story()}</div>;

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spy.
 */
export const addressMeta = () =>
  ({
    args: { label: 'Site address', onValueChange: fn() },
    argTypes: { provider: { control: false } },
    decorators: [roomForTheList],
  }) satisfies Meta<typeof AddressAutocomplete>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function parts(canvasElement: HTMLElement, label = 'Site address') {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('combobox', { name: label }),
    options: () => canvas.queryAllByRole('option'),
    status: () => canvas.getByRole('status'),
  };
}

/** The options shown are exactly these, by accessible name, in order. */
export async function expectOptions(canvasElement: HTMLElement, names: string[]) {
  const options = within(canvasElement).queryAllByRole('option');
  await expect(options).toHaveLength(names.length);
  for (const [index, name] of names.entries()) {
    await expect(options[index]).toHaveAccessibleName(name);
  }
}

/** The option that aria-activedescendant points at (the highlighted one). */
export function activeOption(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}
