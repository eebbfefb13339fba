import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../design-system/full-screen-spinner/full-screen-spinner';
import { BrowserWarning } from '../global/browser-warning';
import { useVersionUpgrade } from '../global/use-version-upgrade';
import { useAppState } from '../state/app-store';
import { RouteFocus } from './route-focus';

// Overlays load only when they open, keeping them out of the first page's JavaScript.
const FatalErrorModal = lazy(() => import('../global/fatal-error-modal'));
const DownloadAppModal = lazy(() => import('../global/download-app-modal'));

/**
 * The root of every page: the global overlays of core.md 2, the version check, and focus and
 * announcements on route changes.
 */
export function RootLayout() {
  useVersionUpgrade();
  const session = useAppState((state) => state.session);
  const isFetching = useAppState((state) => state.isFetching);
  const fetchingMessage = useAppState((state) => state.fetchingMessage);
  const fatalError = useAppState((state) => state.fatalError);
  const downloadApp = useAppState((state) => state.modals.downloadApp);

  return (
    <>
      <BrowserWarning />
      <Outlet />
      {/* After the page, so the new page's title is set when it reads it. */}
      <RouteFocus />
      {(isFetching || session === 'booting') && (
        <FullScreenSpinner message={fetchingMessage ?? 'Loading'} />
      )}
      <Suspense fallback={null}>
        {fatalError && <FatalErrorModal error={fatalError} />}
        {downloadApp && session === 'authenticated' && <DownloadAppModal />}
      </Suspense>
    </>
  );
}
