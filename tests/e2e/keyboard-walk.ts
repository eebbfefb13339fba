import { expect, type Locator, type Page } from '@playwright/test';
import { pressTab } from './keyboard-presses';
import { closeOverlays, install, type TabStep } from './keyboard-walk-page';

/**
 * Generic keyboard checks, driven by real key presses (the browser's key events, not simulated
 * ones; Tab in batches, keyboard-presses.ts), over whatever a page shows:
 * - Tab enters every widget (a design-system root: an outermost `data-slot` element that is or
 *   holds a Tab stop) and leaves it within a few presses more than it has stops, never coming
 *   back to a stop it already visited; on a whole page, Tab goes from the first stop to the last
 *   without a loop;
 * - every overlay trigger (aria-haspopup or aria-expanded, and any standalone button that opens
 *   a dialog) opens from the keyboard, closes with Escape, and focus is back on the trigger.
 * One of each kind is checked per document (ten buttons are one button; the user menu of the
 * frame is checked on the first page that shows it). What is checked is found by
 * keyboard-targets.ts; the page-side helpers are in keyboard-walk-page.ts.
 */

/** A widget or trigger found on the page: its mark (`data-keyboard="<id>"`) and its name. */
export type Target = { id: string; name: string };
/** What one check found: a line for the coverage print, and a problem when there is one. */
export type KeyboardResult = {
  kind: 'widget' | 'trigger' | 'page';
  name: string;
  problem?: string;
};

/**
 * Presses Tab `presses` times at once and returns where focus was after each press, in order.
 * The walk's state in the page (visited stops, `within`) is set up by the caller beforehand.
 */
async function tabs(page: Page, presses: number): Promise<TabStep[]> {
  await pressTab(page, presses);
  return page.evaluate(() => {
    const walk = window.__keyboardWalk!;
    const steps = walk.steps;
    walk.steps = [];
    return steps;
  });
}

/** A batch whose presses did not all reach the page ends in this problem, never in a pass. */
function lost(steps: TabStep[], presses: number): string {
  return `only ${steps.length} of ${presses} Tab presses reached the page`;
}

/**
 * From the Tab stop before the widget (or the top of the page), Tab must enter the widget, then
 * leave it within its number of stops plus two presses, never visiting a stop twice and never
 * landing in an overlay (nothing opens on focus alone).
 */
