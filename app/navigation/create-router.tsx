import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_ROUTE, ROUTES } from '../routes';
import { HomeLayout } from './home-layout';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import { lazyScreen } from './lazy-screen';
import { RouteGate } from './route-gate';
import type { RouteEntry } from './route-model';

function toRouteObject(entry: RouteEntry): RouteObject {
  const screen = entry.screen ? lazyScreen(entry.screen) : undefined;
  return { path: entry.path, element: <RouteGate entry={entry} screen={screen} /> };
}

/** The router's tree built from the one route table of app/routes.tsx. */
export function buildRouteObjects(routes: readonly RouteEntry[] = ROUTES): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RootError />,
      children: [
        ...routes.filter((entry) => entry.layout === 'bare').map(toRouteObject),
        {
          element: <HomeLayout />,
          children: [
            ...routes.filter((entry) => entry.layout === 'home').map(toRouteObject),
            // Unknown paths: inside the signed-in frame for a signed-in user, a page of its own otherwise.
            toRouteObject(NOT_FOUND_ROUTE),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
