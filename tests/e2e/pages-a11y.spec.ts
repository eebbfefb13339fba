import { expect, test, type Browser, type Page } from '@playwright/test';
import { passesGuard } from '../../app/access/guards';
import type { RouteEntry } from '../../app/navigation/route-model';
import {
  BUSY,
  expectForbidden,
  expectScreen,
  holdStill,
  newPersonContext,
  openInApp,
  pathOf,
  PUBLIC_PAGES,
  seedValues,
  signedInProfile,
  SIGNED_IN_PAGES,
  WALK_TRACE,
  WIDTHS,
  type Width,
} from './app-pages';
import { axeInBothSchemes, describeViolation, type A11yViolation } from './axe';
import { signInByApi, type ApiSession } from './signed-in-state';
import type { demoEmail } from './support';

/**
 * Every page the route table marks as built has no axe violation (WCAG 2.1 A/AA plus `region` and
 * `label-content-name-mismatch`), for each kind of person, in light and dark, at desktop and
 * phone widths. The list comes from app/routes.tsx, so a screen is checked as soon as it is
 * marked built. A page the person may not open is checked as what they get there: the 403 page.
 * Public pages are checked signed out.
 */

test.use(WALK_TRACE);

const PEOPLE: { name: string; local: Parameters<typeof demoEmail>[0] }[] = [
  { name: 'administrator', local: 'admin' },
  { name: 'manager', local: 'manager1' },
  { name: 'worker', local: 'worker1' },
  { name: 'provider staff', local: 'staff' },
];

/**
 * Provider staff see the same pages as an administrator, plus their own (/orgs, /org/0/employees/
 * add, which everyone else gets as 403): only those are checked for them.
 */
const STAFF_ONLY: RouteEntry['guard']['kind'][] = ['internal', 'org-0'];

/** What one person × width walk saw, for the summary. */
type Walk = {
  label: string;
  pages: number;
  refused: number;
  axeRuns: number;
  violations: number;
};
const walks: Walk[] = [];
const found: string[] = [];

/** One walk over pages in one tab: tracks whether 403 was checked. */
class PageWalk {
  forbiddenChecked = false;
  readonly result: Walk;
  constructor(
    readonly page: Page,
    label: string,
  ) {
    this.result = { label, pages: 0, refused: 0, axeRuns: 0, violations: 0 };
  }

  /**
   * Opens `path` (the walk's first page by a page load, the others inside the app), runs
   * `onLoad` for a first page, and checks what shows in both schemes.
   */
  async check(
    path: string,
    expectOutcome: () => Promise<'page' | '403'>,
    first?: { onLoad?: () => Promise<void> },
  ) {
    if (first) {
      await this.page.goto(path);
      await holdStill(this.page);
      await first.onLoad?.();
    } else {
      await openInApp(this.page, path);
    }
    const outcome = await expectOutcome();
    this.result.pages += 1;
    if (outcome === '403') {
      this.result.refused += 1;
      // The 403 page is the same whatever was refused: axe reads it once per walk.
      if (this.forbiddenChecked) return;
      this.forbiddenChecked = true;
    }
    await expect.soft(this.page.locator(BUSY), `loading ends on ${path}`).toHaveCount(0);
    await this.axeInBothSchemes(`${path}${outcome === '403' ? ' (403)' : ''}`);
  }

  /** axe in light and dark (axeInBothSchemes): one repaint per page. */
  async axeInBothSchemes(where: string) {
    for (const { scheme, violations } of await axeInBothSchemes(this.page)) {
      this.result.axeRuns += 1;
      this.result.violations += violations.length;
      record(`${where} (${this.result.label}, ${scheme})`, violations);
    }
  }
}

