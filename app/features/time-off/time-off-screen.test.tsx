import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TIME_OFF_TEXT,
  type TimeOffBalance,
  type TimeOffRequest,
} from '../../../contract/time-off';
import type { Organization } from '../../../contract/orgs';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../test-support/stubs';

const HOUR = 3600;
const pro = makeOrg({ id: 7 });
const starter = makeOrg({
  id: 7,
  crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
  is_time_off_management_enabled: false,
});

const VACATION: TimeOffBalance = {
  leave_policy: { id: 1, name: 'Vacation', code: 'VAC', is_paid: true },
  allowance_seconds: 80 * HOUR,
  accrued_seconds: 0,
  carried_over_seconds: 8 * HOUR,
  used_seconds: 16 * HOUR,
  pending_seconds: 8 * HOUR,
  available_seconds: 64 * HOUR,
  worked_seconds: 0,
};

function request(overrides: Partial<TimeOffRequest> = {}): TimeOffRequest {
  return {
    id: 31,
    employee: { employee_id: 60, display_name: 'Wren Worker' },
    leave_policy: { id: 1, name: 'Vacation', code: 'VAC', is_paid: true },
    kind: 'days',
    start_date: '2026-03-09',
    end_date: '2026-03-10',
    hours_per_day: 8,
    start_time: null,
    end_time: null,
    total_seconds: 16 * HOUR,
    status: 'pending',
    note: 'Family visit',
    decision_note: null,
    requested_by: { employee_id: 60, display_name: 'Wren Worker' },
    decided_by: null,
    decided_at_unix: null,
    created_at_unix: 1_772_000_000,
    updated_at_unix: 1_772_000_000,
    ...overrides,
  };
}

const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;

function open(org: Organization, roleId: number, employeeId: number, requests: TimeOffRequest[]) {
  const profile = makeProfile([
    makeEmployee(7, roleId, { organization: org, employee_id: employeeId }),
  ]);
  const server = stubFetch(
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: org })),
    on('GET', '/v1/me', () => jsonResponse({ data: profile })),
    on('GET', `/v1/orgs/7/employee/${employeeId}/time_off_balances`, () =>
      jsonResponse({
        data: {
          employee_id: employeeId,
          year: 2026,
          as_of_date: '2026-03-02',
          balances: [VACATION],
        },
      }),
    ),
    on('GET', '/v1/orgs/7/time_off_requests', (call) => {
      const statuses = query(call).getAll('status');
      const ids = query(call).getAll('employee_ids').map(Number);
      return jsonResponse(
        listPage(
          requests.filter(
            (each) =>
              (statuses.length === 0 || statuses.includes(each.status)) &&
              (ids.length === 0 || ids.includes(each.employee.employee_id)),
          ),
        ),
      );
    }),
    on('POST', '/v1/orgs/7/time_off_requests/31/approve', () =>
      jsonResponse({
        data: request({ status: 'approved' }),
        message: TIME_OFF_TEXT.approved,
      }),
    ),
  );
  signInAs(profile);
  return { server, ...renderApp('/org/7/time-off') };
}

resetBetweenScreenTests();

describe('/org/{orgId}/time-off', () => {
  it('shows a worker what is left and their requests, and no approvals', async () => {
    open(pro, 1, 60, [request()]);
    const balance = await screen.findByRole('group', { name: 'Vacation' });
    expect(balance).toHaveTextContent('64 h left');
    expect(balance).toHaveTextContent('80 h a year + 8 h from last year');
    expect(balance).toHaveTextContent('16 h used · 8 h pending');
    const grid = await screen.findByRole('grid', { name: 'My requests' });
    expect(await within(grid).findByText('Mon 09 Mar – Tue 10 Mar 2026')).toBeInTheDocument();
    expect(within(grid).getByText('16 h (2 days)')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Approvals/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request time off' }).length).toBeGreaterThan(0);
  });

  it('lets a manager approve a worker’s request from Approvals', async () => {
    const { server, user } = open(pro, 21, 50, [request()]);
    await user.click(await screen.findByRole('tab', { name: 'Approvals (1)' }));
    const card = await screen.findByRole('group', { name: 'Wren Worker' });
    expect(card).toHaveTextContent('Vacation · 16 h (2 days)');
    await user.click(within(card).getByRole('button', { name: 'Approve Wren Worker’s request' }));
    expect(await screen.findByText(TIME_OFF_TEXT.approved)).toBeInTheDocument();
    expect(
      server.calls.some(
        (call) => call.method === 'POST' && call.url.endsWith('/time_off_requests/31/approve'),
      ),
    ).toBe(true);
  });

  it('never offers a manager their own request to decide', async () => {
    const { user } = open(pro, 21, 50, [
      request({ id: 32, employee: { employee_id: 50, display_name: 'Manny Manager' } }),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Approvals' }));
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
  });

  it('puts the upgrade prompt in place of time off on Starter, asking for nothing behind it', async () => {
    const { server, user } = open(starter, 1, 60, []);
    expect(await screen.findByText('Time off is part of the Pro plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Request time off/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/administrator/i);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.url.includes('time_off'))).toBe(false);
  });
});
