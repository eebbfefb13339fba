/**
 * The start of the page for focus purposes: its h1 (the signed-in frame's main area or a public
 * page's card), else its main landmark. Used when focus has nowhere better to go: after a route
 * change and when an overlay that nothing opened (the download-app dialog) closes.
 */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

/** The visible text of the page's h1, whitespace collapsed; null when the page has none yet. */
export function pageHeadingText(): string | null {
  const heading = pageHeading();
  return heading ? (heading.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/**
 * Moves focus to the page's h1, or to its main landmark when there is no h1. Neither is a
 * control, so it becomes focusable by script only (tabindex -1: never a Tab stop). The browser's
 * :focus-visible rules decide on a ring: shown after a key press, not after a click.
 * Returns whether something took focus.
 */
export function focusPageStart(): boolean {
  const target = pageHeading() ?? document.querySelector<HTMLElement>('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return document.activeElement === target;
}

/**
 * After a tab of a page was followed (the page keeps its heading), focus stays on the tab the
 * person chose. The new page draws its own tab row, so the link they pressed may be gone, and
 * focus with it: then the new page's link to itself (aria-current="page" in the main area) takes
 * focus, which is the same tab to the person.
 */
export function keepFocusOnCurrentTab(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  document.querySelector<HTMLElement>('main [aria-current="page"]')?.focus();
}
