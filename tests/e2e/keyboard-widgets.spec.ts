import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { checkTabThrough, checkTrigger, report, type KeyboardResult } from './keyboard-walk';
import { findDialogOpeners, findTriggers, findWidgets } from './keyboard-targets';
import { closeOverlays } from './keyboard-walk-page';
import { holdStill, newPersonContext, WALK_TRACE } from './app-pages';
import { axeOverlayInBothSchemes } from './axe';

/**
 * Every widget of the design system, on the kitchen-sink page (which shows them all, as the
 * screens use them), with the real keyboard: Tab enters and leaves each one, and each overlay
 * opens from the keyboard, has no axe violation while open (light and dark: the page itself is
 * checked by the stories' axe runs), and gives focus back to its trigger when Escape closes it.
 * The page (tests/e2e/kitchen-sink/) is built by Vite as the app is, in production mode, and
 * served for the length of this file: the app's pages are checked built too, and the built page
 * is ready in half the time the development server takes to serve its hundreds of modules.
 */

test.use(WALK_TRACE);

const ROOT = new URL('../../', import.meta.url).pathname;
/** Layout parts of the kitchen sink that only hold widgets: the walk looks inside them. */
const CONTAINERS = ['card', 'card-header', 'card-content', 'card-footer', 'page-header'];

let outDir: string;
let server: PreviewServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // A folder of its own: another run of this file may be building beside it.
  outDir = mkdtempSync(`${ROOT}.tmp/kitchen-sink-`);
  await build({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: `${ROOT}tests/e2e/kitchen-sink/index.html` },
    },
  });
  server = await preview({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  context = await newPersonContext(browser);
  page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/tests/e2e/kitchen-sink/index.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen sink' })).toBeVisible();
  await holdStill(page);
});

test.afterAll(async () => {
  try {
    await context?.close();
  } finally {
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
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
