import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { Menu as MenuIcon, X } from 'lucide-react';
import { cn } from '../lib/cn';

/** Matches the `lg` breakpoint: from here the sidebar is always shown. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const AppShellContext = createContext<{ closeDrawer: () => void }>({ closeDrawer: () => {} });

export type AppShellProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The product mark, shown at the top of the sidebar and in the phone top bar. */
  brand: ReactNode;
  /** The navigation (AppShellNavSection / AppShellNavItem), in the sidebar or the phone drawer. */
  nav: ReactNode;
  /** Right side of the top bar: organisation switcher, user menu, etc. */
  topbar: ReactNode;
  /** The page. */
  children: ReactNode;
};

/**
 * The frame of every signed-in page: a sidebar from 1024 px; below that a top bar whose menu
 * button opens the same navigation as a drawer (a modal dialog, so focus stays inside and Escape
 * closes it). A skip link leads keyboard users past the navigation to `<main id="main">`.
 */
export function AppShell({ brand, nav, topbar, children, className, ...props }: AppShellProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  // The drawer only exists on narrow screens; close it if the window grows past the breakpoint.
  useEffect(() => {
    if (!isDrawerOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setIsDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isDrawerOpen]);

  return (
    <AppShellContext.Provider value={{ closeDrawer: () => setIsDrawerOpen(false) }}>
      <div
        data-slot="app-shell"
        className={cn('min-h-dvh bg-background text-text', className)}
        {...props}
      >
        <a
          href="#main"
          // Focus moves by script: the hash would go through the router (and a <base> element) and
          // the browser does not always move focus to the target on its own.
          onClick={skipToMain}
          className="sr-only z-toast rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>

        <aside
          data-slot="app-shell-sidebar"
          className="fixed inset-y-0 left-0 z-sticky hidden w-sidebar flex-col border-r border-border bg-surface lg:flex"
        >
          <div className="flex h-topbar shrink-0 items-center border-b border-border px-5">
            {brand}
          </div>
          <nav aria-label="Main" className="flex flex-1 flex-col gap-5 overflow-y-auto px-3 py-4">
            {nav}
          </nav>
        </aside>

        <Dialog.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
          <div className="flex min-h-dvh flex-col lg:pl-sidebar">
            <header
              data-slot="app-shell-topbar"
              className="sticky top-0 z-sticky flex h-topbar shrink-0 items-center gap-2 border-b border-border bg-surface px-page-x lg:px-8"
            >
              <Dialog.Trigger
                aria-label="Open navigation"
                className="-ml-2 inline-flex size-10 items-center justify-center rounded-md text-text hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
              >
                <MenuIcon aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
              <div className="flex min-w-0 items-center lg:hidden">{brand}</div>
              <div className="ml-auto flex min-w-0 items-center gap-2">{topbar}</div>
            </header>
            <main
              id="main"
              tabIndex={-1}
              data-slot="app-shell-main"
              className="mx-auto w-full max-w-7xl flex-1 px-page-x py-page-y focus:outline-none lg:px-8"
            >
              {children}
            </main>
          </div>

          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-overlay bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              data-slot="app-shell-drawer"
              className="fixed inset-y-0 left-0 z-modal flex w-[min(20rem,calc(100%-3rem))] flex-col bg-surface text-text shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left lg:hidden"
            >
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <div className="flex h-topbar shrink-0 items-center justify-between border-b border-border pr-2 pl-5">
                {brand}
                <Dialog.Close
                  aria-label="Close navigation"
                  className="inline-flex size-10 items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <nav
                aria-label="Main"
                className="flex flex-1 flex-col gap-5 overflow-y-auto px-3 py-4"
              >
                {nav}
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </AppShellContext.Provider>
  );
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export type AppShellNavSectionProps = ComponentProps<'div'> & {
  /** A small heading over a group of links. */
  title?: string;
};

/** A group of navigation links, optionally titled. */
export function AppShellNavSection({
  title,
  className,
  children,
  ...props
}: AppShellNavSectionProps) {
  return (
    <div
      data-slot="app-shell-nav-section"
      className={cn('flex flex-col gap-0.5', className)}
      {...props}
    >
      {title && (
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-text-muted uppercase">
          {title}
        </p>
      )}
      {children}
    </div>
  );
}

export type AppShellNavItemProps = ComponentProps<'a'> & {
  /** Renders the child (e.g. a router NavLink) with the item's look; the icon goes inside it. */
  asChild?: boolean;
  /**
   * Marks the current page (aria-current="page"). A router NavLink sets this by itself; a link
   * whose section holds the current page passes aria-current="true" instead, and looks the same.
   */
  isActive?: boolean;
  /** A 16–20 px icon before the label (decorative). */
  icon?: ReactNode;
};

/** One link of the main navigation; following it closes the phone drawer. */
export function AppShellNavItem({
  asChild = false,
  isActive,
  icon,
  className,
  children,
  onClick,
  ...props
}: AppShellNavItemProps) {
  const { closeDrawer } = useContext(AppShellContext);
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="app-shell-nav-item"
      data-active={isActive ? 'true' : undefined}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-text-muted',
        'transition-colors duration-fast hover:bg-surface-sunken hover:text-text',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary',
        // A page inside the item's section (aria-current="true", e.g. one team member under
        // 'Team members') keeps the item lit, so people see where they are.
        'aria-[current=true]:bg-primary-soft aria-[current=true]:text-primary',
        '[&_svg]:size-4.5 [&_svg]:shrink-0',
        className,
      )}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // Always close: a router link prevents the default navigation to do its own.
        closeDrawer();
      }}
      {...props}
    >
      {icon && (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      )}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
