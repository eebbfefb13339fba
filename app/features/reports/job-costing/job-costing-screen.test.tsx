import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEmployee, makeOrg, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { at, ZONE } from '../report-test-data';
import { atNow, callsTo, org, paramsOf, stubReportServer } from '../report-test-server';

resetBetweenScreenTests();
beforeEach(atNow);
afterEach(() => {
  vi.useRealTimers();
});

const starter = makeOrg({
  id: 7,
  timezone: ZONE,
  crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
});
const signInWithRole = (roleId: number, organization = org) =>
  signInAs(makeProfile([makeEmployee(7, roleId, { organization })]));
const table = () => screen.findByRole('table', { name: /Labor hours and cost by project/ });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowOf = (grid: HTMLElement, name: RegExp) =>
  within(grid).getByRole('rowheader', { name }).closest('tr')!;

describe('job costing', () => {
  it('shows labor by project against its budget, and a project’s cost codes when opened', async () => {
    const server = stubReportServer();
    signInWithRole(3);
    const { user } = renderApp(
      '/org/7/crew/job-costing?range=custom&from=2026-09-01&to=2026-11-25&project=21',
    );
    const grid = await table();
    expect(cellsOf(rowOf(grid, /^Midtown Lofts/))).toEqual([
      '30:00',
      '26:00',
      '04:00',
      '—',
      '40:00 75% used',
      '$900',
      '$50',
      '$1,000 90% used',
    ]);
    expect(rowOf(grid, /^All projects/)).toHaveTextContent(
      '02:00 without a pay record, not costed',
    );
    // A range of almost three months: job costing reads up to a year.
    expect(paramsOf(callsTo(server.calls, '/v1/orgs/7/job_costing').at(-1))).toEqual({
      start_dt_unix: String(at('2026-09-01', 0)),
      end_dt_unix: String(at('2026-11-26', 0)),
      org_project_ids: '21',
    });

    const open = within(grid).getByRole('button', { name: 'Cost codes for Midtown Lofts' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(cellsOf(rowOf(grid, /^03-100 Concrete/))).toEqual([
      '20:00',
      '16:00',
      '04:00',
      '—',
      '—',
      '$600',
      '$50',
      '—',
    ]);
    expect(rowOf(grid, /^No cost code/)).toBeInTheDocument();
    // Escape folds them back, focus staying on the button.
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    expect(within(grid).queryByRole('rowheader', { name: /^03-100/ })).not.toBeInTheDocument();
    // Time on no project has no cost codes to open.
    expect(within(grid).queryByRole('button', { name: /No project/ })).not.toBeInTheDocument();
  });

  it('compares budget with actual in charts, each with its table', async () => {
    stubReportServer();
    signInWithRole(3);
    renderApp('/org/7/crew/job-costing');
    await table();
    const hours = await screen.findByRole('table', { name: 'Budget hours against actual' });
    expect(within(hours).getAllByRole('row').at(-1)).toHaveTextContent('Midtown Lofts40:0030:00');
    const cost = screen.getByRole('table', { name: 'Labor budget against actual cost' });
    expect(within(cost).getAllByRole('row').at(-1)).toHaveTextContent('Midtown Lofts$1,000$900');
  });

  it('tells those without financial access why they see no job costing', async () => {
    const server = stubReportServer();
    // Manager variant 22: crew reports without financials (15).
    signInWithRole(22);
    renderApp('/org/7/crew/job-costing');
    expect(await screen.findByText('You need financial access')).toBeInTheDocument();
    expect(callsTo(server.calls, '/v1/orgs/7/job_costing')).toHaveLength(0);
  });

  it('offers the upgrade on the Starter plan', async () => {
    const server = stubReportServer({ org: starter });
    signInWithRole(3, starter);
    const { user } = renderApp('/org/7/crew/job-costing');
    expect(await screen.findByText('Job costing is on the Pro plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock job costing' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toHaveTextContent(
      'Job costing is part of the Pro plan.',
    );
    expect(callsTo(server.calls, '/v1/orgs/7/job_costing')).toHaveLength(0);
  });
});
