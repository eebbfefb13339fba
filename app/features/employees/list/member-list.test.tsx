import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '../../../../contract/employees';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import {
  pretendToBeAPhone,
  resetBetweenScreenTests,
  signInAs as signInWith,
} from '../../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';

function row(overrides: Partial<EmployeeRow> & Pick<EmployeeRow, 'employee_id'>): EmployeeRow {
  const name = overrides.display_name ?? `Person ${overrides.employee_id}`;
  return {
    profile_id: 500 + overrides.employee_id,
    org_id: 7,
    display_name: name,
    first_name: name.split(' ')[0]!,
    last_name: name.split(' ')[1] ?? '',
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    mobile: null,
    title: null,
    role_id: 1,
    staffing_status: 'active',
    is_saas_enabled: true,
    invite_expiry_dt_unix: null,
    saas_enabled_updated_at_unix: 1_700_000_000,
    start_dt_unix: null,
    pay_rate: null,
    pay_type: null,
    rate_type_1099: null,
    overtime_rule: null,
    is_my_worker: false,
    ...overrides,
  };
}

const ANA = row({
  employee_id: 11,
  display_name: 'Ana Silva',
  role_id: 21,
  title: 'Foreman',
  // 2 March 2026 in Denver.
  start_dt_unix: 1_772_467_200,
  pay_rate: 25.5,
  pay_type: 'hourly',
});
const BEN = row({
  employee_id: 12,
  display_name: 'Ben Ortiz',
  staffing_status: 'pending',
  saas_enabled_updated_at_unix: null,
});
const CAL = row({ employee_id: 13, display_name: 'Cal Reyes', staffing_status: 'expired' });
const DEV = row({
  employee_id: 14,
  display_name: 'Dev Patel',
  staffing_status: 'saas_disabled',
  is_saas_enabled: false,
});

const page = (data: EmployeeRow[]) => jsonResponse(listPage(data));
const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/v1/orgs/7/employees?'));

const org = makeOrg({ id: 7, country_code: 'us', timezone: 'America/Denver' });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
const listRoute = on('GET', '/v1/orgs/7/employees', () => page([ANA, BEN, CAL, DEV]));
const pickerRoute = on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
  jsonResponse({
    data: {
      employees: [],
      employee_groups: [
        { id: 3, name: 'Framing crew', employee_ids: [] },
        { id: 4, name: 'Roofing crew', employee_ids: [] },
      ],
    },
  }),
);

function signInAs(roleId = 3) {
  signInWith(makeProfile([makeEmployee(7, roleId, { organization: org })]));
}

resetBetweenScreenTests();

const grid = () => screen.findByRole('grid');

