import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { checkTabThrough, checkTrigger, report, type KeyboardResult } from './keyboard-walk';
import { findDialogOpeners, findTriggers, findWidgets } from './keyboard-targets';
import { closeOverlays } from './keyboard-walk-page';
import { holdStill, newPersonContext } from './app-pages';
import { axeOverlayInBothSchemes } from './axe';

/**
 * Every widget of the design system, on the kitchen-sink page (which shows them all, as the
 * screens use them), with the real keyboard: Tab enters and leaves each one, and each overlay
 * opens from the keyboard, has no axe violation while open (light and dark: the page itself is
 * checked by the stories' axe runs), and gives focus back to its trigger when Escape closes it.
 * The page is served by Vite from tests/e2e/kitchen-sink/ for the length of this file.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
/** Layout parts of the kitchen sink that only hold widgets: the walk looks inside them. */
const CONTAINERS = ['card', 'card-header', 'card-content', 'card-footer', 'page-header'];

let server: ViteDevServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    // Its own dependency cache, so it never pulls the rug from another Vite running here.
    cacheDir: `${ROOT}.tmp/vite-kitchen-sink`,
    // No file watching or hot reload: the page is loaded once and read, never edited.
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    optimizeDeps: { entries: ['tests/e2e/kitchen-sink/index.html'] },
    logLevel: 'warn',
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  context = await newPersonContext(browser);
  page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/tests/e2e/kitchen-sink/index.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen sink' })).toBeVisible({
    timeout: 120_000,
  });
  await holdStill(page);
});

test.afterAll(async () => {
  await context?.close();
  await server?.close();
});

test('Tab enters and leaves every widget of the design system', async () => {
  test.setTimeout(180_000);
  const widgets = await findWidgets(page, 'main', CONTAINERS);
  expect(widgets.length).toBeGreaterThan(30);
  const results: KeyboardResult[] = [];
  for (const widget of widgets) {
    await closeOverlays(page);
    results.push(await checkTabThrough(page, widget));
  }
  report('kitchen sink, Tab through each kind of widget', results);
});

test('every overlay opens from the keyboard and gives focus back to its trigger', async () => {
  test.setTimeout(180_000);
  const triggers = await findTriggers(page, 'main', CONTAINERS);
  const { openers, probed } = await findDialogOpeners(page, 'main', CONTAINERS);
  const results: KeyboardResult[] = [];
  for (const trigger of [...triggers, ...openers]) {
    results.push(
      await checkTrigger(page, trigger, (overlay) => axeOverlayInBothSchemes(page, overlay)),
    );
  }
  expect(results.length).toBeGreaterThan(12);
  report(`kitchen sink, overlays (${probed} standalone buttons probed for dialogs)`, results);
});