export async function checkTabThrough(page: Page, widget: Target): Promise<KeyboardResult> {
  const selector = `[data-keyboard="${widget.id}"]`;
  const stops = await page.evaluate((selector) => {
    const walk = window.__keyboardWalk!;
    const root = document.querySelector(selector)!;
    root.scrollIntoView({ block: 'center' });
    const before = walk
      .tabbables()
      .filter(
        (element) =>
          !root.contains(element) &&
          element.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
      .at(-1);
    (before ?? walk.top).focus();
    walk.start(selector);
    return walk.tabbables(root).length;
  }, selector);
  const result = (problem?: string): KeyboardResult => ({
    kind: 'widget',
    name: widget.name,
    problem,
  });
  const presses = stops + 2;
  const steps = await tabs(page, presses);
  for (const [index, state] of steps.entries()) {
    if (index === 0 && !state.inside) {
      return result(`Tab did not enter it (focus went to ${state.describe})`);
    }
    if (state.inOverlay) return result(`Tab moved focus into an overlay (${state.describe})`);
    if (!state.inside) return result();
    if (state.seen) return result(`Tab came back to ${state.describe}: focus cycles`);
  }
  if (steps.length < presses) return result(lost(steps, presses));
  return result(`focus was still inside after ${presses} Tab presses`);
}

/**
 * Tab from the top of the page through every stop: focus must leave the page after the last one
 * without visiting any stop twice, and without landing in an overlay.
 */
export async function checkPageTabOrder(page: Page, name: string): Promise<KeyboardResult> {
  await install(page);
  const stops = await page.evaluate(() => {
    const walk = window.__keyboardWalk!;
    walk.top.focus();
    walk.start(null);
    const stops = walk.tabbables();
    walk.first = stops[0] ?? null;
    return stops.length;
  });
  const result = (problem?: string): KeyboardResult => ({ kind: 'page', name, problem });
  // Up to three presses a stop: a date or time input takes one per part. Pressed in two batches:
  // one a stop and the way out, which ends most walks, then what is left of the budget.
  const budget = stops * 3 + 3;
  let press = 0;
  while (press < budget) {
    const presses = press === 0 ? Math.min(stops + 2, budget) : budget - press;
    const steps = await tabs(page, presses);
    for (const state of steps) {
      press += 1;
      if (state.inOverlay) return result(`Tab moved focus into an overlay (${state.describe})`);
      // After the last stop the browser leaves the page (focus on the body) or starts over.
      if (press > 1 && (state.isBody || (state.seen && state.isFirst))) {
        return { ...result(), name: `${name} (${press - 1} stops)` };
      }
      if (state.seen) return result(`Tab came back to ${state.describe}: focus cycles`);
    }
    if (steps.length < presses) return result(lost(steps, presses));
  }
  return result(`Tab did not reach the end of the page in ${budget} presses`);
}

/** Waits in the page (no round trips) until `state` of the trigger holds; false on time-out. */
async function waitFor(
  page: Page,
  selector: string,
  fallback: string | null,
  state: 'open' | 'closed' | 'focused',
  timeout = 5_000,
): Promise<boolean> {
  try {
    await page.waitForFunction(
      ({ selector, fallback, state }) => {
        // A widget may swap its trigger for another element once used (the grid's row menu
        // mounts its menu on first use): the same control, found by its name and popup.
        const trigger =
          document.querySelector(selector) ?? (fallback ? document.querySelector(fallback) : null);
        if (!trigger) return false;
        if (state === 'focused') return document.activeElement === trigger;
        const open =
          trigger.getAttribute('aria-expanded') === 'true' ||
          window.__keyboardWalk!.openOverlays().length > 0;
        return state === 'open' ? open : !open;
      },
      { selector, fallback, state },
      { timeout },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Focuses the trigger as the keyboard would land on it, opens it (Enter; ArrowDown for a text
 * combobox, whose Enter belongs to its text, and a typed letter for one that suggests from what
 * is typed), closes it with Escape, and expects focus back on the trigger.
 */
export async function checkTrigger(
  page: Page,
  target: Target,
  /**
   * Runs while the overlay is open, with a selector of its element(s) (marked
   * `data-keyboard-overlay`); returns a problem to report, if any (axe on the overlay).
   */
  whileOpen?: (overlay: string) => Promise<string | undefined>,
): Promise<KeyboardResult> {
  const selector = `[data-keyboard="${target.id}"]`;
  const trigger = page.locator(selector);
  if (!(await trigger.isVisible())) {
    return { kind: 'trigger', name: target.name, problem: 'not visible when its turn came' };
  }
  await closeOverlays(page);
  // One round trip: the trigger's name, focus on it, and how it opens.
  const { label, kind } = await trigger.evaluate((element: HTMLElement) => {
    element.focus();
    return {
      label: element.getAttribute('aria-label'),
      kind:
        element.matches('input') && element.getAttribute('role') === 'combobox'
          ? ['list', 'both'].includes(element.getAttribute('aria-autocomplete') ?? '')
            ? 'suggests'
            : 'text'
          : 'button',
    };
  });
  const fallback = label ? `[aria-label="${label.replace(/"/g, '\\"')}"][aria-haspopup]` : null;
  let keys = kind === 'button' ? 'Enter' : 'ArrowDown';
  await page.keyboard.press(keys);
  // A suggesting combobox may rightly show nothing before anything is typed: a short wait.
  let opened = await waitFor(page, selector, fallback, 'open', kind === 'suggests' ? 1_000 : 5_000);
  if (!opened && kind === 'suggests') {
    // Suggestions follow the typed text: with none typed there is nothing to show.
    keys = 'typing';
    await page.keyboard.type('s');
    opened = await waitFor(page, selector, fallback, 'open');
  }
  const checked: string[] = [keys, 'Escape'];
  const problems: string[] = [];
  const result = (): KeyboardResult => ({
    kind: 'trigger',
    name: `${target.name} (${checked.join(', ')})`,
    problem: problems.length > 0 ? problems.join('; ') : undefined,
  });
  if (!opened) {
    problems.push(`${keys} opened nothing`);
    return result();
  }
  const open = await markOpenOverlays(page);
  if (whileOpen && open.count > 0) {
    checked.push('axe while open');
    const problem = await whileOpen('[data-keyboard-overlay]');
    if (problem) problems.push(problem);
  }
  await page.keyboard.press('Escape');
  if (!(await waitFor(page, selector, fallback, 'closed'))) {
    await closeOverlays(page);
    problems.push('Escape did not close it');
    return result();
  }
  if (keys === 'typing') await trigger.fill('');
  if (!(await waitFor(page, selector, fallback, 'focused'))) {
    const where = await page.evaluate(() =>
      window.__keyboardWalk!.describe(document.activeElement),
    );
    problems.push(`focus went to ${where}, not back to the trigger`);
  }
  if (open.isPopover) {
    // A popover (a dialog that is not modal) is no trap: Tab moves on through it and out.
    checked.push('Tab out of the open popover');
    const problem = await checkTabOutOfPopover(page, trigger, keys);
    if (problem) problems.push(problem);
  }
  return result();
}

/** Marks the open overlays `data-keyboard-overlay`; says whether one is a non-modal dialog. */
async function markOpenOverlays(page: Page) {
  return page.evaluate(() => {
    document
      .querySelectorAll('[data-keyboard-overlay]')
      .forEach((element) => element.removeAttribute('data-keyboard-overlay'));
    const open = window.__keyboardWalk!.openOverlays();
    open.forEach((element) => element.setAttribute('data-keyboard-overlay', ''));
    // Modal: says so (aria-modal), or hides the page behind it from assistive technology (Radix
    // Dialog marks every element beside it aria-hidden, with data-aria-hidden, and sets no
    // aria-modal).
    const isModal = (element: Element) =>
      element.getAttribute('aria-modal') === 'true' ||
      [...document.querySelectorAll('[data-aria-hidden="true"]')].some(
        (hidden) => !hidden.contains(element) && hidden.matches('#root, #root *'),
      );
    return {
      count: open.length,
      isPopover: open.some(
        (element) => element.getAttribute('role') === 'dialog' && !isModal(element),
      ),
    };
  });
}

/**
 * Opens the popover again and presses Tab: focus must leave it within its number of stops plus
 * two presses, without coming back to a stop inside it.
 */
async function checkTabOutOfPopover(
  page: Page,
  trigger: Locator,
  keys: string,
): Promise<string | undefined> {
  await trigger.focus();
  if (keys === 'typing') await page.keyboard.type('s');
  else await page.keyboard.press(keys);
  const stops = await page
    .waitForFunction(
      () => {
        const walk = window.__keyboardWalk!;
        const popover = walk
          .openOverlays()
          .find((element) => element.getAttribute('role') === 'dialog');
        if (!popover) return null;
        popover.setAttribute('data-keyboard-overlay', '');
        walk.start('[data-keyboard-overlay]');
        return walk.tabbables(popover).length;
      },
      undefined,
      { timeout: 5_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (stops === null) return 'it did not open a second time';
  try {
    const presses = stops + 2;
    const steps = await tabs(page, presses);
    for (const state of steps) {
      if (!state.inside) return undefined;
      if (state.seen) return `Tab in the open popover came back to ${state.describe}: focus cycles`;
    }
    if (steps.length < presses) return `in the open popover, ${lost(steps, presses)}`;
    return `focus was still in the open popover after ${presses} Tab presses`;
  } finally {
    await closeOverlays(page);
  }
}

/** Prints what was covered, and soft-fails each problem so all are reported at once. */
export function report(label: string, results: KeyboardResult[]) {
  const count = (kind: KeyboardResult['kind']) =>
    results.filter((result) => result.kind === kind).length;
  const problems = results.filter((result) => result.problem);
  const lines = results.map(
    (result) =>
      `  ${result.problem ? '✘' : '✓'} ${result.kind} ${result.name}${result.problem ? `: ${result.problem}` : ''}`,
  );
  console.log(
    `[keyboard] ${label}: ${count('page')} pages tabbed through, ${count('widget')} widgets tabbed through, ${count('trigger')} overlay triggers opened and closed, ${problems.length} problems\n${lines.join('\n')}`,
  );
  for (const problem of problems) {
    expect.soft(problem.problem, `${label}: ${problem.kind} ${problem.name}`).toBeUndefined();
  }
}
