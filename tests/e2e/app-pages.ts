import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Profile } from '../../contract/profile';
import { COLOR_SCHEME_STORAGE_KEY } from '../../design-system/tokens/color-scheme-model';
import { fillParams, type RouteEntry } from '../../app/navigation/route-model';
import { NOT_FOUND_ROUTE, ROUTES } from '../../app/routes';
import type { ApiSession } from './signed-in-state';
import { accessToken, demoEmail } from './support';

/**
 * The app's pages as the end-to-end checks walk them: read from the route table (app/routes.tsx
 * is plain data: its screens are loaded by `import()` functions that are never called here), with
 * path parameters from the demo seed.
 */

/**
 * The trace setting of the walks (`test.use(WALK_TRACE)`): they make thousands of calls into the
 * page, and recording a trace of every run (the config's retain-on-failure) took a fifth of their
 * time. A failing walk is traced when it is retried (CI retries once); its soft failures already
 * say what failed and where.
 */
export const WALK_TRACE = { trace: 'on-first-retry' } as const;

export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type Width = keyof typeof WIDTHS;

/** Every route the table marks as built, and the not-found page (at UNKNOWN_PATH). */
const BUILT = [...ROUTES.filter((entry) => entry.status === 'built'), NOT_FOUND_ROUTE];
export const PUBLIC_PAGES = BUILT.filter((entry) => entry.guard.kind === 'public');
export const SIGNED_IN_PAGES = BUILT.filter(
  (entry) => entry.guard.kind !== 'public' || entry === NOT_FOUND_ROUTE,
);
export { NOT_FOUND_ROUTE };

/** A path of an unknown page, to check the not-found page too. */
const UNKNOWN_PATH = '/no-such-page';
const SEED_ORG = 'Sunrise Builders';

/** Values for the `:params` of the route table, from the demo seed. */
export type SeedValues = {
  orgId: number;
  employeeId: number;
  projectId: number;
  /** One of worker1's time cards (the card pages' `:timecardId`). */
  timecardId: number;
};

export function pathOf(entry: RouteEntry, seed: SeedValues | null): string {
  if (entry === NOT_FOUND_ROUTE) return UNKNOWN_PATH;
  const values: Record<string, string | number> = {
    errorStatusCode: 404,
    // Not a real invitation: the page shows its "invalid link" state.
    inviteToken: 'e2e-not-an-invite',
    ...(seed ?? {}),
  };
  // Optional segments (`:alert?`, `:newPasswordToken?`) are left out; fillParams throws on a
  // required parameter nobody gave a value for, so a new route says what it needs here.
  return fillParams(entry.path, values);
}

/**
 * A browser context for one person: signed in on `session` (signed-in-state.ts), else signed out.
 * The app's colour scheme is set to follow the system, so light and dark are one
 * `page.emulateMedia` away, with no reload. bypassCSP: axe is injected as an inline script, which
 * the app's CSP (rightly) forbids.
 */
export async function newPersonContext(
  browser: Browser,
  session?: ApiSession,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: WIDTHS.desktop,
    storageState: session?.storageState,
  });
  await context.addInitScript((key) => localStorage.setItem(key, 'auto'), COLOR_SCHEME_STORAGE_KEY);
  return context;
}

/**
 * Ends every animation at once and drops transitions, as the story screenshots do
 * (tests/visual/story-schemes.ts), for the rest of the document's life. Neither keyboard
 * behaviour nor the end colours axe reads depend on motion, and motion costs: a page of every
 * widget keeps its spinners, skeletons and countdowns repainting, taking the CPU the checks need
 * (each call into the page waits for a free moment), and a scheme switch fades every colour.
 * Overlays still open and close (an animation that ends at once still ends).
 */
export async function holdStill(page: Page): Promise<void> {
  await page.addStyleTag({
    content: `*, *::before, *::after {
      animation-delay: -0.0001s !important;
      animation-duration: 0s !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
    }`,
  });
}

/**
 * Opens `path` inside the running app, as Back and Forward do: the router follows the address
 * on popstate. Much cheaper than a page load (no session start, axe stays injected), and it is
 * how people move between pages.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Who reads the API: a signed-in tab (with the token it keeps), or a session whose tab has not
 * loaded a page yet (its request context and token).
 */
export type ApiReader = Page | { request: APIRequestContext; token: string };

