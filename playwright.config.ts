import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

// One random demo password per run, shared with the server and the test workers through the
// environment (workers inherit it from the main process, which sets it first).
process.env.E2E_DEMO_PASSWORD ??= `Cc-${randomBytes(9).toString('base64url')}1`;
const port = Number(process.env.E2E_PORT ?? 8187);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's database (scripts/e2e-server.mjs keeps one folder per port). */
export const e2eDatabase = new URL(`.tmp/e2e-${port}/crewcard.sqlite`, import.meta.url).pathname;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  outputDir: '.tmp/playwright-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
    },
  },
});
