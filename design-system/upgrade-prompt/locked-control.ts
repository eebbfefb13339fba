/**
 * How a control behind an upgrade prompt is found, announced and told apart from keys that only
 * move on. Plain DOM functions, so the wrapper covers any child (a native control or a composed
 * widget) without the child knowing it is locked.
 */

/** What a person can operate inside the wrapper: native controls and ARIA widgets. */
export const LOCKABLE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="combobox"]',
  '[role="link"]',
  '[role="radio"]',
  '[role="slider"]',
  '[role="switch"]',
].join(', ');

/** Marks a control we locked, so the unlayered rule in styles.css keeps it clickable. */
export const LOCKED_ATTRIBUTE = 'data-upgrade-locked';

/**
 * Keys that operate a control: they open the prompt instead (WCAG 3.2.1 allows a change of context
 * on a deliberate press, not on focus). Printable characters count too, as typing changes a field.
 */
const OPERATING_KEYS = new Set([
  'Enter',
  ' ',
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Whether a key press would operate the locked control. Tab, Escape, modifier keys, function keys
 * and browser or screen-reader shortcuts (with Ctrl, Alt or Meta) pass through untouched, so a
 * keyboard user moves past the control and the browser keeps its own keys.
 */
export function isOperatingKey({
  key,
  ctrlKey,
  altKey,
  metaKey,
}: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  if (ctrlKey || altKey || metaKey) return false;
  return OPERATING_KEYS.has(key) || [...key].length === 1;
}

/**
 * The control an event was aimed at, inside `root`: the control itself, the control a clicked
 * label names, or else the first control of the wrapper (a click on its padding or text).
 */
export function controlOf(target: EventTarget | null, root: Element): HTMLElement | null {
  if (target instanceof Element && root.contains(target)) {
    const own = target.closest<HTMLElement>(LOCKABLE_SELECTOR);
    if (own && root.contains(own)) return own;
    const label = target.closest('label');
    if (label?.control && root.contains(label.control)) return label.control;
  }
  return root.querySelector<HTMLElement>(LOCKABLE_SELECTOR);
}

const tokens = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);

/** The attributes markLockedControls overwrites, as they were before, to give them back. */
const ownAttributes = new WeakMap<
  Element,
  Record<'aria-disabled' | 'aria-haspopup', string | null>
>();

/**
 * Announces every control in `root` as locked: unavailable (aria-disabled), opening a dialog
 * (aria-haspopup) and described by the element `descriptionId` (which names the plan), after the
 * control's own description. Only writes what differs, so it can run on every DOM change (React
 * rewrites aria-describedby when a field's hint or error changes).
 */
export function markLockedControls(root: Element, descriptionId: string) {
  for (const control of root.querySelectorAll<HTMLElement>(LOCKABLE_SELECTOR)) {
    if (!ownAttributes.has(control)) {
      ownAttributes.set(control, {
        'aria-disabled': control.getAttribute('aria-disabled'),
        'aria-haspopup': control.getAttribute('aria-haspopup'),
      });
    }
    if (control.getAttribute('aria-disabled') !== 'true') {
      control.setAttribute('aria-disabled', 'true');
    }
    if (control.getAttribute('aria-haspopup') !== 'dialog') {
      control.setAttribute('aria-haspopup', 'dialog');
    }
    const describedBy = tokens(control.getAttribute('aria-describedby'));
    if (!describedBy.includes(descriptionId)) {
      control.setAttribute('aria-describedby', [...describedBy, descriptionId].join(' '));
    }
    if (!control.hasAttribute(LOCKED_ATTRIBUTE)) control.setAttribute(LOCKED_ATTRIBUTE, '');
  }
}

/** Gives the controls in `root` back the attributes they had before markLockedControls. */
export function unmarkLockedControls(root: Element, descriptionId: string) {
  for (const control of root.querySelectorAll<HTMLElement>(`[${LOCKED_ATTRIBUTE}]`)) {
    const own = ownAttributes.get(control);
    ownAttributes.delete(control);
    for (const name of ['aria-disabled', 'aria-haspopup'] as const) {
      const value = own?.[name] ?? null;
      if (value === null) control.removeAttribute(name);
      else control.setAttribute(name, value);
    }
    control.removeAttribute(LOCKED_ATTRIBUTE);
    const describedBy = tokens(control.getAttribute('aria-describedby')).filter(
      (id) => id !== descriptionId,
    );
    if (describedBy.length > 0) control.setAttribute('aria-describedby', describedBy.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}