export async function apiGet<T>(as: ApiReader, path: string): Promise<T> {
  const { request, token } =
    'goto' in as ? { request: as.request, token: await accessToken(as) } : as;
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

export async function signedInProfile(as: ApiReader): Promise<Profile> {
  return (await apiGet<{ data: Profile }>(as, '/v1/me')).data;
}

/**
 * The demo organisation and one worker of the first manager's crew (worker1), whom the
 * administrator, that manager, provider staff and the worker themself may all open.
 */
export async function seedValues(as: ApiReader, profile: Profile): Promise<SeedValues> {
  const { orgId, employeeId } = await seedPerson(as, profile);
  // Any member reads projects: the first of the demo's (the project pages' `:projectId`).
  const projects = await apiGet<{ data: { id: number }[] }>(
    as,
    `/v1/orgs/${orgId}/org_projects?limit=1`,
  );
  const projectId = projects.data[0]?.id;
  if (projectId === undefined) throw new Error('The demo organisation has no project');
  // Everyone who opens worker1 reads their cards: the newest.
  const cards = await apiGet<{ data: { id: number }[] }>(
    as,
    `/v1/orgs/${orgId}/time_cards?employee_ids=${employeeId}&limit=1`,
  );
  const timecardId = cards.data[0]?.id;
  if (timecardId === undefined) throw new Error('worker1 has no time card');
  return { orgId, employeeId, projectId, timecardId };
}

async function seedPerson(
  as: ApiReader,
  profile: Profile,
): Promise<{ orgId: number; employeeId: number }> {
  const worker = demoEmail('worker1');
  const own = profile.employees.find((employee) => employee.organization.name === SEED_ORG);
  if (own && profile.email === worker) return { orgId: own.org_id, employeeId: own.employee_id };
  // Provider staff belong to org 0 only: they find the demo organisation in the list of all.
  const orgId =
    own?.org_id ??
    (
      await apiGet<{ data: { id: number; name: string }[] }>(
        as,
        `/v1/orgs?search=${encodeURIComponent(SEED_ORG)}`,
      )
    ).data.find((org) => org.name === SEED_ORG)?.id;
  if (orgId === undefined) throw new Error(`No organisation named ${SEED_ORG}`);
  const list = await apiGet<{ data: { employee_id: number; email: string }[] }>(
    as,
    `/v1/orgs/${orgId}/employees?search=${encodeURIComponent(worker)}`,
  );
  const row = list.data.find((employee) => employee.email === worker);
  if (!row) throw new Error('worker1 is not in the demo organisation');
  return { orgId, employeeId: row.employee_id };
}

/** Screens the spec says render nothing (core.md 2: customers): no heading to wait for. */
const EMPTY_SCREENS = new Set(['/org/:orgId/crew/customers']);

/** Spinners and skeletons: the page is still loading while any shows. */
export const BUSY = '[aria-busy="true"], [data-slot="spinner"], [data-slot^="skeleton"]';

/**
 * Waits in the page, frame by frame, until it shows what the checks below expect: on `path`
 * (when given), titled `title` (when given), an h1 showing (when `h1`), nothing loading. Only a
 * wait, so the assertions that follow pass on their first try: Playwright's polling assertions
 * sleep 100 ms and more between tries, and a walk makes hundreds. The assertions stay the
 * judges: on a time-out they run, wait their own time and report.
 */
async function waitUntilShown(
  page: Page,
  screen: { path?: string; title?: string; h1: boolean },
): Promise<void> {
  await page.evaluate(
    async ({ screen, busy }) => {
      const shown = () =>
        (screen.path === undefined || window.location.pathname === screen.path) &&
        (screen.title === undefined || document.title === screen.title) &&
        (!screen.h1 ||
          [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some((heading) =>
            heading.checkVisibility({ visibilityProperty: true }),
          )) &&
        document.querySelector(busy) === null;
      const deadline = performance.now() + 5_000;
      while (!shown() && performance.now() < deadline) {
        await new Promise(requestAnimationFrame);
      }
    },
    { screen, busy: BUSY },
  );
}

/**
 * The page of `entry` shows: its document title (set when the new screen renders, so a page
 * still showing the previous screen does not pass), then its h1. Soft, like every check here: a
 * page that does not show what it should is reported and the walk goes on.
 */
export async function expectScreen(page: Page, entry: RouteEntry, path: string): Promise<'page'> {
  const title = entry.title ? `${entry.title} · Crewcard` : undefined;
  const h1 = !EMPTY_SCREENS.has(entry.path);
  await waitUntilShown(page, { title, h1 });
  if (title) await expect.soft(page, `title of ${path}`).toHaveTitle(title);
  if (h1) {
    await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${path}`).toBeVisible();
  }
  return 'page';
}

export async function expectForbidden(page: Page, path: string): Promise<'403'> {
  await waitUntilShown(page, { path: '/error/403', title: 'Error · Crewcard', h1: true });
  await expect.soft(page, `${path} refused`).toHaveURL('/error/403');
  await expect.soft(page, `title of 403 for ${path}`).toHaveTitle('Error · Crewcard');
  await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of 403 for ${path}`).toBeVisible();
  return '403';
}
