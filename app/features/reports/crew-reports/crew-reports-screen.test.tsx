import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYROLL_TEXT } from '../../../../contract/payroll';
import { makeEmployee, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { CURRENT_PERIOD } from '../report-test-data';
import { atNow, callsTo, org, stubReportServer } from '../report-test-server';

resetBetweenScreenTests();
beforeEach(atNow);
afterEach(() => {
  vi.useRealTimers();
});

const signInWithRole = (roleId: number) =>
  signInAs(makeProfile([makeEmployee(7, roleId, { organization: org })]));
const table = () => screen.findByRole('table', { name: /Totals by member/ });
const memberOrder = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);
const PERIOD_PATH = `/org/7/crew/reports?range=payperiod&period=${CURRENT_PERIOD}`;

describe('crew reports', () => {
  it('lists each member’s totals, sorted by the column pressed', async () => {
    stubReportServer();
    signInWithRole(3);
    const { user } = renderApp('/org/7/crew/reports');
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Member',
      'Regular',
      'Overtime',
      'Double time',
      'Breaks',
      'Time off',
      'Premium hours',
      'Gross pay',
    ]);
    expect(memberOrder(grid)).toEqual(['Ann Lee2 pending', 'Bo DiazApproved', 'All members']);
    const bo = within(grid)
      .getByRole('rowheader', { name: /^Bo Diaz/ })
      .closest('tr')!;
    expect(
      within(bo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['14:00', '—', '—', '—', '—', '—', '—']);

    await user.click(within(grid).getByRole('button', { name: 'Regular' }));
    expect(within(grid).getByRole('columnheader', { name: 'Regular' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(memberOrder(grid)).toEqual(['Ann Lee2 pending', 'Bo DiazApproved', 'All members']);
    await user.click(within(grid).getByRole('button', { name: 'Regular' }));
    expect(within(grid).getByRole('columnheader', { name: 'Regular' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(memberOrder(grid)).toEqual(['Bo DiazApproved', 'Ann Lee2 pending', 'All members']);
    // A member's name opens their days in the time report, same range.
    expect(within(grid).getByRole('link', { name: 'Bo Diaz' })).toHaveAttribute(
      'href',
      '/org/7/crew/time-report?range=week&from=2026-11-23&member=12',
    );
  });

  it('closes a pay period after asking, then shows it closed', async () => {
    const server = stubReportServer();
    signInWithRole(3);
    const { user } = renderApp(PERIOD_PATH);
    await table();
    const close = await screen.findByRole('button', { name: 'Close pay period' });
    await user.click(close);
    const dialog = await screen.findByRole('dialog', {
      name: 'Close the pay period Mon 23 Nov 2026 – Sun 06 Dec 2026?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close pay period' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(PAYROLL_TEXT.closed)).toBeInTheDocument();
    expect(callsTo(server.calls, '/v1/orgs/7/payroll/runs')[0]?.body).toEqual({
      pay_schedule_id: 2,
      pay_period_id: CURRENT_PERIOD,
    });
    // The summary is read again: the period is closed now.
    expect(
      await screen.findByRole('button', { name: 'Close pay period again' }),
    ).toBeInTheDocument();
  });

  it('offers closing only for a pay period, to those who process payroll', async () => {
    stubReportServer({ showsPay: false });
    // Manager variant 22: crew reports, but neither payroll (104) nor financials (15).
    signInWithRole(22);
    renderApp(PERIOD_PATH);
    const grid = await table();
    expect(screen.queryByRole('button', { name: /Close pay period/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Gross pay' })).not.toBeInTheDocument();
  });

  it('says how to report by pay period when there is no pay schedule', async () => {
    stubReportServer({ schedules: [] });
    signInWithRole(3);
    renderApp('/org/7/crew/reports?range=payperiod');
    expect(await screen.findByText('No pay schedule')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company settings' })).toHaveAttribute(
      'href',
      '/org/7/settings/company/pay-schedules',
    );
  });
});
