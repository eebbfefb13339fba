import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../design-system/select/select';
import {
  activeOption,
  body,
  listbox,
  optionNames,
  roles,
  selectMeta,
  trigger,
} from './select-fixtures';

/** Arrow keys, Home and End, typeahead, and the search box of a searchable list. */
const meta = {
  title: 'Design System/Select/Keyboard and search',
  component: Select,
  ...selectMeta(),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardMovesAndChooses: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(button)).toHaveAccessibleName('Manager');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(button)).toHaveAccessibleName('Mechanic');
    await userEvent.keyboard('{End}');
    await expect(activeOption(button)).toHaveAccessibleName('Supervisor');
    // The list does not wrap.
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(button)).toHaveAccessibleName('Supervisor');
    await userEvent.keyboard('{Home}');
    await expect(activeOption(button)).toHaveAccessibleName('Manager');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('operator', roles[2]);
    await expect(button).toHaveTextContent('Operator');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    // Space opens on the chosen option, and chooses.
    await userEvent.keyboard(' ');
    await expect(activeOption(button)).toHaveAccessibleName('Operator');
    await expect(body.getByRole('option', { name: 'Operator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mechanic', roles[1]);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Escape closes without a change.
    await userEvent.keyboard('{Enter}{ArrowDown}{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(button).toHaveFocus();
  },
};

export const TypeaheadJumpsToTypedLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    button.focus();
    // A letter opens the list on the first label starting with it.
    await userEvent.keyboard('p');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(button)).toHaveAccessibleName('Painter');
    // The same letter again steps to the next label starting with it.
    await userEvent.keyboard('p');
    await expect(activeOption(button)).toHaveAccessibleName('Plumber');
    // After a pause, typed letters make a new word.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('me');
    await expect(activeOption(button)).toHaveAccessibleName('Mechanic');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('su');
    await expect(activeOption(button)).toHaveAccessibleName('Supervisor');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('supervisor', roles[5]);
  },
};

export const SearchSaysNoResultsFound: Story = {
  args: { isSearchable: true },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    button.focus();
    // A letter typed on the trigger opens the list and starts the search with it.
    await userEvent.keyboard('p');
    const search = body.getByRole('combobox', { name: 'Search Role' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveValue('p');
    await userEvent.keyboard('l');
    await expect(optionNames()).toEqual(['Plumber']);
    await userEvent.keyboard('zz');
    await expect(within(listbox()).queryAllByRole('option')).toHaveLength(0);
    await expect(body.getByRole('status')).toHaveTextContent('No results found');
    await userEvent.clear(search);
    await expect(optionNames()).toHaveLength(6);
    await expect(body.getByRole('status')).toHaveTextContent('');
    // Arrow keys and Enter work from the search box.
    await userEvent.type(search, 'er');
    await expect(optionNames()).toEqual([
      'Manager',
      'Operator',
      'Painter',
      'Plumber',
      'Supervisor',
    ]);
    await expect(activeOption(search)).toHaveAccessibleName('Manager');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('plumber', roles[4]);
    await expect(button).toHaveTextContent('Plumber');
    await expect(button).toHaveFocus();
  },
};
