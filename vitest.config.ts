import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Test projects:
 * - unit: pure logic and components beside their code, in happy-dom;
 * - api-sqlite / api-postgres: HTTP against a real server on each database (tests/api);
 * - storybook: every story as a test in Chromium (interaction, axe, screenshots).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['{app,contract,design-system,server}/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup-unit.ts'],
          },
        },
        {
          test: {
            name: 'api-sqlite',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            env: { TEST_DATABASE: 'sqlite' },
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
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
