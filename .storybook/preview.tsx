import type { Decorator, Preview } from '@storybook/react-vite';
import { ColorSchemeProvider, type ColorScheme } from '../design-system/tokens/color-scheme';
import '../design-system/styles.css';

type SchemeGlobal = ColorScheme | 'side-by-side';

/**
 * Paints every story in the toolbar's scheme through the real provider (forced, so the toolbar and
 * not localStorage decides). Stories that test the provider itself opt out with
 * `parameters.colorScheme.ownProvider` and render their own.
 */
const withColorScheme: Decorator = (Story, context) => {
  const parameters = context.parameters as { colorScheme?: { ownProvider?: boolean } };
  if (parameters.colorScheme?.ownProvider) return <Story />;

  const scheme = (context.globals.colorScheme ?? 'light') as SchemeGlobal;
  if (scheme === 'side-by-side') {
    // For looking, not for tests: two copies would give every role twice.
    return (
      <ColorSchemeProvider forcedScheme="light">
        <div className="grid min-h-dvh grid-cols-2">
          <div className="bg-background p-4 text-text">
            <Story />
          </div>
          <div className="dark bg-background p-4 text-text">
            <Story />
          </div>
        </div>
      </ColorSchemeProvider>
    );
  }
  return (
    <ColorSchemeProvider forcedScheme={scheme}>
      <Story />
    </ColorSchemeProvider>
  );
};

/**
 * Marks the stories that own the scheme, so the test run's dark pass (tests/visual/story-schemes.ts)
 * leaves them alone: their play functions switch schemes themselves.
 */
const markSchemeOwner: NonNullable<Preview['beforeEach']> = ({ parameters }) => {
  const own = (parameters as { colorScheme?: { ownProvider?: boolean } }).colorScheme?.ownProvider;
  if (own) document.documentElement.dataset.schemeOwner = 'story';
  else delete document.documentElement.dataset.schemeOwner;
};

const preview: Preview = {
  decorators: [withColorScheme],
  beforeEach: markSchemeOwner,
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Colour scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'auto', title: 'Auto (system)', icon: 'browser' },
          { value: 'side-by-side', title: 'Light and dark side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story fails its test on an axe violation, in each scheme the test projects run.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
