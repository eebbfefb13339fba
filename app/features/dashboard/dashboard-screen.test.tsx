import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch } from '../../test-support/stubs';
import { EMPTY_DASHBOARD, makeDashboard, makeMealBreakAlerts } from './dashboard-test-data';

resetBetweenScreenTests();

const org = makeOrg({ id: 7, name: 'Acme Builders' });
const routes = (dashboard = makeDashboard(), alerts = makeMealBreakAlerts()) => [
  on('GET', '/v1/orgs/7', () => jsonResponse({ data: org })),
  on('GET', '/v1/orgs/7/dashboard/webapp', () => jsonResponse({ data: dashboard })),
  on('GET', '/v1/orgs/7/mandatory_breaks/alert', () => jsonResponse({ data: alerts })),
];
const block = (name: string) => within(screen.getByRole('region', { name }));

describe('dashboard', { timeout: 15_000 }, () => {
  it('shows an administrator who works now, the week, overtime, flagged cards and approvals', async () => {
    stubFetch(...routes());
    signInAs(makeProfile([makeEmployee(7, 3)]));
    renderApp('/org/7/dashboard');
    // Times are the organisation's (Denver), written by Intl (a narrow space before PM).
    expect(await screen.findByText(/^Updated 2:00\sPM$/)).toBeInTheDocument();

    const working = block('Working now');
    expect(working.getByText('2 people clocked in, 1 on a break')).toBeInTheDocument();
    expect(working.getByRole('link', { name: 'Dana Brooks' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecard/501',
    );
    expect(
      working.getByText(/^Midtown Lofts · Main building · since 8:00\sAM$/),
    ).toBeInTheDocument();
    expect(working.getByText('Meal break overdue 30m 0s')).toBeInTheDocument();
    expect(working.getByText(/^No project · since 1:00\sPM$/)).toBeInTheDocument();
    expect(working.getByText('On break')).toBeInTheDocument();

    const week = block('This week against last');
    expect(week.getByText('41h 30m more than last week by now')).toBeInTheDocument();
    // The chart's text alternative: a table of every day.
    const table = await week.findByRole('table', { name: 'Hours worked this week and last week' });
    const monday = within(table).getByRole('row', { name: /Mon/ });
    expect(monday).toHaveTextContent('22h 0m');
    expect(monday).toHaveTextContent('7h 45m');

    const overtime = block('Near overtime');
    expect(overtime.getByRole('meter', { name: 'Fiona Hayes' })).toHaveAttribute(
      'aria-valuetext',
      '36h 0m of 40h 0m',
    );
    expect(overtime.getByText('Overtime in 3h 0m · FLSA')).toBeInTheDocument();

    const flagged = block('Exceptions and missing breaks');
    expect(flagged.getByRole('link', { name: /Dana Brooks, time card of/ })).toHaveAttribute(
      'href',
      '/org/7/crew/timecard/480',
    );
    expect(flagged.getByText('Clock started late')).toBeInTheDocument();
    expect(flagged.getByText('Showing 20 of 23')).toBeInTheDocument();

    const approvals = block('Waiting for approval');
    expect(approvals.getByText('7 time cards of 4 team members')).toBeInTheDocument();
    expect(approvals.getByRole('link', { name: 'Review time cards' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards',
    );
    expect(block('Plan and team').getByRole('group', { name: 'Workers' })).toHaveTextContent('12');
  });

  it('says what to do where there is nothing to show', async () => {
    stubFetch(...routes(EMPTY_DASHBOARD, makeMealBreakAlerts({ alerts: [] })));
    signInAs(makeProfile([makeEmployee(7, 3)]));
    renderApp('/org/7/dashboard');
    expect(await screen.findByRole('link', { name: 'Open time cards' })).toBeInTheDocument();
    const working = block('Working now');
    // The line under the title and the empty state's own title.
    expect(working.getAllByText('Nobody is clocked in')).toHaveLength(2);
    expect(working.getByRole('link', { name: 'Open time cards' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards',
    );
    expect(
      block('This week against last').getByText('No hours yet this week or last'),
    ).toBeInTheDocument();
    expect(block('Near overtime').getByText('Nobody is near overtime')).toBeInTheDocument();
    expect(
      block('Exceptions and missing breaks').getByText(/^No exceptions\./),
    ).toBeInTheDocument();
    expect(block('Waiting for approval').getByText('All caught up')).toBeInTheDocument();
  });

  it('keeps the plan block when the time blocks cannot be read, with a way to try again', async () => {
    stubFetch(
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: org })),
      on('GET', '/v1/orgs/7/dashboard/webapp', () =>
        jsonResponse({ status_code: 500, message: 'Sorry, something went wrong' }, 500),
      ),
      on('GET', '/v1/orgs/7/mandatory_breaks/alert', () =>
        jsonResponse({ data: makeMealBreakAlerts() }),
      ),
    );
    signInAs(makeProfile([makeEmployee(7, 3)]));
    renderApp('/org/7/dashboard');
    expect(await screen.findByRole('group', { name: 'Workers' })).toHaveTextContent('12');
    await waitFor(
      () =>
        expect(block('Working now').getByRole('button', { name: 'Try again' })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });

  it('points an organisation without time tracking to the plans', async () => {
    stubFetch(
      on('GET', '/v1/orgs/7', () =>
        jsonResponse({
          data: makeOrg({
            crew_product_plan: null,
            workforce_management_feature: { state: 'show-paywall', trial_expiry_dt_unix: 1 },
            time_tracking_feature: { state: 'show-paywall', trial_expiry_dt_unix: 1 },
          }),
        }),
      ),
    );
    signInAs(makeProfile([makeEmployee(7, 3)]));
    renderApp('/org/7/dashboard');
    expect(await screen.findByText('Time tracking is not in your plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/org/7/billing/plans',
    );
    expect(screen.queryByRole('region', { name: 'Working now' })).not.toBeInTheDocument();
  });
});
