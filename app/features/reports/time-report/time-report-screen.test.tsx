import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEmployee, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { on } from '../../../test-support/stubs';
import { at, CURRENT_PERIOD, MISSED_MEAL } from '../report-test-data';
import { atNow, callsTo, org, paramsOf, query, stubReportServer } from '../report-test-server';

resetBetweenScreenTests();
beforeEach(atNow);
afterEach(() => {
  vi.useRealTimers();
});

const SUMMARY = '/v1/orgs/7/payroll/summary';
const signInAdmin = () => signInAs(makeProfile([makeEmployee(7, 3, { organization: org })]));
const table = () => screen.findByRole('table', { name: /Hours by member and day/ });
const rowOf = (grid: HTMLElement, name: string) =>
  within(grid)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the time report', () => {
  it('shows this week’s classified hours per member and day, with approval, totals and pay', async () => {
    const server = stubReportServer();
    signInAdmin();
    renderApp('/org/7/crew/time-report');
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Member',
      'Mon 23',
      'Tue 24',
      'Wed 25',
      'Thu 26',
      'Fri 27',
      'Sat 28',
      'Sun 29',
      'Total',
      'Gross pay',
    ]);
    const ann = rowOf(grid, 'Ann Lee');
    expect(within(ann).getByRole('rowheader')).toHaveTextContent('Ann Lee2 pending');
    expect(cellTexts(ann)).toEqual([
      '08:00 regular, approved',
      '08:00 regular, waiting for approval' +
        'Why overtime, Ann Lee, Tue 24 Nov: OT 02:00Break +1P premium hours',
      '08:00 regular, waiting for approval' + 'Why overtime, Ann Lee, Wed 25 Nov: OT 04:00DT 01:00',
      '—',
      '—',
      '—',
      '—',
      '24:00 regularOT 06:00DT 01:00+1P premium hours',
      '$1,235',
    ]);
    // No pay record in the range: hours, no money.
    expect(cellTexts(rowOf(grid, 'Bo Diaz')).at(-1)).toBe('—');
    expect(within(rowOf(grid, 'All members')).getAllByRole('cell').at(-1)).toHaveTextContent(
      '$1,235',
    );
    // This week in the organisation's zone.
    expect(paramsOf(callsTo(server.calls, SUMMARY).at(-1))).toEqual({
      start_dt_unix: String(at('2026-11-23', 0)),
      end_dt_unix: String(at('2026-11-30', 0)),
      // The plan has time off: approved leave counts.
      include_time_off: 'true',
    });
  });

  it('explains why an hour is overtime in a popover, and gives focus back when it closes', async () => {
    stubReportServer();
    signInAdmin();
    const { user } = renderApp('/org/7/crew/time-report');
    await table();
    const why = screen.getByRole('button', { name: /^Why overtime, Ann Lee, Tue 24 Nov/ });
    await user.click(why);
    const popover = await screen.findByRole('dialog', {
      name: 'Why overtime: Ann Lee, Tue 24 Nov',
    });
    const spans = within(popover).getByRole('list', { name: 'Overtime and double time' });
    expect(within(spans).getByRole('listitem')).toHaveTextContent(
      [
        'Overtime 02:00 · 3:00 PM – 5:00 PM',
        'Over 8 h in the workday: overtime at 1.5×',
        'RuleCalifornia',
        'Threshold8h 0m',
        'Multiplier1.5×',
        'CitationCal. Lab. Code 510(a)',
      ].join(''),
    );
    expect(within(popover).getByRole('list', { name: 'Break flags' })).toHaveTextContent(
      `${MISSED_MEAL.text} · 1 premium hour at the regular rate`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(why).toHaveFocus();
  });

  it('shows hours as decimals when chosen, and remembers it on this device', async () => {
    stubReportServer();
    signInAdmin();
    const { user } = renderApp('/org/7/crew/time-report');
    const grid = await table();
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    expect(cellTexts(rowOf(grid, 'Ann Lee'))[0]).toBe('8.00 regular, approved');
    expect(localStorage.getItem('crewcard.time-display.v1')).toBe('decimal');
  });

  it('keeps the range in the address: a week back, then a pay period', async () => {
    const server = stubReportServer({ closed: true });
    signInAdmin();
    const { user, location } = renderApp('/org/7/crew/time-report');
    await table();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(location().search).toBe('?range=week&from=2026-11-16'));
    await waitFor(() =>
      expect(query(callsTo(server.calls, SUMMARY).at(-1)!).get('start_dt_unix')).toBe(
        String(at('2026-11-16', 0)),
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Report by' }));
    await user.click(await screen.findByRole('option', { name: 'Pay period' }));
    await waitFor(() =>
      expect(location().search).toBe(`?range=payperiod&period=${CURRENT_PERIOD}`),
    );
    await waitFor(() =>
      expect(paramsOf(callsTo(server.calls, SUMMARY).at(-1))).toEqual({
        pay_schedule_id: '2',
        pay_period_id: String(CURRENT_PERIOD),
        include_time_off: 'true',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Pay period' })).toHaveTextContent(
      'Mon 23 Nov 2026 – Sun 06 Dec 2026 (current)',
    );
    // The period was closed: the report says when, and who changed since.
    expect(
      await screen.findByText('This pay period was closed on Fri 20 Nov 2026 by Ada Admin'),
    ).toBeInTheDocument();
    expect(within(rowOf(await table(), 'Ann Lee')).getByRole('rowheader')).toHaveTextContent(
      'Ann Lee2 pendingChanged since closedClosed: 24:00 regular, 02:00 OT · $1,100',
    );
    expect(within(rowOf(await table(), 'Bo Diaz')).getByRole('rowheader')).toHaveTextContent(
      /^Bo DiazApproved$/,
    );
    await user.click(screen.getByRole('button', { name: 'Previous pay period' }));
    await waitFor(() =>
      expect(location().search).toBe(`?range=payperiod&period=${CURRENT_PERIOD - 1}`),
    );
    expect(screen.getByRole('button', { name: 'Next pay period' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('opens a link with its filters, sending "is none of" as the other choices', async () => {
    const server = stubReportServer();
    signInAdmin();
    renderApp('/org/7/crew/time-report?range=day&from=2026-11-24&team=not:3');
    await table();
    expect(screen.getByRole('group', { name: 'Filters' })).toHaveTextContent(/Team.*Framing/);
    await waitFor(() =>
      expect(query(callsTo(server.calls, SUMMARY).at(-1)!).get('employee_group_ids')).toBe('4'),
    );
    expect(query(callsTo(server.calls, SUMMARY).at(-1)!).get('end_dt_unix')).toBe(
      String(at('2026-11-25', 0)),
    );
  });

  it('leaves out the pay column for those who may not see pay', async () => {
    stubReportServer({ showsPay: false });
    signInAs(makeProfile([makeEmployee(7, 21, { organization: org })]));
    renderApp('/org/7/crew/time-report');
    const grid = await table();
    expect(within(grid).queryByRole('columnheader', { name: 'Gross pay' })).not.toBeInTheDocument();
    // No tab to job costing without financial access.
    const tabs = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(tabs).queryByRole('link', { name: 'Job costing' })).not.toBeInTheDocument();
  });

  it('downloads the CSV with its progress, then saves it', async () => {
    const chunks = [
      'employee_id,display_name,date\n',
      '11,Ann Lee,2026-11-23\n',
      '12,Bo Diaz,2026-11-23\n',
    ];
    let release: () => void = () => undefined;
    const server = stubReportServer({
      routes: [
        on('GET', '/v1/orgs/7/payroll/summary.csv', () => {
          const encoder = new TextEncoder();
          let next = 0;
          return new Response(
            new ReadableStream<Uint8Array>({
              async pull(controller) {
                // The last chunk waits for the test: progress shows in between.
                if (next === chunks.length - 1)
                  await new Promise<void>((resolve) => (release = resolve));
                const chunk = chunks[next++];
                if (chunk === undefined) controller.close();
                else controller.enqueue(encoder.encode(chunk));
              },
            }),
            { headers: { 'Content-Type': 'text/csv' } },
          );
        }),
      ],
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    signInAdmin();
    const { user } = renderApp('/org/7/crew/time-report?range=week&from=2026-11-23&member=11');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/Downloading… 1 row · 52 B/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel download' })).toHaveFocus();
    release();
    expect(await screen.findByText('Downloaded 2 rows (74 B).')).toBeInTheDocument();
    const csv = callsTo(server.calls, '/v1/orgs/7/payroll/summary.csv')[0]!;
    expect(paramsOf(csv)).toEqual({
      start_dt_unix: String(at('2026-11-23', 0)),
      end_dt_unix: String(at('2026-11-30', 0)),
      employee_ids: '11',
      include_time_off: 'true',
    });
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('time-report-2026-11-23-to-2026-11-29.csv');
    expect(link.href).toBe('blob:report');
  });
});
