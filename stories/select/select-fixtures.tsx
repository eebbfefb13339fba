/**
 * What the select's story files share: roles and a 50-strong crew to choose from, room for the
 * list, the meta's args, and the queries the play functions read the trigger and its portalled
 * list with.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import type { Select } from '../../design-system/select/select';
import type { SelectOption } from '../../design-system/select/select-model';

export const roles: SelectOption[] = [
  'Manager',
  'Mechanic',
  'Operator',
  'Painter',
  'Plumber',
  'Supervisor',
].map((label) => ({ value: label.toLowerCase(), label }));

const firstNames = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo'];
const lastNames = ['Brooks', 'Cruz', 'Diaz', 'Evans', 'Ford'];
/** 50 crew members, for long lists and the count summary. */
export const crew: SelectOption[] = lastNames.flatMap((last) =>
  firstNames.map((first) => ({
    value: `${first}-${last}`.toLowerCase(),
    label: `${first} ${last}`,
  })),
);

/** Room under the trigger for the list. */
export const roomForTheList: Decorator = (Story) => <div className="max-w-sm pb-64">{Story()}</div>;

/**
 * The meta the single select's story files share but their title and component (which each file
 * names itself): made afresh for each file, so that each gets its own `fn()` spy.
 */
export const selectMeta = () =>
  ({
    args: { label: 'Role', options: roles, onValueChange: fn() },
    decorators: [roomForTheList],
  }) satisfies Meta<typeof Select>;

export const body = within(document.body);

/** The trigger (a combobox named by the field's label). */
export function trigger(canvasElement: HTMLElement, name: string | RegExp = 'Role') {
  return within(canvasElement).getByRole('combobox', { name });
}

/** The open list, portalled to the page's end. */
export const listbox = (name = 'Role') => body.getByRole('listbox', { name });
export const optionNames = (name = 'Role') =>
  within(listbox(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The option that aria-activedescendant points at (the highlighted one). */
export function activeOption(control: HTMLElement) {
  const id = control.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}