describe('team member lists', () => {
  it('lists everyone but removed people on Members, with links, roles, badges, dates and pay', async () => {
    const server = stubFetch(orgRoute, listRoute);
    signInAs();
    renderApp('/org/7/crew/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    const table = await grid();
    const anaRow = within(table).getByRole('link', { name: 'Ana Silva' }).closest('[role="row"]');
    expect(within(table).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      '/org/7/employee/11',
    );
    expect(anaRow).toHaveTextContent('Manager');
    expect(anaRow).toHaveTextContent('Foreman');
    expect(anaRow).toHaveTextContent('03/02/2026');
    expect(anaRow).toHaveTextContent('$25.50/hr');
    expect(anaRow).toHaveTextContent('Active');
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(within(table).getByText('Invite expired')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Dev Patel (Deactivated)' })).toBeVisible();

    const [first] = listCalls(server.calls);
    expect(query(first!).get('status')).toBeNull();
    expect(query(first!).get('page')).toBe('1');
    expect(query(first!).get('limit')).toBe('20');
    expect(query(first!).get('sort_by')).toBe('display_name');

    const tabs = screen.getByRole('navigation', { name: 'Team members' });
    expect(within(tabs).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'href',
      '/org/7/crew/members/groups',
    );
    expect(screen.getByRole('link', { name: 'Add team member' })).toHaveAttribute(
      'href',
      '/org/7/employees/add',
    );
  });

  it.each([
    ['/org/7/crew/deactivated', 'deactivated', 'Deactivated'],
    ['/org/7/crew/expired', 'invite_expired', 'Expired invites'],
  ])('%s asks the server for status %s', async (path, status, tab) => {
    const server = stubFetch(orgRoute, listRoute);
    signInAs();
    renderApp(path);
    await grid();
    expect(listCalls(server.calls).map((call) => query(call).get('status'))).toEqual([status]);
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an empty state when nobody is listed', async () => {
    stubFetch(
      orgRoute,
      on('GET', '/v1/orgs/7/employees', () => page([])),
    );
    signInAs();
    renderApp('/org/7/crew/expired');
    expect(
      await screen.findByText(
        'Invitations that run out before they are accepted show here, to be sent again.',
      ),
    ).toBeVisible();
  });

  it('sends the search 700 ms after the last keystroke, from page 1', async () => {
    const server = stubFetch(orgRoute, listRoute);
    signInAs();
    const { user } = renderApp('/org/7/crew/members');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search team members' }), 'ana');
    const typedAt = Date.now();
    expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(false);
    await waitFor(
      () => expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(true),
      { timeout: 2000 },
    );
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
    const searched = listCalls(server.calls).filter((call) => query(call).has('search'));
    expect(searched).toHaveLength(1);
    expect(query(searched[0]!).get('search')).toBe('ana');
    expect(query(searched[0]!).get('page')).toBe('1');
  });

  it('adds the selected people to the chosen teams', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      pickerRoute,
      on('PATCH', '/v1/orgs/7/employees', () =>
        jsonResponse({ message: 'The team members have been added to the teams.' }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/crew/members');
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select row Ana Silva' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row Ben Ortiz' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Add to team' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add to team' });
    // Nothing chosen: the field says so and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add to team' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: /Teams/ }));
    await user.click(await screen.findByRole('option', { name: 'Roofing crew' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Add to team' }));

    expect(await screen.findByText('The team members have been added to the teams.')).toBeVisible();
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ employee_ids: [11, 12], employee_group_ids: [4] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('sends invitations to the selected people who have not joined', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('POST', '/v1/orgs/7/send_invites', () =>
        jsonResponse({
          data: { sent: [12, 13], skipped: [] },
          message: '2 invitations have been sent.',
        }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/crew/members');
    await grid();
    const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(screen.getByRole('checkbox', { name: 'Select row Ana Silva' }));
    // Ana has joined: nothing to send.
    expect(within(bar()).getByRole('button', { name: 'Send invites' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row Ben Ortiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row Cal Reyes' }));
    await user.click(within(bar()).getByRole('button', { name: 'Send invites' }));

    expect(await screen.findByText('2 invitations have been sent.')).toBeVisible();
    const post = server.calls.find((call) => call.url === '/v1/orgs/7/send_invites');
    expect(post?.body).toEqual({ employee_ids: [12, 13] });
  });

  it('resends one invitation from the row menu', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('POST', '/v1/orgs/7/employee/13/resend_invite', () =>
        jsonResponse({ message: 'An invitation has been sent to Cal Reyes.' }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/crew/members');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Actions for Ana Silva' }));
    expect(await screen.findByRole('menuitem', { name: 'Resend invite' })).toHaveAttribute(
      'data-disabled',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Cal Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invite' }));
    expect(await screen.findByText('An invitation has been sent to Cal Reyes.')).toBeVisible();
    expect(server.calls.some((call) => call.url.endsWith('/employee/13/resend_invite'))).toBe(true);
  });

  it('filters by role in the browser over every page', async () => {
    const server = stubFetch(orgRoute, listRoute);
    signInAs();
    const { user } = renderApp('/org/7/crew/members');
    await grid();
    const filters = screen.getByRole('group', { name: 'Filters' });
    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Role' }));
    const editor = await screen.findByRole('dialog', { name: 'Role' });
    await user.click(within(editor).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(within(screen.getByRole('grid')).queryByText('Ben Ortiz')).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('grid')).getByText('Ana Silva')).toBeVisible();
    expect(listCalls(server.calls).some((call) => query(call).get('limit') === '500')).toBe(true);
  });

  it('leaves the pay column out for a manager without financial access', async () => {
    stubFetch(orgRoute, listRoute);
    // Manager variant 22: lists their workers, may invite, no financial access.
    signInAs(22);
    renderApp('/org/7/crew/members');
    const table = await grid();
    expect(within(table).queryByText('$25.50/hr')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row Ana Silva' })).toBeInTheDocument();
  });

  it('stacks each person in one column on a phone, so nothing scrolls sideways', async () => {
    pretendToBeAPhone();
    stubFetch(orgRoute, listRoute);
    signInAs();
    renderApp('/org/7/crew/members/');
    const table = await grid();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The first header holds the select-all checkbox, named by its label rather than text.
    expect(headers).toEqual(['', 'Team member', 'Actions']);
    expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
    const anaRow = within(table).getByRole('link', { name: 'Ana Silva' }).closest('[role="row"]');
    for (const text of ['Active', 'Manager · Foreman', 'ana@example.com', '$25.50/hr'])
      expect(anaRow).toHaveTextContent(text);
    expect(within(table).getByRole('link', { name: 'Dev Patel (Deactivated)' })).toBeVisible();
    // The trailing slash of the spec's path still marks the Members tab.
    const tabs = screen.getByRole('navigation', { name: 'Team members' });
    expect(within(tabs).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
