import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchInput } from '../design-system/search-input/search-input';

const meta = {
  title: 'Design System/SearchInput',
  component: SearchInput,
  args: {
    label: 'Search employees',
    placeholder: 'Name or email',
    onValueChange: fn(),
    onSearch: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('searchbox', { name: 'Search employees' }),
    clearButton: () => canvas.queryByRole('button', { name: 'Clear search' }),
  };
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, clearButton } = parts(canvasElement);
    // The clear button shows only when there is text.
    await expect(clearButton()).not.toBeInTheDocument();
    await userEvent.type(input, 'ana');
    await expect(input).toHaveValue('ana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ana');
    await expect(clearButton()).toBeVisible();
  },
};

export const SearchesOnce700MsAfterTheLastKeystroke: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, 'cr');
    await sleep(300);
    await userEvent.type(input, 'ew');
    // Spec: "Search inputs debounce 700 ms". At about 500 ms nothing has fired, though 800 ms
    // have passed since the first keystroke.
    await sleep(500);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('crew'), { timeout: 3000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    // Nothing more fires afterwards.
    await sleep(900);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const ClearButtonClearsAtOnceAndKeepsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, clearButton } = parts(canvasElement);
    await userEvent.type(input, 'ana');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ana'), { timeout: 3000 });
    await userEvent.click(clearButton()!);
    // No debounce for a clear: the change and the search fire at once.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(clearButton()).not.toBeInTheDocument();
  },
};

export const ClearingBeforeTheSearchCancelsIt: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, clearButton } = parts(canvasElement);
    await userEvent.type(input, 'ana');
    await userEvent.click(clearButton()!);
    await expect(input).toHaveValue('');
    // 'ana' was never searched, and the list already shows everyone: nothing to search for.
    await sleep(900);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EscapeClears: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, clearButton } = parts(canvasElement);
    await userEvent.type(input, 'ana');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ana'), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
    await expect(clearButton()).not.toBeInTheDocument();
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, 'ana{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ana');
    await sleep(900);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, defaultValue: 'North yard' },
  play: async ({ canvasElement }) => {
    const { canvas, input, clearButton } = parts(canvasElement);
    // Visually hidden, still the input's name.
    await expect(canvas.getByText('Search employees').closest('label')).toHaveClass('sr-only');
    await expect(input).toHaveValue('North yard');
    await expect(clearButton()).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana' },
  play: async ({ canvasElement }) => {
    const { input, clearButton } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(clearButton()).not.toBeInTheDocument();
  },
};
