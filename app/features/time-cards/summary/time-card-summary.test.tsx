import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { AppProviders } from '../../../app-providers';
import { QueryProvider } from '../../../api/query-provider';
import { makeEmployee, makeProfile } from '../../../test-support/fixtures';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { TimeCardSummary } from './time-card-summary';
import { at } from './summary-test-cards';
import { LOFTS, cardCalls, desktopAtNow, org, query, stubServer } from './summary-test-server';

function renderSummary(roleId = 3) {
  signInAs(makeProfile([makeEmployee(7, roleId, { organization: org })]));
  const user = userEvent.setup();
  render(
    <AppProviders>
      <QueryProvider>
        <MemoryRouter>
          <TimeCardSummary orgId={7} />
        </MemoryRouter>
      </QueryProvider>
    </AppProviders>,
  );
  return user;
}

resetBetweenScreenTests();
beforeEach(desktopAtNow);
afterEach(() => {
  vi.useRealTimers();
});

const hoursGrid = () => screen.findByRole('grid', { name: 'Hours by member and day' });
const cardsGrid = () => screen.getByRole('grid', { name: /time cards$/i });
const rowNamed = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('gridcell')[0]?.textContent === name);
const cellTexts = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('the time card summary', () => {
  it('shows this week’s hours per member and day in the organisation’s zone, with totals', async () => {
    const server = stubServer();
    renderSummary();
    const grid = await hoursGrid();
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
    ]);
    await waitFor(() => expect(rowNamed(grid, 'Bo Diaz')).toBeDefined());
    expect(cellTexts(rowNamed(grid, 'Ann Lee'))).toEqual([
      'Ann Lee',
      '08:30, has exceptions',
      '08:00',
      '—',
      '—',
      '—',
      '—',
      '—',
      '16:30',
    ]);
    // The running card from 8 PM Wednesday: its hour so far, marked as running.
    expect(cellTexts(rowNamed(grid, 'Bo Diaz'))).toEqual([
      'Bo Diaz',
      '08:00',
      '—',
      '01:00, running',
      '—',
      '—',
      '—',
      '—',
      '09:00',
    ]);
    expect(cellTexts(rowNamed(grid, 'All members'))).toEqual([
      'All members',
      '16:30',
      '08:00',
      '01:00',
      '—',
      '—',
      '—',
      '—',
      '25:30',
    ]);

    // The week in Chicago (from the day before, for night shifts), every page of it.
    const calls = cardCalls(server.calls);
    expect(calls.map((call) => query(call).get('page'))).toEqual(['1', '2']);
    expect(query(calls[0]!).get('start_dt_unix')).toBe(String(at('2026-11-22', 0)));
    expect(query(calls[0]!).get('end_dt_unix')).toBe(String(at('2026-11-30', 0)));
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      'Nov 23 – Nov 29, 2026',
    );
    expect(screen.getByRole('link', { name: 'Add time card' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards/add',
    );
  });

  it('lists the cards with their times, project, status, approval and exceptions in words', async () => {
    stubServer();
    const user = renderSummary();
    await hoursGrid();
    const ann = await within(cardsGrid()).findByRole('link', {
      name: 'Time card of Ann Lee, Mon 23 Nov',
    });
    expect(ann).toHaveAttribute('href', '/org/7/crew/timecard/1');
    const row = ann.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('7:00 AM');
    expect(row).toHaveTextContent('4:00 PM');
    expect(row).toHaveTextContent('Midtown Lofts');
    expect(row).toHaveTextContent('Clock started late');
    expect(row).toHaveTextContent('Pending');
    const running = within(cardsGrid())
      .getByRole('link', { name: 'Time card of Bo Diaz, Wed 25 Nov' })
      .closest('[role="row"]') as HTMLElement;
    expect(running).toHaveTextContent('Running');
    expect(running).toHaveTextContent('Working');

    // A member's name shows their cards alone.
    await user.click(within(await hoursGrid()).getByRole('button', { name: 'Ann Lee' }));
    expect(await screen.findByRole('heading', { name: 'Ann Lee’s time cards' })).toBeVisible();
    expect(within(cardsGrid()).queryByText('Bo Diaz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone’s cards' }));
    expect(await screen.findByRole('heading', { name: 'Time cards' })).toBeVisible();
  });

  it('sends the project and approval filters to the server and applies the rest itself', async () => {
    const server = stubServer();
    const user = renderSummary();
    const grid = await hoursGrid();
    await waitFor(() => expect(rowNamed(grid, 'Bo Diaz')).toBeDefined());
    const filters = screen.getByRole('group', { name: 'Filters' });

    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Project' }));
    const project = await screen.findByRole('dialog', { name: 'Project' });
    await user.click(await within(project).findByRole('checkbox', { name: 'Midtown Lofts' }));
    await user.click(within(project).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(cardCalls(server.calls).at(-1)!.url).toContain(`org_project_ids=${LOFTS.id}`),
    );
    await waitFor(() => expect(cellTexts(rowNamed(grid, 'Ann Lee'))[8]).toBe('08:30'));

    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approval' }));
    const approval = await screen.findByRole('dialog', { name: 'Approval' });
    await user.click(within(approval).getByRole('checkbox', { name: 'Pending' }));
    await user.click(within(approval).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(query(cardCalls(server.calls).at(-1)!).get('approval_state')).toBe('pending'),
    );

    // "Is none of" a team: the server cannot say it, the browser leaves those members out.
    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Team' }));
    const team = await screen.findByRole('dialog', { name: 'Team' });
    await user.selectOptions(within(team).getByRole('combobox', { name: 'Rule' }), 'is_none_of');
    await user.click(await within(team).findByRole('checkbox', { name: 'Framing' }));
    await user.click(within(team).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rowNamed(grid, 'Ann Lee')).toBeUndefined());
    expect(rowNamed(grid, 'Bo Diaz')).toBeDefined();
    expect(query(cardCalls(server.calls).at(-1)!).getAll('employee_group_ids')).toEqual([]);
  });

  it('steps a week back and forward', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(query(cardCalls(server.calls).at(-1)!).get('start_dt_unix')).toBe(
        String(at('2026-11-15', 0)),
      ),
    );
    expect(await screen.findByText('No time cards in these dates')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await hoursGrid()).toBeVisible();
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      'Nov 23 – Nov 29, 2026',
    );
  });

  it('approves the chosen cards and says which were left out and why', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(5));
    await user.click(
      within(cardsGrid()).getByRole('checkbox', { name: 'Select row Ann Lee, Mon 23 Nov' }),
    );
    await user.click(
      within(cardsGrid()).getByRole('checkbox', { name: 'Select row Bo Diaz, Wed 25 Nov' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const outcome = await screen.findByText('Time card has been approved!');
    const alert = outcome.closest('[data-slot="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(`Bo Diaz, Wed 25 Nov: ${TIME_CARD_TEXT.notApprovable}`);
    const approve = server.calls.filter((call) => call.method === 'POST');
    expect(approve.map((call) => call.body)).toEqual([{ time_card_ids: [1] }]);
    // The list is read again and shows the card approved.
    await waitFor(() =>
      expect(
        within(cardsGrid())
          .getByRole('link', { name: 'Time card of Ann Lee, Mon 23 Nov' })
          .closest('[role="row"]'),
      ).toHaveTextContent('Approved'),
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('offers no selection or approval to those who do not approve time', async () => {
    stubServer();
    // A manager variant without approval rights (104).
    renderSummary(22);
    await hoursGrid();
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(5));
    expect(within(cardsGrid()).queryAllByRole('checkbox')).toEqual([]);
  });
});
