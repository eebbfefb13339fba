import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readTokens } from '../../session/token-store';

import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';

import { on, stubFetch } from '../../test-support/stubs';

import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';

const org = makeOrg({ id: 7, name: 'Acme Builders' });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));

resetBetweenScreenTests();

describe('signed-in frame', () => {
  it('shows an administrator the dashboard with the navigation their role and plan allow', async () => {
    stubFetch(orgRoute);
    signInAs(makeProfile([makeEmployee(7, 3, { organization: { name: 'Acme Builders' } })]));
    renderApp('/org/7/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Organisation' })).toHaveAttribute(
      'href',
      '/org/7',
    );
    expect(within(nav).getByRole('link', { name: 'Time cards' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards',
    );
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'href',
      '/org/7/tasks',
    );
    // Planned screens stay out of the navigation until built.
    expect(within(nav).queryByRole('link', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Workers' })).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: /Organisation: Acme Builders/ })).toBeInTheDocument();
  });

  it('sends a worker away from the dashboard to the 403 page', async () => {
    stubFetch(orgRoute);
    signInAs(makeProfile([makeEmployee(7, 1)]));
    const { location } = renderApp('/org/7/dashboard');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error/403');
  });

  it('shows the not-found page for a planned screen, inside the frame', async () => {
    stubFetch(orgRoute);
    signInAs(makeProfile([makeEmployee(7, 3)]));
    renderApp('/org/7/crew/time-report/export-success');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
  });

  it('signs out from the user menu to /login', async () => {
    const server = stubFetch(
      orgRoute,
      on('POST', '/v1/me/logout', () => jsonResponse({ message: 'Signed out' })),
    );
    signInAs(makeProfile([makeEmployee(7, 3)], { display_name: 'Ada Admin' }));
    const { user, location } = renderApp('/personal/settings');
    await user.click(await screen.findByRole('button', { name: 'Ada Admin, account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/login'));
    expect(server.calls.some((call) => call.url === '/v1/me/logout')).toBe(true);
    expect(readTokens()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to Crewcard' })).toBeInTheDocument();
  });

  it('marks impersonated sessions with a banner', async () => {
    stubFetch(orgRoute);
    signInAs(makeProfile([makeEmployee(7, 1)], { display_name: 'Wes Worker' }), {
      tokenType: 'impersonate-read',
    });
    renderApp('/personal/settings');
    expect(await screen.findByText('Viewing as Wes Worker')).toBeInTheDocument();
    expect(screen.getByText(/read-only mode/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End session' })).toBeInTheDocument();
  });
});
