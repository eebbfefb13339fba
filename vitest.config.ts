import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
// Registers the screenshot comparators' option types (pixelmatch) for browser.expect below.
import type {} from '@vitest/browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config';
import { chromiumLaunchOptions } from './tests/chromium';
import SlowFirstSequencer from './tests/slow-first-sequencer';

/** Debian's Chromium with the flags of tests/chromium.ts. */
const chromium = playwright({ launchOptions: chromiumLaunchOptions });

type ScreenshotPathData = { root: string; testFileName: string; arg: string; ext: string };
/** 'pagination.stories.tsx' → 'pagination': a folder named like a story file would be indexed as one. */
const storyName = (testFileName: string) => testFileName.replace(/\.stories\.tsx?$/, '');

/** With STORY_SCREENSHOTS=1 (set by the test command) every story is compared with its baseline. */
const compareScreenshots = process.env.STORY_SCREENSHOTS === '1';

/** 'light/Default-1' → the scheme's folder and the picture's name within it. */
function schemeAndName(arg: string) {
  const [scheme, ...name] = arg.split('/');
  return { scheme: scheme ?? '', name: name.join('/') };
}

/**
 * Every story runs as a test in Chromium: rendered light, its play function and axe as an error,
 * then repainted dark for axe's colour rules (tests/visual/story-schemes.ts), so contrast is
 * checked in both schemes from one render. The screenshot baselines sit in
 * stories/__screenshots__/<scheme>/<widget>/; a failed comparison leaves its actual and diff
 * images in .tmp/screenshot-diffs/<scheme>/<widget>/.
 */
function storybookProject(name: string) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { colorScheme: 'light' } })],
    // scripts/test.sh runs two shards at once, each with its own dependency cache (undefined:
    // Vite's own), so neither rewrites the pre-bundled modules under the other's page.
    cacheDir: process.env.STORY_CACHE_DIR,
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a test.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-slot',
        'class-variance-authority',
        'clsx',
        'tailwind-merge',
        'lucide-react',
        'react-hook-form',
        '@radix-ui/react-popover',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        'react-day-picker',
        'date-fns',
        'rrule',
        '@radix-ui/react-select',
        '@radix-ui/react-tooltip',
        '@radix-ui/react-tabs',
        '@radix-ui/react-switch',
        '@radix-ui/react-radio-group',
        '@hookform/resolvers/zod',
        'zod',
        'libphonenumber-js',
        'leaflet',
        'react-leaflet',
        'recharts',
        'axe-core',
      ],
    },
    test: {
      name,
      // As Playwright does in CI: one more try for a story that failed once on a loaded machine.
      retry: process.env.CI ? 1 : 0,
      // The two screenshot comparisons run in an afterEach hook and each may wait up to 30 s for a
      // stable capture (below, and tests/visual/story-schemes.ts).
      hookTimeout: 90_000,
      provide: { compareScreenshots },
      setupFiles: ['./tests/visual/story-schemes.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        // A failing story's screenshot goes with the other test output, not beside the baselines.
        screenshotDirectory: '.tmp/failure-screenshots',
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // Anti-aliasing of text can differ by a few pixels between runs of the same Chromium.
            comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
            // Two equal captures in a row make a stable one; with the suite's lanes sharing two
            // cores a capture can take seconds, so the wait is longer than Vitest's 5 s.
            timeout: 30_000,
            resolveScreenshotPath: ({ root, testFileName, arg, ext }: ScreenshotPathData) => {
              const { scheme, name } = schemeAndName(arg);
              return join(
                root,
                'stories/__screenshots__',
                scheme,
                storyName(testFileName),
                name + ext,
              );
            },
            resolveDiffPath: ({ root, testFileName, arg, ext }: ScreenshotPathData) => {
              const { scheme, name } = schemeAndName(arg);
              return join(
                root,
                '.tmp/screenshot-diffs',
                scheme,
                storyName(testFileName),
                name + ext,
              );
            },
          },
        },
      },
    },
  };
}

/**
 * Test projects:
 * - unit: pure logic and components beside their code, in happy-dom;
 * - api-sqlite / api-postgres: HTTP against a real server on each database (tests/api);
 * - storybook: every story as a test in Chromium (interaction, axe), painted light and dark.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      sequence: { sequencer: SlowFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['{app,contract,design-system,server}/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup-unit.ts'],
            // One module cache and one happy-dom for every file of a worker: setting both up per
            // file cost three times the tests' own time. Nothing here mocks modules, and
            // tests/setup-unit.ts resets the document and storage between files.
            isolate: false,
            // A screen test renders a whole list; beside two other lanes on two cores it can take
            // several seconds, so 5 s failed a passing test on a loaded machine.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'api-sqlite',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            env: { TEST_DATABASE: 'sqlite' },
            // One module cache per worker: each file builds its own server and database through
            // tests/api/harness.ts, and the server keeps no state at module level, so re-importing
            // it for every file (two thirds of these projects' time) bought nothing.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'api-postgres',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            env: { TEST_DATABASE: 'postgres' },
            isolate: false, // as api-sqlite
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        storybookProject('storybook'),
      ],
    },
  }),
);
