import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageStart, keepFocusOnCurrentTab, pageHeadingText } from './page-focus';
import { decideRouteFocus, shouldFocusLateHeading } from './route-focus-model';

/** How long a loading page may take to show its h1 and still receive focus. */
const LATE_HEADING_MS = 10_000;
/**
 * The title is said a moment after the path changes: a path that redirects at once (a page the
 * person may not open, to /error/403) is not worth saying, and by then its redirect has replaced
 * it (and cancelled this).
 */
const ANNOUNCE_DELAY_MS = 150;

/** The navigation being handled: what the person left, and where focus was when it changed. */
type Pending = {
  pathname: string;
  headingAtAction: string | null;
  activeAtNavigation: Element | null;
  waitsForHeading: boolean;
  /** The new title is yet to be said. */
  announces: boolean;
};

/**
 * Moves focus to the new page's h1 after an in-app route change, or announces the new document
 * title in a polite live region (the rules and why: route-focus-model.ts). Rendered once, in the
 * root layout, so it sees every route of the app.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  /** Set on the person's first key or pointer press: the h1 they were reading then. */
  const lastAction = useRef<{ heading: string | null } | null>(null);
  const firstPathname = useRef(pathname);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    // Capture phase: read the heading before the press leads anywhere.
    const onAct = () => {
      lastAction.current = { heading: pageHeadingText() };
    };
    document.addEventListener('pointerdown', onAct, true);
    document.addEventListener('keydown', onAct, true);
    return () => {
      document.removeEventListener('pointerdown', onAct, true);
      document.removeEventListener('keydown', onAct, true);
    };
  }, []);

  useEffect(() => {
    // An effect may run again for the same path (StrictMode): decide once per path, but keep
    // waiting for a late heading.
    if (pending.current?.pathname !== pathname) {
      const headingAtAction = lastAction.current?.heading ?? null;
      const action = decideRouteFocus({
        isFirstPage: pathname === firstPathname.current && pending.current === null,
        hasActed: lastAction.current !== null,
        headingAtAction,
        heading: pageHeadingText(),
      });
      pending.current = {
        pathname,
        headingAtAction,
        activeAtNavigation: document.activeElement,
        waitsForHeading: action === 'announce-and-wait',
        announces: action === 'announce' || action === 'announce-and-wait',
      };
      if (action === 'focus-heading') focusPageStart();
      if (action === 'announce') keepFocusOnCurrentTab();
    }
    const current = pending.current;
    const announceTimer = current.announces
      ? window.setTimeout(() => {
          current.announces = false;
          // A new node each time, so the same title said twice in a row is still said.
          setAnnouncement((previous) => ({ text: document.title, count: previous.count + 1 }));
        }, ANNOUNCE_DELAY_MS)
      : undefined;
    if (!current.waitsForHeading) return () => window.clearTimeout(announceTimer);

    const tryHeading = () => {
      const heading = pageHeadingText();
      if (heading === null) return;
      stop();
      current.waitsForHeading = false;
      const active = document.activeElement;
      const focusMovedSinceNavigation =
        active !== null && active !== document.body && active !== current.activeAtNavigation;
      if (
        shouldFocusLateHeading({
          heading,
          headingAtAction: current.headingAtAction,
          focusMovedSinceNavigation,
        })
      ) {
        // The heading says where they are: the title need not be said as well.
        window.clearTimeout(announceTimer);
        current.announces = false;
        focusPageStart();
      } else if (heading === current.headingAtAction) {
        keepFocusOnCurrentTab();
      }
    };
    const observer = new MutationObserver(tryHeading);
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      stop();
      current.waitsForHeading = false;
    }, LATE_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    tryHeading();
    return () => {
      stop();
      window.clearTimeout(announceTimer);
    };
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement.text && <span key={announcement.count}>{announcement.text}</span>}
    </div>
  );
}
