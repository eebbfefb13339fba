import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { decideGate } from '../access/route-gate';
import { useProfile } from '../api/profile';
import { NOT_FOUND_ROUTE } from '../features/errors/errors.routes';
import { landingTarget } from '../session/post-login';
import { goTo } from '../session/sign-in';
import { hadPriorSession } from '../session/token-store';
import { appStore, useAppState } from '../state/app-store';
import { getNavigator } from './navigator';
import type { RouteEntry } from './route-model';
import { lazyScreen } from './lazy-screen';
import { ScreenFallback } from './screen-fallback';

const NotFoundScreen = lazyScreen(NOT_FOUND_ROUTE.screen!);

/**
 * The element of every route: runs the guard and redirect rules, then shows the screen
 * (`screen`: the entry's lazy component, made once when the router is built).
 */
export function RouteGate({ entry, screen }: { entry: RouteEntry; screen?: ComponentType }) {
  const location = useLocation();
  const params = useParams();
  const session = useAppState((state) => state.session);
  const profile = useProfile();
  const decision = decideGate({
    entry,
    params,
    pathname: location.pathname,
    search: location.search,
    session,
    profile,
    hadPriorSession: hadPriorSession(),
    // The router gives the document's first location the key 'default'.
    isInitialLoad: location.key === 'default',
  });

  switch (decision.kind) {
    case 'wait':
      return null;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'reload':
      return <FullReload to={decision.to} />;
    case 'forbidden':
      return <Navigate to="/error/403" replace />;
    case 'landing':
      return <Landing />;
    case 'not-found':
      return <Screen title={NOT_FOUND_ROUTE.title} component={NotFoundScreen} />;
    case 'render':
      return screen ? <Screen title={entry.title} component={screen} /> : null;
  }
}

function Screen({ title, component: Component }: { title?: string; component: ComponentType }) {
  useEffect(() => {
    document.title = title ? `${title} · Crewcard` : 'Crewcard';
  }, [title]);
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Component />
    </Suspense>
  );
}

function FullReload({ to }: { to: string }) {
  useEffect(() => getNavigator().reload(to), [to]);
  return <ScreenFallback />;
}

/** The root path of a signed-in user: the post-login landing logic. */
function Landing() {
  const profile = useProfile();
  useEffect(() => {
    if (profile) goTo(landingTarget(profile, appStore.getState().selectedOrgId));
  }, [profile]);
  return null;
}
