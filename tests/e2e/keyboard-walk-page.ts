import type { Page } from '@playwright/test';

/**
 * The page side of the keyboard walk (keyboard-walk.ts): helpers installed once per document in
 * `window.__keyboardWalk`, to find Tab stops, mark what was found, and see which overlays are open.
 */

type WalkApi = {
  /** Tab stops, in document order. */
  tabbables(root?: Element): HTMLElement[];
  /** Anything focusable, Tab stop or not (a grid's cells keep one stop and move with arrows). */
  focusables(root?: Element): HTMLElement[];
  /** Marks elements with new ids (never reused in the document) and returns the ids. */
  mark(elements: Element[]): string[];
  /** Whether a kind was already taken in this document; takes it if not. */
  isNewKind(kind: string): boolean;
  /** The chain of `data-slot` names from the element up to (not into) the holders. */
  slotChain(element: Element, root: Element, holders: Set<string>): string[];
  describe(element: Element | null): string;
  openOverlays(): Element[];
  /**
   * A point at the very top of the page to start Tab walks from: focusable by script only (not a
   * stop), since after a blur the browser would go on from where focus last was.
   */
  top: HTMLElement;
  /** The stops one Tab walk has visited, the last one, and the page's first stop. */
  visited: Set<Element>;
  last: Element | null;
  first: Element | null;
  /**
   * Where focus was after each Tab press since the walk last read them, relative to the element
   * `within` selects (a widget, an open popover), if any.
   */
  steps: TabStep[];
  within: string | null;
  /** Starts a walk: forgets what earlier walks saw; presses are read relative to `within`. */
  start(within: string | null): void;
};

/**
 * Where focus is after one Tab press. Read in the page as the key comes up: the browser has moved
 * focus on key down, and the next press is not handled before this one's key up, so a batch of
 * presses reads as if the walk had looked after each.
 */
export type TabStep = {
  /** Focus came back to a stop it had left (a loop). */
  seen: boolean;
  /** On the page's first stop (a page walk starting over). */
  isFirst: boolean;
  /** Focus left the page's stops (on the body, or nowhere). */
  isBody: boolean;
  /** Inside the element `within` selects. */
  inside: boolean;
  inOverlay: boolean;
  describe: string;
};

declare global {
  interface Window {
    __keyboardWalk?: WalkApi;
  }
}

export async function install(page: Page) {
  await page.evaluate(() => {
    if (window.__keyboardWalk) return;
    const FOCUSABLE = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    const isFocusable = (element: HTMLElement) =>
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true });
    const focusables = (root: Element = document.body) => {
      const inside = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const all = root.matches(FOCUSABLE) ? [root as HTMLElement, ...inside] : inside;
      return all.filter(isFocusable);
    };
    const kinds = new Set<string>();
    let nextId = 0;
    const top = document.createElement('span');
    top.tabIndex = -1;
    top.setAttribute('data-keyboard-top', '');
    document.body.prepend(top);
    window.__keyboardWalk = {
      top,
      focusables,
      tabbables: (root) => focusables(root).filter((element) => element.tabIndex >= 0),
      mark(elements) {
        return elements.map((element) => {
          const id = String(nextId++);
          element.setAttribute('data-keyboard', id);
          return id;
        });
      },
      isNewKind(kind) {
        if (kinds.has(kind)) return false;
        kinds.add(kind);
        return true;
      },
      slotChain(element, root, holders) {
        const chain: string[] = [];
        for (
          let part = element.closest<HTMLElement>('[data-slot]');
          part && root.contains(part) && !holders.has(part.dataset.slot ?? '');
          part = part.parentElement?.closest<HTMLElement>('[data-slot]') ?? null
        ) {
          chain.push(part.dataset.slot ?? '');
        }
        return chain;
      },
      describe(element) {
        if (!element || element === document.body) return 'the page (body)';
        const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
        const label =
          element.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          (element.textContent ?? '').trim();
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${(label ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      },
      openOverlays() {
        return [
          ...document.querySelectorAll(
            '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
          ),
        ].filter(
          (element) =>
            element.checkVisibility() &&
            // A listbox that is part of the page (not popped up) is no overlay.
            (element.getAttribute('role') !== 'listbox' ||
              element.closest('[data-radix-popper-content-wrapper], [data-state="open"]')),
        );
      },
      visited: new Set(),
      last: null,
      first: null,
      steps: [],
      within: null,
      start(within) {
        this.visited = new Set();
        this.last = null;
        this.steps = [];
        this.within = within;
      },
    };
    window.addEventListener(
      'keyup',
      (event) => {
        if (event.key !== 'Tab') return;
        const walk = window.__keyboardWalk!;
        const active = document.activeElement;
        // Tab may stay on one element for a while (a date input's month, day and year): only a
        // return after focus has left it is a loop.
        const seen = active !== null && active !== walk.last && walk.visited.has(active);
        if (active) walk.visited.add(active);
        walk.last = active;
        const root = walk.within ? document.querySelector(walk.within) : null;
        walk.steps.push({
          seen,
          isFirst: active !== null && active === walk.first,
          isBody: active === null || active === document.body,
          inside: root !== null && active !== null && root.contains(active),
          inOverlay: walk.openOverlays().some((overlay) => overlay.contains(active)),
          describe: walk.describe(active),
        });
      },
      // Capturing on the window: the page's own handlers cannot keep the walk from seeing it.
      true,
    );
  });
}

/** Presses Escape until no overlay is open (a check that failed may leave one). */
export async function closeOverlays(page: Page) {
  for (let press = 0; press < 3; press += 1) {
    const open = await page.evaluate(() => window.__keyboardWalk!.openOverlays().length);
    if (open === 0) return;
    await page.keyboard.press('Escape');
  }
}
