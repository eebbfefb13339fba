import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListboxDemo } from './listbox-demo';

/**
 * The listbox primitive the selects, the time picker and the address autocomplete are built on,
 * driven from a small text combobox: the keys stay in the text box (aria-activedescendant), the
 * highlight is the shared bar, and a move by key scrolls the option into view.
 */
const meta = {
  title: 'Design System/Listbox',
  component: ListboxDemo,
  args: { onPick: fn() },
  // Room under the input for the 150 px list.
  decorators: [(Story) => <div className="pb-56">{Story()}</div>],
} satisfies Meta<typeof ListboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('combobox', { name: 'Crew' });
  return {
    canvas,
    input,
    list: () => canvas.getByRole('listbox', { name: 'Crew' }),
    active: () => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id) : null;
    },
  };
}

/** Whether an option lies wholly inside the list's scrolled window. */
function isInsideList(option: HTMLElement, list: HTMLElement) {
  const box = option.getBoundingClientRect();
  const frame = list.getBoundingClientRect();
  return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = parts(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-controls', 'crew-listbox');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const KeysScrollTheHighlightIntoView: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, list, active } = parts(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Crew 1');
    // The shared highlight: a bar on the leading edge, not only a tint (WCAG 1.4.11).
    await expect(getComputedStyle(active()!).boxShadow).toMatch(/inset/);
    // Up from the first wraps to the last, which scrolls into view.
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveAccessibleName('Crew 20');
    await expect(list().scrollTop).toBeGreaterThan(0);
    await expect(isInsideList(active()!, list())).toBe(true);
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(active()).toHaveAccessibleName('Crew 11');
    await expect(isInsideList(active()!, list())).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('Crew 11');
    await expect(input).toHaveValue('Crew 11');
    // Reopened, the list starts on the chosen crew.
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Crew 11');
    await expect(isInsideList(active()!, list())).toBe(true);
  },
};

export const PointerHighlightsWithoutScrolling: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input, list, active } = parts(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.hover(canvas.getByRole('option', { name: 'Crew 3' }));
    await expect(active()).toHaveAccessibleName('Crew 3');
    // Crew 5 straddles the list's lower edge: the pointer moving onto it must not pull the list.
    // (A plain event: the test driver's hover would first scroll it into view itself.)
    const option = canvas.getByRole('option', { name: 'Crew 5' });
    await expect(isInsideList(option, list())).toBe(false);
    option.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    // A pointer move is not a discrete event: React renders it a moment later.
    await waitFor(() => expect(active()).toBe(option));
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(list().scrollTop).toBe(0);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};
