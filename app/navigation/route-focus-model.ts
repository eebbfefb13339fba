/**
 * What happens to focus when the page's path changes (app/navigation/route-focus.tsx does it).
 *
 * What a screen-reader user expects: after following a link or submitting a form that leads to a
 * new page, to hear where they are and to continue reading from the top of that page, as after a
 * full page load. A single-page app changes the page without the browser noticing, so focus stays
 * on the link (or falls to the body when the link is gone) and nothing is said. So:
 * - a new page with its heading: focus goes to the h1, which reads its text and puts the reading
 *   position at the top of the new content;
 * - a new page still loading (no h1 yet): its document title is announced politely; when the h1
 *   arrives and the person has not moved focus meanwhile, focus goes to it;
 * - a tab of a page that keeps its heading (Members / Deactivated under "Team members", the
 *   personal settings tabs): focus stays on the tab the person chose, as with in-page tabs (the
 *   new page's own link to itself when the pressed one went with the old page), and the new
 *   title is announced;
 * - the first page of a visit, and any redirect before the person has done anything: untouched,
 *   like any page the browser loads (the screen reader starts reading it by itself);
 * - only the query string changes (filters, paging, a dialog's ?param): not a new page, untouched.
 */

export type RouteFocusInput = {
  /** The path is the document's first one (or a redirect of it, before anybody acted). */
  isFirstPage: boolean;
  /** The person has pressed a key or a pointer on this document. */
  hasActed: boolean;
  /** The h1 text when the person last acted (the page they left), null without one. */
  headingAtAction: string | null;
  /** The h1 text of the page now, null while it has none. */
  heading: string | null;
};

export type RouteFocusAction =
  | 'none'
  /** Focus the new page's h1. */
  | 'focus-heading'
  /** Keep focus; say the new document title. */
  | 'announce'
  /** Say the document title now, and focus the h1 once it is there. */
  | 'announce-and-wait';

export function decideRouteFocus(input: RouteFocusInput): RouteFocusAction {
  if (input.isFirstPage || !input.hasActed) return 'none';
  if (input.heading === null) return 'announce-and-wait';
  return input.heading === input.headingAtAction ? 'announce' : 'focus-heading';
}

/**
 * An h1 that arrives after the page started loading takes focus, unless it is the heading the
 * person left (a tab of the same page that was still loading) or they moved focus themselves.
 */
export function shouldFocusLateHeading(input: {
  heading: string;
  headingAtAction: string | null;
  focusMovedSinceNavigation: boolean;
}): boolean {
  return !input.focusMovedSinceNavigation && input.heading !== input.headingAtAction;
}
