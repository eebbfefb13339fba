import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppState } from '../state/app-store';
import { ScreenFallback } from './screen-fallback';

// The signed-in frame (sidebar, menus, icons) is loaded only once someone is signed in.
const SignedInShell = lazy(() =>
  import('../features/shell/signed-in-shell').catch((error: unknown) => {
    // Reported; the page still shows, without its frame, rather than nothing at all.
    console.error('[lazy screen] failed to load', error);
    return { default: ({ children }: { children: ReactNode }) => <>{children}</> };
  }),
);

/**
 * The layout route of the signed-in pages. While nobody is signed in the page's own gate decides
 * (wait, or go to /login), so the frame is not drawn around a redirect.
 */
export function HomeLayout() {
  const session = useAppState((state) => state.session);
  if (session !== 'authenticated') return <Outlet />;
  return (
    <Suspense fallback={<ScreenFallback />}>
      <SignedInShell>
        <Outlet />
      </SignedInShell>
    </Suspense>
  );
}
