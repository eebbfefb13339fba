import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { passesGuard } from '../../app/access/guards';
import {
  BUSY,
  expectScreen,
  holdStill,
  newPersonContext,
  openInApp,
  pathOf,
  seedValues,
  signedInProfile,
  SIGNED_IN_PAGES,
  WALK_TRACE,
  WIDTHS,
} from './app-pages';
import { checkPageTabOrder, checkTrigger, report, type KeyboardResult } from './keyboard-walk';
import { findTriggers } from './keyboard-targets';
import { axeOverlayInBothSchemes } from './axe';
import { signInByApi, type ApiSession } from './signed-in-state';

/**
 * The app's pages with the real keyboard, as an administrator (who sees the most): on every
 * built page Tab goes from the skip link to the last control without a loop, and every overlay
 * trigger of the page and of the signed-in frame opens from the keyboard, has no axe violation
 * while open (light and dark), and gives focus back to its trigger when Escape closes it. Buttons without popup attributes are not pressed here, as
 * they are in the kitchen sink: on the real app they act (deactivate, resend, archive).
 */

test.use(WALK_TRACE);

/** Layout parts that only hold widgets, left out of a trigger's kind (keyboard-walk.ts). */
const CONTAINERS = ['app-shell', 'app-shell-main', 'card', 'card-header', 'card-content'];

let session: ApiSession;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  session = await signInByApi('admin');
  context = await newPersonContext(browser, session);
  page = await context.newPage();
});
test.afterAll(async () => context.close());

test('every built page: Tab runs through without a loop, every overlay gives focus back', async () => {
  test.setTimeout(180_000);
  // Read before the first page load, which starts the tab's session.
  const reader = { request: page.request, token: session.token };
  const profile = await signedInProfile(reader);
  const seed = await seedValues(reader, profile);
  const results: KeyboardResult[] = [];
  let first = true;
  for (const entry of SIGNED_IN_PAGES) {
    const path = pathOf(entry, seed);
    const orgInPath = /^\/org\/(\d+)/.exec(path)?.[1];
    if (!passesGuard(entry.guard, profile, orgInPath === undefined ? null : Number(orgInPath))) {
      continue;
    }
    if (first) {
      await page.goto(path);
      await holdStill(page);
    } else {
      await openInApp(page, path);
    }
    first = false;
    await expectScreen(page, entry, path);
    await expect.soft(page.locator(BUSY), `loading ends on ${path}`).toHaveCount(0);
    results.push(await checkPageTabOrder(page, path));
    // The frame's own triggers (user menu, organisation switcher) are checked on the first page.
    for (const trigger of await findTriggers(page, 'body', CONTAINERS)) {
      const result = await checkTrigger(page, trigger, (overlay) =>
        axeOverlayInBothSchemes(page, overlay),
      );
      results.push({ ...result, name: `${result.name} on ${path}` });
    }
  }
  expect(results.length).toBeGreaterThan(10);
  report('administrator, desktop', results);
});

test('on a phone the navigation drawer and the menus give focus back', async () => {
  test.setTimeout(60_000);
  await page.setViewportSize(WIDTHS.phone);
  // A page load, so the session starts on a phone; its download-app dialog is dismissed first.
  await page.goto('/personal/settings');
  await holdStill(page);
  const dialog = page.getByRole('dialog', { name: 'Get the Crewcard app' });
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  const results: KeyboardResult[] = [await checkPageTabOrder(page, '/personal/settings')];
  const triggers = await findTriggers(page, 'body', CONTAINERS);
  expect(triggers.map((trigger) => trigger.name)).toContain('button "Open navigation"');
  for (const trigger of triggers) {
    results.push(
      await checkTrigger(page, trigger, (overlay) => axeOverlayInBothSchemes(page, overlay)),
    );
  }
  report('administrator, phone', results);
});
