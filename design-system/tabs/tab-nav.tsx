import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../lib/cn';

export type TabNavProps = ComponentProps<'nav'> & {
  /** Names the set of tabs for screen readers, e.g. "Personal settings". */
  'aria-label': string;
};

/** Which ends of a sideways-scrolling row hide tabs. */
type Overflow = { start: boolean; end: boolean };
const NO_OVERFLOW: Overflow = { start: false, end: false };
/**
 * How far from each end the current tab is kept: past the fade (2.5rem, see TabNav), with a bit
 * of its neighbour showing, so the current tab is never the one fading out.
 */
const PEEK_PX = 48;

/**
 * Keeps a row of tabs usable where it is wider than the screen: the current tab (aria-current)
 * is scrolled into view whenever it changes, and the ends that hide tabs are reported so they
 * can fade out, which tells people there is more to swipe to.
 */
function useSidewaysScroll(scroller: React.RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState<Overflow>(NO_OVERFLOW);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      // A pixel of rounding is no hidden tab.
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    const revealCurrent = () => {
      const current = element.querySelector<HTMLElement>('[aria-current]');
      const box = element.getBoundingClientRect();
      // Nothing laid out (hidden, or a test's DOM without layout): nothing to reveal.
      if (!current || box.width === 0) return measure();
      const tab = current.getBoundingClientRect();
      // Only this row scrolls: scrollIntoView would also move the page up or down.
      // The browser stops the scroll at either end, where nothing fades.
      const by =
        tab.left < box.left + PEEK_PX
          ? tab.left - box.left - PEEK_PX
          : tab.right > box.right - PEEK_PX
            ? tab.right - box.right + PEEK_PX
            : 0;
      if (Math.round(by) !== 0) element.scrollBy({ left: by, behavior: 'instant' });
      measure();
    };
    revealCurrent();
    element.addEventListener('scroll', measure, { passive: true });
    // The current tab changes when a router link gets or loses aria-current.
    const changes = new MutationObserver(revealCurrent);
    changes.observe(element, { subtree: true, attributeFilter: ['aria-current'] });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      changes.disconnect();
      resizes?.disconnect();
    };
  }, [scroller]);
  return overflow;
}

/**
 * Routed tabs: a navigation of links that look like tabs. Each tab is a page with its own URL, so
 * these are links with aria-current, not an ARIA tablist (which would promise arrow-key panels).
 * On a screen too narrow for every tab the row scrolls sideways, with the current tab in view
 * and a fade at each end that has more tabs.
 */
export function TabNav({ className, children, ref, ...props }: TabNavProps) {
  const scroller = useRef<HTMLElement | null>(null);
  const overflow = useSidewaysScroll(scroller);
  return (
    <nav
      ref={(element) => {
        scroller.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      data-slot="tab-nav"
      data-overflow-start={overflow.start ? '' : undefined}
      data-overflow-end={overflow.end ? '' : undefined}
      className={cn(
        '[scrollbar-width:none] overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden',
        // Fade the ends that hide tabs (a mask: no colour of its own, right in either theme).
        'data-overflow-end:mask-r-from-[calc(100%-2.5rem)] data-overflow-start:mask-l-from-[calc(100%-2.5rem)]',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-max gap-1 border-b border-border">{children}</div>
    </nav>
  );
}

export type TabNavItemProps = ComponentProps<'a'> & {
  /** Renders the child (a router NavLink) with the tab's look. */
  asChild?: boolean;
  /** Marks the current tab (aria-current="page"); a router NavLink sets this by itself. */
  isActive?: boolean;
};

export function TabNavItem({ asChild = false, isActive, className, ...props }: TabNavItemProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="tab-nav-item"
      data-active={isActive ? 'true' : undefined}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        '-mb-px inline-flex h-10 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-text-muted',
        'transition-colors duration-fast hover:border-border-strong hover:text-text',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        'aria-[current=page]:border-primary aria-[current=page]:text-primary',
        '[&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
