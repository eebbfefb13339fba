import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorSchemeSwitcher } from '../design-system/color-scheme-switcher/color-scheme-switcher';
import {
  COLOR_SCHEME_STORAGE_KEY,
  ColorSchemeProvider,
  useColorScheme,
} from '../design-system/tokens/color-scheme';

/** Shows what the provider resolved, so stories can assert what the page paints. */
function ResolvedScheme() {
  const { scheme, resolved } = useColorScheme();
  return (
    <p className="mt-4 text-sm text-text-muted">
      Setting: {scheme}; painted: {resolved}
    </p>
  );
}

/** A stand-in for `window.matchMedia` whose "prefers dark" answer a story can flip. */
function fakeSystemPreference(prefersDark: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let matches = prefersDark;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? matches : original.call(window, query).matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let systemPreference: ReturnType<typeof fakeSystemPreference> | undefined;

const meta = {
  title: 'Design System/ColorSchemeSwitcher',
  component: ColorSchemeSwitcher,
  // These stories test the real, persisted provider, so the toolbar's forced one steps aside.
  parameters: { colorScheme: { ownProvider: true } },
  render: (args) => (
    <ColorSchemeProvider>
      <ColorSchemeSwitcher {...args} />
      <ResolvedScheme />
    </ColorSchemeProvider>
  ),
  beforeEach: ({ globals }) => {
    // Start from the toolbar's scheme so axe checks the switcher in light and in dark.
    const start = globals.colorScheme === 'dark' ? 'dark' : 'light';
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, start);
    return () => {
      window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
      document.documentElement.classList.remove('dark');
      systemPreference?.restore();
      systemPreference = undefined;
    };
  },
} satisfies Meta<typeof ColorSchemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Appearance' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'auto',
    ]);
    const expected = globals.colorScheme === 'dark' ? 'Dark' : 'Light';
    await expect(canvas.getByRole('radio', { name: expected })).toBeChecked();
  },
};

export const ChoosingDarkPaintsDarkAndPersists: Story = {
  beforeEach: () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(document.documentElement.style.colorScheme).toBe('dark');
    await expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    await expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  },
};

export const InvalidStoredValueReadsAsLight: Story = {
  beforeEach: () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByText('Setting: light; painted: light')).toBeVisible();
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

export const NothingStoredReadsAsLight: Story = {
  beforeEach: () => {
    window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  beforeEach: () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  },
};

export const AutoFollowsTheSystemLive: Story = {
  beforeEach: () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    systemPreference = fakeSystemPreference(false);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(canvas.getByText('Setting: auto; painted: light')).toBeVisible();
    await expect(document.documentElement).not.toHaveClass('dark');

    systemPreference?.set(true);
    await waitFor(() => expect(canvas.getByText('Setting: auto; painted: dark')).toBeVisible());
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));

    systemPreference?.set(false);
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  },
};
