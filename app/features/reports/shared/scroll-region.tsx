import type { ReactNode } from 'react';

/**
 * A report's table in a box that scrolls sideways (a phone, a month of days), named for screen
 * readers. It is a Tab stop of its own, the WAI pattern for a scrolling region, so a keyboard
 * scrolls it even where no cell holds a button (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
