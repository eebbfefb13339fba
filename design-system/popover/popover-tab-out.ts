import type { KeyboardEvent } from 'react';

/**
 * Tab at the edges of a non-modal popover (WAI-ARIA APG disclosure and non-modal dialog; React
 * Aria's non-modal popovers): the popover is a stop on the page's way, not a trap. Tab from its
 * last control moves on to the page's next stop after its trigger, and Shift+Tab from its first
 * control goes back to the trigger, from where Tab goes into the open popover again (it sits
 * elsewhere in the document, portalled or after other controls, so the browser alone would skip
 * it). Radix's PopoverContent
 * loops focus inside itself even when not modal; handling both edges here first leaves its loop
 * nothing to do. Focus leaving closes the popover (Radix dismisses on focus outside, except on the
 * trigger, where it stays open).
 */

/** What a person reaches with Tab, found by the browser's own rules for the usual elements. */
const TAB_STOP_CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** Radix's focus guards at the edges of the body: stops by script, no place of their own. */
const FOCUS_GUARD = '[data-radix-focus-guard]';

function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(`:disabled, ${FOCUS_GUARD}`)) return false;
  if (element.closest('[inert]')) return false;
  if (
    typeof element.checkVisibility === 'function' &&
    !element.checkVisibility({ visibilityProperty: true })
  ) {
    return false;
  }
  // A radio group is one stop: its checked radio, or each radio while none is checked.
  if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
    const group = element.form ?? element.ownerDocument;
    const name = CSS.escape(element.name);
    return !element.name || !group.querySelector(`input[type="radio"][name="${name}"]:checked`);
  }
  return true;
}

/** The Tab stops inside `root`, in document order. */
function tabStopsIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TAB_STOP_CANDIDATES)].filter(isTabStop);
}

/** The control that opened the popover: Radix's trigger names the open content by aria-controls. */
function triggerOf(content: HTMLElement): HTMLElement | null {
  if (!content.id) return null;
  const trigger = content.ownerDocument.querySelector<HTMLElement>(
    `[aria-controls~="${CSS.escape(content.id)}"]`,
  );
  return trigger && !content.contains(trigger) ? trigger : null;
}

/**
 * The keydown handler of a non-modal popover's content (the element with role dialog): moves
 * focus out at its edges as described above, and leaves every other key and Tab to the browser.
 */
export function leavePopoverOnTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  // A popover nested inside (its keys bubble here through React) has dealt with it.
  if (event.defaultPrevented) return;
  const content = event.currentTarget;
  const active = content.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !content.contains(active)) return;
  const stops = tabStopsIn(content);
  const trigger = triggerOf(content);

  if (event.shiftKey) {
    if ((active !== content && active !== stops[0]) || !trigger) return;
    event.preventDefault();
    trigger.focus();
    return;
  }

  // From the panel itself (focused when it opened with nothing to focus), Tab goes to its first
  // control, as the browser does anyway.
  if (stops.length > 0 && active !== stops.at(-1)) return;
  const next = trigger
    ? tabStopsIn(content.ownerDocument).find(
        (stop) =>
          !content.contains(stop) &&
          !trigger.contains(stop) &&
          trigger.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
    : undefined;
  // Nothing after it on the page: back to the trigger rather than round the popover again.
  const target = next ?? trigger;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The keydown handler of a portalled popover's trigger: Tab while the popover is open goes to its
 * first control (or the panel itself when it has none), its place in the reading order.
 */
export function enterPopoverOnTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
    return;
  }
  const trigger = event.currentTarget;
  const contentId = trigger.getAttribute('aria-controls');
  if (trigger.getAttribute('aria-expanded') !== 'true' || !contentId) return;
  const content = trigger.ownerDocument.getElementById(contentId);
  if (!content || content.contains(trigger)) return;
  const target = tabStopsIn(content)[0] ?? content;
  event.preventDefault();
  target.focus();
}
