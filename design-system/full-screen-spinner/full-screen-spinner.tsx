import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner/spinner';

/** Spec (document 1, section 2): the full-screen spinner's glyph keeps the default 32 px. */
export const FULL_SCREEN_SPINNER_SIZE = 32;

export type FullScreenSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the app is fetching, shown under the spinner and announced (e.g. "Loading your crews"). */
  message?: string;
};

/**
 * Covers the page while the app fetches what it needs (spec: a full-screen spinner with a message,
 * z-index 10012, spinner 32 px). It is a modal dialog named by the message: focus moves into it
 * so a screen reader says the message at once, and everything else on the page is made `inert`
 * until it goes, so neither a click nor Tab reaches the page behind. Focus goes back afterwards.
 */
export function FullScreenSpinner({
  message = 'Loading',
  className,
  ...props
}: FullScreenSpinnerProps) {
  const overlayRef = useRef<HTMLDivElement | null>(null);

  // A layout effect: the page is inert before the overlay is painted, and usable again in the
  // same commit that removes it (a passive effect would leave a frame with a dead page).
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreInert = makeOthersInert(overlay);
    overlay.focus();
    return () => {
      restoreInert();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const overlay = (
    <div
      ref={overlayRef}
      role="dialog"
      aria-modal="true"
      aria-label={message}
      aria-busy="true"
      tabIndex={-1}
      data-slot="full-screen-spinner"
      className={cn(
        'fixed inset-0 z-spinner flex flex-col items-center justify-center bg-background/90 backdrop-blur-[2px] outline-none',
        className,
      )}
      {...props}
    >
      <Spinner
        size={FULL_SCREEN_SPINNER_SIZE}
        label={message}
        showLabel
        className="flex-col gap-3 px-6 text-center"
      />
    </div>
  );
  // Portalled to <body> so the rest of the page can be made inert around it as one sibling.
  return typeof document === 'undefined' ? overlay : createPortal(overlay, document.body);
}

/**
 * Marks every other child of <body> inert (no focus, no clicks, out of the accessibility tree) and
 * returns the undo. Elements that were inert already stay so.
 */
function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement) || element.contains(keep) || element.inert) continue;
    element.inert = true;
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
