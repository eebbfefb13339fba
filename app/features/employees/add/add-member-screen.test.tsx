import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeDetail } from '../../../../contract/employee-detail';

import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';

import { on, stubFetch } from '../../../test-support/stubs';

import {
  resetBetweenScreenTests,
  signInAs as signInWith,
} from '../../../test-support/screen-session';

const org = makeOrg({
  id: 7,
  country_code: 'us',
  timezone: 'America/Denver',
  time_approvers: [
    { employee_id: 1, display_name: 'Ada Admin' },
    { employee_id: 2, display_name: 'Tia Approver' },
  ],
});
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
const pickerRoute = on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
  jsonResponse({
    data: { employees: [], employee_groups: [{ id: 3, name: 'Framing crew', employee_ids: [] }] },
  }),
);

function detail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    employee_id: 99,
    org_id: 7,
    profile_id: 500,
    display_name: 'Robin Castillo',
    email: 'robin@example.com',
    phone: null,
    title: null,
    photo_url: null,
    is_pending_profile: true,
    role_id: 1,
    role: {
      id: 1,
      name: 'worker',
      display_name: 'Worker',
      permissions: [],
      variable_permissions: [],
    },
    is_saas_enabled: true,
    staffing_status: 'pending',
    start_dt_unix: null,
    end_dt_unix: null,
    remunerations: [],
    primary_manager: null,
    secondary_managers: [],
    employee_groups: [],
    is_invitation_sent: true,
    invite_expiry_dt_unix: null,
    ...overrides,
  };
}

function signInAs(orgId: number, roleId: number) {
  const profile = makeProfile([
    makeEmployee(orgId, roleId, orgId === 7 ? { organization: org } : {}),
  ]);
  signInWith(profile, { orgId });
}

resetBetweenScreenTests();

const roleOptions = async () => {
  const group = await screen.findByRole('radiogroup', { name: 'Role' });
  return ['Worker', 'Manager', 'Administrator', 'Provider admin', 'Provider recruiter'].filter(
    (name) => within(group).queryByRole('radio', { name }) !== null,
  );
};

describe('add team member', () => {
  it('offers administrators the three roles of the picker', async () => {
    stubFetch(orgRoute, pickerRoute);
    signInAs(7, 3);
    renderApp('/org/7/employees/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add team member' })).toBeVisible();
    expect(await roleOptions()).toEqual(['Worker', 'Manager', 'Administrator']);
    expect(screen.getByRole('checkbox', { name: 'Send an invitation e-mail now' })).toBeChecked();
  });

  it('offers managers who may invite only Worker, already chosen', async () => {
    stubFetch(orgRoute, pickerRoute);
    signInAs(7, 21);
    renderApp('/org/7/employees/add');
    expect(await roleOptions()).toEqual(['Worker']);
    expect(screen.getByRole('radio', { name: 'Worker' })).toBeChecked();
  });

  it('offers provider admins the provider roles on org 0, without teams or managers', async () => {
    stubFetch();
    signInAs(0, 4);
    renderApp('/org/0/employees/add');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add provider staff' }),
    ).toBeVisible();
    expect(await roleOptions()).toEqual(['Provider admin', 'Provider recruiter']);
    expect(screen.queryByRole('combobox', { name: /Teams/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Primary manager/ })).not.toBeInTheDocument();
  });

  it('tells a provider recruiter on org 0 that they add nobody there', async () => {
    stubFetch();
    signInAs(0, 5);
    renderApp('/org/0/employees/add');
    expect(await screen.findByText('Only provider admins add provider staff.')).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('checks name, email, mobile and role before sending anything', async () => {
    const server = stubFetch(orgRoute, pickerRoute);
    signInAs(7, 3);
    const { user } = renderApp('/org/7/employees/add');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Robin');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Add team member' }));

    expect(await screen.findByText('Please enter a first and last name')).toBeVisible();
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Mobile phone is invalid')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s field errors on their fields', async () => {
    stubFetch(
      orgRoute,
      pickerRoute,
      on('POST', '/v1/orgs/7/employees', () =>
        jsonResponse(
          {
            status_code: 409,
            message: 'This person is already a member of this organization.',
            field_hints: { email: ['This person is already a member of this organization.'] },
          },
          409,
        ),
      ),
    );
    signInAs(7, 3);
    const { user } = renderApp('/org/7/employees/add');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Robin Castillo');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'Worker' }));
    await user.click(screen.getByRole('button', { name: 'Add team member' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already a member/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Shown once, under the field, not again in an alert.
    expect(
      screen.getAllByText('This person is already a member of this organization.'),
    ).toHaveLength(1);
  });

  it('adds and invites the member, then opens their page', async () => {
    const server = stubFetch(
      orgRoute,
      pickerRoute,
      on('POST', '/v1/orgs/7/employees', () => jsonResponse({ data: detail() })),
    );
    signInAs(7, 3);
    const { user, location } = renderApp('/org/7/employees/add');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), ' Robin Castillo ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Robin@Example.com');
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '4155550101');
    await user.click(screen.getByRole('radio', { name: 'Worker' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Carpenter');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-02' } });
    await user.click(screen.getByRole('combobox', { name: /Teams/ }));
    await user.click(await screen.findByRole('option', { name: 'Framing crew' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Primary manager/ }));
    await user.click(await screen.findByRole('option', { name: 'Tia Approver' }));
    await user.click(screen.getByRole('button', { name: 'Add team member' }));

    expect(await screen.findByText('An invitation has been sent to Robin Castillo.')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/org/7/employee/99'));
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      display_name: 'Robin Castillo',
      email: 'robin@example.com',
      mobile: '(415) 555-0101',
      role_id: 1,
      title: 'Carpenter',
      // Midnight of 2 March 2026 in Denver (UTC-7).
      start_dt_unix: Date.UTC(2026, 2, 2, 7) / 1000,
      employee_group_ids: [3],
      primary_manager_id: 2,
      send_invite: true,
    });
  });

  it('says the member was added when no invitation goes out', async () => {
    const server = stubFetch(
      orgRoute,
      pickerRoute,
      on('POST', '/v1/orgs/7/employees', () =>
        jsonResponse({ data: detail({ is_invitation_sent: false }) }),
      ),
    );
    signInAs(7, 3);
    const { user } = renderApp('/org/7/employees/add');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Robin Castillo');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
    await user.click(screen.getByRole('radio', { name: 'Manager' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send an invitation e-mail now' }));
    await user.click(screen.getByRole('button', { name: 'Add team member' }));

    expect(await screen.findByText('Robin Castillo has been added.')).toBeVisible();
    const body = server.calls.find((call) => call.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ role_id: 21, send_invite: false });
    expect(body).not.toHaveProperty('mobile');
  });
});