function record(where: string, violations: A11yViolation[]) {
  for (const violation of violations) found.push(describeViolation(where, violation));
  expect
    .soft(
      violations.map((violation) => violation.rule),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/**
 * On phones the "Get the Crewcard app" dialog opens by itself after the session starts. It is
 * checked as it shows, then dismissed (for the browser session, so the walk sees the pages
 * themselves). Nothing opened it, so focus goes to the start of the page: its h1.
 */
async function checkDownloadAppDialog(walk: PageWalk) {
  const dialog = walk.page.getByRole('dialog', { name: 'Get the Crewcard app' });
  await expect(dialog).toBeVisible();
  await walk.axeInBothSchemes(`the download-app dialog over ${new URL(walk.page.url()).pathname}`);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(walk.page.locator('main h1')).toBeFocused();
}

function summarise(walk: PageWalk) {
  const { label, pages, refused, axeRuns, violations } = walk.result;
  walks.push(walk.result);
  console.log(
    `[a11y] ${label}: ${pages} pages (${refused} refused: 403 page checked once), ${axeRuns} axe runs (light and dark), ${violations} violations`,
  );
}

/**
 * Runs `walk` once per width, at the same time, each in a tab of its own (signed in as `local`,
 * each tab on its own session, or signed out): a walk spends much of its time waiting for the
 * page, the server and the round trips between them, and the other walk runs in those waits.
 * Both end before the test does, whichever fails.
 */
async function atEveryWidth(
  browser: Browser,
  local: Parameters<typeof demoEmail>[0] | null,
  walk: (page: Page, width: Width, session: ApiSession | null) => Promise<void>,
) {
  const outcomes = await Promise.allSettled(
    (Object.keys(WIDTHS) as Width[]).map(async (width) => {
      const session = local ? await signInByApi(local) : null;
      const context = await newPersonContext(browser, session ?? undefined);
      try {
        const page = await context.newPage();
        await page.setViewportSize(WIDTHS[width]);
        await walk(page, width, session);
      } finally {
        await context.close();
      }
    }),
  );
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
}

test('signed out: public pages at desktop and phone widths have no axe violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await atEveryWidth(browser, null, async (page, width) => {
    const walk = new PageWalk(page, `signed out, ${width}`);
    for (const [index, entry] of PUBLIC_PAGES.entries()) {
      const path = pathOf(entry, null);
      await walk.check(path, () => expectScreen(page, entry, path), index === 0 ? {} : undefined);
    }
    summarise(walk);
  });
});

for (const person of PEOPLE) {
  test(`signed in as ${person.name}: every built page at desktop and phone widths has no axe violations`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await atEveryWidth(browser, person.local, async (page, width, session) => {
      const reader = { request: page.request, token: session!.token };
      const profile = await signedInProfile(reader);
      const seed = await seedValues(reader, profile);
      const walk = new PageWalk(page, `${person.name}, ${width}`);
      const entries =
        person.local === 'staff'
          ? SIGNED_IN_PAGES.filter((entry) => STAFF_ONLY.includes(entry.guard.kind))
          : SIGNED_IN_PAGES;
      for (const [index, entry] of entries.entries()) {
        const path = pathOf(entry, seed);
        const orgInPath = /^\/org\/(\d+)/.exec(path)?.[1];
        const allowed = passesGuard(
          entry.guard,
          profile,
          orgInPath === undefined ? null : Number(orgInPath),
        );
        // The first page is a page load: the session starts at this width, and on a phone the
        // download-app dialog shows over it.
        const onLoad = width === 'phone' ? () => checkDownloadAppDialog(walk) : undefined;
        await walk.check(
          path,
          () => (allowed ? expectScreen(page, entry, path) : expectForbidden(page, path)),
          index === 0 ? { onLoad } : undefined,
        );
      }
      summarise(walk);
    });
  });
}

test.afterAll(() => {
  const total = (key: 'pages' | 'axeRuns' | 'violations') =>
    walks.reduce((sum, walk) => sum + walk[key], 0);
  console.log(
    `[a11y] in all: ${walks.length} walks (person × width), ${total('pages')} pages, ${total('axeRuns')} axe runs, ${total('violations')} violations`,
  );
  if (found.length > 0) console.log(`[a11y] violations:\n${found.join('\n')}`);
});
