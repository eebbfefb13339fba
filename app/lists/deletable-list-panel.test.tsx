import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COMPANY_LOCATION_TEXT, type CompanyLocation } from '../../contract/company-locations';
import type { PaySchedule } from '../../contract/pay-schedules';
import { ToastProvider } from '../../design-system/toast/toast';
import { QueryProvider } from '../api/query-provider';
import { CompanyLocationsPanel } from '../features/company-locations/company-locations-panel';
import { PaySchedulesPanel } from '../features/pay-schedules/pay-schedules-panel';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../test-support/fixtures';
import { resetBetweenScreenTests, signInAs } from '../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../test-support/stubs';
import { pageOf } from './catalogue-panel-cases';

// The settings lists whose items are deleted rather than archived, through their two panels.

const AT = 1_767_250_800;
const ORG = makeOrg({ id: 7, country_code: 'us', timezone: 'America/Denver' });
const OFFICE: CompanyLocation = {
  id: 61,
  org_id: 7,
  name: 'Main office',
  geofence_radius_meters: 150,
  enabled: true,
  place: {
    place_id: 'office',
    latitude: 39.7392,
    longitude: -104.9903,
    formatted_place_name: '1600 Broadway, Denver, CO 80202',
  },
  created_at_unix: AT,
  updated_at_unix: AT,
};
const WEEKLY: PaySchedule = {
  id: 81,
  name: 'Weekly crews',
  frequency: 'weekly',
  first_period_start_date: '2026-01-05',
  workweek_start_day: 0,
  workweek_start_seconds: 0,
  is_default: true,
  created_at_unix: AT,
  updated_at_unix: AT,
};
const MONTHLY: PaySchedule = {
  ...WEEKLY,
  id: 82,
  name: 'Monthly office',
  frequency: 'monthly',
  first_period_start_date: '2026-01-01',
  is_default: false,
};

const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG }));
const locationsRoute = (locations: CompanyLocation[]) =>
  on('GET', '/v1/orgs/7/company_locations', () => pageOf(locations));
const schedulesRoute = (schedules: PaySchedule[]) =>
  on('GET', '/v1/orgs/7/pay_schedules', () => pageOf(schedules));
const periodsRoute = (call: FetchCall) =>
  /\/pay_schedules\/\d+\/periods\?/.test(call.url)
    ? jsonResponse({ data: [], timezone: 'America/Denver' })
    : undefined;
const deletes = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'DELETE').map((call) => call.url);

function renderPanel(panel: ReactNode) {
  signInAs(makeProfile([makeEmployee(7, 3, { organization: ORG })]));
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ToastProvider>
        <QueryProvider>{panel}</QueryProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

resetBetweenScreenTests();

describe('the settings lists whose items are deleted', { timeout: 15_000 }, () => {
  it('deletes a company location only once the user confirms', async () => {
    const server = stubFetch(
      orgRoute,
      locationsRoute([OFFICE]),
      on('DELETE', '/v1/orgs/7/company_locations/61', () =>
        jsonResponse({ message: COMPANY_LOCATION_TEXT.deleted }),
      ),
    );
    const user = renderPanel(<CompanyLocationsPanel orgId={7} canManage />);
    const grid = await screen.findByRole('grid', { name: 'Company locations' });
    expect(screen.getByRole('searchbox', { name: 'Search company locations' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Company locations pages' })).toBeVisible();
    const actions = 'Actions for Main office';

    await user.click(within(grid).getByRole('button', { name: actions }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Main office?' });
    expect(dialog).toHaveTextContent(
      'The location and its geofence are removed. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(server.calls)).toEqual([]);

    await user.click(within(grid).getByRole('button', { name: actions }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Main office?' });
    await user.click(within(again).getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText(COMPANY_LOCATION_TEXT.deleted)).toBeVisible();
    expect(deletes(server.calls)).toEqual(['/v1/orgs/7/company_locations/61']);
  });

  // A list without pages is a virtual grid, whose rows need a layout happy-dom has not: the rows
  // of the pay schedules are for the screen stories; here, what surrounds them.
  it('shows the pay schedules whole: no search, no pager, the add button above them', async () => {
    stubFetch(orgRoute, schedulesRoute([WEEKLY, MONTHLY]), periodsRoute);
    renderPanel(<PaySchedulesPanel orgId={7} canManage />);
    const region = screen.getByRole('region', { name: 'Pay schedules' });
    expect(await within(region).findByRole('grid', { name: 'Pay schedules' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const add = within(region).getByRole('button', { name: 'Add pay schedule' });
    expect(add.parentElement).toHaveClass('flex', 'justify-end');
  });

  it('offers no control that writes to readers', async () => {
    stubFetch(orgRoute, schedulesRoute([WEEKLY]), periodsRoute);
    renderPanel(<PaySchedulesPanel orgId={7} canManage={false} />);
    expect(await screen.findByRole('grid', { name: 'Pay schedules' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add pay schedule' })).not.toBeInTheDocument();
  });

  it('offers an empty organisation its first location, the empty state alone', async () => {
    stubFetch(orgRoute, locationsRoute([]));
    renderPanel(<CompanyLocationsPanel orgId={7} canManage />);
    expect(await screen.findByText('No company locations yet')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add location' })).toHaveLength(1);
  });

  it('tells readers of an empty list who adds items', async () => {
    stubFetch(orgRoute, schedulesRoute([]));
    renderPanel(<PaySchedulesPanel orgId={7} canManage={false} />);
    expect(
      await screen.findByText('An administrator has not added a pay schedule yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add pay schedule' })).not.toBeInTheDocument();
  });
});
