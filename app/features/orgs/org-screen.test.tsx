import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrg } from '../../test-support/fixtures';

import { renderApp } from '../../test-support/render-app';

import { on, stubFetch } from '../../test-support/stubs';

import { admin, orgDetail, orgRoute, providerAdmin, signInAs, worker } from './orgs-test-support';

import { resetBetweenScreenTests } from '../../test-support/screen-session';

const acme = orgDetail({
  id: 7,
  name: 'Acme Builders',
  about: 'We frame houses.',
  license_no: 'LIC-42',
  admins: [{ employee_id: 1, display_name: 'Ada Admin' }],
  time_approvers: [
    { employee_id: 1, display_name: 'Ada Admin' },
    { employee_id: 2, display_name: 'Tia Approver' },
  ],
  project_time_rules: { is_auto: true, require_project_time: true, require_cost_codes: true },
  rule_group: { clock_permissions: { time_tracking: true, allow_clock_editing: true } },
});

resetBetweenScreenTests();

const main = () => within(screen.getByRole('main'));
const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest<HTMLElement>('[data-slot="card"]')!;
const term = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('organisation page', { timeout: 15_000 }, () => {
  it('shows an administrator the organisation, its people and its time rules', async () => {
    stubFetch(orgRoute(acme));
    signInAs(admin, 7);
    renderApp('/org/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Builders' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Organisation · Crewcard');
    const details = card('Details');
    expect(term(details, 'About')).toHaveTextContent('We frame houses.');
    expect(term(details, 'Licence number')).toHaveTextContent('LIC-42');
    expect(term(details, 'Time zone')).toHaveTextContent('America/Denver');
    const people = card('People');
    expect(term(people, 'Workers')).toHaveTextContent('12');
    expect(within(people).getByRole('region', { name: 'Administrators' })).toHaveTextContent(
      'Ada Admin',
    );
    expect(within(people).getByRole('region', { name: 'Time approvers' })).toHaveTextContent(
      'Tia Approver',
    );
    const rules = card('Time rules');
    expect(term(rules, 'Project time')).toHaveTextContent('Assigned automatically');
    expect(term(rules, 'Time must go to a project')).toHaveTextContent('Yes');
    expect(term(rules, 'Cost codes required')).toHaveTextContent('Yes');
    expect(term(rules, 'Clock times can be edited')).toHaveTextContent('Yes');
    expect(term(card('Plan'), 'Plan')).toHaveTextContent('Pro');
    expect(main().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/org/7/dashboard',
    );
    expect(main().getByRole('link', { name: 'Team members' })).toHaveAttribute(
      'href',
      '/org/7/crew/members',
    );
  });

  it('shows a worker the organisation without the ways into pages they may not open', async () => {
    const server = stubFetch(
      orgRoute({
        ...acme,
        project_time_rules: {
          is_auto: false,
          require_project_time: false,
          require_cost_codes: false,
        },
      }),
    );
    signInAs(worker, 7);
    renderApp('/org/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Builders' }),
    ).toBeInTheDocument();
    expect(term(card('Time rules'), 'Project time')).toHaveTextContent('Assigned by team members');
    expect(term(card('Time rules'), 'Cost codes required')).toHaveTextContent('No');
    expect(main().queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(main().queryByRole('link', { name: /team members/i })).toBeNull();
    // Only provider staff ask the admin endpoint.
    expect(server.calls.some((call) => call.url.startsWith('/v1/admin/'))).toBe(false);
  });

  it('gives provider staff any organisation, with its administrators’ e-mail addresses', async () => {
    const server = stubFetch(
      orgRoute({ ...acme, id: 8, name: 'Sunrise Builders' }),
      on('GET', '/v1/admin/orgs/8', () =>
        jsonResponse({
          data: {
            admins: [
              {
                employee_id: 1,
                display_name: 'Alex Morgan',
                email: 'alex@sunrise.example',
                organization: makeOrg({ id: 8 }),
              },
            ],
          },
        }),
      ),
    );
    signInAs(providerAdmin);
    const { user, location } = renderApp('/org/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunrise Builders' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'alex@sunrise.example' })).toHaveAttribute(
      'href',
      'mailto:alex@sunrise.example',
    );
    expect(server.calls.some((call) => call.url === '/v1/admin/orgs/8')).toBe(true);
    expect(main().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/org/8/dashboard',
    );
    await user.click(main().getByRole('link', { name: 'Team members' }));
    expect(location().pathname).toBe('/org/8/crew/members');
  });

  it('shows the server’s message when the organisation cannot be read', async () => {
    stubFetch(
      on('GET', '/v1/orgs/999', () =>
        jsonResponse({ status_code: 404, message: 'Organization not found.' }, 404),
      ),
      on('GET', '/v1/admin/orgs/999', () =>
        jsonResponse({ status_code: 404, message: 'Organization not found.' }, 404),
      ),
    );
    signInAs(providerAdmin);
    renderApp('/org/999');
    expect(await screen.findByText('Organization not found.')).toBeInTheDocument();
  });

  it('sends someone of another organisation to the 403 page', async () => {
    stubFetch(orgRoute(acme));
    signInAs(admin, 7);
    const { location } = renderApp('/org/8');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error/403');
  });
});
