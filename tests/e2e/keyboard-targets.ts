import type { Page } from '@playwright/test';
import type { Target } from './keyboard-walk';
import { closeOverlays, install } from './keyboard-walk-page';

/**
 * What the keyboard walk checks on a page (keyboard-walk.ts): its widgets, its overlay triggers and
 * the standalone buttons that open a dialog, one of each kind per document.
 */

/**
 * The widgets inside `scope`, one of each kind not met before in this document: the outermost
 * `data-slot` elements (looking inside `containers`, the layout parts that only hold widgets:
 * cards, sections) that are a Tab stop or hold one.
 */
export async function findWidgets(
  page: Page,
  scope: string,
  containers: string[],
): Promise<Target[]> {
  await install(page);
  return page.evaluate(
    ({ scope, containers }) => {
      const walk = window.__keyboardWalk!;
      const holders = new Set(containers);
      const root = document.querySelector(scope);
      if (!root) throw new Error(`No ${scope} on the page`);
      const widgets = [...root.querySelectorAll<HTMLElement>('[data-slot]')].filter((element) => {
        const slot = element.dataset.slot ?? '';
        if (holders.has(slot)) return false;
        const parent = element.parentElement?.closest<HTMLElement>('[data-slot]');
        const outermost =
          !parent || !root.contains(parent) || holders.has(parent.dataset.slot ?? '');
        if (!outermost || walk.tabbables(element).length === 0) return false;
        // A kind is the root with the parts inside it: a field holding a time picker is
        // another widget than a field holding a text box.
        const parts = [...element.querySelectorAll<HTMLElement>('[data-slot]')].map(
          (part) => part.dataset.slot,
        );
        return walk.isNewKind(['widget', slot, ...new Set(parts)].join(' '));
      });
      const ids = walk.mark(widgets);
      return widgets.map((element, index) => {
        const panel = element.closest('[data-slot="card"]')?.querySelector('h2, h3')?.textContent;
        // A field is named by the control it holds (its label and hint are parts of any field).
        const inner = [...element.querySelectorAll<HTMLElement>('[data-slot]')]
          .map((part) => part.dataset.slot ?? '')
          .find((slot) => !slot.startsWith('field'));
        const what =
          element.dataset.slot === 'field' && inner ? `field (${inner})` : element.dataset.slot;
        return { id: ids[index]!, name: `${what}${panel ? ` in "${panel}"` : ''}` };
      });
    },
    { scope, containers },
  );
}

/**
 * The overlay triggers inside `scope` (controls with aria-haspopup or aria-expanded), one of each
 * kind not met before in this document: a kind is the chain of parts from the trigger up to its
 * widget with its popup type and label, so five rows' identical action menus are one trigger.
 */
export async function findTriggers(
  page: Page,
  scope: string,
  containers: string[],
): Promise<Target[]> {
  await install(page);
  return page.evaluate(
    ({ scope, containers }) => {
      const walk = window.__keyboardWalk!;
      const holders = new Set(containers);
      const root = document.querySelector(scope) ?? document.body;
      const triggers = walk.focusables(root).filter((element) => {
        const popup = element.getAttribute('aria-haspopup');
        const isTrigger =
          (popup !== null && popup !== 'false') || element.hasAttribute('aria-expanded');
        if (!isTrigger) return false;
        const label = element.getAttribute('aria-label')?.replace(/ for .*/, '');
        const chain = walk.slotChain(element, root, holders);
        return walk.isNewKind(['trigger', ...chain, popup, label].join('|'));
      });
      const ids = walk.mark(triggers);
      return triggers.map((element, index) => ({ id: ids[index]!, name: walk.describe(element) }));
    },
    { scope, containers },
  );
}

/**
 * Standalone buttons (a button widget of its own, outside forms and other widgets, with no
 * popup attributes) that open a dialog, found by pressing Enter on each and closing what opened:
 * aria-haspopup is optional for a dialog. Buttons inside a widget (pages, tabs, grid cells)
 * belong to widgets whose popups say so.
 */
export async function findDialogOpeners(
  page: Page,
  scope: string,
  containers: string[],
): Promise<{ openers: Target[]; probed: number }> {
  await install(page);
  const buttons = await page.evaluate(
    ({ scope, containers }) => {
      const walk = window.__keyboardWalk!;
      const holders = new Set(containers);
      const root = document.querySelector(scope) ?? document.body;
      const plain = walk.tabbables(root).filter((element) => {
        const parent = element.parentElement?.closest<HTMLElement>('[data-slot]');
        return (
          element.matches('button:not([type="submit"])') &&
          !element.hasAttribute('aria-haspopup') &&
          !element.hasAttribute('aria-expanded') &&
          !element.closest('form') &&
          (!parent || holders.has(parent.dataset.slot ?? ''))
        );
      });
      return walk.mark(plain);
    },
    { scope, containers },
  );
  const openers: Target[] = [];
  for (const id of buttons) {
    const button = page.locator(`[data-keyboard="${id}"]`);
    if (!(await button.isVisible())) continue;
    await button.focus();
    await page.keyboard.press('Enter');
    const name = await button.evaluate((element) => {
      const walk = window.__keyboardWalk!;
      const opened = walk
        .openOverlays()
        .some((overlay) => ['dialog', 'alertdialog'].includes(overlay.getAttribute('role') ?? ''));
      return opened ? walk.describe(element) : null;
    });
    await closeOverlays(page);
    if (name) openers.push({ id, name });
  }
  return { openers, probed: buttons.length };
}
