import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from '../design-system/select/multi-select';
import { Select } from '../design-system/select/select';
import { LOADING_PLACEHOLDER, type SelectOption } from '../design-system/select/select-model';

const roles: SelectOption[] = [
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
const crew: SelectOption[] = lastNames.flatMap((last) =>
  firstNames.map((first) => ({
    value: `${first}-${last}`.toLowerCase(),
    label: `${first} ${last}`,
  })),
);

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { label: 'Role', options: roles, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm pb-64">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The trigger (a combobox named by the field's label). */
function trigger(canvasElement: HTMLElement, name: string | RegExp = 'Role') {
  return within(canvasElement).getByRole('combobox', { name });
}

/** The open list, portalled to the page's end. */
const listbox = (name = 'Role') => body.getByRole('listbox', { name });
const optionNames = (name = 'Role') =>
  within(listbox(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The option that aria-activedescendant points at (the highlighted one). */
function activeOption(control: HTMLElement) {
  const id = control.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

/** The multi-select's handler, typed as MultiSelect expects (args belong to the Select meta). */
const asMultiHandler = (handler: unknown) => handler as MultiSelectProps['onValueChange'];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    // The custom widget on a desktop screen, not the native fallback.
    await expect(button.tagName).toBe('BUTTON');
    await expect(button).toHaveTextContent('Select…');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(optionNames()).toEqual(roles.map((role) => role.label));
    await userEvent.click(body.getByRole('option', { name: 'Mechanic' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('mechanic', roles[1]);
    await expect(button).toHaveTextContent('Mechanic');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

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

export const LoadingSaysLoading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(listbox()).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('status')).toHaveTextContent('Loading');
    await expect(body.queryByText('No results found')).not.toBeInTheDocument();
  },
};

export const IgnoresAChangeToThePlaceholder: Story = {
  args: { options: [LOADING_PLACEHOLDER, ...roles] },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const placeholder = body.getByRole('option', { name: 'loading ...' });
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(placeholder);
    // By keyboard too: it is the first option.
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveTextContent('Select…');
  },
};

export const ListPopupIsAtMost200PxHigh: Story = {
  args: { label: 'Crew member', options: crew },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, 'Crew member'));
    const list = listbox('Crew member');
    await expect(within(list).getAllByRole('option')).toHaveLength(50);
    // offsetHeight: the layout height, unaffected by the opening animation's scale.
    await expect(list.offsetHeight).toBe(200);
    await expect(list.scrollHeight).toBeGreaterThan(200);
  },
};

export const ShowsADeactivatedSuffix: Story = {
  args: {
    label: 'Employee',
    options: [
      { value: 'ava', label: 'Ava Brooks' },
      { value: 'ben', label: 'Ben Cruz', description: '(Deactivated)' },
    ],
    defaultValue: 'ben',
  },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, 'Employee');
    await expect(button).toHaveTextContent('Ben Cruz (Deactivated)');
    await userEvent.click(button);
    // A short list is as high as its options, under the 200 px cap.
    await expect(listbox('Employee').offsetHeight).toBeLessThan(200);
    await expect(body.getByRole('option', { name: 'Ben Cruz (Deactivated)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

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

export const ClearableEmptiesTheChoice: Story = {
  args: { isClearable: true, defaultValue: 'painter' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('Painter');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Role' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null, null);
    await expect(button).toHaveTextContent('Select…');
    await expect(button).toHaveFocus();
  },
};

/** The caller owns the value, as a form would. */
function ControlledSelect({ onValueChange }: { onValueChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('operator');
  return (
    <div className="flex flex-col gap-2">
      <Select
        label="Role"
        options={roles}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">Saved: {value ?? 'none'}</p>
    </div>
  );
}

export const WithValue: Story = {
  render: (args) => <ControlledSelect onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('Operator');
    await userEvent.click(button);
    await userEvent.click(body.getByRole('option', { name: 'Manager' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('manager');
    await expect(within(canvasElement).getByText('Saved: manager')).toBeVisible();
  },
};

export const OptionalWithHint: Story = {
  args: { isOptional: true, hint: 'Sets what they can do on site.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    // The 'Optional' marker sits in the label, so it is part of the name.
    await expect(trigger(canvasElement, 'Role Optional')).toHaveAccessibleDescription(
      'Sets what they can do on site.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription('This field is required');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'manager' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Manager');
  },
};

const team = (args: { onValueChange?: unknown }, props: Partial<MultiSelectProps> = {}) => (
  <MultiSelect
    label="Team"
    options={crew}
    onValueChange={asMultiHandler(args.onValueChange)}
    {...props}
  />
);

export const MultiSelectTogglesAndStaysOpen: Story = {
  render: (args) => team(args),
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement, 'Team');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(listbox('Team')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ava-brooks'], [crew[0]]);
    // The list stays open for more.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      ['ava-brooks', 'ben-brooks'],
      [crew[0], crew[1]],
    );
    await expect(body.getByRole('option', { name: 'Ben Brooks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(body.getByRole('option', { name: 'Ava Brooks' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ben-brooks'], [crew[1]]);
    await expect(button).toHaveTextContent('Ben Brooks');
    await expect(button).not.toHaveTextContent('Ava Brooks');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MultiSelectRefusesAChoiceOverTheMaximum: Story = {
  render: (args) => team(args, { maxCount: 2 }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement, 'Team'));
    await userEvent.click(body.getByRole('option', { name: 'Ava Brooks' }));
    await userEvent.click(body.getByRole('option', { name: 'Ben Brooks' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    // The third (max + 1) choice is refused, and the rest of the list says so.
    const third = body.getByRole('option', { name: 'Cleo Brooks' });
    await expect(third).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(third);
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(third).toHaveAttribute('aria-selected', 'false');
    // Letting one go makes room again.
    await userEvent.click(body.getByRole('option', { name: 'Ava Brooks' }));
    await userEvent.click(third);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      ['ben-brooks', 'cleo-brooks'],
      [crew[1], crew[2]],
    );
  },
};

export const MultiSelectIgnoresPlaceholderAndKeylessItems: Story = {
  render: (args) =>
    team(args, {
      options: [LOADING_PLACEHOLDER, { value: '', label: 'Unassigned' }, ...crew.slice(0, 3)],
    }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement, 'Team'));
    await userEvent.click(body.getByRole('option', { name: 'loading ...' }));
    await userEvent.click(body.getByRole('option', { name: 'Unassigned' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(body.getByRole('option', { name: 'Unassigned' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.click(body.getByRole('option', { name: 'Ava Brooks' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(['ava-brooks'], [crew[0]]);
  },
};

export const MultiSelectSummarisesAbove30: Story = {
  render: (args) => team(args, { defaultValue: crew.slice(0, 30).map((member) => member.value) }),
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement, 'Team');
    // 30 chosen: listed one by one.
    await expect(button).toHaveTextContent('Ava Brooks');
    await expect(button).toHaveTextContent('Jo Diaz');
    await expect(button).not.toHaveTextContent('selected');
    await userEvent.click(button);
    await userEvent.click(body.getByRole('option', { name: 'Ava Evans' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // 31 chosen: a count instead.
    await expect(button).toHaveTextContent(/^31 selected$/);
    await userEvent.click(body.getByRole('option', { name: 'Ava Evans' }));
    await expect(button).toHaveTextContent('Jo Diaz');
    await expect(button).not.toHaveTextContent('selected');
    await userEvent.keyboard('{Escape}');
  },
};
