import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../lib/cn';

export type TabNavProps = ComponentProps<'nav'> & {
  /** Names the set of tabs for screen readers, e.g. "Personal settings". */
  'aria-label': string;
};

/**
 * Routed tabs: a navigation of links that look like tabs. Each tab is a page with its own URL, so
 * these are links with aria-current, not an ARIA tablist (which would promise arrow-key panels).
 */
export function TabNav({ className, children, ...props }: TabNavProps) {
  return (
    <nav data-slot="tab-nav" className={cn('overflow-x-auto', className)} {...props}>
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
        '-mb-px inline-flex h-10 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-text-muted',
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
