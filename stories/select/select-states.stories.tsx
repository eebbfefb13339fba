import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../design-system/select/select';
import { LOADING_PLACEHOLDER } from '../../design-system/select/select-model';
import { body, crew, listbox, optionNames, roles, selectMeta, trigger } from './select-fixtures';

/** Choosing with the pointer; the list loading, long and short; the field's states. */
const meta = {
  title: 'Design System/Select/States',
  component: Select,
  ...selectMeta(),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

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
