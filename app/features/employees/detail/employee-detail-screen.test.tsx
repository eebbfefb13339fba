import { screen, waitFor, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test-support/fixtures';

import { renderApp } from '../../../test-support/render-app';

import { on, stubFetch } from '../../../test-support/stubs';

import {
  ADMIN,
  MANAGER,
  WORKER,
  baseRoutes,
  detailRoute,
  openMemberPage,
  makeDetail,
  makeManagerDetail,
  signInAs,
  writes,
} from './detail-test-kit';

import { resetBetweenScreenTests } from '../../../test-support/screen-session';

resetBetweenScreenTests();

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest<HTMLElement>('[data-slot="card"]')!;
const findCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest<HTMLElement>(
    '[data-slot="card"]',
  )!;
const valueOf = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('employee detail page', { timeout: 20_000 }, () => {
  it('shows every field of the detail view', async () => {
    openMemberPage(() => makeDetail());

    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(screen.getByLabelText('Role: Worker')).toBeVisible();
    expect(screen.getByLabelText('Status: Active')).toBeVisible();

    const profile = card('Profile');
    expect(valueOf(profile, 'Email')).toBe('wes@example.com');
    expect(valueOf(profile, 'Mobile')).toBe('+13035550101');
    expect(valueOf(profile, 'Title')).toBe('Carpenter');
    expect(valueOf(profile, 'Start date')).toBe('03/02/2026');
    expect(valueOf(profile, 'End date')).toBe('Not set');
    expect(valueOf(profile, 'Employee ID')).toBe('50');
    expect(valueOf(profile, 'Profile')).toBe('Completed');

    const people = card('Managers and teams');
    expect(within(people).getByRole('link', { name: 'Tia Approver' })).toHaveAttribute(
      'href',
      '/org/7/employee/2',
    );
    expect(within(people).getByRole('link', { name: 'Mia Manager' })).toHaveAttribute(
      'href',
      '/org/7/employee/60',
    );
    expect(valueOf(people, 'Teams')).toBe('Framing crew');

    expect(
      within(card('Role and permissions')).getByText('Worker: tracks their own time.'),
    ).toBeVisible();
    // An active member has no open invitation.
    expect(screen.queryByRole('heading', { name: 'Invitation' })).not.toBeInTheDocument();
  });

  it('lists a manager’s variable permissions as on or off', async () => {
    openMemberPage(() => makeManagerDetail());
    const role = await findCard('Role and permissions');
    const row = (name: string) => within(role).getByText(name).closest('li')!;
    expect(row('View all time cards')).toHaveTextContent('Off');
    expect(row('Approve and process payroll')).toHaveTextContent('On');
    expect(within(role).getByText('List team members')).toBeVisible();
    expect(within(role).getByRole('button', { name: 'Change role' })).toBeVisible();
  });

  it('shows an open invitation and resends it', async () => {
    let detail = makeDetail({
      is_pending_profile: true,
      staffing_status: 'pending',
      // 10 March 2026, noon in Denver.
      invite_expiry_dt_unix: Date.UTC(2026, 2, 10, 18) / 1000,
    });
    const { server, user } = openMemberPage(() => detail, {
      routes: [
        on('POST', '/v1/orgs/7/employee/50/resend_invite', () => {
          detail = { ...detail };
          return jsonResponse({ message: 'An invitation has been sent to Wes Walker.' });
        }),
      ],
    });
    const invitation = await findCard('Invitation');
    expect(screen.getByLabelText('Status: Invited')).toBeVisible();
    expect(within(invitation).getByText('Invitation sent')).toBeVisible();
    expect(within(invitation).getByText('Expires on 03/10/2026')).toBeVisible();
    expect(valueOf(card('Profile'), 'Profile')).toBe('Not completed yet');

    await user.click(within(invitation).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('An invitation has been sent to Wes Walker.')).toBeVisible();
    expect(writes(server.calls).map((call) => call.url)).toEqual([
      '/v1/orgs/7/employee/50/resend_invite',
    ]);
  });

  it('says when an invitation has expired', async () => {
    openMemberPage(() =>
      makeDetail({ staffing_status: 'expired', invite_expiry_dt_unix: 1_700_000_000 }),
    );
    expect(await screen.findByText('Invitation expired')).toBeVisible();
    expect(screen.getByText('Expired on 11/14/2023')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeVisible();
  });

  it('gives administrators every action', async () => {
    openMemberPage(() => makeManagerDetail());
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeVisible();
  });

  it('lets a manager edit only the day-to-day fields of their own worker', async () => {
    stubFetch(
      ...baseRoutes(MANAGER),
      detailRoute(() => makeDetail()),
    );
    signInAs(MANAGER);
    const { user } = renderApp('/org/7/employee/50');
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wes Walker' });
    expect(within(dialog).getByLabelText('Full name')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Title/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Start date/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^End date/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /^Teams/ })).toBeVisible();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Primary manager/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Secondary managers/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });

  it('shows a manager someone else’s worker read-only', async () => {
    stubFetch(
      ...baseRoutes(MANAGER),
      detailRoute(() => makeDetail({ primary_manager: null, secondary_managers: [] })),
    );
    signInAs(MANAGER);
    renderApp('/org/7/employee/50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('shows workers their own page read-only', async () => {
    stubFetch(
      ...baseRoutes(WORKER),
      detailRoute(() =>
        makeDetail({ staffing_status: 'pending', invite_expiry_dt_unix: 1_900_000_000 }),
      ),
    );
    signInAs(WORKER);
    renderApp('/org/7/employee/50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeVisible();
    for (const name of ['Edit details', 'Deactivate', 'Change role', 'Resend invitation'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('says so when the person cannot be found', async () => {
    stubFetch(
      ...baseRoutes(ADMIN),
      on('GET', '/v1/orgs/7/employee/99', () =>
        jsonResponse({ status_code: 404, message: 'Not found' }, 404),
      ),
    );
    signInAs(ADMIN);
    renderApp('/org/7/employee/99');
    expect(await screen.findByText('Team member not found')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Team member' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to team members' })).toHaveAttribute(
      'href',
      '/org/7/crew/members',
    );
  });

  it('shows a skeleton while loading', async () => {
    stubFetch(
      ...baseRoutes(ADMIN),
      on('GET', '/v1/orgs/7/employee/50', () => new Promise<Response>(() => undefined)),
    );
    signInAs(ADMIN);
    renderApp('/org/7/employee/50');
    // The page's own status, not the route announcer's region outside the main landmark.
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'Loading team member',
      ),
    );
  });
});
