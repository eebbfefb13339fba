import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteFocus } from './route-focus';

afterEach(cleanup);

/** A page: sets its document title as the app's screens do, and shows its content in <main>. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Test`;
  }, [title]);
  return <main>{children}</main>;
}

/** Resolves the slow page's content when the test says so. */
let finishLoading: () => void = () => {};

function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return (
    <Page title="Slow">
      {loaded ? <h1>Slow page</h1> : <p>Loading</p>}
      <input aria-label="Search" />
    </Page>
  );
}

function Tabs({ current }: { current: string }) {
  return (
    <Page title={current}>
      <h1>Settings</h1>
      <nav aria-label="Settings">
        <NavLink to="/settings/one">One</NavLink>
        <NavLink to="/settings/two">Two</NavLink>
      </nav>
    </Page>
  );
}
/** Each tab its own screen, as the app's lazily loaded screens are: the tab row is drawn anew. */
const TabOne = () => <Tabs current="One" />;
const TabTwo = () => <Tabs current="Two" />;

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteFocus />
          </>
        ),
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          {
            path: '/home',
            element: (
              <Page title="Home">
                <h1>Home</h1>
                <Link to="/next">Next page</Link>
                <Link to="/home?page=2">Page 2</Link>
                <Link to="/slow">Slow page</Link>
                <Link to="/moved">Moved page</Link>
              </Page>
            ),
          },
          {
            path: '/next',
            element: (
              <Page title="Next">
                <h1>Next</h1>
              </Page>
            ),
          },
          { path: '/slow', element: <SlowPage /> },
          { path: '/moved', element: <Navigate to="/next" replace /> },
          { path: '/settings/one', element: <TabOne /> },
          { path: '/settings/two', element: <TabTwo /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const announced = () => screen.getByRole('status').textContent;

describe('focus and announcements on route changes', () => {
  it('leaves the first page alone, redirect included', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(announced()).toBe('');
  });

  it('moves focus to the heading of the page a link leads to', async () => {
    const { user } = renderRoutes('/home');
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { name: 'Next' });
    expect(heading).toHaveFocus();
    // Focusable by script only: never a Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the page a redirect leads to, and says nothing of the path it left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, router } = renderRoutes('/home');
      await user.click(await screen.findByRole('link', { name: 'Moved page' }));
      expect(await screen.findByRole('heading', { name: 'Next' })).toHaveFocus();
      expect(router.state.location.pathname).toBe('/next');
      // Long past the moment a title would have been said.
      act(() => vi.advanceTimersByTime(2_000));
      expect(announced()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const { user, router } = renderRoutes('/home');
    const link = await screen.findByRole('link', { name: 'Page 2' });
    await user.click(link);
    expect(router.state.location.search).toBe('?page=2');
    expect(link).toHaveFocus();
    expect(announced()).toBe('');
  });

  it('keeps focus on a tab of a page that keeps its heading, and says the new title', async () => {
    const { user } = renderRoutes('/settings/one');
    const pressed = await screen.findByRole('link', { name: 'Two' });
    await user.click(pressed);
    expect(await screen.findByText('Two · Test')).toBeInTheDocument();
    // The new page drew its own tab row: its link to itself has focus.
    const current = screen.getByRole('link', { name: 'Two' });
    expect(current).not.toBe(pressed);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveFocus();
  });

  it('says the title of a page still loading, then focuses its heading when it comes', async () => {
    const { user } = renderRoutes('/home');
    await user.click(await screen.findByRole('link', { name: 'Slow page' }));
    expect(await screen.findByText('Slow · Test')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toHaveFocus();
  });

  it('does not take focus back from where the person put it while the page loaded', async () => {
    const { user } = renderRoutes('/home');
    await user.click(await screen.findByRole('link', { name: 'Slow page' }));
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await user.click(search);
    act(() => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).not.toHaveFocus();
    expect(search).toHaveFocus();
  });
});
