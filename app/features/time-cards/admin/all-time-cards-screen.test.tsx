import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listPage, makeEmployee, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { on } from '../../../test-support/stubs';
import { cardCalls, desktopAtNow, stubServer } from '../summary/summary-test-server';

const staff = makeProfile([makeEmployee(0, 4)], { display_name: 'Pat Quinn' });
const orgList = on('GET', '/v1/orgs', () =>
  jsonResponse(
    listPage([
      { id: 7, name: 'Acme Builders', country_code: 'us', crew_product_status: 'activated' },
      { id: 9, name: 'Harbour Roofing', country_code: 'au', crew_product_status: 'activated' },
    ]),
  ),
);

resetBetweenScreenTests();
beforeEach(desktopAtNow);
afterEach(() => {
  vi.useRealTimers();
});

describe('all time cards (provider staff)', { timeout: 15_000 }, () => {
  it('shows the chosen organisation’s summary, without approving', async () => {
    const server = stubServer();
    server.routes.push(orgList);
    signInAs(staff, { orgId: null });
    const { user, location } = renderApp('/timecards');
    expect(await screen.findByRole('heading', { level: 1, name: 'All time cards' })).toBeVisible();
    expect(screen.getByText('No organisation chosen')).toBeVisible();
    expect(cardCalls(server.calls)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /^Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Acme Builders' }));
    await waitFor(() => expect(location().search).toBe('?org=7'));
    const grid = await screen.findByRole('grid', { name: 'Hours by member and day' });
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: 'Bo Diaz' })).toBeVisible(),
    );
    // Staff read every card but approve none.
    expect(
      within(screen.getByRole('grid', { name: 'Time cards' })).queryAllByRole('checkbox'),
    ).toEqual([]);
  });

  it('opens on the organisation in the address', async () => {
    const server = stubServer();
    server.routes.push(orgList);
    signInAs(staff, { orgId: null });
    renderApp('/timecards?org=7');
    expect(await screen.findByRole('grid', { name: 'Hours by member and day' })).toBeVisible();
    expect(cardCalls(server.calls).length).toBeGreaterThan(0);
  });
});
