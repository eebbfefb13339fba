import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Profile } from '../../contract/profile';
import { ToastProvider } from '../../design-system/toast/toast';
import { queryClient } from '../../app/api/query-client';
import { buildRouteObjects } from '../../app/navigation/create-router';
import { resetNavigator, setNavigator } from '../../app/navigation/navigator';
import { clearTokens, writeTokens } from '../../app/session/token-store';
import { appStore, INITIAL_APP_STATE } from '../../app/state/app-store';
import { makeJwt } from '../../app/test-support/fixtures';
import { installFakeApi, type FakeRoute } from '../fakes/fake-api';

/**
 * A whole screen of the app for a story: the real route table (guards, lazy screens, the
 * signed-in frame) at `path` in a memory router, over the fake API. The colour scheme comes from
 * the story toolbar's provider, not the app's own. The page scrolls in a viewport-high frame: a
 * screenshot is of the first screen, and a body taller than the viewport would come out blank
 * below the fold.
 */
export function AppScreen({ path }: { path: string }) {
  const [router] = useState(() => {
    const memory = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
    setNavigator({
      navigate: (to, options) => memory.navigate(to, options),
      // A full page load would leave the story: the path changes in the memory router instead.
      reload: (to) => void memory.navigate(to),
      currentPath: () => memory.state.location.pathname + memory.state.location.search,
    });
    return memory;
  });
  return (
    <div data-slot="screen-frame" className="h-dvh overflow-y-auto">
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </div>
  );
}

/**
 * How long a story waits for its screen: the screen's code loads lazily, and the first story of a
 * run transforms it on demand.
 */
export const SCREEN_LOAD = { timeout: 10_000 };

/** What every screen story's meta shares: the whole page at desktop size. */
export const SCREEN_META = {
  component: AppScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
};

export type ScreenSetup = {
  /** Who is signed in, with their selected organisation; null: nobody (the public pages). */
  session: { profile: Profile; orgId: number } | null;
  routes: readonly FakeRoute[];
};

/**
 * A story's beforeEach: a fresh start (storage, the query cache, the app's state), the fake API
 * and the session. Answers the cleanup that puts fetch and the navigator back.
 */
export function prepareScreen({ session, routes }: ScreenSetup): () => void {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  const restoreFetch = installFakeApi(routes);
  if (session) {
    writeTokens({
      access_token: makeJwt({ sub: String(session.profile.id), typ: 'access' }),
      refresh_token: 'story-refresh-token',
      expires_in: 900,
    });
    appStore.setState({
      ...INITIAL_APP_STATE,
      session: 'authenticated',
      currentUser: session.profile,
      selectedOrgId: session.orgId,
      tokenType: 'access',
    });
  } else {
    clearTokens({ forgetPriorSession: true });
    appStore.setState({ ...INITIAL_APP_STATE, session: 'anonymous' });
  }
  return () => {
    restoreFetch();
    queryClient.clear();
    resetNavigator();
    appStore.setState({ ...INITIAL_APP_STATE });
  };
}
