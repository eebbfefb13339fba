/**
 * The one way code outside React components changes the page. The fetch client and the session
 * logic navigate through it; main.tsx points it at the data router, tests point it at a spy.
 */
export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Commit the new page at once instead of in a transition (never from a render or an effect). */
  flushSync?: boolean;
};

export type AppNavigator = {
  /** Client-side navigation inside the single-page app; resolves once it is done. */
  navigate(to: string, options?: NavigateOptions): void | Promise<void>;
  /** A full page load (a new document), for targets that must start fresh. */
  reload(to: string): void;
  /** The current path with its query string, e.g. `/org/4/dashboard?tab=1`. */
  currentPath(): string;
};

const browserNavigator: AppNavigator = {
  navigate(to, options) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  reload(to) {
    window.location.assign(to);
  },
  currentPath() {
    return window.location.pathname + window.location.search;
  },
};

let current: AppNavigator = browserNavigator;

export function setNavigator(navigator: AppNavigator): void {
  current = navigator;
}

export function resetNavigator(): void {
  current = browserNavigator;
}

export function getNavigator(): AppNavigator {
  return current;
}

/** `/login?redirect=<encoded path+search>` (+ `&expired=true`), never nesting a login redirect. */
export function loginRedirectPath(currentPath: string, expired: boolean): string {
  const params = new URLSearchParams();
  const pathname = currentPath.split('?')[0] ?? '';
  if (currentPath && currentPath !== '/' && !pathname.startsWith('/login')) {
    params.set('redirect', currentPath);
  }
  if (expired) params.set('expired', 'true');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
