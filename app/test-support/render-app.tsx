import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { buildRouteObjects } from '../navigation/create-router';
import { setNavigator } from '../navigation/navigator';

/**
 * Renders the real app (route table, gates, lazy screens) at `path` in a memory router, with the
 * app's navigator pointed at it. Full page loads are recorded in `reloads`.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const reload = vi.fn<(to: string) => void>();
  setNavigator({
    navigate: (to, options) => router.navigate(to, options),
    reload,
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, reload, location: () => router.state.location };
}
