import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MultiSelect } from '../../design-system/select/multi-select';
import { LOADING_PLACEHOLDER } from '../../design-system/select/select-model';
import { body, crew, listbox, roomForTheList, trigger } from './select-fixtures';

/** The multi-select: choices toggle and the list stays open, up to a maximum, summed up above 30. */
const meta = {
  title: 'Design System/Select/Multi-select',
  component: MultiSelect,
  args: { label: 'Team', options: crew, onValueChange: fn() },
  decorators: [roomForTheList],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TogglesAndStaysOpen: Story = {
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

export const RefusesAChoiceOverTheMaximum: Story = {
  args: { maxCount: 2 },
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

export const IgnoresPlaceholderAndKeylessItems: Story = {
  args: {
    options: [LOADING_PLACEHOLDER, { value: '', label: 'Unassigned' }, ...crew.slice(0, 3)],
  },
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

export const SummarisesAbove30: Story = {
  args: { defaultValue: crew.slice(0, 30).map((member) => member.value) },
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
