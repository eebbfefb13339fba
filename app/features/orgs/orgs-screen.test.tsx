import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeEmployee, makeProfile } from '../../test-support/fixtures';

import { renderApp } from '../../test-support/render-app';

import { on, stubFetch } from '../../test-support/stubs';

import {
  admin,
  listCalls,
  listItem,
  orgDetail,
  orgListRoute,
  orgPage,
  orgRoute,
  providerAdmin,
  signInAs,
  worker,
} from './orgs-test-support';

import { resetBetweenScreenTests } from '../../test-support/screen-session';

const sunrise = listItem(8, 'Sunrise Builders', { saas_enabled_employees_count: 13 });
const harbour = listItem(9, 'Harbour Roofing', {
  country_code: 'au',
  crew_product_status: 'trial-end',
  saas_enabled_employees_count: 1,
});

resetBetweenScreenTests();

const list = () => screen.findByRole('list', { name: 'Organisations' });

describe('organisations page', { timeout: 15_000 }, () => {
  it('lists every organisation to provider staff, first page, with country, members and status', async () => {
    const server = stubFetch(orgListRoute(() => orgPage([harbour, sunrise])));
    signInAs(providerAdmin);
    renderApp('/orgs');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Harbour Roofing');
    expect(items[0]).toHaveTextContent('Australia · 1 active member');
    expect(items[0]).toHaveTextContent('Trial ended');
    expect(items[1]).toHaveTextContent('United States · 13 active members');
    expect(items[1]).toHaveTextContent('Active');
    expect(screen.getByText('2 organisations')).toBeInTheDocument();
    expect(listCalls(server.calls)[0]).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organisation' })).toHaveAttribute(
      'href',
      '/org',
    );
    expect(document.title).toBe('Organisations · Crewcard');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Organisation pages' })).toBeNull();
  });

  it('searches by name 700 ms after typing, from the first page', async () => {
    const server = stubFetch(
      orgListRoute((query) =>
        query.search === 'sun' ? orgPage([sunrise]) : orgPage([harbour, sunrise], 45),
      ),
    );
    signInAs(providerAdmin);
    const { user } = renderApp('/orgs');
    await list();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(server.calls).at(-1)?.page).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'sun');
    // Not at once: the search waits for the typing to stop.
    expect(listCalls(server.calls).some((query) => query.search)).toBe(false);
    await waitFor(() => expect(listCalls(server.calls).at(-1)?.search).toBe('sun'), {
      timeout: 2000,
    });
    expect(listCalls(server.calls).at(-1)?.page).toBe('1');
    await waitFor(() => expect(screen.queryByText('Harbour Roofing')).not.toBeInTheDocument());
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });

  it('says so when nothing matches, and the clear button brings the list back', async () => {
    stubFetch(orgListRoute((query) => (query.search ? orgPage([]) : orgPage([harbour, sunrise]))));
    signInAs(providerAdmin);
    const { user } = renderApp('/orgs');
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'zzz{Enter}');
    expect(await screen.findByText('No organisations found')).toBeInTheDocument();
    expect(screen.getByText('No organisation’s name contains “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await list()).toBeInTheDocument();
    expect(screen.getByText('2 organisations')).toBeInTheDocument();
  });

  it('pages through the organisations', async () => {
    const server = stubFetch(
      orgListRoute((query) =>
        orgPage(query.page === '3' ? [listItem(50, 'Zenith Electric')] : [harbour, sunrise], 41),
      ),
    );
    signInAs(providerAdmin);
    const { user } = renderApp('/orgs');
    await list();
    const pager = screen.getByRole('navigation', { name: 'Organisation pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Zenith Electric')).toBeInTheDocument();
    expect(listCalls(server.calls).at(-1)).toEqual({ page: '3', limit: '20' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens an organisation on its own page', async () => {
    stubFetch(
      orgListRoute(() => orgPage([harbour, sunrise])),
      orgRoute(orgDetail({ id: 8, name: 'Sunrise Builders' })),
      on('GET', '/v1/admin/orgs/8', () => jsonResponse({ data: { admins: [] } })),
    );
    signInAs(providerAdmin);
    const { user, location } = renderApp('/orgs');
    await list();
    await user.click(screen.getByRole('link', { name: 'Sunrise Builders' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunrise Builders' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/org/8');
  });

  it('shows the error the server gives', async () => {
    stubFetch(
      on('GET', '/v1/orgs', () =>
        jsonResponse({ status_code: 500, message: 'Sorry, something went wrong' }, 500),
      ),
    );
    signInAs(providerAdmin);
    renderApp('/orgs');
    expect(await screen.findByText('Sorry, something went wrong')).toBeInTheDocument();
  });

  it.each([
    ['an administrator', admin],
    ['a worker', worker],
  ])('sends %s to the 403 page without asking for the list', async (_, profile) => {
    const server = stubFetch(orgRoute(orgDetail()));
    signInAs(profile, 7);
    const { location } = renderApp('/orgs');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error/403');
    expect(listCalls(server.calls)).toEqual([]);
  });

  it('offers the list in the organisation menu to provider staff only', async () => {
    stubFetch(orgRoute(orgDetail()));
    signInAs(makeProfile([makeEmployee(7, 3)]), 7);
    const { user } = renderApp('/personal/settings');
    await user.click(await screen.findByRole('button', { name: /Switch organisation/ }));
    expect(await screen.findByRole('menuitem', { name: 'Create organisation' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'All organisations' })).toBeNull();
  });
});
