import { screen, waitFor, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import type { EmployeeDetail } from '../../../../contract/employee-detail';

import { jsonResponse } from '../../../test-support/fixtures';

import { renderApp } from '../../../test-support/render-app';

import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';

import {
  ADMIN,
  baseRoutes,
  detailRoute,
  openMemberPage,
  makeDetail,
  makeManagerDetail,
  roleOf,
  signInAs,
  writes,
} from './detail-test-kit';

import { resetBetweenScreenTests } from '../../../test-support/screen-session';

resetBetweenScreenTests();

const body = (calls: FetchCall[], index = 0) => writes(calls)[index]?.body;
const pick = async (user: ReturnType<typeof renderApp>['user'], field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** A page whose PATCH answers with the detail changed by `change`, or with `failure`. */
function patchRoute(state: { detail: EmployeeDetail }, answer: (call: FetchCall) => Response) {
  return on('PATCH', `/v1/orgs/7/employee/${state.detail.employee_id}`, answer);
}

describe('editing a team member', { timeout: 20_000 }, () => {
  it('sends only the changed fields', async () => {
    const state = { detail: makeDetail() };
    const { server, user } = openMemberPage(() => state.detail, {
      routes: [
        patchRoute(state, (call) => {
          state.detail = { ...state.detail, display_name: 'Wes T Walker', title: 'Lead carpenter' };
          return jsonResponse({ data: state.detail, call: call.url });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wes Walker' });
    // Joined: email and mobile are theirs to change.
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(
      within(dialog).getByText('The email of someone who has joined can only be changed by them.'),
    ).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Wes T Walker');
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Lead carpenter');
    await user.type(within(dialog).getByLabelText(/^End date/), '2026-12-31');
    await pick(user, /^Teams/, 'Concrete crew');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Wes T Walker’s details have been saved.')).toBeVisible();
    expect(writes(server.calls)).toHaveLength(1);
    expect(body(server.calls)).toEqual({
      name: 'Wes T Walker',
      title: 'Lead carpenter',
      // 31 December 2026, midnight in Denver (UTC-7).
      end_dt_unix: Date.UTC(2026, 11, 31, 7) / 1000,
      employee_group_ids: [5, 6],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes T Walker' })).toBeVisible();
  });

  it('refuses an end date before the start date', async () => {
    const { server, user } = openMemberPage(() => makeDetail());
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^End date/), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Start date can not be behind end date')).toBeVisible();
    expect(writes(server.calls)).toHaveLength(0);
  });

  it('lets an administrator change the contact details of someone who has not joined', async () => {
    const state = { detail: makeDetail({ is_pending_profile: true, staffing_status: 'pending' }) };
    const { server, user } = openMemberPage(() => state.detail, {
      routes: [
        patchRoute(state, () =>
          jsonResponse(
            {
              status_code: 409,
              message: 'Another account already uses this email.',
              field_hints: { email: ['Another account already uses this email.'] },
            },
            409,
          ),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    await user.clear(email);
    await user.type(email, 'Wes.Walker@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Another account already uses this email.'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(body(server.calls)).toEqual({ email: 'wes.walker@example.com' });
  });
});

describe('changing the role', { timeout: 20_000 }, () => {
  it('sends the role by name with the manager permissions chosen', async () => {
    const state = { detail: makeDetail() };
    const { server, user } = openMemberPage(() => state.detail, {
      routes: [
        patchRoute(state, () => {
          state.detail = { ...state.detail, role_id: 2, role: roleOf(2, [13, 104]) };
          return jsonResponse({ data: state.detail });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Wes Walker’s role' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await pick(user, /^Role/, 'Manager');
    // The default manager variant: approval rights on, the rest off.
    expect(
      within(dialog).getByRole('switch', { name: 'Approve and process payroll' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'View all time cards' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'View all time cards' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Wes Walker is now a Manager.')).toBeVisible();
    expect(body(server.calls)).toEqual({
      role_map: {
        role: 'manager',
        variable_permissions: [
          { id: 13, value: true },
          { id: 17, value: false },
          { id: 14, value: false },
          { id: 15, value: false },
          { id: 104, value: true },
        ],
      },
    });
    expect(await screen.findByLabelText('Role: Manager')).toBeVisible();
  });

  it('asks who takes over a manager’s team members, then sends it again', async () => {
    const state = { detail: makeManagerDetail() };
    const server = stubFetch(
      ...baseRoutes(ADMIN),
      detailRoute(() => state.detail),
      patchRoute(state, (call) => {
        if (!(call.body as { taking_over_manager_id?: number }).taking_over_manager_id) {
          const hint = 'Choose who takes over this manager’s team members.';
          return jsonResponse(
            { status_code: 400, message: hint, field_hints: { taking_over_manager_id: [hint] } },
            400,
          );
        }
        state.detail = { ...state.detail, role_id: 1, role: roleOf(1) };
        return jsonResponse({ data: state.detail });
      }),
    );
    signInAs(ADMIN);
    const { user } = renderApp('/org/7/employee/60');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog');
    await pick(user, /^Role/, 'Worker');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    const takeover = await within(dialog).findByRole('combobox', {
      name: /^Who takes over their team members/,
    });
    expect(
      within(dialog).getByText('Choose who takes over this manager’s team members.'),
    ).toBeVisible();
    await user.click(takeover);
    const options = await screen.findAllByRole('option');
    // Active managers and administrators, not the person themselves.
    expect(options.map((option) => option.textContent)).toEqual(['Ada Admin', 'Tia Approver']);
    await user.click(screen.getByRole('option', { name: 'Tia Approver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Mia Manager is now a Worker.')).toBeVisible();
    expect(body(server.calls, 0)).toEqual({
      role_map: { role: 'worker', variable_permissions: [] },
    });
    expect(body(server.calls, 1)).toEqual({
      role_map: { role: 'worker', variable_permissions: [] },
      taking_over_manager_id: 2,
    });
  });
});

describe('deactivating and reactivating', { timeout: 20_000 }, () => {
  function activationRoutes(state: { detail: EmployeeDetail }) {
    return on(
      'POST',
      `/v1/orgs/7/employees/${state.detail.employee_id}/update_saas_enabled`,
      (call) => {
        const isEnabled = (call.body as { is_enabled: boolean }).is_enabled;
        state.detail = {
          ...state.detail,
          is_saas_enabled: isEnabled,
          staffing_status: isEnabled ? 'active' : 'saas_disabled',
        };
        const name = state.detail.display_name;
        return jsonResponse({
          data: state.detail,
          message: isEnabled ? `${name} has been activated!` : `${name} has been deactivated!`,
        });
      },
    );
  }

  /** The member's page, signed in as an administrator, with a server that (de)activates them. */
  function openActivatablePage(detail: EmployeeDetail) {
    const state = { detail };
    return openMemberPage(() => state.detail, { routes: [activationRoutes(state)] });
  }

  it('requires a replacement approver for a manager, then deactivates', async () => {
    const { server, user } = openActivatablePage(makeManagerDetail());
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(writes(server.calls)).toHaveLength(0);

    await pick(user, /^Transfer time approvals to/, 'Ada Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Mia Manager has been deactivated!')).toBeVisible();
    expect(body(server.calls)).toEqual({ is_enabled: false, taking_over_time_approver_id: 703 });
    expect(await screen.findByLabelText('Status: Deactivated')).toBeVisible();
    // The profile reloads after an activation change.
    await waitFor(() => expect(server.calls.some((call) => call.url === '/v1/me')).toBe(true));
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  });

  it('deactivates a worker without asking for an approver', async () => {
    const { server, user } = openActivatablePage(makeDetail());
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate team member' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Wes Walker has been deactivated!')).toBeVisible();
    expect(body(server.calls)).toEqual({ is_enabled: false });
  });

  it('shows a refused deactivation in an error toast', async () => {
    const state = { detail: makeDetail() };
    const { user } = openMemberPage(() => state.detail, {
      routes: [
        on('POST', '/v1/orgs/7/employees/50/update_saas_enabled', () =>
          jsonResponse({ status_code: 400, message: 'Something is in the way.' }, 400),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Something is in the way.')).toBeVisible();
  });

  it('reactivates a deactivated member', async () => {
    const { server, user } = openActivatablePage(
      makeDetail({ is_saas_enabled: false, staffing_status: 'saas_disabled' }),
    );
    expect(
      await screen.findByText('Wes Walker is deactivated and cannot sign in to this organisation.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Wes Walker has been activated!')).toBeVisible();
    expect(body(server.calls)).toEqual({ is_enabled: true });
    expect(await screen.findByLabelText('Status: Active')).toBeVisible();
  });
});
